import Big from 'big.js';
import { badRequest, type Db } from '@portolan/sdk/server';
import { isCurrency, isDay, portByCode } from '@portolan/sdk/shared';
import { CHARGE_TYPES, CONTAINER_SIZES, DAY_BASES, DIRECTIONS, OVERRIDE_SCOPES } from '../../shared/states';
import { tierProblems } from '../../shared/freeTime';
import type { NewDndOverride, NewDndTariff } from '../../shared/types';

const DAY = { type: 'string', format: 'date' };
export const GROUPS = ['DRY', 'REEFER', 'OPEN_TOP', 'FLAT_RACK', 'TANK'] as const;

/** JSON schema properties of NewDndTariff. */
export const TARIFF_PROPERTIES = {
  carrier: { type: 'string', minLength: 2, maxLength: 10 },
  port: { type: 'string', minLength: 5, maxLength: 5 },
  direction: { type: 'string', enum: [...DIRECTIONS] },
  chargeType: { type: 'string', enum: [...CHARGE_TYPES] },
  size: { type: 'string', enum: [...CONTAINER_SIZES] },
  group: { type: 'string', enum: [...GROUPS] },
  freeDays: { type: 'integer', minimum: 0, maximum: 365 },
  dayBasis: { type: 'string', enum: [...DAY_BASES] },
  currency: { type: 'string', minLength: 3, maxLength: 3 },
  tiers: {
    type: 'array', minItems: 1, maxItems: 20,
    items: { type: 'object', additionalProperties: false, required: ['fromDay', 'toDay', 'perDiem'], properties: { fromDay: { type: 'integer', minimum: 1, maximum: 1000 }, toDay: { type: ['integer', 'null'], minimum: 1, maximum: 1000 }, perDiem: { type: 'string', minLength: 1, maxLength: 20 } } },
  },
  holidays: { type: 'array', maxItems: 100, items: DAY },
  validFrom: DAY,
  validTo: { type: ['string', 'null'], format: 'date' },
  source: { type: ['string', 'null'], maxLength: 500 },
};
export const TARIFF_REQUIRED = ['carrier', 'port', 'direction', 'chargeType', 'size', 'group', 'freeDays', 'dayBasis', 'currency', 'tiers', 'validFrom'];

/** A tariff as entered, tidied: codes upper case, texts trimmed, holidays sorted and unique. */
export function normalTariff(data: NewDndTariff): NewDndTariff {
  return {
    ...data,
    carrier: data.carrier.trim().toUpperCase(),
    port: data.port.trim().toUpperCase(),
    currency: data.currency.trim().toUpperCase(),
    tiers: data.tiers.map((t) => ({ fromDay: t.fromDay, toDay: t.toDay ?? null, perDiem: String(t.perDiem).trim() })),
    holidays: [...new Set(data.holidays ?? [])].sort(),
    validTo: data.validTo || null,
    source: data.source?.trim() || null,
  };
}

/** What is wrong with a tariff, each as [field, message] (fields as in NewDndTariff; tiers as `tiers.<i>.<field>`). */
export function tariffProblems(t: NewDndTariff): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  if (!/^[A-Z0-9]{2,10}$/.test(t.carrier)) problems.push(['carrier', 'Give the carrier SCAC, e.g. MAEU']);
  if (!portByCode(t.port)) problems.push(['port', 'Give a UN/LOCODE of a seaport such as INNSA or NLRTM']);
  if (!isCurrency(t.currency)) problems.push(['currency', 'Give an ISO 4217 currency code such as USD or EUR']);
  if (!(DIRECTIONS as readonly string[]).includes(t.direction)) problems.push(['direction', `must be one of ${DIRECTIONS.join(', ')}`]);
  if (!(CHARGE_TYPES as readonly string[]).includes(t.chargeType)) problems.push(['chargeType', `must be one of ${CHARGE_TYPES.join(', ')}`]);
  if (!(CONTAINER_SIZES as readonly string[]).includes(t.size)) problems.push(['size', `must be one of ${CONTAINER_SIZES.join(', ')}`]);
  if (!(GROUPS as readonly string[]).includes(t.group)) problems.push(['group', `must be one of ${GROUPS.join(', ')}`]);
  if (!(DAY_BASES as readonly string[]).includes(t.dayBasis)) problems.push(['dayBasis', `must be one of ${DAY_BASES.join(', ')}`]);
  if (!Number.isInteger(t.freeDays) || t.freeDays < 0 || t.freeDays > 365) problems.push(['freeDays', 'must be a whole number of days from 0 to 365']);
  else for (const [field, message] of tierProblems(t.freeDays, t.tiers)) problems.push([field ? `tiers.${field}` : 'tiers', message]);
  if (!isDay(t.validFrom)) problems.push(['validFrom', 'must be a day like 2026-01-31']);
  if (t.validTo && !isDay(t.validTo)) problems.push(['validTo', 'must be a day like 2026-12-31']);
  else if (t.validTo && isDay(t.validFrom) && t.validTo < t.validFrom) problems.push(['validTo', 'must be on or after validFrom']);
  (t.holidays ?? []).forEach((h, i) => {
    if (!isDay(h)) problems.push([`holidays.${i}`, 'must be a day like 2026-12-25']);
  });
  return problems;
}

