import type { RateOption } from '../../../shared/types';

/**
 * The bookings area's new-booking form prefilled from a rate option (only a URL, no import across areas):
 * its lane, carrier, contract, the company offering it, the first container of the search and the day.
 */
export function bookingLinkOf(option: Pick<RateOption, 'id' | 'origin' | 'destination' | 'carrier' | 'contractRef' | 'offeredBy'>, etd: string, container?: { type: string; count: number }): string {
  const params = new URLSearchParams({ source: 'RATE', sourceId: option.id, carrier: option.carrier, pol: option.origin, pod: option.destination, etd });
  if (container) {
    params.set('isoType', container.type);
    params.set('count', String(container.count));
  }
  if (option.offeredBy) params.set('provider', option.offeredBy.companyId);
  if (option.contractRef) params.set('contractRef', option.contractRef);
  return `/bookings/new?${params.toString()}`;
}
