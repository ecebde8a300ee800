import { badRequest, baseRecord, conflict, type Db, type ResourceSpec, type ShipmentVolumes } from '@portolan/sdk/server';
import { RATES_API, type ServiceContract } from '../../shared/types';

/** The state a contract shows: EXPIRED once its validity has passed (UTC), unless it was terminated. */
export const CONTRACT_STATUS_SQL = "(CASE WHEN t.status <> 'TERMINATED' AND t.valid_to < (now() AT TIME ZONE 'UTC')::date THEN 'EXPIRED' ELSE t.status END)";
export const CONTRACT_STATES = ['DRAFT', 'ACTIVE', 'EXPIRED', 'TERMINATED'] as const;

const today = () => new Date().toISOString().slice(0, 10);
const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** The state a stored row shows (see CONTRACT_STATUS_SQL). */
export function contractStatus(row: Record<string, unknown>): ServiceContract['status'] {
  const stored = String(row.status) as ServiceContract['status'];
  return stored !== 'TERMINATED' && day(row.valid_to) < today() ? 'EXPIRED' : stored;
}

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' });
const fields = {
  reference: text(60),
  carrier: { type: 'string', pattern: '^[A-Za-z]{2,4}$' },
  validFrom: { type: 'string', format: 'date' },
  validTo: { type: 'string', format: 'date' },
  mqcTeu: { type: 'integer', minimum: 1, maximum: 10_000_000 },
  notes: { type: ['string', 'null'], maxLength: 2000 },
};

type ContractInput = { reference?: string; carrier?: string; validFrom?: string; validTo?: string; mqcTeu?: number; notes?: string | null };

const notes = (value: string | null | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null);

async function assertReferenceFree(tx: Db, companyId: string, reference: string, exceptId?: string): Promise<void> {
  const row = await tx.one('SELECT id FROM rate_contracts WHERE company_id = $1 AND reference = $2 AND ($3::uuid IS NULL OR id <> $3::uuid)', [companyId, reference, exceptId ?? null]);
  if (row) throw conflict(`A contract with reference ${reference} already exists`, 'data.reference');
}

function assertValidity(validFrom: string, validTo: string): void {
  if (validTo < validFrom) throw badRequest('validTo must be on or after validFrom', 'data.validTo');
}

/**
 * Service contracts, `/api/rates/v3/contracts` (SPEC §7 generic pattern): list (filters status —
 * EXPIRED derived —, carrier, validFrom/validTo/createdAt ranges; search in the reference; sort),
 * details, create (a DRAFT), update with version (not once TERMINATED or EXPIRED). `usedTeu` is the
 * TEU of the shipments naming the reference (shipments.volumes service).
 */
export function contractResource(volumes: ShipmentVolumes): ResourceSpec<ServiceContract> {
  return {
    base: RATES_API.contracts,
    table: 'rate_contracts',
    feature: 'contracts',
    fields: {
      reference: { column: 'reference', type: 'text', sort: true },
      carrier: { column: 'carrier', type: 'text', filter: 'in' },
      validFrom: { column: 'valid_from', type: 'date', filter: 'range', sort: true },
      validTo: { column: 'valid_to', type: 'date', filter: 'range', sort: true },
      createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
    },
    customFilters: {
      status: {
        schema: { type: 'array', maxItems: 4, items: { type: 'string', enum: [...CONTRACT_STATES] } },
        sql: (value, p) => `${CONTRACT_STATUS_SQL} = ANY(${p.add([value].flat().map(String), 'text[]')})`,
      },
    },
    defaultSort: { field: 'validTo', dir: 'desc' },
    search: { columns: ['reference'] },
    toRecord: (row) => ({
      ...baseRecord(row),
      reference: String(row.reference),
      carrier: String(row.carrier),
      validFrom: day(row.valid_from),
      validTo: day(row.valid_to),
      mqcTeu: Number(row.mqc_teu),
      usedTeu: 0,
      status: contractStatus(row),
      notes: (row.notes as string | null) ?? null,
    }),
    async expand(_db, records, { companyId }) {
      const used = await volumes.teuByContract(companyId, records.map((r) => r.reference));
      for (const record of records) record.usedTeu = used.get(record.reference)?.teu ?? 0;
    },
    create: {
      data: { type: 'object', additionalProperties: false, required: ['reference', 'carrier', 'validFrom', 'validTo', 'mqcTeu'], properties: fields },
      async columns(data: Required<ContractInput>, ctx) {
        assertValidity(data.validFrom, data.validTo);
        const reference = data.reference.trim();
        await assertReferenceFree(ctx.tx, ctx.companyId, reference);
        return { reference, carrier: data.carrier.toUpperCase(), valid_from: data.validFrom, valid_to: data.validTo, mqc_teu: data.mqcTeu, notes: notes(data.notes), status: 'DRAFT', created_by: ctx.userId };
      },
    },
    update: {
      data: { type: 'object', additionalProperties: false, properties: fields },
      async columns(data: ContractInput, current, ctx) {
        const status = contractStatus(current);
        if (status === 'TERMINATED' || status === 'EXPIRED') throw conflict(`Cannot edit: the contract is ${status}`);
        assertValidity(data.validFrom ?? day(current.valid_from), data.validTo ?? day(current.valid_to));
        const reference = data.reference?.trim();
        // Shipments name an active contract by its reference: it is fixed once the contract is signed.
        if (reference !== undefined && reference !== current.reference && status !== 'DRAFT') throw conflict(`Cannot change the reference: the contract is ${status}`, 'data.reference');
        if (reference !== undefined) await assertReferenceFree(ctx.tx, ctx.companyId, reference, String(current.id));
        return {
          ...(reference !== undefined && { reference }),
          ...(data.carrier !== undefined && { carrier: data.carrier.toUpperCase() }),
          ...(data.validFrom !== undefined && { valid_from: data.validFrom }),
          ...(data.validTo !== undefined && { valid_to: data.validTo }),
          ...(data.mqcTeu !== undefined && { mqc_teu: data.mqcTeu }),
          ...(data.notes !== undefined && { notes: notes(data.notes) }),
        };
      },
    },
  };
}
