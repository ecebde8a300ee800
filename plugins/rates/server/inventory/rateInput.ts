import { containerTypeByCode, CONTAINER_TYPES, placeByCode, type Db } from '@portolan/sdk/server';
import { CHARGE_BASES, RATE_KINDS, RATE_SIDES, type ChargeBasis, type ChargeStage, type RateKind, type RateSide } from '../../shared/types';
import { currencyDigits, isCurrency } from '@portolan/sdk/shared';

/** What a client (the add-rate screens, a rate-sheet row) writes of a rate. */
export type RateInput = {
  kind: RateKind;
  side: RateSide;
  carrier?: string | null;
  origin?: string | null;
  destination?: string | null;
  port?: string | null;
  via?: string[];
  containerType?: string | null;
  chargeCode?: string | null;
  basis?: ChargeBasis | null;
  amount: string;
  currency: string;
  minimum?: string | null;
  transitDays?: number | null;
  validFrom: string;
  validTo: string;
  freeDays?: number | null;
  commodity?: string | null;
  contractRef?: string | null;
  remarks?: string | null;
};

/** A problem of one input: the field (as named in RateInput) and what is wrong. */
export type RateInputError = { field: string; message: string };

/** A charge type as the rules need it: code → basis and stage. */
export type ChargeTypeRules = ReadonlyMap<string, { basis: ChargeBasis; stage: ChargeStage }>;

const LOCODE = '^[A-Z]{2}[A-Z2-9]{3}$';
const nullable = (schema: Record<string, unknown>) => ({ ...schema, type: [schema.type as string, 'null'] });
const port = { type: 'string', pattern: LOCODE };
const decimal = { type: 'string', pattern: '^\\d{1,14}(\\.\\d{1,6})?$', maxLength: 21 };
const text = (maxLength: number) => nullable({ type: 'string', maxLength });

/** The writable fields of a rate (JSON schema, closed): the create body's `data`, an import row. */
export const RATE_INPUT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'side', 'amount', 'currency', 'validFrom', 'validTo'],
  properties: {
    kind: { type: 'string', enum: [...RATE_KINDS] },
    side: { type: 'string', enum: [...RATE_SIDES] },
    carrier: nullable({ type: 'string', pattern: '^[A-Z]{2,4}$' }),
    origin: nullable(port),
    destination: nullable(port),
    port: nullable(port),
    via: { type: 'array', maxItems: 4, items: port },
    containerType: nullable({ type: 'string', pattern: '^[0-9A-Z]{4}$' }),
    chargeCode: nullable({ type: 'string', pattern: '^[A-Z][A-Z0-9_]{1,11}$' }),
    basis: nullable({ type: 'string', enum: [...CHARGE_BASES] }),
    amount: decimal,
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    minimum: nullable(decimal),
    transitDays: nullable({ type: 'integer', minimum: 0, maximum: 365 }),
    validFrom: { type: 'string', format: 'date' },
    validTo: { type: 'string', format: 'date' },
    freeDays: nullable({ type: 'integer', minimum: 0, maximum: 365 }),
    commodity: text(200),
    contractRef: text(60),
    remarks: text(2000),
  },
} as const;

const LOCODE_RE = new RegExp(LOCODE);

/** Exact decimal places of a decimal text ('12.50' → 2). */
const placesOf = (value: string) => (value.includes('.') ? value.split('.')[1].length : 0);
const isPositive = (value: string) => /[1-9]/.test(value);

function checkMoney(errors: RateInputError[], field: string, value: string | null | undefined, currency: string, required: boolean): void {
  if (value === null || value === undefined || value === '') {
    if (required) errors.push({ field, message: 'is required' });
    return;
  }
  if (!/^\d{1,14}(\.\d{1,6})?$/.test(value)) return void errors.push({ field, message: 'must be a decimal amount such as 1250.00' });
  if (!isPositive(value)) return void errors.push({ field, message: 'must be more than 0' });
  if (isCurrency(currency) && placesOf(value) > currencyDigits(currency)) {
    errors.push({ field, message: `has more decimals than ${currency} allows (${currencyDigits(currency)})` });
  }
}

/**
 * The domain rules of a rate beyond its schema, as `{field, message}` per problem (none = valid):
 * known ports and places (the SDK's UN/LOCODE data) and container type (ISO 6346), an ISO 4217 currency, amounts > 0 within the currency's minor
 * digits, validFrom ≤ validTo, and each kind's required fields. With `chargeTypes`, an OTHER rate's
 * charge code must be in the catalogue and a FREIGHT-stage charge needs the lane, a port charge its port.
 */
