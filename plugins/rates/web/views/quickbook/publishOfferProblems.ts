import type { FieldErrors } from '@portolan/sdk';
import type { Rate, RateSearch } from '../../../shared/types';

/** The publish form's values; keys follow the body's fields so the server's 400 lands beside its field. */
export type PublishValues = { rateId: string; count: string; 'search.readyOn': string; expiresAt: string };

/** The client's checks: a live FCL rate picked, 1–99 containers, cargo ready on a day the rate is valid (not past), an expiry in the future and within the rate's validity. */
export function publishOfferProblems(v: PublishValues, rate: Rate | undefined, now: Date): FieldErrors {
  const today = now.toISOString().slice(0, 10);
  const readyOn = v['search.readyOn'];
  const expires = v.expiresAt ? new Date(v.expiresAt) : undefined;
  return {
    rateId: rate ? undefined : 'Pick an FCL rate of your inventory',
    count: /^\d+$/.test(v.count) && Number(v.count) >= 1 && Number(v.count) <= 99 ? undefined : 'Enter 1 to 99 containers',
    'search.readyOn': !/^\d{4}-\d{2}-\d{2}$/.test(readyOn)
      ? 'Enter the cargo-ready day'
      : readyOn < today
        ? 'Must be today or later'
        : rate && (readyOn < rate.validFrom || readyOn > rate.validTo)
          ? `The rate is valid ${rate.validFrom} to ${rate.validTo}`
          : undefined,
    expiresAt:
      !expires || Number.isNaN(expires.getTime())
        ? 'Enter when the offer expires'
        : expires.getTime() <= now.getTime()
          ? 'Must be in the future'
          : rate && expires.toISOString().slice(0, 10) > rate.validTo
            ? `Must be by the rate's last day (${rate.validTo})`
            : undefined,
  };
}

/** The body's `data` of `POST quickBook`: the rate, what it is priced for, and the expiry as an ISO instant. */
export function publishOfferData(v: PublishValues, rate: Rate): { rateId: string; search: RateSearch; expiresAt: string } {
  return {
    rateId: rate._id,
    search: { origin: rate.origin ?? '', destination: rate.destination ?? '', mode: 'FCL', containers: [{ type: rate.containerType ?? '', count: Number(v.count) }], readyOn: v['search.readyOn'] },
    expiresAt: new Date(v.expiresAt).toISOString(),
  };
}
