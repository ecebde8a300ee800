import { badRequest, baseRecord, writeActivity, type ResourceSpec, type WriteContext } from '@portolan/sdk/server';
import { RATE_KIND, RATES_API, type Rate, type RateKind, type RateSide, type ChargeBasis } from '../../shared/types';
import { RATE_INPUT_SCHEMA, chargeTypeRules, checkRateInput, rateColumns, type RateInput } from './rateInput';
import { moneyText } from './money';
import { todayUtc } from '@portolan/sdk/shared';

const str = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The derived validity of a window on `today` (YYYY-MM-DD). */
export function validityOf(validFrom: string, validTo: string, today = todayUtc()): Rate['validity'] {
  if (validTo < today) return 'EXPIRED';
  if (validFrom > today) return 'FUTURE';
  return 'ACTIVE';
}

/** A rates row → the API record. */
export function rateRecord(row: Record<string, unknown>): Rate {
  const currency = String(row.currency);
  const validFrom = String(row.valid_from);
  const validTo = String(row.valid_to);
  return {
    ...baseRecord(row),
    kind: row.kind as RateKind,
    side: row.side as RateSide,
    carrier: str(row.carrier),
    origin: str(row.origin),
    destination: str(row.destination),
    port: str(row.port),
    via: (row.via as string[] | null) ?? [],
    containerType: str(row.container_type),
    chargeCode: str(row.charge_code),
    basis: row.basis as ChargeBasis,
    amount: moneyText(row.amount, currency),
    currency,
    minimum: row.minimum === null || row.minimum === undefined ? null : moneyText(row.minimum, currency),
    transitDays: row.transit_days === null || row.transit_days === undefined ? null : Number(row.transit_days),
    validFrom,
    validTo,
    freeDays: row.free_days === null || row.free_days === undefined ? null : Number(row.free_days),
    commodity: str(row.commodity),
    contractRef: str(row.contract_ref),
    remarks: str(row.remarks),
    importId: str(row.import_id),
    validity: validityOf(validFrom, validTo),
  };
}

/** A stored row as the input it was written from (what an update merges its changes into). */
function inputOf(row: Record<string, unknown>): RateInput {
  const rec = rateRecord(row);
  const { _id, createdAt, updatedAt, version, importId, validity, ...input } = rec;
  void [_id, createdAt, updatedAt, version, importId, validity];
  return input as RateInput;
}

/** The domain rules with the company's catalogue: the first problem is a 400 naming `data.<field>`. */
async function checked(input: RateInput, ctx: WriteContext) {
  const chargeTypes = await chargeTypeRules(ctx.tx, ctx.companyId);
  const problems = checkRateInput(input, chargeTypes);
  if (problems.length) throw badRequest(`data.${problems[0].field} ${problems[0].message}`, `data.${problems[0].field}`);
  return rateColumns(input, chargeTypes);
}

/** Who wrote what, in the rate's audit trail (same transaction as the write). */
const audit = (action: string, id: string, ctx: WriteContext, note: string | null = null) =>
  writeActivity(ctx.tx, { kind: RATE_KIND, recordId: id, companyId: ctx.companyId, actorId: ctx.userId, actorName: ctx.request.user?.name ?? 'System', action, note });

const KINDS = { type: 'string', enum: ['ACTIVE', 'EXPIRED', 'FUTURE'] };

/**
 * The rate inventory, `/api/rates/v3/rateInventory` (SPEC §7 generic pattern): list with filters,
 * search and keyset sort, details, create (the add freight / other / transportation rates screens),
 * update with version. Withdraw, comments and activity are mounted beside it.
 */
export const rateResource: ResourceSpec<Rate> = {
  base: RATES_API.inventory,
  table: 'rates',
  feature: 'rates',
  fields: {
    kind: { column: 'kind', type: 'text', filter: 'in' },
    side: { column: 'side', type: 'text', filter: 'in' },
    carrier: { column: 'carrier', type: 'text', filter: 'in' },
    origin: { column: 'origin', type: 'text', filter: 'in' },
    destination: { column: 'destination', type: 'text', filter: 'in' },
    port: { column: 'port', type: 'text', filter: 'in' },
    containerType: { column: 'container_type', type: 'text', filter: 'in' },
    chargeCode: { column: 'charge_code', type: 'text', filter: 'in' },
    currency: { column: 'currency', type: 'text', filter: 'in' },
    contractRef: { column: 'contract_ref', type: 'text', filter: 'in' },
    importId: { column: 'import_id', type: 'uuid', filter: 'in' },
    validFrom: { column: 'valid_from', type: 'date', filter: 'range', sort: true },
    validTo: { column: 'valid_to', type: 'date', filter: 'range', sort: true },
    amount: { column: 'amount', type: 'number', sort: true },
    createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
  },
  customFilters: {
    // ACTIVE: valid today; EXPIRED: validTo before today; FUTURE: validFrom after today (UTC).
    validity: {
      schema: { anyOf: [{ type: 'string', pattern: '^(ACTIVE|EXPIRED|FUTURE)(,(ACTIVE|EXPIRED|FUTURE)){0,2}$' }, { type: 'array', maxItems: 3, items: KINDS }] },
      sql(value, p) {
        const today = p.add(todayUtc(), 'date');
        const wanted = [...new Set(Array.isArray(value) ? value : String(value).split(','))];
        const parts = wanted.map((v) =>
          v === 'EXPIRED' ? `t.valid_to < ${today}` : v === 'FUTURE' ? `t.valid_from > ${today}` : `(t.valid_from <= ${today} AND t.valid_to >= ${today})`,
        );
        return `(${parts.join(' OR ')})`;
      },
    },
  },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  search: { columns: ['carrier', 'origin', 'destination', 'port', 'charge_code', 'contract_ref', 'commodity', 'remarks'] },
  toRecord: rateRecord,
  create: {
    data: RATE_INPUT_SCHEMA,
    columns: async (data: RateInput, ctx) => ({ ...(await checked(data, ctx)), created_by: ctx.userId }),
    after: (id, _data, ctx) => audit('create', id, ctx),
  },
  update: {
    data: { ...RATE_INPUT_SCHEMA, required: [] },
    columns: async (data: Partial<RateInput>, current, ctx) => checked({ ...inputOf(current), ...data } as RateInput, ctx),
    after: (id, data: Partial<RateInput>, _current, ctx) => audit('update', id, ctx, `Changed ${Object.keys(data).join(', ') || 'nothing'}`),
  },
};
