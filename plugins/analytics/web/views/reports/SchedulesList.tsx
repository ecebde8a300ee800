import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, ButtonGroup, Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { formatDateTime, LoadStates, NotificationBus, useAnswer, useCommands, useService } from '@portolan/sdk';
import type { ReportSchedule } from '../../../shared/types';
import { RELATIVE_RANGE_LABELS } from './relativeRanges';
import { useReportsApi } from './reportsApi';
import { cadenceText, formatText } from './ScheduleDialog';
import { ScheduleRunsDrawer } from './ScheduleRunsDrawer';
import { ScheduleStatusTag } from './ScheduleStatusTag';

/**
 * "Scheduled reports" (`GET API.schedules`): each with its cadence, format, recipients, next run and last
 * outcome; pause or resume it, run it now (then its runs show), see its runs, delete it.
 */
export function SchedulesList({ base }: { base: string }) {
  const api = useReportsApi();
  const bus = useService(NotificationBus);
  const schedules = useAnswer(() => api.schedules(), 'schedules');
  const catalogue = useAnswer(() => api.catalogue(), 'catalogue');
  const [removing, setRemoving] = useState<ReportSchedule>();
  const [showRuns, setShowRuns] = useState<ReportSchedule>();
  const [runsKey, setRunsKey] = useState(0);
  const [busy, setBusy] = useState<string>();
  useCommands([{ id: 'reload-schedules', title: 'Refresh scheduled reports', shortcut: 'alt+r', run: schedules.reload }], [schedules.reload]);
  const titleOf = (report: string) => catalogue.data?.find((r) => r.name === report)?.title ?? report;
  const items = schedules.data ?? [];

  const toggle = async (s: ReportSchedule) => {
    setBusy(s._id);
    const answer = await api.setActive(s, !s.active);
    setBusy(undefined);
    bus.outcome(answer.ok, { success: s.active ? 'Schedule paused' : 'Schedule resumed', failure: answer.errorMessage ?? 'Failed to change the schedule' });
    schedules.reload();
  };
  const runNow = async (s: ReportSchedule) => {
    setBusy(s._id);
    const answer = await api.runNow(s._id);
    setBusy(undefined);
    bus.outcome(answer.ok, { success: `${s.name} sent`, failure: answer.errorMessage ?? 'Failed to run the report' });
    schedules.reload();
    setRunsKey((k) => k + 1);
    setShowRuns(s);
  };
  const remove = async () => {
    if (!removing) return;
    const answer = await api.removeSchedule(removing._id);
    bus.outcome(answer.ok, { success: 'Schedule deleted', failure: answer.errorMessage ?? 'Failed to delete the schedule' });
    setRemoving(undefined);
    schedules.reload();
  };

  return (
    <section aria-labelledby="schedules-title">
      <h1 id="schedules-title" className="pt-page-title">
        Scheduled reports
      </h1>
      <p className={Classes.TEXT_MUTED}>Reports emailed as PDF or Excel on a schedule. Open a report and choose “Schedule” to add one.</p>
      <LoadStates isFetching={schedules.isFetching} error={schedules.error} empty={!items.length} emptyText="No scheduled report yet" emptyDescription="Open a report and choose “Schedule”." onRetry={schedules.reload}>
        <HTMLTable compact striped aria-label="Scheduled reports" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>Name</th>
              <th>Report</th>
              <th>When</th>
              <th>Format</th>
              <th>Recipients</th>
              <th>Next run</th>
              <th>Last run</th>
              <th>
                <span className={Classes.TEXT_MUTED}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((s) => (
              <tr key={s._id} aria-label={s.name}>
                <td>
                  {s.name} {!s.active && <Tag minimal intent="warning">Paused</Tag>}
                </td>
                <td>
                  <Link to={`${base}/${encodeURIComponent(s.report)}`}>{titleOf(s.report)}</Link>
                  <div className={Classes.TEXT_MUTED}>{RELATIVE_RANGE_LABELS[s.range]}</div>
                </td>
                <td>{cadenceText(s)}</td>
                <td>{formatText(s.format)}</td>
                <td>{s.recipients.join(', ')}</td>
                <td>{s.active ? formatDateTime(s.nextRunAt) : '—'}</td>
                <td>
                  <ScheduleStatusTag status={s.lastStatus} /> {s.lastRunAt && <span className={Classes.TEXT_MUTED}>{formatDateTime(s.lastRunAt)}</span>}
                  {s.lastError && <div className={Classes.TEXT_MUTED}>{s.lastError}</div>}
                </td>
                <td>
                  <ButtonGroup>
                    <Button size="small" icon={s.active ? 'pause' : 'play'} text={s.active ? 'Pause' : 'Resume'} aria-label={`${s.active ? 'Pause' : 'Resume'} ${s.name}`} disabled={busy === s._id} onClick={() => void toggle(s)} />
                    <Button size="small" icon="send-message" text="Run now" aria-label={`Run ${s.name} now`} disabled={busy === s._id} onClick={() => void runNow(s)} />
                    <Button size="small" icon="history" text="Runs" aria-label={`Runs of ${s.name}`} onClick={() => setShowRuns(s)} />
                    <Button size="small" icon="trash" intent="danger" variant="minimal" aria-label={`Delete ${s.name}`} onClick={() => setRemoving(s)} />
                  </ButtonGroup>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
      <ScheduleRunsDrawer schedule={showRuns} reloadKey={runsKey} onClose={() => setShowRuns(undefined)} />
      <Alert isOpen={!!removing} intent="danger" icon="trash" confirmButtonText="Delete" cancelButtonText="Cancel" onConfirm={() => void remove()} onCancel={() => setRemoving(undefined)}>
        Delete the schedule “{removing?.name}”? Its recipients get no more emails.
      </Alert>
    </section>
  );
}
