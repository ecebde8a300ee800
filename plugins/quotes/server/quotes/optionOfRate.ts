import type { RateOption } from '@portolan/sdk/server';
import { carrierName } from '@portolan/sdk/server';
import type { OptionInput } from './saveOptions';

/** An inventory option as a new quote option: its lines at buy (unit, currency, rate id), no own margin; its first sailing. */
export function optionOfRate(option: RateOption, position: number): OptionInput {
  const sailing = option.sailings[0];
  return {
    title: `${carrierName(option.carrier)} Option ${position}`,
    carrier: option.carrier,
    origin: option.origin,
    destination: option.destination,
    via: [...option.via],
    transitDays: option.transitDays,
    freeDays: option.freeDays,
    sailing: sailing ? { vessel: sailing.vessel, voyage: sailing.voyage, departsAt: sailing.departsAt, arrivesAt: sailing.arrivesAt } : null,
    lines: option.lines.map((l) => ({
      code: l.code,
      name: l.name,
      stage: l.stage,
      basis: l.basis,
      quantity: l.quantity,
      buyUnit: l.unitAmount,
      buyCurrency: l.currency,
      rateId: l.rateId,
      margin: null,
    })),
  };
}
