import Big from 'big.js';
import { badRequest, isUuid, type Db, type ResourceSpec, type WriteContext } from '@portolan/sdk/server';
import { ORDERS_API, type Product } from '../../shared/types';
import { activeFilter } from '../master/activeFilter';
import { productColumns, type ProductValues } from './productColumns';
import { recordProductPrice } from './recordProductPrice';
import { toProduct } from './toProduct';

const text = (maxLength: number) => ({ type: 'string', maxLength });
const optional = (maxLength: number) => ({ type: ['string', 'null'], maxLength });
const PRODUCT = {
  sku: { type: 'string', minLength: 1, maxLength: 40 },
  name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  description: optional(2000),
  category: { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' },
  hsCode: optional(16),
  unit: text(5),
  lengthCm: optional(20),
  widthCm: optional(20),
  heightCm: optional(20),
  weightKg: optional(20),
  unitPrice: { type: 'string', minLength: 1, maxLength: 24 },
  currency: { type: 'string', minLength: 3, maxLength: 3 },
  supplierId: optional(100),
  active: { type: 'boolean' },
};

type ProductInput = ProductValues & { supplierId?: string | null; active?: boolean };

/** 400 naming `data.sku` when another product of the company has the SKU (case-insensitive). */
async function checkSkuFree(tx: Db, companyId: string, sku: string, exceptId: string | null): Promise<void> {
  const taken = await tx.one('SELECT 1 FROM products WHERE company_id = $1 AND lower(sku) = lower($2) AND ($3::uuid IS NULL OR id <> $3::uuid)', [companyId, sku, exceptId]);
  if (taken) throw badRequest(`The SKU ${sku} is already in your catalogue`, 'data.sku');
}

async function columnsOf(data: ProductInput, exceptId: string | null, { tx, companyId }: WriteContext): Promise<Record<string, unknown>> {
  const { supplierId, active, ...values } = data;
  const { columns, problems } = productColumns(values);
  if (problems.length) throw badRequest(problems[0].message, `data.${problems[0].field}`);
  if (columns.sku) await checkSkuFree(tx, companyId, String(columns.sku), exceptId);
  if (supplierId !== undefined) {
    if (supplierId) {
      const supplier = isUuid(supplierId) ? await tx.one("SELECT 1 FROM company_master WHERE id = $1 AND company_id = $2 AND kind = 'SUPPLIER' AND active", [supplierId, companyId]) : undefined;
      if (!supplier) throw badRequest('Not an active supplier of your company master', 'data.supplierId');
    }
    columns.supplier_id = supplierId || null;
  }
  if (active !== undefined) columns.active = active;
  return columns;
}

/**
 * The product catalogue (`/api/product-catalog/products`, feature `orders`): SKU unique in the company
 * (case-insensitive), HS code, dimensions, weight, unit price and currency, the supplier (an active
 * SUPPLIER of the company master). Every create and every price or currency change writes a row of
 * the price history (MANUAL) in the same transaction.
 */
export const productResource: ResourceSpec<Product> = {
  base: ORDERS_API.products,
  table: 'products',
  feature: 'orders',
  fields: {
    category: { column: 'category', type: 'text', filter: 'in' },
    supplierId: { column: 'supplier_id', type: 'uuid', filter: 'in' },
    sku: { column: 'sku', type: 'text', sort: true },
    createdAt: { column: 'created_at', type: 'timestamp', sort: true },
  },
  customFilters: { active: activeFilter },
  defaultSort: { field: 'sku', dir: 'asc' },
  search: { columns: ['sku', 'name'] },
  toRecord: toProduct,
  async expand(db, records, { companyId }) {
    const ids = [...new Set(records.map((r) => r.supplierId).filter((id): id is string => !!id))];
    if (!ids.length) return;
    const rows = await db.query<{ id: string; name: string }>('SELECT id, name FROM company_master WHERE company_id = $1 AND id = ANY($2::uuid[])', [companyId, ids]);
    const names = new Map(rows.rows.map((r) => [String(r.id), r.name]));
    for (const r of records) r.supplierName = r.supplierId ? (names.get(r.supplierId) ?? null) : null;
  },
  create: {
    data: { type: 'object', additionalProperties: false, required: ['sku', 'name', 'category', 'unitPrice', 'currency'], properties: PRODUCT },
    columns: async (data: ProductInput, ctx) => ({ ...(await columnsOf(data, null, ctx)), created_by: ctx.userId }),
    async after(id, _data, { tx, companyId, userId }) {
      const row = (await tx.one<{ unit_price: string; currency: string }>('SELECT unit_price::text AS unit_price, currency FROM products WHERE id = $1', [id]))!;
      await recordProductPrice(tx, companyId, id, row.unit_price, row.currency, 'MANUAL', null, userId);
    },
  },
  update: {
    data: { type: 'object', additionalProperties: false, properties: PRODUCT },
    columns: (data: ProductInput, current, ctx) => columnsOf(data, String(current.id), ctx),
    async after(id, _data, current, { tx, companyId, userId }) {
      const row = (await tx.one<{ unit_price: string; currency: string }>('SELECT unit_price::text AS unit_price, currency FROM products WHERE id = $1', [id]))!;
      if (row.currency !== current.currency || !new Big(row.unit_price).eq(String(current.unit_price))) {
        await recordProductPrice(tx, companyId, id, row.unit_price, row.currency, 'MANUAL', null, userId);
      }
    },
  },
};
