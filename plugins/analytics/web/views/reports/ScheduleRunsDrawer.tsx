import { Classes, Drawer, HTMLTable, Tag } from '@blueprintjs/core';
import { formatDateTime, LoadStates, useAnswer } from '@portolan/sdk';
import type { ReportSchedule } from '../../../shared/types';
import { useReportsApi } from './reportsApi';
import { ScheduleStatusTag } from './ScheduleStatusTag';

/** A schedule's runs (`GET API.schedules/:id/runs`), newest first: when, whether it was sent, to whom, rows, the error. `reloadKey` reloads after "Run now". */
export function ScheduleRunsDrawer({ schedule, reloadKey, onClose }: { schedule?: ReportSchedule; reloadKey: number; onClose: () => void }) {
  const api = useReportsApi();
  const runs = useAnswer(() => api.runs(schedule!._id), schedule ? `${schedule._id}:${reloadKey}` : undefined);
  const items = runs.data ?? [];
  return (
    <Drawer isOpen={!!schedule} onClose={onClose} title={schedule ? `Runs of ${schedule.name}` : ''} size={520}>
      <div className={Classes.DRAWER_BODY} style={{ padding: 12 }}>
        <LoadStates isFetching={runs.isFetching} error={runs.error} empty={!items.length} emptyText="Not run yet" onRetry={runs.reload}>
          <HTMLTable compact striped aria-label="Runs" style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>Ran</th>
                <th>Status</th>
                <th>Rows</th>
                <th>Recipients</th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => (
                <tr key={r._id}>
                  <td>{formatDateTime(r.ranAt)}</td>
                  <td>
                    <ScheduleStatusTag status={r.status} />
                    {r.error && <div className={Classes.TEXT_MUTED}>{r.error}</div>}
                  </td>
                  <td>{r.rows}</td>
                  <td>
                    {r.recipients.map((email) => (
                      <Tag key={email} minimal style={{ marginRight: 4 }}>
                        {email}
                      </Tag>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </LoadStates>
      </div>
    </Drawer>
  );
}
