import { connectCompanies, type ServerPlugin, type ServerPluginContext } from '@portolan/sdk/server';
import { createTestServer, type Dialect, type TestServer } from '@portolan/sdk/testing/server';
import composerPlugin from '../index';

export interface ComposerTestServer {
  server: TestServer;
  /** Bluewave's admin (forwarder@), Acme's admin (shipper@; connected to Bluewave), Acme's viewer (Read only), a stranger company's admin, the platform admin (admin@). */
  tokens: { bluewave: string; acme: string; acmeViewer: string; stranger: string; platform: string };
  bluewaveId: string;
  acmeId: string;
  strangerId: string;
  /** The composer plugin's context on this server. */
  ctx: ServerPluginContext;
}

/**
 * The composer API beside the real auth and documents plugins (and `plugins`, e.g. 'quotes' with its
 * dependencies for previews on real quotes) on a fresh database of `dialect`, with the demo accounts.
 */
export async function composerTestServer(dialect: Dialect, plugins: string[] = []): Promise<ComposerTestServer> {
  let captured: ServerPluginContext | undefined;
  const composer = { ...composerPlugin, routes: (app, context) => ((captured = context), composerPlugin.routes!(app, context as never)) } as ServerPlugin;
  const server = await createTestServer({ plugins: ['auth', 'documents', ...plugins, composer], dialect });
  await server.seed('auth');
  const bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
  const acme = await server.login('shipper@portolan.test', 'portolan-demo');
  const platform = await server.login('admin@portolan.test', 'portolan-demo');
  const bluewaveUser = (await server.identity.authenticate(server.db, bluewave))!;
  const acmeUser = (await server.identity.authenticate(server.db, acme))!;
  const viewer = await server.identity.createUser(server.db, { companyId: acmeUser.companyId, email: 'viewer@composer.test', name: 'Vera Viewer', password: { hash: 'x' }, role: 'viewer' });
  const acmeViewer = await server.identity.issueToken(server.db, viewer._id);
  await connectCompanies(server.db, acmeUser.companyId, bluewaveUser.companyId);
  const strangerCompany = await server.identity.createCompany(server.db, { name: 'Stranger Shipping', kind: 'shipper' });
  const strangerUser = await server.identity.createUser(server.db, { companyId: strangerCompany._id, email: 'stranger@composer.test', name: 'Sam Stranger', password: { hash: 'x' }, role: 'admin' });
  const stranger = await server.identity.issueToken(server.db, strangerUser._id);
  return { server, tokens: { bluewave, acme, acmeViewer, stranger, platform }, bluewaveId: bluewaveUser.companyId, acmeId: acmeUser.companyId, strangerId: strangerCompany._id, ctx: captured! };
}
