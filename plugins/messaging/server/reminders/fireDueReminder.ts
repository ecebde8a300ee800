import { isUuid, iso, type ServerPluginContext } from '@portolan/sdk/server';
import { LIVE_KINDS } from '@portolan/sdk/shared';
import { deliverNotification } from '../notifications/deliverNotification';
import { moveReminder } from './reminderTransitions';
import { toReminder } from './toReminder';

/**
 * The `reminder-due` job: when the reminder is still scheduled and its due time has come (a stale job
 * of an edited, snoozed, done or deleted reminder does nothing), it becomes due, its owner is told
 * (`reminder.due`, by email too when the reminder asks), and their tabs get the change live. Answers
 * whether it fired; running it twice fires once (the row is locked and the state checked).
 */
export async function fireDueReminder(ctx: Pick<ServerPluginContext, 'db' | 'events' | 'live' | 'services'>, id: string, now: Date): Promise<boolean> {
  if (!isUuid(id)) return false;
  return ctx.db.transaction(async (tx) => {
    const current = await tx.one<Record<string, unknown>>('SELECT * FROM reminders WHERE id = $1 FOR UPDATE', [id]);
    if (!current || current.state !== 'scheduled' || new Date(iso(current.due_at)!) > now) return false;
    const row = await moveReminder(tx, current, 'fire', { id: null, name: 'Portolan' }, { fired_at: now.toISOString() });
    const reminder = toReminder(row);
    await deliverNotification(
      ctx,
      tx,
      {
        event: 'reminder.due',
        companyId: String(row.company_id),
        userIds: [String(row.user_id)],
        title: reminder.record?.title ? `Reminder: ${reminder.title} (${reminder.record.title})` : `Reminder: ${reminder.title}`,
        body: reminder.note || reminder.title,
        href: reminder.record?.href ?? '/reminders',
        ...(reminder.record ? { record: { kind: reminder.record.kind, id: reminder.record.id } } : {}),
      },
      { alsoEmail: reminder.email },
    );
    await ctx.live.publish(tx, { users: [String(row.user_id)], kind: LIVE_KINDS.reminder, data: { reminder } });
    return true;
  });
}
