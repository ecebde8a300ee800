import { writeActivities, type NewActivity, type SeedContext } from '@portolan/sdk/server';
import { REMINDER_KIND } from '../reminders/reminderResource';
import { demoRecordHref } from './demoRecordHref';

/**
 * Asha's (shipper@portolan.test) demo reminders: due 10, 30 and 90 minutes after the seed (the first on
 * a demo shipment when the shipments plugin is running), and one done. They become due through the
 * reminders' sweep (registerReminderRoutes), since a seed has no job queue. Idempotent: nothing when
 * she has reminders.
 */
export async function seedReminders(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const asha = await db.one<{ id: string; company_id: string; name: string }>('SELECT id, company_id, name FROM users WHERE email = $1', ['shipper@portolan.test']);
  if (!asha) return;
  if (await db.one('SELECT 1 AS x FROM reminders WHERE user_id = $1 LIMIT 1', [asha.id])) return;
  const companyId = String(asha.company_id);
  const shipment = await demoRecordHref(db, companyId, 'shipment', '/shipments');
  const plans = [
    { title: 'Call the carrier about the rolled container', note: 'Ask for the next sailing and the revised ETA.', minutes: 10, state: 'scheduled', record: shipment.record ? { ...shipment.record, title: 'Demo shipment', href: shipment.href } : null },
    { title: 'Approve the Bluewave quote', note: '', minutes: 30, state: 'scheduled', record: null },
    { title: 'Check the RFQ bids', note: 'Compare transit times, not only the price.', minutes: 90, state: 'scheduled', record: null },
    { title: 'Send the packing list to the forwarder', note: '', minutes: -120, state: 'done', record: null },
  ];
  await db.transaction(async (tx) => {
    const activity: NewActivity[] = [];
    for (const plan of plans) {
      const row = await tx.one<{ id: string }>(
        `INSERT INTO reminders (company_id, user_id, title, note, due_at, state, email, record_kind, record_id, record_title, record_href, fired_at, done_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5), $6, false, $7, $8, $9, $10,
                 CASE WHEN $6 = 'done' THEN now() + make_interval(mins => $5) END, CASE WHEN $6 = 'done' THEN now() - interval '1 hour' END)
         RETURNING id`,
        [companyId, asha.id, plan.title, plan.note, plan.minutes, plan.state, plan.record?.kind ?? null, plan.record?.id ?? null, plan.record?.title ?? null, plan.record?.href ?? null],
      );
      const base = { kind: REMINDER_KIND, recordId: String(row!.id), companyId, actorId: String(asha.id), actorName: asha.name };
      activity.push({ ...base, action: 'create', to: 'scheduled' });
      if (plan.state === 'done') activity.push({ ...base, actorId: null, actorName: 'Portolan', action: 'fire', from: 'scheduled', to: 'due' }, { ...base, action: 'done', from: 'due', to: 'done' });
    }
    await writeActivities(tx, activity);
  });
}
