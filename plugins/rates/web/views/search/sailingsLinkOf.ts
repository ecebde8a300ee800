import type { RateOption } from '../../../shared/types';

/** The schedules screen's "coming from rates" link for an option: its lane, carrier and the cargo-ready day. */
export function sailingsLinkOf(option: Pick<RateOption, 'origin' | 'destination' | 'carrier'>, readyOn: string): string {
  const params = new URLSearchParams({ from: 'rates', origin: option.origin, destination: option.destination, carrier: option.carrier, readyOn });
  return `/schedules?${params.toString()}`;
}
