import type { FastifyInstance } from 'fastify';
import type { Db } from '@portolan/sdk/server';
import { badRequest, baseRecord, companyOf, defineResource, listQuerySchema, listResource, ok, type ListQuery, type ResourceSpec, dataBody } from '@portolan/sdk/server';
import { parseBulkRow, type RowProblem } from './bulkRows';
import { shipmentCreateData, type ShipmentInput } from './shipmentSchemas';
import { assertShipment, replaceContainers, replaceParties, shipmentColumns } from './shipmentRules';
import { shipmentResource } from './shipmentResource';
import type { ShipmentRecord } from './shipmentRecord';

export const BULK_MAX_ROWS = 2000;

/** Inserts one shipment with its containers and parties (in the caller's transaction); answers its id. */
export async function insertShipment(tx: Db, companyId: string, userId: string, input: ShipmentInput, extra: Record<string, unknown> = {}): Promise<string> {
  const columns: Record<string, unknown> = { ...shipmentColumns(input, true), created_by: userId, company_id: companyId, ...extra };
  const names = Object.keys(columns);
  const row = await tx.one<{ id: string }>(`INSERT INTO shipments (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`, names.map((n) => columns[n]));
  await replaceContainers(tx, companyId, row!.id, input.containers ?? []);
  if (input.sharedWith?.length) await replaceParties(tx, companyId, row!.id, input.sharedWith);
  return row!.id;
}

const access = (level: string) => ({ access: { features: ['shipments'], level } });

/**
 * Bulk create from a CSV/XLSX file (parsed in the browser into rows of cells by header) and creation
 * from an RFQ; the shipment invoices (vendor payments) and bills of lading lists.
 */
