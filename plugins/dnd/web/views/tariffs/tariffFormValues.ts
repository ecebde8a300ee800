import type { FieldErrors } from '@portolan/sdk';
import { isCurrency } from '@portolan/sdk/shared';
import { tierProblems } from '../../../shared/freeTime/tierProblems';
import type { Tier } from '../../../shared/freeTime/TariffTerms';
import type { ChargeType, ContainerSize, DayBasis, Direction } from '../../../shared/states';
import type { DndTariff, NewDndTariff } from '../../../shared/types';

/** The tariff form's flat values: the tariff's fields, `tierCount`, and `tiers.<i>.<fromDay|toDay|perDiem>` (the names the server's 400 uses, `data.` dropped). */
export type TariffValues = Record<string, string>;

export function tariffValues(t?: DndTariff): TariffValues {
  const tiers: Tier[] = t?.tiers ?? [{ fromDay: 1, toDay: null, perDiem: '' }];
  const values: TariffValues = {
    carrier: t?.carrier ?? '',
    port: t?.port ?? '',
    direction: t?.direction ?? 'IMPORT',
    chargeType: t?.chargeType ?? 'DEMURRAGE',
    size: t?.size ?? '20',
    group: t?.group ?? 'DRY',
    freeDays: t ? String(t.freeDays) : '',
    dayBasis: t?.dayBasis ?? 'CALENDAR',
    currency: t?.currency ?? 'USD',
    validFrom: t?.validFrom ?? '',
    validTo: t?.validTo ?? '',
    holidays: (t?.holidays ?? []).join(', '),
    source: t?.source ?? '',
    tierCount: String(tiers.length),
  };
  tiers.forEach((tier, i) => {
    values[`tiers.${i}.fromDay`] = String(tier.fromDay);
    values[`tiers.${i}.toDay`] = tier.toDay === null ? '' : String(tier.toDay);
    values[`tiers.${i}.perDiem`] = tier.perDiem;
  });
  return values;
}

const whole = (s: string | undefined) => (s !== undefined && /^\d{1,4}$/.test(s.trim()) ? Number(s.trim()) : NaN);

export function tiersOf(v: TariffValues): Tier[] {
  return Array.from({ length: Number(v.tierCount) || 0 }, (_, i) => ({
    fromDay: whole(v[`tiers.${i}.fromDay`]),
    toDay: (v[`tiers.${i}.toDay`] ?? '').trim() === '' ? null : whole(v[`tiers.${i}.toDay`]),
    perDiem: (v[`tiers.${i}.perDiem`] ?? '').trim(),
  }));
}

export function tariffOf(v: TariffValues): NewDndTariff {
  return {
    carrier: v.carrier.trim().toUpperCase(),
    port: v.port.trim().toUpperCase(),
    direction: v.direction as Direction,
    chargeType: v.chargeType as ChargeType,
    size: v.size as ContainerSize,
    group: v.group as NewDndTariff['group'],
    freeDays: Number(v.freeDays),
    dayBasis: v.dayBasis as DayBasis,
    currency: v.currency.trim().toUpperCase(),
    tiers: tiersOf(v),
    holidays: v.holidays.split(/[\s,]+/).filter(Boolean),
    validFrom: v.validFrom,
    validTo: v.validTo || null,
    source: v.source.trim() || null,
  };
}

/** The client checks (the server repeats them): required fields, and the tiers as tierProblems sees them. */
export function tariffProblems(v: TariffValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!/^[A-Z]{4}$/i.test(v.carrier.trim())) errors.carrier = 'Enter the carrier SCAC (4 letters)';
  if (!/^[A-Z]{2}[A-Z2-9]{3}$/i.test(v.port.trim())) errors.port = 'Choose the port (UN/LOCODE)';
  const freeDays = whole(v.freeDays);
  if (Number.isNaN(freeDays)) errors.freeDays = 'Enter the free days (a whole number)';
  if (!isCurrency(v.currency.trim().toUpperCase())) errors.currency = 'Enter an ISO 4217 currency, like USD';
  if (!v.validFrom) errors.validFrom = 'Enter the first day the tariff applies';
  if (v.validTo && v.validFrom && v.validTo < v.validFrom) errors.validTo = 'Must be on or after Valid from';
  for (const h of v.holidays.split(/[\s,]+/).filter(Boolean)) if (!/^\d{4}-\d{2}-\d{2}$/.test(h)) errors.holidays = `${h} is not a day (YYYY-MM-DD)`;
  const tiers = tiersOf(v);
  tiers.forEach((t, i) => {
    if (Number.isNaN(t.fromDay)) errors[`tiers.${i}.fromDay`] = 'Enter a day number';
    if (t.toDay !== null && Number.isNaN(t.toDay)) errors[`tiers.${i}.toDay`] = 'Enter a day number or leave empty';
  });
  if (!Number.isNaN(freeDays) && !tiers.some((t) => Number.isNaN(t.fromDay) || (t.toDay !== null && Number.isNaN(t.toDay)))) {
    for (const [field, message] of tierProblems(freeDays, tiers)) {
      const name = field ? `tiers.${field}` : 'tiers';
      errors[name] ??= `${field.endsWith('fromDay') ? 'From day' : field.endsWith('toDay') ? 'To day' : field.endsWith('perDiem') ? 'Per diem' : 'Tiers'} ${message}`;
    }
  }
  return errors;
}
