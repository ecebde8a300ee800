import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { Button, Callout, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { COMPOSER_DEFAULT_TITLE, ComposerEditor, ComposerStore, NotificationBus, WidgetRegistry, formatDateTime, useAnswer, useCommands, useService, type ApiResult, type ComposerTree } from '@portolan/sdk';
import { pageLayoutKey, type ComposedPageRecord } from '../../../shared/types';
import { PageBlock } from './PageBlock';
import { pageBlocks } from './pageBlocks';
import { usePagesApi, type PageShareLink } from './pagesApi';
import { PageViewContext } from './PageViewContext';
import './pages.css';

const EDIT = { mode: 'edit' as const };
const sameTree = (a: ComposerTree | null, b: ComposerTree | null) => a !== null && b !== null && JSON.stringify({ ...a, highlighted: null }) === JSON.stringify({ ...b, highlighted: null });

/** `/composer/pages/:id`: loads the page, then the composer on it. */
export function PageEditor() {
  const { id = '' } = useParams();
  const api = usePagesApi();
  const answer = useAnswer(() => api.one(id), id);
  if (answer.error) {
    return (
      <Callout intent="danger" title="Could not open the page" role="alert">
        <p>{answer.error}</p>
        <Button text="Retry" onClick={answer.reload} /> <Link to="/composer">Back to the composer</Link>
      </Callout>
    );
  }
  if (!answer.data || answer.data._id !== id) return <Spinner size={30} aria-label="Loading the page" />;
  return <LoadedPageEditor key={id} initial={answer.data} />;
}

/**
 * The page composer on a loaded page: the working layout lives in browser storage (`pageLayoutKey`, SPEC
 * §9), so a reload restores it before it is saved; Save sends the tree with the version it was loaded at
 * (a 409 says someone else saved since), Publish makes it the company's page at `/pages/:id`, Pin shows it
 * on everyone's home dashboard, Share link makes a public preview link (`/temp?page=…`).
 */
const LoadedPageEditor = observer(function LoadedPageEditor({ initial }: { initial: ComposedPageRecord }) {
  const api = usePagesApi();
  const notifications = useService(NotificationBus);
  const widgets = useService(WidgetRegistry);
  const [record, setRecord] = useState(initial);
  const [store] = useState(() => new ComposerStore(initial.tree, { storageKey: pageLayoutKey(initial._id) }));
  const [title, setTitle] = useState(initial.title);
  const [busy, setBusy] = useState<string>();
  const [conflict, setConflict] = useState<string>();
  const [share, setShare] = useState<PageShareLink>();
  const reports = useAnswer(() => api.reports(), 'reports');
  const blocks = useMemo(() => pageBlocks({ reports: reports.data ?? [], widgets: widgets.visible }), [reports.data, widgets.visible]);

  const titleChanged = title.trim() !== record.title;
  const unsaved = store.dirty || titleChanged;
  const published = record.publishedTree !== null;
  const status = unsaved ? 'Unsaved changes' : !published ? 'Saved, not published' : sameTree(record.tree, record.publishedTree) ? 'Published' : 'Saved, changes not published';

  /** Runs one action at a time; a failed one shows the server's message. */
  async function run<T>(name: string, call: () => Promise<ApiResult<T>>, success: string): Promise<ApiResult<T>> {
    setBusy(name);
    try {
      const answer = await call();
      if (answer.ok) notifications.success(success);
      else notifications.failure(answer.errorMessage ?? 'Server Error');
      return answer;
    } finally {
      setBusy(undefined);
    }
  }

  async function save(): Promise<ComposedPageRecord | undefined> {
    const tree = { ...store.tree, highlighted: null };
    const answer = await run('save', () => api.save(record._id, { title: title.trim() || COMPOSER_DEFAULT_TITLE, tree, version: record.version }), 'Page saved');
    if (answer.ok && answer.data) {
      store.markSaved();
      setRecord(answer.data);
      setTitle(answer.data.title);
      setConflict(undefined);
      return answer.data;
    }
    if (answer.status === 409) setConflict(answer.errorMessage ?? 'Someone else saved this page since you opened it.');
    return undefined;
  }

  async function publish() {
    const saved = unsaved ? await save() : record;
    if (!saved) return;
    const answer = await run('publish', () => api.publish(saved._id, saved.version), 'Page published');
    if (answer.ok && answer.data) {
      setRecord(answer.data);
      // The server holds this layout now: the browser copy is no longer needed.
      store.forgetStored();
    }
  }

  async function simple(name: string, call: () => Promise<ApiResult<ComposedPageRecord>>, success: string) {
    const answer = await run(name, call, success);
    if (answer.ok && answer.data) setRecord(answer.data);
  }

  async function shareLink() {
    const answer = await run('share', () => api.share(record._id), 'Share link made');
    if (!answer.ok || !answer.data) return;
    setShare(answer.data);
    try {
      await navigator.clipboard?.writeText(answer.data.url);
      notifications.success('Link copied');
    } catch {
      // The link stays shown below the toolbar, to copy by hand.
    }
  }

  async function unshare() {
    const answer = await run('unshare', () => api.unshare(record._id), 'Share link turned off');
    if (answer.ok) setShare(undefined);
  }

  /** After a 409: keep this layout and save it over the other one, or take the saved one. */
  async function resolveConflict(keepMine: boolean) {
    const latest = await api.one(record._id);
    if (!latest.ok || !latest.data) return notifications.failure(latest.errorMessage ?? 'Server Error');
    setRecord(latest.data);
    setConflict(undefined);
    if (!keepMine) {
      store.replace(latest.data.tree);
      store.markSaved();
      setTitle(latest.data.title);
    }
  }

  useCommands(
    [
      { id: 'save-page', title: 'Save the page', shortcut: 'alt+s', run: () => void save() },
      { id: 'publish-page', title: 'Publish the page', run: () => void publish() },
    ],
    [record, title],
  );

  const toolbar = (
    <div className="composer-toolbar" role="group" aria-label="Page">
      <InputGroup className="composer-toolbar__title" size="small" aria-label="Page title" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
      <Button size="small" intent="primary" icon="floppy-disk" text="Save" loading={busy === 'save'} disabled={Boolean(busy) || !unsaved} onClick={() => void save()} />
      <Button size="small" icon="globe" text="Publish" loading={busy === 'publish'} disabled={Boolean(busy)} onClick={() => void publish()} />
      {published && <Button size="small" text="Unpublish" disabled={Boolean(busy)} onClick={() => void simple('unpublish', () => api.unpublish(record._id), 'Page unpublished')} />}
      {record.pinned ? (
        <Button size="small" icon="unpin" text="Unpin from home" disabled={Boolean(busy)} onClick={() => void simple('unpin', () => api.unpin(record._id), 'Page unpinned')} />
      ) : (
        <Button size="small" icon="pin" text="Pin to home" disabled={Boolean(busy) || !published} title={published ? undefined : 'Publish the page first'} onClick={() => void simple('pin', () => api.pin(record._id), 'Page pinned to home')} />
      )}
      <Button size="small" icon="link" text="Share link" disabled={Boolean(busy) || !published} title={published ? undefined : 'Publish the page first'} onClick={() => void shareLink()} />
      {published && <Button size="small" text="Unshare" disabled={Boolean(busy)} onClick={() => void unshare()} />}
      <Tag intent={unsaved ? 'none' : published ? 'success' : 'primary'} aria-live="polite">
        {status}
      </Tag>
    </div>
  );

  return (
    <section aria-labelledby="page-composer-title" className="composer-screen">
      <div className="composer-screen__heading">
        <h1 id="page-composer-title" className="pt-page-title">
          {record.title}
        </h1>
        <span>
          {published && <Link to={`/pages/${encodeURIComponent(record._id)}`}>Open the published page</Link>} <Link to="/composer">All pages</Link>
        </span>
      </div>
      {conflict && (
        <Callout intent="danger" title="This page was saved elsewhere" role="alert">
          <p>{conflict}</p>
          <Button text="Keep my layout" onClick={() => void resolveConflict(true)} /> <Button text="Use the saved version" onClick={() => void resolveConflict(false)} />
        </Callout>
      )}
      {share && (
        <Callout intent="success" title="Share link">
          <InputGroup readOnly aria-label="Share link" value={share.url} onFocus={(e) => e.currentTarget.select()} />
          <p>Anyone with the link sees the page without signing in (live data stays hidden), until {formatDateTime(share.expiresAt)}.</p>
        </Callout>
      )}
      <PageViewContext.Provider value={EDIT}>
        <ComposerEditor
          store={store}
          blocks={blocks}
          renderNode={(node, children) => <PageBlock node={node}>{children}</PageBlock>}
          toolbar={toolbar}
          canvasClassName="composer-canvas composer-page"
          label="Page composer"
        />
      </PageViewContext.Provider>
      {record.publishedAt && (
        <p className="composer-page__hint">
          Published {formatDateTime(record.publishedAt)}
          {record.publishedByName ? ` by ${record.publishedByName}` : ''}
        </p>
      )}
    </section>
  );
});
