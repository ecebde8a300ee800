import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import plugin from './index';
import { OfflineGeocoder } from './OfflineGeocoder';

const BASE = '/api/system/lookup';

/** The lookups API on a fresh database with the demo accounts: any signed-in user, no feature. */
describe.each(testDatabases())('lookups API on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  let viewer: string;

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', plugin], dialect, seed: true });
    token = await server.login('shipper@portolan.test', 'portolan-demo');
    const { companyId } = (await server.identity.authenticate(server.db, token))!;
    // A viewer with no feature at all still reads the lookups.
    const user = await server.identity.createUser(server.db, { companyId, email: 'lookup-viewer@acme.test', name: 'Acme viewer', password: { hash: 'x' }, role: 'viewer' });
    viewer = await server.identity.issueToken(server.db, user._id);
  });
  afterAll(async () => server?.close());

  it('lists seaports by code with their time zones, pages by cursor or page, and filters by country and search', async () => {
    const first = await server.get(`${BASE}/ports-list/?limit=2`, token);
    expect(first.status).toBe(200);
    expect(first.body.data.items).toHaveLength(2);
    expect(first.body.data.count).toBeGreaterThanOrEqual(250);
    expect(Object.keys(first.body.data.items[0]).sort()).toEqual(['code', 'country', 'lat', 'lon', 'name', 'region', 'timeZone']);
    const next = await server.get(`${BASE}/ports-list/?limit=2&after=${first.body.data.nextCursor}`, token);
    const page2 = await server.get(`${BASE}/ports-list/?limit=2&page=2`, token);
    expect(next.body.data.items).toEqual(page2.body.data.items);
    expect(next.body.data.items[0].code > first.body.data.items[1].code).toBe(true);

    const indian = await server.get(`${BASE}/ports-list/?country=in&limit=200`, viewer);
    const codes = indian.body.data.items.map((p: { code: string }) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['INNSA', 'INMUN', 'INMAA', 'INCCU', 'INPAV', 'INHZA', 'INKAT', 'INVTZ', 'INCOK', 'INTUT']));
    expect(codes).not.toContain('INTKD'); // an inland depot, not a seaport
    expect(indian.body.data.nextCursor).toBeNull();
    expect(indian.body.data.items.find((p: { code: string }) => p.code === 'INNSA')).toMatchObject({ name: 'Nhava Sheva (JNPT)', country: 'IN', timeZone: 'Asia/Kolkata' });

    expect((await server.get(`${BASE}/ports-list/?search=rotter`, token)).body.data.items.map((p: { code: string }) => p.code)).toEqual(['NLRTM']);
    expect((await server.get(`${BASE}/ports-list/?search=cnsh`, token)).body.data.items.map((p: { code: string }) => p.code)).toEqual(['CNSHA', 'CNSHK']);
    expect((await server.get(`${BASE}/ports-list/?search=g%C3%B6teborg`, token)).body.data.items.map((p: { code: string }) => p.code)).toEqual(['SEGOT']);
    expect((await server.get(`${BASE}/ports-list/?search=nowhere-at-all`, token)).body.data).toEqual({ items: [], count: 0, nextCursor: null });
  });

  it('answers 400 naming a bad or unknown query parameter', async () => {
    const cases: Array<[string, string]> = [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['country=IND', 'country'],
      ['after=12', 'after'],
      ['page=0', 'page'],
      ['after=INNSA&page=2', 'page'],
      ['sort=name', 'sort'],
    ];
    for (const [query, field] of cases) {
      const res = await server.get(`${BASE}/ports-list/?${query}`, token);
      expect(res.status, query).toBe(400);
      expect(res.body.error.field, query).toBe(field);
    }
    expect((await server.get(`${BASE}/container-types-list?x=1`, token)).body.error).toMatchObject({ field: 'x', message: 'Unknown field: x' });
  });

  it('answers one seaport by UN/LOCODE in any case; 404 for an unknown, an inland or a malformed code', async () => {
    const res = await server.get(`${BASE}/ports-by-unloc/deham`, token);
    expect(res.status).toBe(200);
    expect(res.body.data.record).toEqual({ code: 'DEHAM', name: 'Hamburg', country: 'DE', region: 'Europe', lat: 53.54, lon: 9.93, timeZone: 'Europe/Berlin' });
    const unknown = await server.get(`${BASE}/ports-by-unloc/XXABC`, token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No seaport with UN/LOCODE XXABC');
    expect((await server.get(`${BASE}/ports-by-unloc/INTKD`, token)).status).toBe(404);
    const malformed = await server.get(`${BASE}/ports-by-unloc/IN-1`, token);
    expect(malformed.status).toBe(404);
    expect(malformed.body.error.message).toContain('is not a UN/LOCODE');
  });

  it('lists the ISO 6346 container types', async () => {
    const res = await server.get(`${BASE}/container-types-list`, viewer);
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((t: { code: string }) => t.code)).toEqual(['22G1', '42G1', '45G1', 'L5G1', '22R1', '42R1', '45R1', '22U1', '42U1', '22P1', '42P1', '22T1']);
    expect(res.body.data.items[2]).toEqual({ code: '45G1', name: "40' high cube", teu: 2, lengthFt: 40, heightFt: 9.5, reefer: false, group: 'DRY' });
  });

  it('autocompletes places: ports resolve to themselves, inland places to their nearest seaports', async () => {
    const res = await server.get(`${BASE}/places?q=tughlak`, token);
    expect(res.status).toBe(200);
    const [tkd] = res.body.data.items;
    expect(tkd).toMatchObject({ code: 'INTKD', name: 'ICD Tughlakabad', country: 'IN', countryName: 'India', kind: 'PLACE' });
    expect(tkd.nearestPorts).toHaveLength(3);
    expect(tkd.nearestPorts[0].km).toBeGreaterThan(500);
    const port = (await server.get(`${BASE}/places?q=INNSA`, token)).body.data.items[0];
    expect(port).toMatchObject({ code: 'INNSA', kind: 'PORT', nearestPorts: [{ code: 'INNSA', name: 'Nhava Sheva (JNPT)', km: 0 }] });

    const onlyPorts = (await server.get(`${BASE}/places?q=delhi&kind=PORT`, token)).body.data.items;
    expect(onlyPorts).toEqual([]);
    const onlyPlaces = (await server.get(`${BASE}/places?q=delhi&kind=PLACE&limit=2`, token)).body.data.items;
    expect(onlyPlaces).toHaveLength(2);
    expect(onlyPlaces.every((p: { kind: string }) => p.kind === 'PLACE')).toBe(true);
    expect((await server.get(`${BASE}/places?q=s%C3%A3o%20paulo`, token)).body.data.items[0].code).toBe('BRSAO');
  });

  it('answers 400 naming the place parameter that is missing or wrong', async () => {
    const cases: Array<[string, string]> = [
      ['', 'q'],
      ['q=', 'q'],
      ['q=%20-%20', 'q'],
      ['q=ham&limit=51', 'limit'],
      ['q=ham&kind=CITY', 'kind'],
      ['q=ham&country=DE', 'country'],
    ];
    for (const [query, field] of cases) {
      const res = await server.get(`${BASE}/places?${query}`, token);
      expect(res.status, query).toBe(400);
      expect(res.body.error.field, query).toBe(field);
    }
  });

  it('needs a session on every route (401 without one)', async () => {
    for (const path of ['/ports-list/', '/ports-by-unloc/INNSA', '/container-types-list', '/places?q=ham']) {
      const res = await server.get(`${BASE}${path}`);
      expect(res.status, path).toBe(401);
    }
  });

  it('cannot be switched off for a company', async () => {
    const res = await server.post('/api/enterprises/v2/switches', { data: { kind: 'plugin', name: 'lookups', enabled: false } }, token);
    expect(res.status).toBe(400);
    expect((await server.get(`${BASE}/container-types-list`, token)).status).toBe(200);
  });
});

describe('the offline geocoder (GEOCODER service)', () => {
  const geocoder = new OfflineGeocoder();

  it('autocompletes, resolves codes and finds nearest ports behind the Geocoder interface', async () => {
    expect((await geocoder.autocomplete('rotterdam', 3))[0]).toEqual({ code: 'NLRTM', name: 'Rotterdam', country: 'NL', kind: 'PORT', lat: 51.95, lon: 4.05 });
    expect(await geocoder.autocomplete('', 3)).toEqual([]);
    expect(await geocoder.place('usmem')).toMatchObject({ code: 'USMEM', kind: 'PLACE' });
    expect(await geocoder.place('ZZZZZ')).toBeUndefined();
    expect(await geocoder.nearestPorts('DEHAM')).toEqual([{ code: 'DEHAM', name: 'Hamburg', km: 0 }]);
    const munich = await geocoder.nearestPorts('DEMUC', 2);
    expect(munich).toHaveLength(2);
    expect(munich[0].km).toBeLessThan(munich[1].km + 1);
    expect(await geocoder.nearestPorts('ZZZZZ')).toEqual([]);
  });
});
