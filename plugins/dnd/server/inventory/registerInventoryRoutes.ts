import type { FastifyInstance } from 'fastify';
import {
  companyOf, conflict, containerNumberProblem, defineResource, findVisible, isUuid, normalizeContainerNumber, notFound, ok, SHIPMENT_EQUIPMENT, type ServerPluginContext,
} from '@portolan/sdk/server';
import { DND_API } from '../../shared/types';
import { containerHistory, containerJourneys } from './containerHistory';
import { inventoryResource, toInventoryContainer } from './inventoryResource';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;
const historyQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: 40 }, limit: { type: 'integer', minimum: 1, maximum: 200, default: 25 }, page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 } },
} as const;

/**
 * The container inventory (`/api/container-inventory`, feature `containers`: the resource, and DELETE
 * of a box that is not IN_USE) and the container journeys (`/api/container-shipment`, feature
 * `shipments`: every number the company has seen, paged; one number's journeys).
 */
export function registerInventoryRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const equipment = ctx.services.get(SHIPMENT_EQUIPMENT);
  const inventory = inventoryResource(equipment);
  defineResource(app, db, inventory);

  app.delete<{ Params: { id: string } }>(
    `${DND_API.inventory}/:id`,
    { config: { access: { features: ['containers'], level: 'Delete' } }, schema: { params: idParams } },
    async (request) => {
      const companyId = companyOf(request);
      const { id } = request.params;
      return db.transaction(async (tx) => {
        const row = isUuid(id) ? await tx.one<{ number: string; status: string }>('SELECT number, status FROM container_inventory WHERE id = $1 AND company_id = $2 FOR UPDATE', [id, companyId]) : undefined;
        if (!row) throw notFound('Container not found');
        if (row.status === 'IN_USE') throw conflict(`${row.number} is IN_USE: return it (or set its status) before removing it`);
        await tx.query('DELETE FROM container_inventory WHERE id = $1 AND company_id = $2', [id, companyId]);
        return ok({ record: { _id: id }, message: `Container ${row.number} removed from the inventory` });
      });
    },
  );

  app.get<{ Querystring: { search?: string; limit: number; page: number } }>(
    DND_API.containerShipment,
    { config: { access: { features: ['shipments'], level: 'Read' } }, schema: { querystring: historyQuery } },
    async (request) => {
      const { search, limit, page } = request.query;
      const all = await containerHistory(db, equipment, companyOf(request), search);
      return ok({ items: all.slice((page - 1) * limit, page * limit), count: all.length, countIsExact: true, page, limit });
    },
  );

  app.get<{ Params: { number: string } }>(
    `${DND_API.containerShipment}/:number`,
    { config: { access: { features: ['shipments'], level: 'Read' } }, schema: { params: { type: 'object', required: ['number'], properties: { number: { type: 'string' } } } } },
    async (request) => {
      const companyId = companyOf(request);
      // Not an ISO 6346 number: no such container (a 404 like any unknown one, as every record path answers).
      const problem = containerNumberProblem(request.params.number);
      if (problem) throw notFound(`No container ${request.params.number.slice(0, 20)}: the container number ${problem}`);
      const number = normalizeContainerNumber(request.params.number);
      const row = await db.one<{ id: string }>('SELECT id FROM container_inventory WHERE company_id = $1 AND number = $2', [companyId, number]);
      let box = null;
      if (row) {
        box = toInventoryContainer((await findVisible(db, inventory, companyId, String(row.id)))!);
        await inventory.expand!(db, [box], { companyId, many: false });
      }
      const record = await containerJourneys(db, equipment, companyId, number, box);
      if (!record) throw notFound(`Container ${number} not found`);
      return ok({ record });
    },
  );
}
