import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Callout, InputGroup, Tag } from '@blueprintjs/core';
import { ComposerEditor, ComposerStore, Entitlements, NotificationBus, PRINTABLE_DOCUMENT_NAMES, useAnswer, useCommands, useService, type DocumentPage, type DocumentTemplateBody } from '@portolan/sdk';
import { templateLayoutKey, type DocumentTemplateRecord } from '../../../shared/types';
import { documentBlocks } from './documentBlocks';
import { LivePreview } from './LivePreview';
import { PageSettings } from './PageSettings';
import { renderDocumentNode } from './renderDocumentNode';
import { RevisionsDrawer } from './RevisionsDrawer';
import { treeKey } from './sameTree';
import type { TemplatesApi } from './templatesApi';
import { useCompanyLogo } from './useCompanyLogo';

export interface TemplateEditorProps {
  api: TemplatesApi;
  template: DocumentTemplateRecord;
  /** Loads the server's copy again (after "someone else saved"). */
  reload: () => void;
}

/**
 * The document-template composer around one template: name, page settings, the composer of document
 * blocks on a paper sheet, save (a new revision; a 409 says someone else saved), revisions, make
 * default, and the live PDF preview of a real record with the unsaved design. The working tree lives
 * in browser storage (templateLayoutKey); when it differs from the server's copy, "Discard local changes" is offered.
 */
