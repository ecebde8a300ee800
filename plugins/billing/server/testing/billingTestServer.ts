import { connectCompanies, type ServerPlugin, type ServerPluginContext } from '@portolan/sdk/server';
import { createTestServer, type Dialect, type TestServer } from '@portolan/sdk/testing/server';
import billingPlugin from '../index';

export interface BillingTestServer {
  server: TestServer;
  /**
   * Bluewave's admin (forwarder@, the issuer in most tests), Acme's admin (shipper@, the billed
   * customer; connected to Bluewave), Acme's viewer (Read only), a user of a company connected to
   * neither, and the platform admin (admin@).
   */
  tokens: { bluewave: string; acme: string; acmeViewer: string; stranger: string; platform: string };
  users: { bluewave: string; acme: string; acmeViewer: string; stranger: string; platform: string };
  bluewaveId: string;
  acmeId: string;
  strangerId: string;
  platformCompanyId: string;
  /** The billing plugin's context on this server (db, services, scheduler, live …). */
  ctx: ServerPluginContext;
}

/**
 * The billing API beside the real auth, documents, shipments, lookups, schedules, rates, quotes and messaging plugins on a fresh
 * database of `dialect`, with the demo accounts (Acme and Bluewave connected), billing profiles for
 * Bluewave (Maharashtra, GSTIN 27AABCB1234F1Z5) and Acme (Karnataka, GSTIN 29AAACA5678K1Z2) and a
 * stranger company. `plugins` adds more (e.g. 'bookings', 'compliance', 'trackings').
 */
export async function billingTestServer(dialect: Dialect, plugins: string[] = []): Promise<BillingTestServer> {
  let captured: ServerPluginContext | undefined;
  const billing = { ...billingPlugin, routes: (app, context) => ((captured = context), billingPlugin.routes!(app, context as never)) } as ServerPlugin;
  const server = await createTestServer({ plugins: ['auth', 'documents', 'shipments', 'lookups', 'schedules', 'rates', 'quotes', 'messaging', ...plugins, billing], dialect });
  await server.seed('auth');
  const bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
  const acme = await server.login('shipper@portolan.test', 'portolan-demo');
  const platform = await server.login('admin@portolan.test', 'portolan-demo');
  const bluewaveUser = (await server.identity.authenticate(server.db, bluewave))!;
  const acmeUser = (await server.identity.authenticate(server.db, acme))!;
  const platformUser = (await server.identity.authenticate(server.db, platform))!;
  const viewer = await server.identity.createUser(server.db, { companyId: acmeUser.companyId, email: 'viewer@billing.test', name: 'Vera Viewer', password: { hash: 'x' }, role: 'viewer' });
  const acmeViewer = await server.identity.issueToken(server.db, viewer._id);
  await connectCompanies(server.db, acmeUser.companyId, bluewaveUser.companyId);
  const strangerCompany = await server.identity.createCompany(server.db, { name: 'Stranger Shipping', kind: 'shipper' });
  const strangerUser = await server.identity.createUser(server.db, { companyId: strangerCompany._id, email: 'stranger@billing.test', name: 'Sam Stranger', password: { hash: 'x' }, role: 'admin' });
  const stranger = await server.identity.issueToken(server.db, strangerUser._id);
  await server.db.query(
    `INSERT INTO billing_profiles (company_id, legal_name, address, country, state_code, gstin, pan, base_currency, payment_terms_days, invoice_prefix, default_tds_rate)
     VALUES ($1, 'Bluewave Logistics Pvt Ltd', 'Nhava Sheva, Navi Mumbai 400707', 'IN', '27', '27AABCB1234F1Z5', 'AABCB1234F', 'INR', 30, 'BWL', 0),
            ($2, 'Acme Exports Pvt Ltd', 'Whitefield, Bengaluru 560066', 'IN', '29', '29AAACA5678K1Z2', 'AAACA5678K', 'INR', 30, 'ACME', 2)`,
    [bluewaveUser.companyId, acmeUser.companyId],
  );
  return {
    server,
    tokens: { bluewave, acme, acmeViewer, stranger, platform },
    users: { bluewave: bluewaveUser.id, acme: acmeUser.id, acmeViewer: viewer._id, stranger: strangerUser._id, platform: platformUser.id },
    bluewaveId: bluewaveUser.companyId,
    acmeId: acmeUser.companyId,
    strangerId: strangerCompany._id,
    platformCompanyId: platformUser.companyId,
    ctx: captured!,
  };
}