/** The dnd_tariffs columns of a (valid) tariff. */
export function tariffColumns(t: NewDndTariff): Record<string, unknown> {
  return {
    carrier: t.carrier, port: t.port, direction: t.direction, charge_type: t.chargeType, size: t.size, container_group: t.group,
    free_days: t.freeDays, day_basis: t.dayBasis, currency: t.currency, tiers: JSON.stringify(t.tiers), holidays: t.holidays ?? [],
    valid_from: t.validFrom, valid_to: t.validTo ?? null, source: t.source ?? null,
    search_text: [t.carrier, t.port, t.direction, t.chargeType, `${t.size} ${t.group}`, t.source ?? ''].join('\n').toLowerCase(),
  };
}

/** 400 unless no other tariff of the company has the same carrier, port, direction, charge type, box and valid-from. */
export async function checkTariffKeyFree(db: Db, companyId: string, t: NewDndTariff, exceptId: string | null): Promise<void> {
  const taken = await db.one(
    `SELECT 1 FROM dnd_tariffs WHERE company_id = $1 AND carrier = $2 AND port = $3 AND direction = $4 AND charge_type = $5 AND size = $6 AND container_group = $7 AND valid_from = $8::date AND ($9::uuid IS NULL OR id <> $9::uuid)`,
    [companyId, t.carrier, t.port, t.direction, t.chargeType, t.size, t.group, t.validFrom, exceptId],
  );
  if (taken) throw badRequest(`A ${t.carrier} ${t.direction.toLowerCase()} ${t.chargeType.toLowerCase()} tariff for ${t.size}' ${t.group} at ${t.port} from ${t.validFrom} exists already`, 'data.validFrom');
}

/** Throws the first problem of a tariff as a 400 naming `data.<field>`. */
export function assertTariff(t: NewDndTariff): void {
  const [first] = tariffProblems(t);
  if (first) throw badRequest(`${first[0]} ${first[1]}`, `data.${first[0]}`);
}

/** JSON schema properties of NewDndOverride. */
export const OVERRIDE_PROPERTIES = {
  scope: { type: 'string', enum: [...OVERRIDE_SCOPES] },
  shipmentId: { type: ['string', 'null'], maxLength: 100 },
  contractRef: { type: ['string', 'null'], maxLength: 60 },
  carrier: { type: ['string', 'null'], maxLength: 10 },
  direction: { type: ['string', 'null'], enum: [...DIRECTIONS, null] },
  chargeType: { type: ['string', 'null'], enum: [...CHARGE_TYPES, null] },
  freeDays: { type: 'integer', minimum: 0, maximum: 365 },
  dayBasis: { type: ['string', 'null'], enum: [...DAY_BASES, null] },
  discountPercent: { type: ['string', 'null'], maxLength: 10 },
  note: { type: ['string', 'null'], maxLength: 2000 },
};

/** An override as entered, tidied and checked (400 naming `data.<field>`); the shipment's visibility is the caller's check. */
export function normalOverride(o: NewDndOverride): NewDndOverride {
  const tidy = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);
  const out: NewDndOverride = {
    scope: o.scope,
    shipmentId: tidy(o.shipmentId),
    contractRef: tidy(o.contractRef),
    carrier: tidy(o.carrier)?.toUpperCase() ?? null,
    direction: o.direction ?? null,
    chargeType: o.chargeType ?? null,
    freeDays: o.freeDays,
    dayBasis: o.dayBasis ?? null,
    discountPercent: tidy(o.discountPercent),
    note: tidy(o.note),
  };
  if (out.scope === 'SHIPMENT') {
    if (!out.shipmentId) throw badRequest('shipmentId is required for a shipment override', 'data.shipmentId');
    if (out.contractRef) throw badRequest('contractRef must be empty for a shipment override', 'data.contractRef');
  } else {
    if (!out.contractRef) throw badRequest('contractRef is required for a contract override', 'data.contractRef');
    if (out.shipmentId) throw badRequest('shipmentId must be empty for a contract override', 'data.shipmentId');
  }
  if (out.carrier && !/^[A-Z0-9]{2,10}$/.test(out.carrier)) throw badRequest('Give the carrier SCAC, e.g. MAEU', 'data.carrier');
  if (out.discountPercent !== null && out.discountPercent !== undefined) {
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(out.discountPercent) || new Big(out.discountPercent).gt(100)) throw badRequest('discountPercent must be a percentage from 0 to 100, e.g. 12.5', 'data.discountPercent');
  }
  return out;
}
