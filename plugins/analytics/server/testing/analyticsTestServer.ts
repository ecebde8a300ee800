import type { ServerPlugin, ServerPluginContext } from '@portolan/sdk/server';
import { createTestServer, type Dialect, type TestServer } from '@portolan/sdk/testing/server';
import analyticsPlugin from '../index';

export interface AnalyticsTestServer {
  server: TestServer;
  /** Acme's admin (the shipper), an Acme viewer, Bluewave's admin (the forwarder; the other company). */
  tokens: { acme: string; viewer: string; bluewave: string };
  acmeId: string;
  bluewaveId: string;
  /** The analytics plugin's context on this server (db, services …), for calling its functions directly. */
  ctx: ServerPluginContext;
}

/**
 * The analytics API beside the real auth and shipments plugins on a fresh database of `dialect`, with the
 * demo accounts and no demo shipments (a test inserts what it needs, e.g. with `insertFixtureShipments`).
 */
export async function analyticsTestServer(dialect: Dialect): Promise<AnalyticsTestServer> {
  let captured: ServerPluginContext | undefined;
  const analytics = { ...analyticsPlugin, routes: (app, context) => ((captured = context), analyticsPlugin.routes!(app, context)) } as ServerPlugin;
  const server = await createTestServer({ plugins: ['auth', 'shipments', analytics], dialect });
  await server.seed('auth');
  const acme = await server.login('shipper@portolan.test', 'portolan-demo');
  const bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
  const { companyId: acmeId } = (await server.identity.authenticate(server.db, acme))!;
  const { companyId: bluewaveId } = (await server.identity.authenticate(server.db, bluewave))!;
  const user = await server.identity.createUser(server.db, { companyId: acmeId, email: 'viewer@analytics.test', name: 'Acme viewer', password: { hash: 'x' }, role: 'viewer' });
  const viewer = await server.identity.issueToken(server.db, user._id);
  return { server, tokens: { acme, bluewave, viewer }, acmeId, bluewaveId, ctx: captured! };
}
