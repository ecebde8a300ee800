import { baseRecord, iso } from '@portolan/sdk/server';
import type { Reminder, ReminderState } from '../../shared/types';

/** A `reminders` row as the API and the live connection carry it. */
export function toReminder(row: Record<string, unknown>): Reminder {
  const kind = row.record_kind as string | null;
  return {
    ...baseRecord(row),
    title: String(row.title),
    note: String(row.note ?? ''),
    dueAt: iso(row.due_at)!,
    state: String(row.state) as ReminderState,
    email: Boolean(row.email),
    record: kind ? { kind, id: String(row.record_id), title: (row.record_title as string | null) ?? null, href: (row.record_href as string | null) ?? null } : null,
    firedAt: iso(row.fired_at),
    doneAt: iso(row.done_at),
    snoozeCount: Number(row.snooze_count ?? 0),
  };
}
