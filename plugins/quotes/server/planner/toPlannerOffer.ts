import { createHash } from 'node:crypto';
import type { RateOption } from '@portolan/sdk/server';
import type { PlannerOffer } from '../../shared/types';

/** An opaque, stable id for a public offer: a digest of the option's id, which names rate ids the public never sees. */
export function publicOfferId(option: Pick<RateOption, 'id'>): string {
  return createHash('sha256').update(`planner-offer:${option.id}`).digest('hex').slice(0, 24);
}

/**
 * A published option as the public planner shows it: sell totals and line names and amounts only —
 * no company, rate or buy anything (the option's lines are the forwarder's SELL rates, converted).
 */
export function toPlannerOffer(option: RateOption): PlannerOffer {
  return {
    id: publicOfferId(option),
    carrier: option.carrier,
    origin: option.origin,
    destination: option.destination,
    via: [...option.via],
    transitDays: option.transitDays,
    validTo: option.validTo,
    total: option.total,
    currency: option.currency,
    lines: option.lines.map((l) => ({ name: l.name, stage: l.stage, amount: l.converted })),
    nextSailing: option.sailings[0]?.departsAt ?? null,
  };
}
