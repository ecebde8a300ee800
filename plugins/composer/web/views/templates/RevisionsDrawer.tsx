import { useState, type ReactNode } from 'react';
import { Alert, Button, Callout, Classes, Drawer, Spinner } from '@blueprintjs/core';
import { formatDateTime, useAnswer, type ComposerRenderNode, type ComposerTree } from '@portolan/sdk';
import type { TemplateRevisionRecord } from '../../../shared/types';
import type { TemplatesApi } from './templatesApi';

/** Draws a whole tree with a block renderer, without the editor's frames (a revision, read only). */
function drawTree(tree: ComposerTree, render: ComposerRenderNode, id = tree.rootId): ReactNode {
  const node = tree.nodes[id];
  if (!node) return null;
  const children = node.children
    .map((c, i) => ({ c, i, order: tree.nodes[c]?.order ?? 0 }))
    .sort((a, b) => a.order - b.order || a.i - b.i)
    .map(({ c }) => <div key={c}>{drawTree(tree, render, c)}</div>);
  return render(node, children);
}

export interface RevisionsDrawerProps {
  api: TemplatesApi;
  templateId: string;
  isOpen: boolean;
  onClose: () => void;
  /** Restores a revision as a new one; resolves once done. Absent for readers. */
  onRestore?: (revision: number) => Promise<void>;
  /** The renderer of the canvas, with the page's sheet class, to show a revision as it looked. */
  render: ComposerRenderNode;
  sheetClassName: string;
  /** Changes when the template is saved, so the list reloads. */
  current: number;
}

/** The template's saved revisions, newest first: view one on a sheet, restore it (as a new revision). */
export function RevisionsDrawer({ api, templateId, isOpen, onClose, onRestore, render, sheetClassName, current }: RevisionsDrawerProps) {
  const list = useAnswer(() => api.revisions(templateId), isOpen ? `${templateId}:${current}` : undefined);
  const [viewing, setViewing] = useState<number | undefined>();
  const shown = useAnswer(() => api.revision(templateId, viewing ?? 0), viewing === undefined ? undefined : `${templateId}:${viewing}`);
  const [restoring, setRestoring] = useState<TemplateRevisionRecord | undefined>();
  const revision = shown.data?.record;

  return (
    <Drawer isOpen={isOpen} onClose={onClose} title="Revisions" size={viewing === undefined ? 420 : 760} aria-label="Revisions">
      <div className={Classes.DRAWER_BODY} style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {list.error && (
          <Callout intent="danger" role="alert" title="Could not load the revisions">
            {list.error}
          </Callout>
        )}
        {list.isFetching && !list.data && <Spinner size={20} aria-label="Loading the revisions" />}
        <ol style={{ margin: 0, paddingLeft: 18 }} aria-label="Saved revisions">
          {(list.data?.items ?? []).map((r) => (
            <li key={r.revision} style={{ marginBottom: 6 }}>
              <strong>Revision {r.revision}</strong>
              {r.revision === current ? ' (current)' : ''}: {r.name}, {formatDateTime(r.createdAt)}
              {r.createdByName ? ` by ${r.createdByName}` : ''}{' '}
              <Button size="small" variant="minimal" text="View" aria-label={`View revision ${r.revision}`} onClick={() => setViewing(r.revision)} />
              {onRestore && r.revision !== current && <Button size="small" text="Restore" aria-label={`Restore revision ${r.revision}`} onClick={() => setRestoring(r)} />}
            </li>
          ))}
        </ol>
        {viewing !== undefined && (
          <section aria-label={`Revision ${viewing}`}>
            <div className="tc-toolbar">
              <strong>Revision {viewing}</strong>
              <Button size="small" variant="minimal" icon="cross" text="Close revision" onClick={() => setViewing(undefined)} />
            </div>
            {shown.error && (
              <Callout intent="danger" role="alert">
                {shown.error}
              </Callout>
            )}
            {shown.isFetching && <Spinner size={20} aria-label="Loading the revision" />}
            {revision?.body && <div className={sheetClassName}>{drawTree(revision.body.tree, render)}</div>}
          </section>
        )}
      </div>
      <Alert
        isOpen={!!restoring}
        intent="warning"
        confirmButtonText="Restore"
        cancelButtonText="Cancel"
        onConfirm={() => {
          const r = restoring;
          setRestoring(undefined);
          if (r && onRestore) void onRestore(r.revision);
        }}
        onCancel={() => setRestoring(undefined)}
      >
        <p>Restore revision {restoring?.revision} ({restoring?.name})? It is saved as a new revision; unsaved changes here are replaced.</p>
      </Alert>
    </Drawer>
  );
}
