import Big from 'big.js';
import { baseRecord, iso, type RateInventory } from '@portolan/sdk/server';
import type { Promotion } from '../../shared/types';
import { todayUtc } from './checkSearch';

/** A `quote_promotions` row (with `forwarder`, its company's name) for the caller, before pricing. */
export function toPromotion(row: Record<string, unknown>, callerCompanyId: string): Promotion {
  return {
    ...baseRecord(row),
    origin: String(row.origin),
    destination: String(row.destination),
    containerType: String(row.container_type),
    headline: String(row.headline),
    validUntil: iso(row.valid_until)!.slice(0, 10),
    active: Boolean(row.active),
    forwarder: String(row.forwarder ?? ''),
    isMine: String(row.company_id) === callerCompanyId,
    fromPrice: null,
  };
}

/**
 * The live "from" price of a promoted lane: the cheapest of the promoting forwarder's published SELL
 * offers for one container of the type, ready today; null when it has no rate (or pricing fails).
 */
export async function fromPriceOf(inventory: RateInventory, companyId: string, p: Pick<Promotion, 'origin' | 'destination' | 'containerType'>): Promise<Promotion['fromPrice']> {
  try {
    const priced = await inventory.publishedOffers(companyId, { origin: p.origin, destination: p.destination, mode: 'FCL', containers: [{ type: p.containerType, count: 1 }], readyOn: todayUtc(), sort: 'cheapest' });
    let cheapest: string | null = null;
    for (const o of priced.items) if (cheapest === null || new Big(o.total).lt(cheapest)) cheapest = o.total;
    return cheapest === null ? null : { amount: cheapest, currency: priced.currency };
  } catch {
    return null;
  }
}
