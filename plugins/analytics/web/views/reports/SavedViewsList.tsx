import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { formatDate, LoadStates, NotificationBus, useAnswer, useCommands, useService } from '@portolan/sdk';
import type { SavedView } from '../../../shared/types';
import { RELATIVE_RANGE_LABELS } from './relativeRanges';
import { useReportsApi } from './reportsApi';

/** "Saved views" (`GET API.views`): the user's own and the company's shared views; each opens its report with the view applied. */
export function SavedViewsList({ base }: { base: string }) {
  const api = useReportsApi();
  const bus = useService(NotificationBus);
  const views = useAnswer(() => api.views(), 'views');
  const catalogue = useAnswer(() => api.catalogue(), 'catalogue');
  const [removing, setRemoving] = useState<SavedView>();
  useCommands([{ id: 'reload-saved-views', title: 'Refresh saved views', shortcut: 'alt+r', run: views.reload }], [views.reload]);
  const titleOf = (report: string) => catalogue.data?.find((r) => r.name === report)?.title ?? report;
  const items = views.data ?? [];
  const remove = async () => {
    if (!removing) return;
    const answer = await api.removeView(removing._id);
    bus.outcome(answer.ok, { success: 'View deleted', failure: answer.errorMessage ?? 'Failed to delete the view' });
    setRemoving(undefined);
    views.reload();
  };
  return (
    <section aria-labelledby="saved-views-title">
      <h1 id="saved-views-title" className="pt-page-title">
        Saved views
      </h1>
      <p className={Classes.TEXT_MUTED}>A report with its filter, date range and grouping, under a name. Shared views are seen by everyone in your company.</p>
      <LoadStates isFetching={views.isFetching} error={views.error} empty={!items.length} emptyText="No saved view yet" emptyDescription="Open a report and choose “Save view”." onRetry={views.reload}>
        <HTMLTable compact striped aria-label="Saved views" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>Name</th>
              <th>Report</th>
              <th>Date range</th>
              <th>Sharing</th>
              <th>By</th>
              <th>Saved</th>
              <th>
                <span className={Classes.TEXT_MUTED}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((v) => (
              <tr key={v._id}>
                <td>
                  <Link to={`${base}/${encodeURIComponent(v.report)}?view=${encodeURIComponent(v._id)}`}>{v.name}</Link>
                </td>
                <td>{titleOf(v.report)}</td>
                <td>{v.range === 'fixed' ? `${formatDate(v.filter.from)} – ${formatDate(v.filter.to)}` : RELATIVE_RANGE_LABELS[v.range]}</td>
                <td>{v.shared ? <Tag minimal intent="primary">Shared</Tag> : <Tag minimal>Only me</Tag>}</td>
                <td>{v.createdByName ?? '—'}</td>
                <td>{formatDate(v.updatedAt)}</td>
                <td>
                  <Button size="small" variant="minimal" icon="trash" aria-label={`Delete view ${v.name}`} onClick={() => setRemoving(v)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
      <Alert isOpen={!!removing} intent="danger" icon="trash" confirmButtonText="Delete" cancelButtonText="Cancel" onConfirm={() => void remove()} onCancel={() => setRemoving(undefined)}>
        Delete the view “{removing?.name}”? {removing?.shared ? 'Everyone in your company loses it.' : ''}
      </Alert>
    </section>
  );
}
