import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerPlugin } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import plugin, { schedulesConfig } from './index';
import { DIRECT_ROUTE, ERROR_RESPONSE, TRANSSHIPMENT_ROUTE } from './sources/dcsaSamples';
import { testGeocoderPlugin } from './testGeocoder';

const API = '/api/schedules/v2';

/** The plugin as a server with PORTOLAN_DCSA_CS_URL / _CARRIERS set (settings default to the spec's defaults in tests). */
const configured = (url: string) =>
  ({ ...plugin, config: { ...schedulesConfig, dcsaUrl: { ...schedulesConfig.dcsaUrl, default: url }, dcsaCarriers: { ...schedulesConfig.dcsaCarriers, default: 'MAEU,HLCU' } } }) as unknown as ServerPlugin;

/** Sync from a DCSA Commercial Schedules server on 127.0.0.1, through the API. */
describe.each(testDatabases())('schedules sync from a DCSA source on %s', (dialect) => {
  let carrierApi: FastifyInstance;
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    carrierApi = Fastify();
    carrierApi.get('/cs/v1/point-to-point-routes', async (request, reply) => {
      const q = request.query as Record<string, string>;
      reply.header('API-Version', '1.0.3');
      if (q.placeOfDelivery === 'DEHAM') return reply.status(400).send({ ...ERROR_RESPONSE, errors: [{ ...ERROR_RESPONSE.errors[0], errorCodeMessage: 'No service to DEHAM' }] });
      return q.placeOfReceipt === 'CNSHA' ? [TRANSSHIPMENT_ROUTE] : [DIRECT_ROUTE];
    });
    await carrierApi.listen({ host: '127.0.0.1', port: 0 });
    const address = carrierApi.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    server = await createTestServer({ plugins: ['auth', testGeocoderPlugin, configured(`http://127.0.0.1:${port}/cs/v1`)], dialect, seed: true });
    admin = await server.login('shipper@portolan.test', 'portolan-demo');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await carrierApi?.close();
  });

  const sync = (origin: string, destination: string) => server.post(`${API}/sync`, { data: { origin, destination, fromDay: '2026-12-01', toDay: '2026-12-31' } }, admin);

  it('lists the configured source and upserts its routes as DCSA sailings (a second sync updates them)', async () => {
    expect((await server.get(`${API}/sources`, admin)).body.data.items).toEqual([{ name: 'DCSA Commercial Schedules (MAEU, HLCU)', kind: 'DCSA', carriers: ['MAEU', 'HLCU'] }]);
    const first = await sync('INNSA', 'NLRTM');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ sources: [{ name: 'DCSA Commercial Schedules (MAEU, HLCU)', routes: 1 }], imported: 1, updated: 0 });
    expect((await sync('CNSHA', 'NLRTM')).body.data.imported).toBe(1);
    expect((await sync('INNSA', 'NLRTM')).body.data).toMatchObject({ imported: 0, updated: 1 });
    const items = (await server.get(`${API}?filter[source]=DCSA&sort[departsAt]=asc`, admin)).body.data.items;
    expect(items).toMatchObject([
      { carrier: 'MAEU', vessel: 'Maersk Essen', voyage: '649W', origin: 'INNSA', destination: 'NLRTM', via: [], departsAt: '2026-12-04T18:00:00+05:30', cargoCutoffAt: '2026-12-03T06:00:00+05:30', version: 2 },
      { carrier: 'HLCU', vessel: 'Hamburg Express', origin: 'CNSHA', via: ['SGSIN'], arrivesAt: '2027-01-09T14:00:00+01:00' },
    ]);
  });

  it("answers a source's refusal as a 502 with its reason, and writes nothing", async () => {
    const res = await sync('INNSA', 'DEHAM');
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe('DCSA Commercial Schedules (MAEU, HLCU) refused the request (400): placeOfDelivery: No service to DEHAM');
    expect((await server.get(`${API}?filter[source]=DCSA&filter[destination]=DEHAM`, admin)).body.data.count).toBe(0);
  });
});
