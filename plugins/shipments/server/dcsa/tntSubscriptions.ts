import type { Db } from '@portolan/sdk/server';
import { queueWebhook } from '@portolan/sdk/server';
import { SUBSCRIPTION_FILTERS } from './tntSchemas';
import { TNT_EXPRESSIBLE, TNT_SELECT, toTntEvent, type TntEventRow } from './toTntEvent';

export type TntFilters = Partial<Record<(typeof SUBSCRIPTION_FILTERS)[number], string | string[]>>;

/** A row of tnt_webhook_subscriptions as DCSA answers a subscription (the secret stays here). */
export function toTntSubscription(row: { id: string; callback_url: string; filters: TntFilters; created_at: Date | string; updated_at: Date | string }) {
  return {
    subscriptionID: row.id,
    subscriptionCreatedDateTime: new Date(row.created_at).toISOString(),
    subscriptionUpdatedDateTime: new Date(row.updated_at).toISOString(),
    callbackUrl: row.callback_url,
    ...row.filters,
  };
}

/** Whether an event (as DCSA shows it, with its row) passes a subscription's filters. */
export function matchesSubscription(row: TntEventRow, f: TntFilters): boolean {
  const has = (list: string | string[] | undefined, v: string) => !list || (list as string[]).includes(v);
  if (!has(f.eventTypes, row.event_type)) return false;
  const codes = row.event_type === 'SHIPMENT' ? f.shipmentEventTypeCodes : row.event_type === 'TRANSPORT' ? f.transportEventTypeCodes : f.equipmentEventTypeCodes;
  const anyCodes = f.shipmentEventTypeCodes || f.transportEventTypeCodes || f.equipmentEventTypeCodes;
  if (anyCodes && (!codes || !has(codes, row.event_code))) return false;
  if (f.carrierBookingReference && row.booking_number !== f.carrierBookingReference) return false;
  if (f.transportDocumentReference && row.bl_number !== f.transportDocumentReference) return false;
  if (f.equipmentReference && row.equipment_reference !== f.equipmentReference) return false;
  return true;
}

/**
 * Queues, in the ingest's transaction, one push per subscription of the company whose filters match
 * some of the newly stored events: the body is the list of those events, as GET /v3/events shows them.
 */
export async function queueTntNotifications(tx: Db, companyId: string, eventIds: readonly string[]): Promise<number> {
  if (!eventIds.length) return 0;
  const subs = (await tx.query<{ id: string; filters: TntFilters }>('SELECT id, filters FROM tnt_webhook_subscriptions WHERE company_id = $1', [companyId])).rows;
  if (!subs.length) return 0;
  const rows = (await tx.query<TntEventRow>(`${TNT_SELECT} WHERE e.company_id = $1 AND e.id = ANY($2::uuid[]) AND ${TNT_EXPRESSIBLE} ORDER BY e.recorded_at, e.id`, [companyId, eventIds])).rows;
  let queued = 0;
  for (const sub of subs) {
    const events = rows.filter((r) => matchesSubscription(r, sub.filters)).map(toTntEvent);
    if (!events.length) continue;
    await queueWebhook(tx, 'tnt', { companyId, subscriptionId: sub.id, body: events });
    queued++;
  }
  return queued;
}
