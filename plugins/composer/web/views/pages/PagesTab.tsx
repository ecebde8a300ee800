import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, HTMLTable, Icon, Tag } from '@blueprintjs/core';
import { Entitlements, LoadStates, NotificationBus, formatDateTime, useAnswer, useCommands, useService } from '@portolan/sdk';
import type { ComposedPageRecord } from '../../../shared/types';
import { usePagesApi } from './pagesApi';

/** The composer home's "Pages" tab: the company's composed pages (title, published, pinned, updated), New page, open and delete. */
export const PagesTab = observer(function PagesTab() {
  const api = usePagesApi();
  const navigate = useNavigate();
  const entitlements = useService(Entitlements);
  const notifications = useService(NotificationBus);
  const canCreate = entitlements.isAllowed('composer', 'Create');
  const canDelete = entitlements.isAllowed('composer', 'Delete');
  const list = useAnswer(() => api.list(), 'pages');
  const [deleting, setDeleting] = useState<ComposedPageRecord>();
  const [busy, setBusy] = useState(false);
  useCommands(
    [
      ...(canCreate ? [{ id: 'new-page-here', title: 'New page', shortcut: 'alt+n', run: () => navigate('/composer/pages/new') }] : []),
      { id: 'reload-pages', title: 'Refresh the pages', run: list.reload },
    ],
    [canCreate, list.reload],
  );
  async function remove(page: ComposedPageRecord) {
    setBusy(true);
    const answer = await api.remove(page._id);
    setBusy(false);
    setDeleting(undefined);
    notifications.outcome(answer.ok, { success: 'Page deleted', failure: answer.errorMessage ?? 'Could not delete the page' });
    if (answer.ok) list.reload();
  }
  const pages = list.data ?? [];
  const newButton = canCreate && <Button intent="primary" icon="add" text="New page" onClick={() => navigate('/composer/pages/new')} />;
  return (
    <div className="composer-pages">
      <div className="composer-screen__heading">
        <p>Pages your company composes: publish one to share it with everyone at Pages, pin one to show it on the home dashboard.</p>
        {newButton}
      </div>
      <LoadStates isFetching={list.isFetching} error={list.error} empty={pages.length === 0} emptyText="No pages yet" emptyDescription={canCreate ? 'Start with New page.' : undefined} onRetry={list.reload}>
        <HTMLTable compact striped aria-label="Pages" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Published</th>
              <th scope="col">Home</th>
              <th scope="col">Updated</th>
              <th scope="col">
                <span className="bp6-text-muted">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page._id}>
                <td>
                  <Link to={`/composer/pages/${encodeURIComponent(page._id)}`}>{page.title}</Link>
                </td>
                <td>{page.publishedAt ? <Tag intent="success">Published {formatDateTime(page.publishedAt)}</Tag> : 'Draft'}</td>
                <td>
                  {page.pinned ? (
                    <span>
                      <Icon icon="pin" aria-hidden="true" /> Pinned
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  {formatDateTime(page.updatedAt)}
                  {page.updatedByName ? ` by ${page.updatedByName}` : ''}
                </td>
                <td>
                  {page.publishedAt && <Link to={`/pages/${encodeURIComponent(page._id)}`} aria-label={`View ${page.title}`}>View</Link>}{' '}
                  {canDelete && <Button size="small" variant="minimal" intent="danger" icon="trash" text="Delete" aria-label={`Delete ${page.title}`} onClick={() => setDeleting(page)} />}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
      <Alert
        isOpen={Boolean(deleting)}
        intent="danger"
        icon="trash"
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        loading={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(undefined)}
      >
        <p>
          Delete “{deleting?.title}”? Its published version and any share link stop working{deleting?.pinned ? ', and the home dashboard loses its company page' : ''}.
        </p>
      </Alert>
    </div>
  );
});
