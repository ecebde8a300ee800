import Big from 'big.js';
import { currencyDigits } from '@portolan/sdk/shared';
import type { SeedContext } from '@portolan/sdk/server';
import { DEMO_ENTRIES, DEMO_LOCATIONS, DEMO_PRODUCTS } from './demoMaster';

const DAY = 86_400_000;
/** Earlier prices of a product as factors of today's, oldest first, and how many days ago each took effect. */
const HISTORY: Array<[number, number]> = [[1.06, 340], [1.03, 230], [0.98, 120]];

/**
 * Acme Exports' company master, locations and product catalogue (idempotent: rows are found by their
 * code or SKU and never written twice): five suppliers (DEMO_SUPPLIER_CODES), a customer and a
 * consignee; three locations (LOC-BHIWANDI, LOC-PUNE, LOC-ROTTERDAM); 24 products in Electronics,
 * Packaging, Textiles and Machinery parts, each with its supplier and 2–4 prices over the past year
 * (the last one today's).
 */
export async function seedMaster({ db, log }: SeedContext): Promise<void> {
  const acme = await db.one<{ id: string }>("SELECT id FROM companies WHERE name = 'Acme Exports' ORDER BY created_at LIMIT 1");
  if (!acme) return;
  const asha = await db.one<{ id: string }>("SELECT id FROM users WHERE email = 'shipper@portolan.test'");
  const companyId = acme.id;
  const userId = asha?.id ?? null;
  const now = Date.now();
  let added = 0;
  await db.transaction(async (tx) => {
    for (const e of DEMO_ENTRIES) {
      await tx.query(
        `INSERT INTO company_master (company_id, code, name, kind, country, city, address, port, contact_name, contact_email, phone, tax_id, payment_terms, currency, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) ON CONFLICT (company_id, code) DO NOTHING`,
        [companyId, e.code, e.name, e.kind, e.country, e.city, e.address, e.port, e.contactName, e.contactEmail, e.phone, e.taxId, e.paymentTerms, e.currency, userId],
      );
    }
    for (const l of DEMO_LOCATIONS) {
      await tx.query(
        'INSERT INTO company_locations (company_id, code, name, kind, address, city, country, port, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (company_id, code) DO NOTHING',
        [companyId, l.code, l.name, l.kind, l.address, l.city, l.country, l.port, userId],
      );
    }
    const suppliers = new Map((await tx.query<{ id: string; code: string }>('SELECT id, code FROM company_master WHERE company_id = $1', [companyId])).rows.map((s) => [s.code, String(s.id)]));
    for (const [i, [sku, name, category, hsCode, unit, [l, w, h], kg, price, currency, supplier]] of DEMO_PRODUCTS.entries()) {
      const created = new Date(now - (HISTORY[0]![1] + 5) * DAY).toISOString();
      const row = await tx.one<{ id: string }>(
        `INSERT INTO products (company_id, sku, name, category, hs_code, unit, length_cm, width_cm, height_cm, weight_kg, unit_price, currency, supplier_id, created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) ON CONFLICT (company_id, lower(sku)) DO NOTHING RETURNING id`,
        [companyId, sku, name, category, hsCode, unit, l, w, h, kg, price, currency, suppliers.get(supplier) ?? null, userId, created],
      );
      if (!row) continue;
      added++;
      // 2–4 prices: the last 1–3 earlier ones, then today's.
      const earlier = HISTORY.slice(HISTORY.length - (1 + (i % 3)));
      const prices = [
        ...earlier.map(([factor, daysAgo], n) => ({ price: new Big(price).times(factor).toFixed(currencyDigits(currency)), at: new Date(now - daysAgo * DAY), source: n === 0 ? 'MANUAL' : 'UPLOAD' })),
        { price, at: new Date(now - (15 + (i % 20)) * DAY), source: 'UPLOAD' },
      ];
      for (const p of prices) {
        await tx.query(
          'INSERT INTO product_prices (product_id, company_id, unit_price, currency, source, source_reference, effective_at, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
          [row.id, companyId, p.price, currency, p.source, p.source === 'UPLOAD' ? `acme-catalogue-${p.at.toISOString().slice(0, 7)}.xlsx` : null, p.at.toISOString(), userId],
        );
      }
    }
  });
  if (added) log.info({ products: added }, 'orders: demo company master, locations and catalogue seeded');
}
