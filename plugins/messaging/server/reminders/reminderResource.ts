import type { ResourceSpec } from '@portolan/sdk/server';
import type { Reminder } from '../../shared/types';
import { toReminder } from './toReminder';

/** The activity trail's record kind of reminders. */
export const REMINDER_KIND = 'reminder';

/** Where reminders are served. */
export const REMINDERS_BASE = '/api/reminders';

/**
 * The reminders list (`GET /api/reminders`): filters by state and attached record, sorted by due time.
 * Company-scoped like every resource; the routes narrow it to the caller's own (reminders are private).
 */
export const reminderResource: ResourceSpec<Reminder> = {
  base: REMINDERS_BASE,
  table: 'reminders',
  feature: 'reminders',
  fields: {
    state: { column: 'state', type: 'text', filter: 'in' },
    recordKind: { column: 'record_kind', type: 'text', filter: 'in' },
    recordId: { column: 'record_id', type: 'text', filter: 'in' },
    dueAt: { column: 'due_at', type: 'timestamp', filter: 'range', sort: true },
    createdAt: { column: 'created_at', type: 'timestamp', sort: true },
  },
  defaultSort: { field: 'dueAt', dir: 'asc' },
  search: { columns: ['title', 'note', 'record_title'] },
  toRecord: toReminder,
};
