import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Classes, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { DataTable, Entitlements, HttpClient, NotificationBus, useCommands, useService, type ApiResult, type DataColumn } from '@portolan/sdk';
import type { Reminder, ReminderState } from '../../../shared/types';
import { ReminderStore } from '../../stores/ReminderStore';
import { useLive } from '../notifications/useLive';
import { formatWhen } from './formatWhen';
import { ReminderDialog } from './ReminderDialog';
import { ReminderDrawer } from './ReminderDrawer';
import { ReminderStateTag } from './ReminderStateTag';
import { SnoozeMenu } from './SnoozeMenu';

const STATES: Array<{ value: '' | ReminderState; label: string }> = [
  { value: '', label: 'Any state' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'due', label: 'Due' },
  { value: 'done', label: 'Done' },
];

/**
 * `/reminders`: the caller's reminders, soonest due first — title, record, due (relative and local
 * time), state and the actions Snooze, Done, Edit, Delete; "New reminder"; a row's details and
 * activity in a drawer. Rows follow the live `reminder` event.
 */
const RemindersScreen = observer(function RemindersScreen() {
  const http = useService(HttpClient);
  const bus = useService(NotificationBus);
  const live = useLive();
  const entitlements = useService(Entitlements);
  // A reminder is its owner's own: whoever may create one may also edit, snooze, finish and delete it.
  const mayWrite = entitlements.isAllowed('reminders', 'Create');
  const can = { create: mayWrite, update: mayWrite, remove: mayWrite };
  const [store] = useState(() => new ReminderStore(http, live));
  const [editing, setEditing] = useState<Reminder | 'new' | undefined>();
  const [openId, setOpenId] = useState<string | undefined>();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    void store.load();
    const stop = store.start();
    const tick = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => {
      stop();
      window.clearInterval(tick);
    };
  }, [store]);
  useCommands([{ id: 'new-reminder', title: 'New reminder', section: 'Messages', requires: { features: ['reminders'], level: 'Create' }, run: () => setEditing('new') }], []);

  const report = async (result: Promise<ApiResult<unknown>>, success: string, failure: string) => {
    const answer = await result;
    if (answer.ok) bus.success(success);
    else {
      bus.failure(`${failure}: ${answer.errorMessage ?? 'Server Error'}`);
      if (answer.status === 409) void store.load();
    }
    return answer;
  };

  const columns: DataColumn<Reminder>[] = [
    {
      id: 'title',
      title: 'Title',
      width: 220,
      render: (r) => (
        <Button variant="minimal" size="small" alignText="start" text={r.title} onClick={() => setOpenId(r._id)} aria-label={`Details of ${r.title}`} />
      ),
      csv: (r) => r.title,
    },
    { id: 'record', title: 'Record', width: 150, render: (r) => (r.record ? r.record.href ? <Link to={r.record.href}>{r.record.title ?? r.record.id}</Link> : (r.record.title ?? r.record.id) : '—') },
    {
      id: 'due',
      title: 'Due',
      width: 250,
      render: (r) => {
        const when = formatWhen(r.dueAt, now);
        return (
          <time dateTime={r.dueAt} title={when.absolute}>
            {when.relative} <span className={Classes.TEXT_MUTED}>· {when.absolute}</span>
          </time>
        );
      },
    },
    { id: 'state', title: 'State', width: 100, render: (r) => <ReminderStateTag state={r.state} /> },
    {
      id: 'actions',
      title: 'Actions',
      width: 300,
      render: (r) => (
        <span style={{ display: 'inline-flex', gap: 2 }}>
          {can.update && r.state !== 'done' && <SnoozeMenu title={r.title} onSnooze={(minutes) => report(store.snooze(r, minutes), 'Reminder snoozed', 'Could not snooze the reminder')} />}
          {can.update && r.state !== 'done' && <Button size="small" variant="minimal" icon="tick" text="Done" aria-label={`Done: ${r.title}`} onClick={() => void report(store.done(r), 'Reminder done', 'Could not mark the reminder done')} />}
          {can.update && <Button size="small" variant="minimal" icon="edit" text="Edit" aria-label={`Edit ${r.title}`} onClick={() => setEditing(r)} />}
          {can.remove && <Button size="small" variant="minimal" intent="danger" icon="trash" text="Delete" aria-label={`Delete ${r.title}`} onClick={() => void report(store.remove(r), 'Reminder deleted', 'Could not delete the reminder')} />}
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="reminders-title">
      <h1 id="reminders-title" className="pt-page-title">
        Reminders
      </h1>
      <DataTable<Reminder>
        label="Reminder list"
        columns={columns}
        rows={store.items}
        loading={store.isFetching}
        error={store.errorMessage}
        onRetry={() => void store.load()}
        emptyText={store.state ? 'No reminders in this state' : 'No reminders yet'}
        toolbar={
          <>
            <FormGroup label="State" labelFor="reminder-state" style={{ margin: 0 }}>
              <HTMLSelect id="reminder-state" value={store.state ?? ''} options={STATES} onChange={(e) => void store.setState((e.currentTarget.value || undefined) as ReminderState | undefined)} />
            </FormGroup>
            {can.create && <Button intent="primary" icon="add" text="New reminder" onClick={() => setEditing('new')} />}
          </>
        }
        paging={{
          count: store.count,
          offset: (store.page - 1) * store.limit,
          hasPrev: store.page > 1,
          hasNext: store.page * store.limit < store.count,
          onPrev: () => void store.setPage(store.page - 1),
          onNext: () => void store.setPage(store.page + 1),
        }}
      />
      {editing && <ReminderDialog store={store} reminder={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />}
      <ReminderDrawer reminder={store.items.find((r) => r._id === openId)} onClose={() => setOpenId(undefined)} />
    </section>
  );
});

export default RemindersScreen;
