import { formatPort } from '@portolan/sdk';
import type { Rate } from '../../../shared/types';

/** Where a rate applies, for people: `INNSA → NLRTM` (via `AEJEA`), or the port of a port charge. */
export function rateLane(rate: Pick<Rate, 'origin' | 'destination' | 'port' | 'via'>): string {
  if (rate.origin || rate.destination) {
    const via = rate.via.length ? ` via ${rate.via.map((c) => formatPort(c)).join(', ')}` : '';
    return `${formatPort(rate.origin)} → ${formatPort(rate.destination)}${via}`;
  }
  return rate.port ? `at ${formatPort(rate.port)}` : '—';
}

/** A rate's title: `FCL 45G1 INNSA → NLRTM`, `OTHER THC at INNSA`. */
export function rateTitle(rate: Pick<Rate, 'kind' | 'chargeCode' | 'containerType' | 'origin' | 'destination' | 'port' | 'via'>): string {
  const what = [rate.kind, rate.chargeCode, rate.containerType].filter(Boolean).join(' ');
  return `${what} ${rateLane({ ...rate, via: [] })}`;
}
