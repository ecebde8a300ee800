import type { RateSearch } from '@portolan/sdk/server';
import type { Enquiry } from '../../shared/types';
import { todayUtc } from '@portolan/sdk/shared';

/** The rate search that prices an enquiry's lane and cargo on its ready day (today when that has passed), in `currency`. */
export function searchOfEnquiry(enquiry: Enquiry, currency: string): RateSearch {
  const today = todayUtc();
  const search: RateSearch = {
    origin: enquiry.origin,
    destination: enquiry.destination,
    mode: enquiry.mode,
    readyOn: enquiry.cargoReadyOn < today ? today : enquiry.cargoReadyOn,
    currency,
  };
  if (enquiry.mode === 'FCL') search.containers = enquiry.containers.map((c) => ({ type: c.type, count: c.count }));
  else search.cargo = { weightKg: enquiry.cargo.weightKg ?? '1', volumeM3: enquiry.cargo.volumeM3 ?? '1' };
  return search;
}
