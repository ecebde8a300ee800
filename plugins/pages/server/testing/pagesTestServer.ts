import { createTestServer, type Dialect, type TestServer } from '@portolan/sdk/testing/server';

export interface PagesTestServer {
  server: TestServer;
  /** Acme's admin (shipper@), Bluewave's admin (forwarder@) and the platform admin (admin@). */
  tokens: { acme: string; bluewave: string; platform: string };
  close(): Promise<void>;
}

/** The pages API beside the real auth plugin on a fresh database of `dialect`, with the demo data of both. */
export async function pagesTestServer(dialect: Dialect): Promise<PagesTestServer> {
  const server = await createTestServer({ plugins: ['auth', 'pages'], dialect, seed: true });
  const [acme, bluewave, platform] = await Promise.all(['shipper', 'forwarder', 'admin'].map((who) => server.login(`${who}@portolan.test`, 'portolan-demo')));
  return { server, tokens: { acme, bluewave, platform }, close: () => server.close() };
}
