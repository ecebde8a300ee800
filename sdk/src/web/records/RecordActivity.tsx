import { Classes } from '@blueprintjs/core';
import { HttpClient } from '../HttpClient';
import { useService } from '../useService';
import { useLoad } from '../useLoad';
import { LoadStates } from '../components/LoadStates';
import { formatDateTime } from '../format/formatDateTime';

/** One move of a record's audit trail, as `GET <record>/activity` (defineTransitions) answers it. */
export interface ActivityEntry {
  _id: string;
  action: string;
  from: string | null;
  to: string | null;
  note: string | null;
  actorName: string;
  createdAt: string;
}

export interface RecordActivityProps {
  /** The record's API path, e.g. `/api/egm/v2/manifests/<id>`; the trail is `<path>/activity`. Render it with `key={record.version}` to reload after a move. */
  path: string;
}

/** The Activity tab of a record: who moved it from which state to which, when, and why. */
export function RecordActivity({ path }: RecordActivityProps) {
  const trail = useLoad<{ items: ActivityEntry[] }>(useService(HttpClient), `${path}/activity`);
  const items = trail.data?.items ?? [];
  return (
    <LoadStates isFetching={trail.isFetching} error={trail.error} empty={items.length === 0} emptyText="No activity yet" onRetry={trail.reload}>
      <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT}`} aria-label="Activity" style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>When</th>
            <th>Who</th>
            <th>Action</th>
            <th>State</th>
            <th>Note</th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr key={entry._id}>
              <td>{formatDateTime(entry.createdAt)}</td>
              <td>{entry.actorName}</td>
              <td>{entry.action}</td>
              <td>{[entry.from, entry.to].filter(Boolean).join(' → ')}</td>
              <td>{entry.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </LoadStates>
  );
}
RecordActivity.displayName = 'Portolan.RecordActivity';
