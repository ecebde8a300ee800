import { connectCompanies, type ServerPlugin, type ServerPluginContext } from '@portolan/sdk/server';
import { createTestServer, type Dialect, type TestServer } from '@portolan/sdk/testing/server';
import messagingPlugin from '../index';

export interface MessagingTestServer {
  server: TestServer;
  /** Acme's admin (shipper@), a second Acme user (operator), Bluewave's admin (forwarder@; connected to Acme), a user of a company not connected to either. */
  tokens: { acme: string; acme2: string; bluewave: string; stranger: string };
  users: { acme: string; acme2: string; bluewave: string; stranger: string };
  acmeId: string;
  bluewaveId: string;
  strangerId: string;
  /** The messaging plugin's context on this server (db, live, scheduler, services …). */
  ctx: ServerPluginContext;
}

/**
 * The messaging API beside the real auth, documents and shipments plugins on a fresh database of
 * `dialect`, with the demo accounts (Acme and Bluewave connected) and a stranger company. `plugins`
 * adds more (e.g. 'quotes').
 */
export async function messagingTestServer(dialect: Dialect, plugins: string[] = []): Promise<MessagingTestServer> {
  let captured: ServerPluginContext | undefined;
  const messaging = { ...messagingPlugin, routes: (app, context) => ((captured = context), messagingPlugin.routes!(app, context)) } as ServerPlugin;
  const server = await createTestServer({ plugins: ['auth', 'documents', 'shipments', ...plugins, messaging], dialect });
  await server.seed('auth');
  const acme = await server.login('shipper@portolan.test', 'portolan-demo');
  const bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
  const acmeUser = (await server.identity.authenticate(server.db, acme))!;
  const bluewaveUser = (await server.identity.authenticate(server.db, bluewave))!;
  const second = await server.identity.createUser(server.db, { companyId: acmeUser.companyId, email: 'second@messaging.test', name: 'Asha Second', password: { hash: 'x' }, role: 'operator' });
  const acme2 = await server.identity.issueToken(server.db, second._id);
  await connectCompanies(server.db, acmeUser.companyId, bluewaveUser.companyId);
  const strangerCompany = await server.identity.createCompany(server.db, { name: 'Stranger Shipping', kind: 'shipper' });
  const strangerUser = await server.identity.createUser(server.db, { companyId: strangerCompany._id, email: 'stranger@messaging.test', name: 'Sam Stranger', password: { hash: 'x' }, role: 'admin' });
  const stranger = await server.identity.issueToken(server.db, strangerUser._id);
  return {
    server,
    tokens: { acme, acme2, bluewave, stranger },
    users: { acme: acmeUser.id, acme2: second._id, bluewave: bluewaveUser.id, stranger: strangerUser._id },
    acmeId: acmeUser.companyId,
    bluewaveId: bluewaveUser.companyId,
    strangerId: strangerCompany._id,
    ctx: captured!,
  };
}
