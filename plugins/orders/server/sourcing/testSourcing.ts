import { defineServerPlugin, provide, SHIPMENT_RECORDS, SHIPMENT_TRACKING, type Db } from '@portolan/sdk/server';
import { createTestServer, type Dialect, type TestServer } from '@portolan/sdk/testing/server';
import ordersPlugin from '../index';

/** The shipment services the orders plugin requires: these tests never make or track shipments. */
const fakes = defineServerPlugin({
  id: 'orders-sourcing-fakes',
  provides: [
    provide(SHIPMENT_RECORDS, () => ({ create: async () => { throw new Error('not in these tests'); } }) as never),
    provide(SHIPMENT_TRACKING, () => ({}) as never),
  ],
});

export interface SourcingWorld {
  server: TestServer;
  acme: string;
  other: string;
  tokens: Record<'admin' | 'arjun' | 'operator' | 'viewer' | 'other', string>;
  users: Record<'admin' | 'arjun', string>;
  suppliers: Record<'ningbo' | 'brightway' | 'saigon' | 'dormant' | 'customer' | 'othersSupplier', string>;
  locations: Record<'pune' | 'rotterdam' | 'othersLocation', string>;
  products: Record<'box' | 'tape' | 'tee', string>;
}

async function master(db: Db, companyId: string, code: string, name: string, kind = 'SUPPLIER', active = true, port: string | null = 'CNNGB'): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO company_master (company_id, code, name, kind, country, port, contact_email, payment_terms, currency, active) VALUES ($1, $2, $3, $4, 'CN', $5, $6, 'Net 60', 'USD', $7) RETURNING id`,
    [companyId, code, name, kind, port, `${code.toLowerCase()}@suppliers.test`, active],
  );
  return String(row!.id);
}

async function location(db: Db, companyId: string, code: string, name: string, port: string): Promise<string> {
  const row = await db.one<{ id: string }>("INSERT INTO company_locations (company_id, code, name, kind, country, port) VALUES ($1, $2, $3, 'WAREHOUSE', 'IN', $4) RETURNING id", [companyId, code, name, port]);
  return String(row!.id);
}

async function product(db: Db, companyId: string, sku: string, name: string, category: string, price: string, supplierId: string | null): Promise<string> {
  const row = await db.one<{ id: string }>("INSERT INTO products (company_id, sku, name, category, unit, unit_price, currency, supplier_id) VALUES ($1, $2, $3, $4, 'PCS', $5, 'USD', $6) RETURNING id", [
    companyId, sku, name, category, price, supplierId,
  ]);
  return String(row!.id);
}

/**
 * The sourcing tests' world: Acme (admin, Arjun the manager-approver, an operator, a viewer) with three
 * suppliers (and a dormant one, a customer), two locations and three products (two Packaging); another
 * company with its own supplier and location.
 */
export async function sourcingWorld(dialect: Dialect): Promise<SourcingWorld> {
  const server = await createTestServer({ plugins: ['auth', fakes, ordersPlugin], dialect });
  const { db, identity } = server;
  const acme = (await identity.createCompany(db, { name: 'Acme Sourcing Test', kind: 'shipper' }))._id;
  const other = (await identity.createCompany(db, { name: 'Other Buyer Test', kind: 'shipper' }))._id;
  const user = async (companyId: string, key: string, role: string) => {
    const u = await identity.createUser(db, { companyId, email: `${key}@sourcing.test`, name: `${key.charAt(0).toUpperCase()}${key.slice(1)} Tester`, password: { hash: 'x' }, role });
    return { id: u._id, token: await identity.issueToken(db, u._id) };
  };
  const admin = await user(acme, 'admin', 'admin');
  const arjun = await user(acme, 'arjun', 'manager');
  const operator = await user(acme, 'operator', 'operator');
  const viewer = await user(acme, 'viewer', 'viewer');
  const stranger = await user(other, 'other', 'admin');
  const ningbo = await master(db, acme, 'SUP-NINGBO', 'Ningbo Packaging Co');
  const suppliers = {
    ningbo,
    brightway: await master(db, acme, 'SUP-BRIGHTWAY', 'Brightway Industries'),
    saigon: await master(db, acme, 'SUP-SAIGON', 'Saigon Paper Works', 'SUPPLIER', true, 'VNSGN'),
    dormant: await master(db, acme, 'SUP-DORMANT', 'Dormant Supplier', 'SUPPLIER', false),
    customer: await master(db, acme, 'CUS-ROTTERDAM', 'Rotterdam Buyer', 'CUSTOMER'),
    othersSupplier: await master(db, other, 'SUP-OTHER', 'Other Supplier'),
  };
  const locations = {
    pune: await location(db, acme, 'LOC-PUNE', 'Pune factory', 'INNSA'),
    rotterdam: await location(db, acme, 'LOC-ROTTERDAM', 'Rotterdam DC', 'NLRTM'),
    othersLocation: await location(db, other, 'LOC-OTHER', 'Other warehouse', 'INNSA'),
  };
  const products = {
    box: await product(db, acme, 'PK-BOX-01', 'Export carton 60x40x40', 'Packaging', '1.2000', ningbo),
    tape: await product(db, acme, 'PK-TAPE-02', 'Packing tape 48 mm', 'Packaging', '0.4500', ningbo),
    tee: await product(db, acme, 'TX-TEE-01', 'Cotton tee', 'Textiles', '3.1000', null),
  };
  return {
    server, acme, other, suppliers, locations, products,
    tokens: { admin: admin.token, arjun: arjun.token, operator: operator.token, viewer: viewer.token, other: stranger.token },
    users: { admin: admin.id, arjun: arjun.id },
  };
}