export function checkRateInput(data: RateInput, chargeTypes?: ChargeTypeRules): RateInputError[] {
  const errors: RateInputError[] = [];
  const need = (field: keyof RateInput) => {
    const value = data[field];
    if (value === undefined || value === null || value === '') errors.push({ field, message: `is required for a ${data.kind} rate` });
  };
  for (const field of ['origin', 'destination', 'port'] as const) {
    const code = data[field];
    if (!code) continue;
    if (!LOCODE_RE.test(code)) errors.push({ field, message: 'must be a UN/LOCODE such as INNSA' });
    else if (!placeByCode(code)) errors.push({ field, message: `${code} is not a known port or place` });
  }
  (data.via ?? []).forEach((code, i) => {
    if (!LOCODE_RE.test(code)) errors.push({ field: `via.${i}`, message: 'must be a UN/LOCODE such as SGSIN' });
    else if (placeByCode(code)?.kind !== 'PORT') errors.push({ field: `via.${i}`, message: `${code} is not a known port` });
  });
  if (data.containerType && !containerTypeByCode(data.containerType)) {
    errors.push({ field: 'containerType', message: `must be a known ISO 6346 size-type (${CONTAINER_TYPES.map((t) => t.code).join(', ')})` });
  }
  const currencyKnown = typeof data.currency === 'string' && isCurrency(data.currency);
  if (!currencyKnown) errors.push({ field: 'currency', message: 'must be an ISO 4217 currency code such as USD' });
  checkMoney(errors, 'amount', data.amount, data.currency, true);
  checkMoney(errors, 'minimum', data.minimum, data.currency, data.kind === 'LCL');
  if (data.validFrom && data.validTo && data.validFrom > data.validTo) errors.push({ field: 'validTo', message: 'must be on or after validFrom' });

  switch (data.kind) {
    case 'FCL':
    case 'TRANSPORT':
      need('origin');
      need('destination');
      need('containerType');
      if (data.basis && data.basis !== 'PER_CONTAINER') errors.push({ field: 'basis', message: `must be PER_CONTAINER for a ${data.kind} rate` });
      break;
    case 'LCL':
      need('origin');
      need('destination');
      if (data.basis && data.basis !== 'PER_WM') errors.push({ field: 'basis', message: 'must be PER_WM for an LCL rate' });
      if (data.containerType) errors.push({ field: 'containerType', message: 'must be empty for an LCL rate' });
      break;
    case 'OTHER': {
      need('chargeCode');
      need('basis');
      const type = data.chargeCode ? chargeTypes?.get(data.chargeCode) : undefined;
      if (chargeTypes && data.chargeCode && !type) errors.push({ field: 'chargeCode', message: `${data.chargeCode} is not in the charge-type catalogue` });
      if (type?.stage === 'FREIGHT') {
        need('origin');
        need('destination');
      } else if (type) {
        need('port');
      } else if (!data.port && !(data.origin && data.destination)) {
        errors.push({ field: 'port', message: 'is required (or origin and destination for a freight-stage charge)' });
      }
      break;
    }
  }
  if (data.kind !== 'OTHER' && data.chargeCode) errors.push({ field: 'chargeCode', message: `must be empty for a ${data.kind} rate` });
  return errors;
}

/** The company's charge-type catalogue (built-in and its own) as the rules need it. */
export async function chargeTypeRules(db: Db, companyId: string): Promise<Map<string, { basis: ChargeBasis; stage: ChargeStage }>> {
  const rows = await db.query<{ code: string; basis: ChargeBasis; stage: ChargeStage }>(
    'SELECT code, basis, stage FROM rate_charge_types WHERE company_id IS NULL OR company_id = $1 ORDER BY company_id NULLS FIRST',
    [companyId],
  );
  return new Map(rows.rows.map((r) => [r.code, { basis: r.basis, stage: r.stage }]));
}

/** The basis a rate is counted by: FCL and TRANSPORT per container, LCL per W/M, OTHER its own. */
export function basisOf(data: Pick<RateInput, 'kind' | 'basis'>): ChargeBasis {
  if (data.kind === 'FCL' || data.kind === 'TRANSPORT') return 'PER_CONTAINER';
  if (data.kind === 'LCL') return 'PER_WM';
  return data.basis ?? 'PER_SHIPMENT';
}