export function bulkRoutes(app: FastifyInstance, db: Db): void {
  // POST {data: {rows: [{header: cell}]}, options: {dryRun}}: every row checked first; nothing written when
  // any row is wrong (answer 400 with the row problems) or on a dry run; otherwise all rows in one transaction.
  app.post<{ Body: { data: { rows: Record<string, unknown>[] }; options?: { dryRun?: boolean } } }>(
    '/api/shipments/v2/bulk',
    {
      config: access('Create'),
      schema: {
        body: dataBody(
          { rows: { type: 'array', minItems: 1, maxItems: BULK_MAX_ROWS, items: { type: 'object', maxProperties: 40, additionalProperties: { anyOf: [{ type: 'string', maxLength: 2000 }, { type: 'number' }, { type: 'null' }] } } } },
          ['rows'],
          { type: 'object', properties: { dryRun: { type: 'boolean' } } },
        ),
      },
      bodyLimit: 8 * 1024 * 1024,
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const parsed = request.body.data.rows.map((cells) => parseBulkRow(cells));
      const problems: RowProblem[] = parsed.flatMap((p, i) => p.problems.map((problem) => ({ row: i + 1, ...problem })));
      // References: unique within the file and not taken already.
      const refs = parsed.map((p) => p.input.reference ?? '');
      const firstRow = new Map<string, number>();
      refs.forEach((ref, i) => {
        if (!ref) return;
        if (firstRow.has(ref)) problems.push({ row: i + 1, field: 'reference', message: `reference ${ref} is also on row ${firstRow.get(ref)}` });
        else firstRow.set(ref, i + 1);
      });
      const taken = await db.query<{ reference: string }>('SELECT reference FROM shipments WHERE company_id = $1 AND reference = ANY($2::text[])', [companyId, [...firstRow.keys()]]);
      for (const { reference } of taken.rows) problems.push({ row: firstRow.get(reference)!, field: 'reference', message: `a shipment with reference ${reference} already exists` });
      problems.sort((a, b) => a.row - b.row);
      const summary = { rows: parsed.length, valid: parsed.length - new Set(problems.map((p) => p.row)).size, problems: problems.slice(0, 500), problemCount: problems.length };
      if (problems.length) {
        return reply.status(400).send({ success: false, error: { message: `${summary.problemCount} problem${summary.problemCount === 1 ? '' : 's'} in ${parsed.length - summary.valid} row(s); nothing was created`, code: 'VALIDATION_ERROR', field: 'data.rows' }, data: summary });
      }
      if (request.body.options?.dryRun) return ok({ record: { _id: 'dry-run', ...summary, created: 0, ids: [] } });
      const ids = await db.transaction(async (tx) => {
        const created: string[] = [];
        for (const p of parsed) created.push(await insertShipment(tx, companyId, request.user!.id, p.input));
        return created;
      });
      return reply.status(201).send(ok({ record: { _id: 'bulk', ...summary, created: ids.length, ids } }));
    },
  );

  // Shipments from an RFQ's awarded quote: {data: {rfqId, shipments: [...]}}, all or nothing.
  app.post<{ Body: { data: { rfqId: string; shipments: ShipmentInput[] } } }>(
    '/api/shipments/v2/createShipmentsFromRFQ',
    {
      config: access('Create'),
      schema: {
        body: dataBody({ rfqId: { type: 'string', minLength: 1, maxLength: 100 }, shipments: { type: 'array', minItems: 1, maxItems: 100, items: shipmentCreateData } }, ['rfqId', 'shipments']),
      },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const { rfqId, shipments } = request.body.data;
      shipments.forEach((s, i) => {
        try {
          assertShipment(s);
        } catch (error) {
          const e = error as { field?: string; message: string };
          throw badRequest(e.message, e.field?.replace(/^data\./, `data.shipments.${i}.`));
        }
      });
      const ids = await db.transaction(async (tx) => {
        const out: string[] = [];
        for (const [i, s] of shipments.entries()) {
          const clash = await tx.one('SELECT 1 FROM shipments WHERE company_id = $1 AND reference = $2', [companyId, s.reference!.trim()]);
          if (clash) throw badRequest(`A shipment with reference ${s.reference} already exists`, `data.shipments.${i}.reference`);
          out.push(await insertShipment(tx, companyId, request.user!.id, { ...s, rfqId }));
        }
        return out;
      });
      const page = await listResource(db, shipmentResource, companyId, { filter: { rfqId: [rfqId] }, limit: 100 });
      return reply.status(201).send(ok({ items: page.items.filter((s) => ids.includes(s._id)), count: ids.length, ids }));
    },
  );

  // Bills of lading: the shipments that have one.
  app.get<{ Querystring: ListQuery }>('/api/shipments/v2/shipment-bl/', { config: access('Read'), schema: { querystring: listQuerySchema(shipmentResource) } }, async (request) => {
    const spec: ResourceSpec<ShipmentRecord> = {
      ...shipmentResource,
      customFilters: { ...shipmentResource.customFilters, hasBl: { schema: { type: 'boolean' }, sql: () => 't.bl_number IS NOT NULL' } },
    };
    const page = await listResource(db, spec, companyOf(request), { ...request.query, filter: { ...request.query.filter, hasBl: true } });
    return ok({
      ...page,
      items: page.items.map((s) => ({
        _id: s._id,
        shipmentId: s._id,
        blNumber: s.blNumber,
        reference: s.reference,
        carrier: s.carrier,
        shipper: s.shipper,
        consignee: s.consignee,
        pol: s.pol,
        pod: s.pod,
        vessel: s.vessel,
        voyage: s.voyage,
        issuedAt: s.atd ?? s.etd,
        containers: s.containers.map((c) => c.number),
      })),
    });
  });

  // Invoices raised on shipments by vendors: list, details, and status changes (approve, pay, dispute).
  defineResource(app, db, {
    base: '/api/shipments/v2/shipment-invoices',
    table: 'shipment_invoices',
    feature: 'shipments',
    fields: {
      status: { column: 'status', type: 'text', filter: 'in' },
      vendor: { column: 'vendor', type: 'text', filter: 'in' },
      currency: { column: 'currency', type: 'text', filter: 'in' },
      shipmentId: { column: 'shipment_id', type: 'uuid', filter: 'in' },
      dueOn: { column: 'due_on', type: 'date', filter: 'range', sort: true },
      createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
    },
    defaultSort: { field: 'dueOn', dir: 'asc' },
    search: { columns: ['number', 'vendor'] },
    toRecord: (row) => ({
      ...baseRecord(row),
      shipmentId: String(row.shipment_id),
      number: String(row.number),
      vendor: String(row.vendor),
      // Money in minor units (ISO 4217), never floats.
      amountMinor: Number(row.amount_minor),
      currency: String(row.currency),
      status: String(row.status),
      issuedOn: String(row.issued_on),
      dueOn: String(row.due_on),
      shipmentReference: null as string | null,
    }),
    async expand(via, records) {
      const rows = await via.query<{ id: string; reference: string }>('SELECT id, reference FROM shipments WHERE id = ANY($1::uuid[])', [records.map((r) => r.shipmentId)]);
      const refs = new Map(rows.rows.map((r) => [r.id, r.reference]));
      for (const r of records) r.shipmentReference = refs.get(r.shipmentId) ?? null;
    },
    update: {
      data: { type: 'object', additionalProperties: false, properties: { status: { type: 'string', enum: ['UNPAID', 'APPROVED', 'PAID', 'DISPUTED'] } } },
      columns: (data: { status?: string }) => (data.status ? { status: data.status } : {}),
    },
  });
}
