import { createTestServer, type Dialect, type TestServer } from '@portolan/sdk/testing/server';
import ordersPlugin from '../index';

export interface OrdersTestServer {
  server: TestServer;
  /** Tokens: Acme's admin (Asha), an Acme viewer, an Acme operator, Bluewave's admin (the other company). */
  tokens: { acme: string; viewer: string; operator: string; bluewave: string };
  acmeId: string;
}

/** The orders API on a fresh database of the dialect with the demo accounts (auth seed), for the orders area's API tests. */
export async function ordersTestServer(dialect: Dialect): Promise<OrdersTestServer> {
  const server = await createTestServer({ plugins: ['auth', 'shipments', ordersPlugin], dialect });
  await server.seed('auth');
  const acme = await server.login('shipper@portolan.test', 'portolan-demo');
  const bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
  const { companyId } = (await server.identity.authenticate(server.db, acme))!;
  const token = async (role: string) => {
    const user = await server.identity.createUser(server.db, { companyId, email: `${role}@orders.test`, name: `Acme ${role}`, password: { hash: 'x' }, role });
    return server.identity.issueToken(server.db, user._id);
  };
  return { server, tokens: { acme, bluewave, viewer: await token('viewer'), operator: await token('operator') }, acmeId: companyId };
}
