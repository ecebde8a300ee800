import type { FastifyInstance } from 'fastify';
import { companyOf, defineResource, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { MASTER_KINDS } from '../../shared/states';
import { ORDERS_API, type LocationOption, type PartyOption, type SupplierOption } from '../../shared/types';
import { deleteUnlessUsed } from './deleteUnlessUsed';
import { locationResource } from './locationResource';
import { masterEntryResource } from './masterEntryResource';

const read = { access: { features: ['orders'], level: 'Read' } };
const searchQuery = { type: 'object', properties: { search: { type: 'string', maxLength: 100 } } };
/** `%text%` for ILIKE, with the pattern characters taken literally. */
const like = (search: string | undefined) => `%${(search ?? '').trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The company master and locations (feature `orders`): the two resources, their DELETE (409 when in
 * use: deactivate instead), and the pickers — active suppliers (`suppliers`, at most 50), every active
 * party (`companiesId`) and active locations (`listCompanyLocations`), each with `?search=` on name and code.
 */
export function registerMasterRoutes(app: FastifyInstance, { db }: ServerPluginContext): void {
  defineResource(app, db, masterEntryResource);
  defineResource(app, db, locationResource);
  deleteUnlessUsed(app, db, {
    base: ORDERS_API.companyMaster, table: 'company_master', feature: 'orders', label: 'Company master entry',
    uses: [
      { sql: 'SELECT count(*)::int AS n FROM purchase_orders WHERE supplier_id = $1', noun: 'purchase order' },
      { sql: 'SELECT count(*)::int AS n FROM order_rfq_suppliers WHERE supplier_id = $1', noun: 'order RFQ' },
    ],
  });
  deleteUnlessUsed(app, db, {
    base: ORDERS_API.locations, table: 'company_locations', feature: 'orders', label: 'Location',
    uses: [
      { sql: 'SELECT count(*)::int AS n FROM purchase_orders WHERE ship_to_location_id = $1', noun: 'purchase order' },
      { sql: 'SELECT count(*)::int AS n FROM requisitions WHERE location_id = $1', noun: 'requisition' },
      { sql: 'SELECT count(*)::int AS n FROM order_rfqs WHERE ship_to_location_id = $1', noun: 'order RFQ' },
    ],
  });

  app.get<{ Querystring: { search?: string } }>(ORDERS_API.suppliers, { config: read, schema: { querystring: searchQuery } }, async (request) => {
    const rows = await db.query<Record<string, string | null>>(
      `SELECT id, code, name, country, currency, payment_terms, contact_email, port FROM company_master
        WHERE company_id = $1 AND kind = 'SUPPLIER' AND active AND (name ILIKE $2 OR code ILIKE $2) ORDER BY lower(name), id LIMIT 50`,
      [companyOf(request), like(request.query.search)],
    );
    const items: SupplierOption[] = rows.rows.map((r) => ({
      _id: String(r.id), code: r.code!, name: r.name!, country: r.country!, currency: r.currency, paymentTerms: r.payment_terms, contactEmail: r.contact_email, port: r.port,
    }));
    return ok({ items, count: items.length });
  });

  app.get<{ Querystring: { search?: string; kind?: string } }>(
    ORDERS_API.companiesId,
    { config: read, schema: { querystring: { type: 'object', properties: { ...searchQuery.properties, kind: { type: 'string', enum: [...MASTER_KINDS] } } } } },
    async (request) => {
      const rows = await db.query<{ id: string; code: string; name: string; kind: PartyOption['kind'] }>(
        `SELECT id, code, name, kind FROM company_master WHERE company_id = $1 AND active AND (name ILIKE $2 OR code ILIKE $2) AND ($3::text IS NULL OR kind = $3)
          ORDER BY lower(name), id LIMIT 500`,
        [companyOf(request), like(request.query.search), request.query.kind ?? null],
      );
      const items: PartyOption[] = rows.rows.map((r) => ({ _id: String(r.id), code: r.code, name: r.name, kind: r.kind }));
      return ok({ items, count: items.length });
    },
  );

  app.get<{ Querystring: { search?: string } }>(ORDERS_API.listCompanyLocations, { config: read, schema: { querystring: searchQuery } }, async (request) => {
    const rows = await db.query<Record<string, string | null>>(
      `SELECT id, code, name, kind, city, country, port FROM company_locations
        WHERE company_id = $1 AND active AND (name ILIKE $2 OR code ILIKE $2 OR coalesce(city, '') ILIKE $2) ORDER BY lower(name), id LIMIT 100`,
      [companyOf(request), like(request.query.search)],
    );
    const items: LocationOption[] = rows.rows.map((r) => ({ _id: String(r.id), code: r.code!, name: r.name!, kind: r.kind as LocationOption['kind'], city: r.city, country: r.country!, port: r.port }));
    return ok({ items, count: items.length });
  });
}
