import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { DcsaCommercialSchedulesSource, mapPointToPoint } from './DcsaCommercialSchedulesSource';
import { DIRECT_ROUTE, ERROR_RESPONSE, ROUTE_WITHOUT_LEGS, TRANSSHIPMENT_ROUTE } from './dcsaSamples';
import { portIso } from '../portTime';

/** A DCSA Commercial Schedules server on 127.0.0.1 answering the standard's payloads (and some that are not). */
describe('DCSA Commercial Schedules adapter', () => {
  let server: FastifyInstance;
  let base = '';
  const requests: Array<{ query: Record<string, string>; headers: Record<string, unknown> }> = [];

  beforeAll(async () => {
    server = Fastify();
    server.get('/cs/v1/point-to-point-routes', async (request, reply) => {
      const query = request.query as Record<string, string>;
      requests.push({ query, headers: request.headers });
      reply.header('API-Version', '1.0.3');
      if (query.placeOfDelivery === 'XXXXX') return reply.status(400).send(ERROR_RESPONSE);
      if (query.placeOfDelivery === 'BROKE') return reply.header('content-type', 'application/json').send('{"legs": [');
      if (query.placeOfDelivery === 'OBJEC') return { routes: [] };
      if (query.placeOfDelivery === 'V2000') return reply.header('API-Version', '2.0.0').send([]);
      if (query.placeOfReceipt === 'CNSHA' && !query.cursor) return reply.header('Next-Page-Cursor', 'page2').send([TRANSSHIPMENT_ROUTE]);
      if (query.cursor === 'page2') return [ROUTE_WITHOUT_LEGS];
      return [DIRECT_ROUTE];
    });
    await server.listen({ host: '127.0.0.1', port: 0 });
    const address = server.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/cs/v1`;
  });
  afterAll(() => server.close());

  const source = (carriers = ['MAEU', 'HLCU'], token?: string) => new DcsaCommercialSchedulesSource({ url: base, token, carriers });

  it('asks GET /point-to-point-routes with the lane and the departure window, the major API-Version and the token', async () => {
    requests.length = 0;
    await source(['MAEU'], 'secret-token').fetchRoutes({ origin: 'INNSA', destination: 'NLRTM', fromDay: '2026-12-01', toDay: '2026-12-31' });
    expect(requests[0].query).toEqual({ placeOfReceipt: 'INNSA', placeOfDelivery: 'NLRTM', departureStartDate: '2026-12-01', departureEndDate: '2026-12-31' });
    expect(requests[0].headers['api-version']).toBe('1');
    expect(requests[0].headers.authorization).toBe('Bearer secret-token');
  });

  it('maps a direct route: the vessel leg is the sailing, the truck leg and the ECP cut-off are not', async () => {
    const { sailings, skipped } = await source().fetchRoutes({ origin: 'INNSA', destination: 'NLRTM', fromDay: '2026-12-01', toDay: '2026-12-31' });
    expect(skipped).toEqual([]);
    expect(sailings).toHaveLength(1);
    const s = sailings[0];
    expect(s).toMatchObject({ carrier: 'MAEU', service: 'ME11', vessel: 'Maersk Essen', imo: '9321483', voyage: '649W', origin: 'INNSA', destination: 'NLRTM', via: [], transitDays: 23, source: 'DCSA', originOffset: 330, destinationOffset: 60 });
    expect(portIso(s.departsAt, s.originOffset)).toBe('2026-12-04T18:00:00+05:30');
    expect(portIso(s.arrivesAt, s.destinationOffset)).toBe('2026-12-27T06:00:00+01:00');
    expect(portIso(s.docCutoffAt!, s.originOffset)).toBe('2026-12-01T12:00:00+05:30');
    expect(portIso(s.vgmCutoffAt!, s.originOffset)).toBe('2026-12-02T12:00:00+05:30');
    expect(portIso(s.cargoCutoffAt!, s.originOffset)).toBe('2026-12-03T06:00:00+05:30');
  });

  it('maps a transshipment route: the hand-over port is the via, the first leg names vessel and voyage, its port cut-off is the cargo cut-off; follows Next-Page-Cursor and skips a route without legs', async () => {
    const { sailings, skipped } = await source().fetchRoutes({ origin: 'CNSHA', destination: 'NLRTM', fromDay: '2026-12-01', toDay: '2026-12-31' });
    expect(sailings).toHaveLength(1);
    expect(sailings[0]).toMatchObject({ carrier: 'HLCU', service: 'Far East Loop 3', vessel: 'Hamburg Express', voyage: '052W', origin: 'CNSHA', destination: 'NLRTM', via: ['SGSIN'], transitDays: 35 });
    expect(portIso(sailings[0].cargoCutoffAt!, 480)).toBe('2026-12-04T12:00:00+08:00');
    expect(sailings[0].vgmCutoffAt).toBeNull();
    expect(skipped).toEqual([{ index: 1, reason: 'the route has no legs' }]);
  });

  it('drops a route of a carrier the source does not publish for', () => {
    expect(mapPointToPoint(DIRECT_ROUTE, ['HLCU']).reason).toBe('carrier MAEU is not one this source publishes for (HLCU)');
  });

  it('says clearly why a failed answer could not be used', async () => {
    const ask = (destination: string) => source().fetchRoutes({ origin: 'INNSA', destination, fromDay: '2026-12-01', toDay: '2026-12-31' });
    await expect(ask('XXXXX')).rejects.toThrow('DCSA Commercial Schedules (MAEU, HLCU) refused the request (400): placeOfDelivery: PlaceOfDelivery does not exist');
    await expect(ask('BROKE')).rejects.toThrow('answered 200 with a body that is not JSON');
    await expect(ask('OBJEC')).rejects.toThrow('answered something other than a list of point-to-point routes');
    await expect(ask('V2000')).rejects.toThrow('answered API-Version 2.0.0; this adapter reads version 1.x');
    await expect(new DcsaCommercialSchedulesSource({ url: 'http://127.0.0.1:9/cs/v1', carriers: [], timeoutMs: 2000 }).fetchRoutes({ origin: 'INNSA', destination: 'NLRTM', fromDay: '2026-12-01', toDay: '2026-12-31' })).rejects.toThrow(
      'DCSA Commercial Schedules could not be reached at http://127.0.0.1:9',
    );
  });
});
