import type { FastifyInstance } from 'fastify';
import { badRequest, companyOf, isUuid, list, notFound, ok, SHIPMENT_EQUIPMENT, type ServerPluginContext } from '@portolan/sdk/server';
import { computeClock } from '../../shared/freeTime';
import { DND_API, type ContainerCost, type DndAlert } from '../../shared/types';
import { minorOf, moneyOf, sumByCurrency } from './clockMoney';
import { CLOCK_LIST_QUERY, dndSummary, listClocks, listDndShipments, type ClockListQuery } from './clockQueries';
import { appliedTariffs, containerDndDetails, journeyClocks, loadTariffBook, refreshIfStale } from './containerClocks';

const read = { access: { features: ['dnd'], level: 'Read' } };
const DAY = { type: 'string', format: 'date' };
const LIST = { anyOf: [{ type: 'string', maxLength: 2000 }, { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 100 } }] };

/**
 * The clocks' API (feature `dnd`, Read): shipments and containers under a clock (refreshed first when
 * older than a minute or from another port-local day), one container's details, the summary, what-if
 * costs, the terms a container is priced by, and the alerts.
 */
export function registerClockRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;

  app.get<{ Querystring: { filter?: Record<string, unknown>; search?: string; sort?: Record<string, 'asc' | 'desc'> } }>(
    DND_API.shipments,
    {
      config: read,
      schema: {
        querystring: {
          type: 'object', additionalProperties: false,
          properties: {
            filter: { type: 'object', additionalProperties: false, properties: { state: LIST, carrier: LIST, port: LIST } },
            search: { type: 'string', maxLength: 100 },
            sort: { type: 'object', additionalProperties: false, properties: { nextLastFreeDay: { enum: ['asc', 'desc'] }, costToDate: { enum: ['asc', 'desc'] }, reference: { enum: ['asc', 'desc'] } } },
          },
        },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      await refreshIfStale(ctx, companyId);
      const items = await listDndShipments(db, companyId, request.query);
      return list(items, items.length);
    },
  );

  app.get<{ Querystring: ClockListQuery }>(DND_API.containers, { config: read, schema: { querystring: CLOCK_LIST_QUERY } }, async (request) => {
    const companyId = companyOf(request);
    await refreshIfStale(ctx, companyId);
    return ok(await listClocks(db, companyId, request.query));
  });

  app.get<{ Querystring: { from?: string; to?: string; carrier?: string; port?: string } }>(
    DND_API.summary,
    {
      config: read,
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { from: DAY, to: DAY, carrier: { type: 'string', maxLength: 10 }, port: { type: 'string', maxLength: 5 } } },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { from, to } = request.query;
      if (from && to && to < from) throw badRequest('to must be on or after from', 'to');
      await refreshIfStale(ctx, companyId);
      return ok({ record: await dndSummary(db, companyId, request.query) });
    },
  );

  app.get<{ Querystring: { containerIds: string; returnOn?: string } }>(
    DND_API.costs,
    {
      config: read,
      schema: {
        querystring: { type: 'object', additionalProperties: false, required: ['containerIds'], properties: { containerIds: { type: 'string', minLength: 1, maxLength: 4000 }, returnOn: DAY } },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const ids = [...new Set(request.query.containerIds.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))];
      if (ids.length > 100) throw badRequest('At most 100 containers at a time', 'containerIds');
      if (ids.some((id) => !isUuid(id))) throw badRequest('containerIds must be container ids separated by commas', 'containerIds');
      const { returnOn } = request.query;
      const journeys = await ctx.services.get(SHIPMENT_EQUIPMENT).journeys(db, companyId, { containerIds: ids });
      const book = await loadTariffBook(db, companyId);
      const now = new Date();
      const items: ContainerCost[] = journeys.map((journey) => {
        const clocks = journeyClocks(journey, book, now).map(({ row, terms, tariff, breakdown }) => {
          let chargeableDays = row.chargeable_days;
          let minor = row.cost_minor;
          let bands = breakdown;
          let lastFreeDay = row.last_free_day;
          // What if: a running clock stops on returnOn (never before it started).
          if (returnOn && row.start_day && !row.stop_day && terms && tariff) {
            const stopDay = returnOn < row.start_day ? row.start_day : returnOn;
            const result = computeClock({ terms, startDay: row.start_day, stopDay, today: stopDay });
            chargeableDays = result.chargeableDays;
            minor = minorOf(result.cost, tariff.currency);
            bands = result.breakdown;
            lastFreeDay = result.lastFreeDay;
          }
          return { direction: row.direction, chargeType: row.charge_type, lastFreeDay, chargeableDays, cost: moneyOf(minor, row.currency), breakdown: bands };
        });
        return {
          containerId: journey.containerId,
          containerNumber: journey.number,
          clocks,
          total: sumByCurrency(clocks.filter((c) => c.cost).map((c) => ({ minor: minorOf(c.cost!.amount, c.cost!.currency), currency: c.cost!.currency }))),
        };
      });
      return list(items, items.length);
    },
  );

  app.get<{ Querystring: { containerId: string } }>(
    DND_API.containerRates,
    {
      config: read,
      schema: { querystring: { type: 'object', additionalProperties: false, required: ['containerId'], properties: { containerId: { type: 'string', maxLength: 100 } } } },
    },
    async (request) => {
      const items = await appliedTariffs(ctx, companyOf(request), request.query.containerId);
      if (!items.length) throw notFound('Container not found');
      return list(items, items.length);
    },
  );

  app.get<{ Params: { containerId: string } }>(
    `${DND_API.containers}/:containerId`,
    { config: read, schema: { params: { type: 'object', required: ['containerId'], properties: { containerId: { type: 'string', maxLength: 100 } } } } },
    async (request) => {
      const details = await containerDndDetails(ctx, companyOf(request), request.params.containerId);
      if (!details) throw notFound('Container not found');
      return ok({ record: details });
    },
  );

  app.get<{ Querystring: { filter?: { unread?: boolean | string }; limit?: number } }>(
    DND_API.alerts,
    {
      config: read,
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { filter: { type: 'object', additionalProperties: false, properties: { unread: { type: 'string', enum: ['true', 'false'] } } }, limit: { type: 'integer', minimum: 1, maximum: 200 } } },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const unread = String(request.query.filter?.unread ?? '') === 'true';
      const rows = await db.query(
        `SELECT id, container_id, container_number, shipment_reference, charge_type, kind, last_free_day::text AS last_free_day, message, read_at, created_at
         FROM dnd_alerts WHERE company_id = $1 ${unread ? 'AND read_at IS NULL' : ''} ORDER BY created_at DESC, id DESC LIMIT $2`,
        [companyId, request.query.limit ?? 100],
      );
      const count = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM dnd_alerts WHERE company_id = $1 ${unread ? 'AND read_at IS NULL' : ''}`, [companyId]);
      return list(rows.rows.map(toAlert), count?.n ?? 0);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${DND_API.alerts}/:id/read`,
    { config: read, schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } } },
    async (request) => {
      const { id } = request.params;
      const row = isUuid(id)
        ? await db.one(
            `UPDATE dnd_alerts SET read_at = COALESCE(read_at, now()) WHERE id = $1 AND company_id = $2
             RETURNING id, container_id, container_number, shipment_reference, charge_type, kind, last_free_day::text AS last_free_day, message, read_at, created_at`,
            [id, companyOf(request)],
          )
        : undefined;
      if (!row) throw notFound('Alert not found');
      return ok({ record: toAlert(row) });
    },
  );
}

function toAlert(row: Record<string, unknown>): DndAlert {
  return {
    _id: String(row.id),
    containerId: String(row.container_id),
    containerNumber: String(row.container_number),
    shipmentReference: String(row.shipment_reference),
    chargeType: row.charge_type as DndAlert['chargeType'],
    lastFreeDay: String(row.last_free_day),
    kind: row.kind as DndAlert['kind'],
    message: String(row.message),
    read: row.read_at !== null && row.read_at !== undefined,
    createdAt: new Date(String(row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at)).toISOString(),
  };
}
