import type { FastifyInstance } from 'fastify';
import Big from 'big.js';
import { companyOf, dataBody, list, ok, writeActivity, type ServerPluginContext } from '@portolan/sdk/server';
import { RFQ_KIND } from '../../shared/states';
import { RFQ_API, type AllocationInput, type OptimiseRequest, type OptimiseResult } from '../../shared/types';
import { loadRfq } from '../rfqs/loadRfq';
import { optimiseAllocation } from '../optimiser/optimiseAllocation';
import { SHARE, UUID, VERSION } from './bidSchemas';
import { allocationsByLane } from './compareMatrix';
import { ownerRfq, requireState, requireVersion, touchRfq } from './rfqAccess';
import { saveAllocations } from './saveAllocations';

const ID_PARAMS = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;
const ALLOCATION = { type: 'object', additionalProperties: false, required: ['laneId', 'vendorCompanyId', 'sharePct'], properties: { laneId: UUID, vendorCompanyId: UUID, sharePct: SHARE } } as const;

/** The owner's allocations of lanes to vendors (CLOSED), by hand or by the optimiser (optimiser/optimiseAllocation, a MILP). */
export function registerAllocationRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;

  app.get<{ Params: { id: string } }>(`${RFQ_API.rfqs}/:id/allocations`, { config: { access: { features: ['rfq'], level: 'Read' } }, schema: { params: ID_PARAMS } }, async (request) => {
    const rfq = await ownerRfq(db, companyOf(request), request.params.id);
    const items = [...(await allocationsByLane(db, rfq.id)).values()].flat();
    return list(items, items.length);
  });

  app.post<{ Params: { id: string }; Body: { data: { version: number; allocations: AllocationInput[] } } }>(
    `${RFQ_API.rfqs}/:id/allocations`,
    { config: { access: { features: ['rfq'], level: 'Update' } }, schema: { params: ID_PARAMS, body: dataBody({ version: VERSION, allocations: { type: 'array', maxItems: 20_000, items: ALLOCATION } }, ['version', 'allocations']) } },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const { version, allocations } = request.body.data;
      const record = await db.transaction(async (tx) => {
        const rfq = await ownerRfq(tx, companyId, request.params.id, true);
        requireState(rfq, ['CLOSED'], 'allocate');
        requireVersion(rfq, version);
        await saveAllocations(tx, rfq, allocations, 'MANUAL');
        await touchRfq(tx, rfq.id);
        const lanes = new Set(allocations.map((a) => a.laneId)).size;
        await writeActivity(tx, { kind: RFQ_KIND, recordId: rfq.id, companyId, actorId: user.id, actorName: user.name, action: 'allocated', note: `${lanes} lane${lanes === 1 ? '' : 's'} allocated by hand` });
        return (await loadRfq(tx, companyId, rfq.id))!;
      });
      return ok({ record });
    },
  );

  app.post<{ Params: { id: string }; Body: { data: OptimiseRequest } }>(
    `${RFQ_API.rfqs}/:id/optimise`,
    {
      config: { access: { features: ['rfq'], level: 'Update' } },
      schema: {
        params: ID_PARAMS,
        body: dataBody({
          maxVendors: { type: 'integer', minimum: 1, maximum: 1000 }, incumbentMinSharePct: { type: 'number', minimum: 0, maximum: 100 }, wholeLanes: { type: 'boolean' },
          excludeLaneIds: { type: 'array', maxItems: 20_000, items: UUID }, apply: { type: 'boolean' }, version: VERSION,
        }),
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const input = request.body.data;
      return db.transaction(async (tx) => {
        const rfq = await ownerRfq(tx, companyId, request.params.id, input.apply === true);
        requireState(rfq, ['CLOSED'], 'optimise');
        if (input.apply) requireVersion(rfq, input.version ?? -1);
        const lines = await tx.query<{ lane_id: string; company_id: string; amount: string; volume: number; incumbent: string | null; baseline: string | null }>(
          `SELECT n.id AS lane_id, l.company_id, l.amount::text AS amount, n.volume, n.incumbent_company_id AS incumbent, n.baseline_amount::text AS baseline
             FROM rfq_lanes n LEFT JOIN (rfq_quote_lines l JOIN rfq_quotes q ON q.id = l.quote_id AND q.status = 'SUBMITTED') ON l.lane_id = n.id
            WHERE n.rfq_id = $1 ORDER BY n.line_no`,
          [rfq.id],
        );
        const excluded = new Set(input.excludeLaneIds ?? []);
        const lanes = new Map<string, { laneId: string; volume: number; incumbentId: string | null; bids: Array<{ vendorId: string; amount: string }> }>();
        let baseline: Big | null = null;
        const baselineSeen = new Set<string>();
        for (const l of lines.rows) {
          if (l.baseline && !baselineSeen.has(l.lane_id) && !excluded.has(l.lane_id)) {
            baselineSeen.add(l.lane_id);
            baseline = (baseline ?? new Big(0)).plus(new Big(l.baseline).times(l.volume));
          }
          if (!l.company_id || excluded.has(l.lane_id)) continue;
          const lane = lanes.get(l.lane_id) ?? { laneId: String(l.lane_id), volume: Number(l.volume), incumbentId: l.incumbent ? String(l.incumbent) : null, bids: [] };
          lane.bids.push({ vendorId: String(l.company_id), amount: l.amount });
          lanes.set(l.lane_id, lane);
        }
        const solution = await optimiseAllocation({ lanes: [...lanes.values()], maxVendors: input.maxVendors, incumbentMinSharePct: input.incumbentMinSharePct, wholeLanes: input.wholeLanes });
        const result: OptimiseResult = {
          status: solution.status, reason: solution.reason,
          allocations: solution.allocations.map((a) => ({ laneId: a.laneId, vendorCompanyId: a.vendorId, sharePct: a.sharePct })),
          total: solution.total, unconstrainedTotal: solution.unconstrainedTotal, baselineTotal: (baseline as Big | null)?.toFixed(2) ?? null,
          vendorsUsed: solution.vendorsUsed, solver: solution.solver,
        };
        if (input.apply && solution.status === 'OPTIMAL') {
          await saveAllocations(tx, rfq, result.allocations, 'OPTIMISER', 'data.allocations', [...lanes.keys()]);
          await touchRfq(tx, rfq.id);
          await writeActivity(tx, {
            kind: RFQ_KIND, recordId: rfq.id, companyId, actorId: user.id, actorName: user.name, action: 'optimised',
            note: `${lanes.size} lanes allocated by the optimiser (${solution.solver.algorithm}; ${solution.vendorsUsed} vendors${input.maxVendors ? `, at most ${input.maxVendors}` : ''}${input.incumbentMinSharePct ? `, incumbent ≥ ${input.incumbentMinSharePct} %` : ''})`,
          });
          result.rfq = (await loadRfq(tx, companyId, rfq.id))!;
        }
        return ok({ record: { _id: rfq.id, ...result } });
      });
    },
  );
}