/** Rows per INSERT statement (each column is one array parameter, so a chunk is one statement). */
const CHUNK = 2000;

/** The rates table's writable columns with their SQL types (the order of insertRates' arrays). */
const COLUMNS = [
  ['kind', 'text'],
  ['side', 'text'],
  ['carrier', 'text'],
  ['origin', 'text'],
  ['destination', 'text'],
  ['port', 'text'],
  ['via', 'text'],
  ['container_type', 'text'],
  ['charge_code', 'text'],
  ['stage', 'text'],
  ['basis', 'text'],
  ['amount', 'numeric'],
  ['currency', 'text'],
  ['minimum', 'numeric'],
  ['transit_days', 'int'],
  ['valid_from', 'date'],
  ['valid_to', 'date'],
  ['free_days', 'int'],
  ['commodity', 'text'],
  ['contract_ref', 'text'],
  ['remarks', 'text'],
] as const;

const blank = (value: string | null | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The column values of a checked input (an OTHER rate's stage from its charge type). */
export function rateColumns(r: RateInput, chargeTypes: ChargeTypeRules): Record<(typeof COLUMNS)[number][0], unknown> {
  const other = r.kind === 'OTHER';
  return {
    kind: r.kind,
    side: r.side,
    carrier: blank(r.carrier),
    origin: blank(r.origin),
    destination: blank(r.destination),
    port: other ? blank(r.port) : null,
    via: r.via ?? [],
    container_type: r.kind === 'LCL' ? null : blank(r.containerType),
    charge_code: other ? blank(r.chargeCode) : null,
    stage: other ? (chargeTypes.get(r.chargeCode ?? '')?.stage ?? (r.port ? 'ORIGIN' : 'FREIGHT')) : null,
    basis: basisOf(r),
    amount: r.amount,
    currency: r.currency,
    minimum: r.kind === 'LCL' ? blank(r.minimum) : null,
    transit_days: r.transitDays ?? null,
    valid_from: r.validFrom,
    valid_to: r.validTo,
    free_days: r.freeDays ?? null,
    commodity: blank(r.commodity),
    contract_ref: blank(r.contractRef),
    remarks: blank(r.remarks),
  };
}

/**
 * Writes many rates in the caller's transaction, in chunks of one `INSERT … SELECT FROM unnest(…)`
 * each, and answers their ids in input order. Inputs must have passed the schema and
 * `checkRateInput` (with the catalogue): an OTHER rate's stage comes from its charge type.
 */
export async function insertRates(tx: Db, who: { companyId: string; userId: string | null; importId?: string | null }, inputs: readonly RateInput[]): Promise<string[]> {
  if (inputs.length === 0) return [];
  const chargeTypes: ChargeTypeRules = inputs.some((r) => r.kind === 'OTHER') ? await chargeTypeRules(tx, who.companyId) : new Map();
  const n = COLUMNS.length;
  const selects = COLUMNS.map(([name], i) => (name === 'via' ? `CASE WHEN u.c${i} = '' THEN '{}'::text[] ELSE string_to_array(u.c${i}, ',') END` : `u.c${i}`));
  const sql =
    `INSERT INTO rates (company_id, created_by, import_id, ${COLUMNS.map(([name]) => name).join(', ')}) ` +
    `SELECT $${n + 1}::uuid, $${n + 2}::uuid, $${n + 3}::uuid, ${selects.join(', ')} ` +
    `FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) WITH ORDINALITY AS u(${COLUMNS.map((_, i) => `c${i}`).join(', ')}, n) ` +
    'ORDER BY u.n RETURNING id';
  const ids: string[] = [];
  for (let start = 0; start < inputs.length; start += CHUNK) {
    const values = COLUMNS.map(() => [] as unknown[]);
    for (const input of inputs.slice(start, start + CHUNK)) {
      const row = rateColumns(input, chargeTypes);
      COLUMNS.forEach(([name], i) => values[i].push(name === 'via' ? (row.via as string[]).join(',') : row[name]));
    }
    const result = await tx.query<{ id: string }>(sql, [...values, who.companyId, who.userId, who.importId ?? null]);
    for (const row of result.rows) ids.push(String(row.id));
  }
  return ids;
}
