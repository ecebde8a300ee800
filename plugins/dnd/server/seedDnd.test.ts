import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@portolan/sdk/shared';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { portLocalDay } from '../shared/freeTime';
import { DND_API, type ContainerClock } from '../shared/types';
import dndPlugin from './index';

describe.each(testDatabases())('seedDnd on %s', (dialect) => {
  let server: TestServer;
  let acme: string;
  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments', dndPlugin], dialect });
    await server.seed('auth');
    await server.seed('dnd');
    acme = await server.login('shipper@portolan.test', 'portolan-demo');
  }, 180_000);
  afterAll(async () => server?.close());

  it('seeds tariffs for six carriers at eight ports and Acme containers past, on and before their last free day', async () => {
    const { companyId } = (await server.identity.authenticate(server.db, acme))!;
    // 6 carriers × 8 ports × 3 boxes × (import and export demurrage and detention, but one combined import tariff at Los Angeles).
    const tariffs = await server.db.one('SELECT count(*)::int AS n, count(DISTINCT carrier)::int AS carriers, count(DISTINCT port)::int AS ports, count(DISTINCT currency)::int AS currencies FROM dnd_tariffs WHERE company_id = $1', [companyId]);
    expect(tariffs).toEqual({ n: 558, carriers: 6, ports: 8, currencies: 3 });
    expect((await server.get(`${DND_API.rates}?filter[port]=USLAX&filter[chargeType]=COMBINED&filter[carrier]=MAEU`, acme)).body.data.count).toBe(3);

    const today = portLocalDay(new Date(), 'Europe/Amsterdam');
    const clocks = (await server.get(`${DND_API.containers}?search=DND-DEMO&filter[direction]=IMPORT&filter[chargeType]=DEMURRAGE&sort[lastFreeDay]=asc`, acme)).body.data.items as ContainerClock[];
    expect(clocks.map((c) => [c.shipmentReference, c.state, c.lastFreeDay])).toEqual([
      ['DND-DEMO-PAST', 'OVER', addDays(today, -3)],
      ['DND-DEMO-TODAY', 'AT_RISK', today],
      ['DND-DEMO-SOON', 'AT_RISK', addDays(today, 2)],
    ]);
    expect(clocks[0].costToDate).toMatchObject({ currency: 'EUR' });
    expect(Number(clocks[0].costToDate!.amount)).toBeGreaterThan(0);
    expect(clocks[2].overrideId).not.toBeNull();
    const overrides = await server.get(DND_API.overrides, acme);
    expect(overrides.body.data.items.map((o: { scope: string }) => o.scope).sort()).toEqual(['CONTRACT', 'SHIPMENT']);
    // The first alert round ran: the demo containers past, on and before their last free day are announced.
    const alerts = (await server.get(DND_API.alerts, acme)).body.data.items as Array<{ shipmentReference: string; kind: string }>;
    const demo = alerts.filter((a) => a.shipmentReference.startsWith('DND-DEMO-')).map((a) => `${a.shipmentReference} ${a.kind}`);
    expect(demo).toEqual(expect.arrayContaining(['DND-DEMO-PAST OVER', 'DND-DEMO-TODAY LAST_FREE_DAY', 'DND-DEMO-SOON AT_RISK']));
  });

  it('is idempotent', async () => {
    const count = async () => (await server.db.one<{ t: number; o: number; c: number }>('SELECT (SELECT count(*) FROM dnd_tariffs)::int AS t, (SELECT count(*) FROM dnd_overrides)::int AS o, (SELECT count(*) FROM dnd_clocks)::int AS c'))!;
    const before = await count();
    await server.seed('dnd');
    expect(await count()).toEqual(before);
  });
});
