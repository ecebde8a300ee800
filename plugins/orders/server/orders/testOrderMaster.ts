import type { Db } from '@portolan/sdk/server';

/** The demo suppliers (code, name, country, port) the seeds and tests share with seedMaster. */
export const TEST_SUPPLIERS: ReadonlyArray<[string, string, string, string]> = [
  ['SUP-BRIGHTWAY', 'Shenzhen Brightway Electronics', 'CN', 'CNYTN'],
  ['SUP-NINGBO', 'Ningbo Harbour Packaging', 'CN', 'CNNGB'],
  ['SUP-SAIGON', 'Saigon Garment Works', 'VN', 'VNCMP'],
  ['SUP-TIRUPUR', 'Tirupur Knit Exports', 'IN', 'INMAA'],
  ['SUP-BUSAN', 'Busan Precision Machinery', 'KR', 'KRPUS'],
];
const CATEGORIES: Record<string, string> = { 'SUP-BRIGHTWAY': 'Electronics', 'SUP-NINGBO': 'Packaging', 'SUP-SAIGON': 'Textiles', 'SUP-TIRUPUR': 'Textiles', 'SUP-BUSAN': 'Machinery parts' };

/**
 * Test master data for a company (what seedMaster gives Acme, where it has not yet): the five suppliers
 * with a contact email, the three locations and three products per supplier. Idempotent; answers the ids
 * by code (suppliers, locations) and SKU (products).
 */
export async function testOrderMaster(db: Db, companyId: string): Promise<Record<string, string>> {
  for (const [code, name, country, port] of TEST_SUPPLIERS) {
    await db.query(
      `INSERT INTO company_master (company_id, code, name, kind, country, port, contact_name, contact_email, currency, payment_terms)
       VALUES ($1, $2, $3, 'SUPPLIER', $4, $5, 'Sales desk', $6, 'USD', 'Net 60') ON CONFLICT (company_id, code) DO NOTHING`,
      [companyId, code, name, country, port, `${code.toLowerCase()}@suppliers.test`],
    );
  }
  for (const [code, name, kind, city, country, port] of [
    ['LOC-BHIWANDI', 'Bhiwandi warehouse', 'WAREHOUSE', 'Bhiwandi', 'IN', 'INNSA'],
    ['LOC-PUNE', 'Pune factory', 'FACTORY', 'Pune', 'IN', 'INNSA'],
    ['LOC-ROTTERDAM', 'Rotterdam DC', 'DISTRIBUTION_CENTRE', 'Rotterdam', 'NL', 'NLRTM'],
  ]) {
    await db.query(
      'INSERT INTO company_locations (company_id, code, name, kind, city, country, port) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (company_id, code) DO NOTHING',
      [companyId, code, name, kind, city, country, port],
    );
  }
  const suppliers = await db.query<{ id: string; code: string }>("SELECT id, code FROM company_master WHERE company_id = $1 AND kind = 'SUPPLIER'", [companyId]);
  for (const s of suppliers.rows) {
    const category = CATEGORIES[s.code];
    if (!category) continue;
    for (let n = 1; n <= 3; n++) {
      await db.query(
        `INSERT INTO products (company_id, sku, name, category, hs_code, unit, unit_price, currency, supplier_id) VALUES ($1, $2, $3, $4, '854231', 'PCS', $5, 'USD', $6)
         ON CONFLICT (company_id, lower(sku)) DO NOTHING`,
        [companyId, `${s.code.slice(4, 8)}-${n}`, `${category} item ${n} of ${s.code}`, category, `${n * 2}.50`, s.id],
      );
    }
  }
  const ids: Record<string, string> = {};
  for (const r of suppliers.rows) ids[r.code] = String(r.id);
  for (const r of (await db.query<{ id: string; code: string }>('SELECT id, code FROM company_locations WHERE company_id = $1', [companyId])).rows) ids[r.code] = String(r.id);
  for (const r of (await db.query<{ id: string; sku: string }>('SELECT id, sku FROM products WHERE company_id = $1', [companyId])).rows) ids[r.sku] = String(r.id);
  return ids;
}