export const TemplateEditor = observer(function TemplateEditor({ api, template: loaded, reload }: TemplateEditorProps) {
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const canUpdate = entitlements.isAllowed('composer', 'Update');
  const [template, setTemplate] = useState(loaded);
  const [lastLoaded, setLastLoaded] = useState(loaded);
  const store = useMemo(() => new ComposerStore(loaded.body.tree, { storageKey: templateLayoutKey(loaded._id) }), [loaded._id]); // eslint-disable-line react-hooks/exhaustive-deps -- one store per template
  const [name, setName] = useState(loaded.name);
  const [page, setPage] = useState<DocumentPage>(loaded.body.page);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | undefined>();
  const [saveError, setSaveError] = useState<string | undefined>();
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const types = useAnswer(() => api.documentTypes(), 'printable');
  const source = types.data?.items.find((t) => t.documentType === template.documentType);
  const logoUrl = useCompanyLogo(api);

  // A reload brought a newer server copy: take its version (the local design stays until discarded).
  if (loaded !== lastLoaded) {
    setLastLoaded(loaded);
    setTemplate(loaded);
    setConflict(undefined);
  }

  const blocks = useMemo(() => documentBlocks(source), [source]);
  const render = useMemo(() => renderDocumentNode({ page, source, logoUrl }), [page, source, logoUrl]);
  const sheetClassName = `tc-sheet tc-sheet-${page.size}-${page.orientation}`;
  const body: DocumentTemplateBody = { page, tree: { ...store.tree, highlighted: null } };
  const treeDiffers = treeKey(store.tree) !== treeKey(template.body.tree);
  const unsaved = treeDiffers || name.trim() !== template.name || JSON.stringify(page) !== JSON.stringify(template.body.page);
  const typeName = PRINTABLE_DOCUMENT_NAMES[template.documentType] ?? template.documentType;

  const adopt = (record: DocumentTemplateRecord) => {
    setTemplate(record);
    setName(record.name);
    setPage(record.body.page);
  };
  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setSaveError('Give the template a name');
      return;
    }
    setSaving(true);
    const answer = await api.save(template._id, { version: template.version, name: trimmed, body });
    setSaving(false);
    if (answer.ok && answer.data?.record) {
      adopt(answer.data.record);
      store.markSaved();
      setConflict(undefined);
      setSaveError(undefined);
      notify.success(`${trimmed} saved as revision ${answer.data.record.revision}`);
    } else if (answer.status === 409) {
      setConflict(answer.errorMessage ?? 'The template was changed');
      notify.failure('Could not save the template: someone else saved it meanwhile');
    } else {
      setSaveError(answer.errorMessage ?? 'Server Error');
      notify.failure(`Could not save the template: ${answer.errorMessage ?? 'Server Error'}`);
    }
  };
  const discard = () => {
    store.forgetStored();
    store.replace(template.body.tree);
    store.markSaved();
    setName(template.name);
    setPage(template.body.page);
    notify.show('Local changes discarded: the saved design is shown');
  };
  const makeDefault = async () => {
    const answer = await api.makeDefault(template._id);
    notify.outcome(answer.ok, { success: `${template.name} is now the default ${typeName.toLowerCase()} template`, failure: `Could not make it the default: ${answer.errorMessage ?? 'Server Error'}` });
    if (answer.ok && answer.data?.record) setTemplate(answer.data.record);
  };
  const restore = async (revision: number) => {
    const answer = await api.restore(template._id, revision, template.version);
    notify.outcome(answer.ok, { success: `Revision ${revision} restored`, failure: `Could not restore revision ${revision}: ${answer.errorMessage ?? 'Server Error'}` });
    if (answer.ok && answer.data?.record) {
      adopt(answer.data.record);
      store.replace(answer.data.record.body.tree);
      store.markSaved();
      setRevisionsOpen(false);
    } else if (answer.status === 409) setConflict(answer.errorMessage ?? 'The template was changed');
  };
  useCommands(
    [
      ...(canUpdate ? [{ id: 'save-template', title: `Save the template (${template.name})`, shortcut: 'mod+s', run: () => void save() }] : []),
      { id: 'template-revisions', title: 'Show the template revisions', run: () => setRevisionsOpen(true) },
    ],
    [canUpdate, template.version],
  );

  const toolbar = (
    <>
      {canUpdate && <Button intent="primary" icon="floppy-disk" text={unsaved ? 'Save' : 'Saved'} loading={saving} disabled={!unsaved && !conflict} onClick={() => void save()} />}
      <Button icon="history" text="Revisions" onClick={() => setRevisionsOpen(true)} />
      {canUpdate && !template.isDefault && <Button icon="star" text="Make default" onClick={() => void makeDefault()} />}
    </>
  );

  return (
    <section aria-labelledby="tc-title" style={{ padding: '8px 16px', display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Link to="/composer?tab=templates">← Templates</Link>
      <div className="tc-toolbar">
        <h1 id="tc-title" style={{ fontSize: 18, margin: 0 }}>
          {typeName} template
        </h1>
        {template.isDefault && (
          <Tag intent="success" round>
            Default
          </Tag>
        )}
        <span>
          Revision {template.revision}
          {unsaved ? ' (unsaved changes)' : ''}
        </span>
        <InputGroup aria-label="Template name" value={name} readOnly={!canUpdate} onChange={(e) => setName(e.target.value)} style={{ width: 280 }} />
      </div>
      {treeDiffers && (
        <Callout intent="primary" title="This design has changes that are not saved">
          They are kept in this browser. {canUpdate ? 'Save them as a new revision, or ' : ''}
          <Button size="small" text="Discard local changes" onClick={discard} />
        </Callout>
      )}
      {conflict && (
        <Callout intent="warning" role="alert" title="Someone else saved this template">
          Someone else saved this template after you opened it ({conflict}). Reload to get their version; your design stays here until you discard it.{' '}
          <Button size="small" intent="warning" text="Reload" onClick={reload} />
        </Callout>
      )}
      {saveError && (
        <Callout intent="danger" role="alert" title="Not saved">
          {saveError}
        </Callout>
      )}
      {types.error && (
        <Callout intent="danger" role="alert" title="Could not load the fields of this document type">
          {types.error} <Button size="small" text="Retry" onClick={types.reload} />
        </Callout>
      )}
      <ComposerEditor
        store={store}
        blocks={blocks}
        renderNode={render}
        toolbar={toolbar}
        canvasClassName={sheetClassName}
        label={`${typeName} template composer`}
        aside={
          <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            <PageSettings page={page} onChange={setPage} disabled={!canUpdate} />
            <LivePreview api={api} documentType={template.documentType} body={body} fileName={`${template.name.replace(/[^A-Za-z0-9-]+/g, '-')}-preview.pdf`} />
          </div>
        }
      />
      <RevisionsDrawer api={api} templateId={template._id} isOpen={revisionsOpen} onClose={() => setRevisionsOpen(false)} onRestore={canUpdate ? restore : undefined} render={render} sheetClassName={sheetClassName} current={template.revision} />
    </section>
  );
});
