import type { Scheduler } from '@portolan/sdk/server';

/** The job kind that makes a reminder due. */
export const REMINDER_DUE_JOB = 'reminder-due';

/** The job's data. */
export interface ReminderDueJob {
  id: string;
}

/** The job key of one version of a reminder: an edit or snooze schedules a new job, the old one finds nothing to do. */
export const reminderJobKey = (row: Record<string, unknown>) => `${String(row.id)}:${Number(row.version)}`;

/** Queues the reminder's due job at its due time, in the caller's transaction (the job exists only if the change commits). */
export async function scheduleReminder(scheduler: Scheduler, row: Record<string, unknown>): Promise<void> {
  const at = row.due_at instanceof Date ? row.due_at : new Date(String(row.due_at));
  await scheduler.send<ReminderDueJob>(REMINDER_DUE_JOB, { id: String(row.id) }, { at, key: reminderJobKey(row) });
}
