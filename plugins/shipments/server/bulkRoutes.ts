import type { FastifyInstance } from 'fastify';
import type { Db } from '@portolan/sdk/server';
import { companyOf, ok, dataBody } from '@portolan/sdk/server';
import { parseBulkRow, type RowProblem } from './bulkRows';
import type { ShipmentInput } from './shipmentSchemas';
import { replaceContainers, replaceParties, shipmentColumns } from './shipmentRules';

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
 * Bulk create from a CSV/XLSX file (parsed in the browser into rows of cells by header). Creation from
 * an RFQ's awarded lane is the rfq plugin's (`/api/shipments/v2/createShipmentsFromRFQ`, through SHIPMENT_RECORDS).
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
}
