import type { FastifyInstance } from 'fastify';
import Big from 'big.js';
import { badRequest, companyOf, dataBody, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { RFQ_API, type BulkBidRow } from '../../shared/types';
import { BULK_ROW, MAX_LINES, UUID } from './bidSchemas';
import { rfqForCaller } from './rfqAccess';
import { biddableLanes, saveBid, type BidLine } from './saveBid';

/** One problem of a spreadsheet row (1-based row, the column, what is wrong). */
export interface RowProblem {
  row: number;
  field: string;
  message: string;
}

/** One row → a bid line, or its problems (the lane by lineNo or by origin + destination + containerType). */
function lineOfRow(row: BulkBidRow, lanes: Map<string, { id: string }>, byLineNo: Map<number, string>, inRound: Set<string> | null): { line?: BidLine; problems: Array<Omit<RowProblem, 'row'>> } {
  const problems: Array<Omit<RowProblem, 'row'>> = [];
  let laneId: string | undefined;
  if (row.lineNo !== undefined) {
    laneId = byLineNo.get(row.lineNo);
    if (!laneId) problems.push({ field: 'lineNo', message: `lane ${row.lineNo} is not in this RFQ` });
  } else {
    const key = `${(row.origin ?? '').trim().toUpperCase()}:${(row.destination ?? '').trim().toUpperCase()}:${(row.containerType ?? '').trim().toUpperCase()}`;
    laneId = lanes.get(key)?.id;
    if (!laneId) problems.push({ field: 'origin', message: `no lane ${key.replace(/:/g, ' ')} in this RFQ (give lineNo, or origin, destination and containerType)` });
  }
  if (laneId && inRound && !inRound.has(laneId)) problems.push({ field: 'lineNo', message: 'the lane is not in your negotiation round' });
  const amount = row.amount.trim().replace(/,/g, '');
  if (!/^\d{1,12}(\.\d{1,4})?$/.test(amount) || new Big(amount).lte(0)) problems.push({ field: 'amount', message: `amount "${row.amount}" must be a decimal greater than 0` });
  for (const name of ['transitDays', 'freeDays'] as const) {
    const v = row[name];
    if (v !== undefined && v !== null && (v < 0 || v > 365)) problems.push({ field: name, message: `${name} must be between 0 and 365` });
  }
  if (row.validTo && !/^\d{4}-\d\d-\d\d$/.test(row.validTo)) problems.push({ field: 'validTo', message: 'validTo must be a day (YYYY-MM-DD)' });
  const carrier = row.carrier?.trim().toUpperCase() || null;
  if (carrier && !/^[A-Z]{2,4}$/.test(carrier)) problems.push({ field: 'carrier', message: 'carrier must be a 2–4 letter code (e.g. MAEU)' });
  if (problems.length || !laneId) return { problems };
  return { problems, line: { laneId, amount, charges: [], transitDays: row.transitDays ?? null, freeDays: row.freeDays ?? null, validTo: row.validTo || null, carrier, remarks: row.remarks ?? null } };
}

/**
 * `POST /api/rfq/quotes/bulk`: a vendor's spreadsheet of bids (parsed in the browser). Every row is
 * checked first; any problem → 400 with `data.problems` and nothing saved; `dryRun` checks only.
 */
export function registerBulkBids(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  app.post<{ Body: { data: { rfqId: string; rows: BulkBidRow[]; submit?: boolean; dryRun?: boolean } } }>(
    RFQ_API.bulkQuote,
    {
      config: { access: { features: ['rfq'], level: 'Create' } },
      schema: { body: dataBody({ rfqId: UUID, rows: { type: 'array', minItems: 1, maxItems: MAX_LINES, items: BULK_ROW }, submit: { type: 'boolean' }, dryRun: { type: 'boolean' } }, ['rfqId', 'rows']) },
      bodyLimit: 8 * 1024 * 1024,
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const { rfqId, rows, submit, dryRun } = request.body.data;
      const result = await db.transaction(async (tx) => {
        const { role, rfq } = await rfqForCaller(tx, companyId, rfqId, true);
        if (role !== 'vendor') throw badRequest('data.rfqId: only invited vendors bid on an RFQ', 'data.rfqId');
        const { inRound } = await biddableLanes(tx, rfq, companyId);
        const laneRows = await tx.query<{ id: string; line_no: number; origin: string; destination: string; container_type: string }>('SELECT id, line_no, origin, destination, container_type FROM rfq_lanes WHERE rfq_id = $1', [rfqId]);
        const lanes = new Map(laneRows.rows.map((l) => [`${l.origin}:${l.destination}:${l.container_type}`, { id: String(l.id) }]));
        const byLineNo = new Map(laneRows.rows.map((l) => [Number(l.line_no), String(l.id)]));
        const problems: RowProblem[] = [];
        const lines: BidLine[] = [];
        const firstRow = new Map<string, number>();
        rows.forEach((row, i) => {
          const parsed = lineOfRow(row, lanes, byLineNo, inRound);
          problems.push(...parsed.problems.map((p) => ({ row: i + 1, ...p })));
          if (!parsed.line) return;
          const seen = firstRow.get(parsed.line.laneId);
          if (seen) problems.push({ row: i + 1, field: 'lineNo', message: `the lane is also on row ${seen}` });
          else firstRow.set(parsed.line.laneId, i + 1);
          lines.push(parsed.line);
        });
        const summary = { rows: rows.length, valid: rows.length - new Set(problems.map((p) => p.row)).size, problems: problems.slice(0, 500), problemCount: problems.length };
        if (problems.length || dryRun) return { summary };
        const quote = await saveBid(tx, rfq, { companyId, userId: user.id, userName: user.name }, { lines, submit }, 'data.rows');
        return { summary, quote };
      });
      const { summary, quote } = result;
      if (summary.problemCount) {
        const n = summary.problemCount;
        return reply.status(400).send({ success: false, error: { message: `${n} problem${n === 1 ? '' : 's'} in ${summary.rows - summary.valid} row(s); nothing was saved`, code: 'VALIDATION_ERROR', field: 'data.rows' }, data: summary });
      }
      if (!quote) return ok({ record: { _id: 'dry-run', ...summary, saved: 0 } });
      return ok({ record: quote, summary: { ...summary, saved: rows.length } });
    },
  );
}
