import type { FastifyInstance } from 'fastify';
import { companyOf, defineResource, iso, isUuid, notFound, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { ORDERS_API, type ProductPrice } from '../../shared/types';
import { priceText } from './priceText';
import { productResource } from './productResource';

/** The product catalogue (feature `orders`): the resource and `GET :id/prices`, the price history newest first. */
export function registerProductRoutes(app: FastifyInstance, { db }: ServerPluginContext): void {
  defineResource(app, db, productResource);

  app.get<{ Params: { id: string } }>(
    `${ORDERS_API.products}/:id/prices`,
    { config: { access: { features: ['orders'], level: 'Read' } }, schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } } },
    async (request) => {
      const companyId = companyOf(request);
      const { id } = request.params;
      if (!isUuid(id) || !(await db.one('SELECT 1 FROM products WHERE id = $1 AND company_id = $2', [id, companyId]))) throw notFound('Product not found');
      const rows = await db.query<Record<string, unknown>>(
        'SELECT id, unit_price, currency, source, source_reference, effective_at FROM product_prices WHERE product_id = $1 AND company_id = $2 ORDER BY effective_at DESC, id DESC LIMIT 500',
        [id, companyId],
      );
      const items: ProductPrice[] = rows.rows.map((r) => ({
        _id: String(r.id), unitPrice: priceText(r.unit_price, String(r.currency)), currency: String(r.currency), source: r.source as ProductPrice['source'],
        sourceReference: (r.source_reference as string | null) ?? null, effectiveAt: iso(r.effective_at)!,
      }));
      return ok({ items, count: items.length });
    },
  );
}
