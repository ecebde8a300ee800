import type { ServerPlugin, ServerPluginContext } from '@portolan/sdk/server';
import { createTestServer, type Dialect, type TestServer } from '@portolan/sdk/testing/server';
import compliancePlugin from '../index';

export interface ComplianceTestServer {
  server: TestServer;
  /**
   * Acme's admin (the exporter), an Acme viewer and operator, Bluewave's admin (the forwarder that files
   * EGMs; the other company for tenancy checks) and the platform admin (admin@portolan.test: KYC reviews).
   */
  tokens: { acme: string; viewer: string; operator: string; bluewave: string; platform: string };
  acmeId: string;
  bluewaveId: string;
  /** The compliance plugin's context on this server (db, services, settings …), for calling its functions directly. */
  ctx: ServerPluginContext;
}

/**
 * The compliance API beside the real auth and shipments plugins on a fresh database of `dialect`, with the
 * demo accounts (no demo records: a test creates what it needs, e.g. shipments through POST /api/shipments/v2).
 */
export async function complianceTestServer(dialect: Dialect): Promise<ComplianceTestServer> {
  let captured: ServerPluginContext<typeof compliancePlugin.config & object> | undefined;
  const compliance = { ...compliancePlugin, routes: (app, context) => ((captured = context), compliancePlugin.routes!(app, context)) } as ServerPlugin<typeof compliancePlugin.config & object>;
  const server = await createTestServer({ plugins: ['auth', 'shipments', compliance], dialect });
  await server.seed('auth');
  const acme = await server.login('shipper@portolan.test', 'portolan-demo');
  const bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
  const platform = await server.login('admin@portolan.test', 'portolan-demo');
  const { companyId: acmeId } = (await server.identity.authenticate(server.db, acme))!;
  const { companyId: bluewaveId } = (await server.identity.authenticate(server.db, bluewave))!;
  const token = async (role: string) => {
    const user = await server.identity.createUser(server.db, { companyId: acmeId, email: `${role}@compliance.test`, name: `Acme ${role}`, password: { hash: 'x' }, role });
    return server.identity.issueToken(server.db, user._id);
  };
  return {
    server,
    tokens: { acme, bluewave, platform, viewer: await token('viewer'), operator: await token('operator') },
    acmeId,
    bluewaveId,
    ctx: captured!,
  };
}
