import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import quotes from '../index';
import { QUOTES_API } from '../../shared/types';

const API = QUOTES_API.enquiries;
const TERMS = QUOTES_API.termAndConditions;
const SUMMARY = QUOTES_API.summary;

/** The summary figures on known data, and the terms sets, for two fresh forwarders (no demo data). */
describe.each(testDatabases())('enquiry summary and terms sets on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let viewer: string;
  let other: string;
  let companyId: string;

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments', 'schedules', 'lookups', 'rates', quotes], dialect });
    const company = await server.identity.createCompany(server.db, { name: 'Summit Freight', kind: 'forwarder' });
    companyId = company._id;
    const user = async (company: string, email: string, role: string) => server.identity.issueToken(server.db, (await server.identity.createUser(server.db, { companyId: company, email, name: email, password: { hash: 'x' }, role }))._id);
    admin = await user(companyId, 'admin@summit.test', 'admin');
    viewer = await user(companyId, 'viewer@summit.test', 'viewer');
    other = await user((await server.identity.createCompany(server.db, { name: 'Other Freight', kind: 'forwarder' }))._id, 'admin@other.test', 'admin');
  }, 120_000);
  afterAll(async () => server?.close());

  /** An enquiry received at `at`, in `status`, quoted `hours` later (or never). */
  async function enquiry(at: string, status: string, hours: number | null): Promise<string> {
    const res = await server.post(API, { data: { customerName: 'Known Co', origin: 'INNSA', destination: 'DEHAM', mode: 'FCL', containers: [{ type: '22G1', count: 1 }], cargo: { commodity: 'Tea' }, cargoReadyOn: '2026-01-01' } }, admin);
    const id = res.body.data.id as string;
    await server.db.query(`UPDATE enquiries SET created_at = $2::timestamptz, status = $3, first_quoted_at = CASE WHEN $4::int IS NULL THEN NULL ELSE $2::timestamptz + ($4::int * interval '1 hour') END WHERE id = $1`, [id, at, status, hours]);
    return id;
  }

  let n = 0;
  /** A quote of the enquiry with its options' totals; `accepted` names the accepted option's index. */
  async function quote(enquiryId: string, currency: string, totals: string[], publishedAt: string | null, accepted?: { index: number; at: string }): Promise<void> {
    const cheapest = [...totals].sort((a, b) => Number(a) - Number(b))[0];
    const q = await server.db.one<{ id: string }>(
      `INSERT INTO quotes (company_id, enquiry_id, reference, currency, valid_until, exchange, sell_from, published_at, status) VALUES ($1, $2, $3, $4, '2026-12-31', '{}', $5, $6, $7) RETURNING id`,
      [companyId, enquiryId, `Q-T-${++n}`, currency, cheapest, publishedAt, publishedAt ? 'PUBLISHED' : 'DRAFT'],
    );
    const ids: string[] = [];
    for (const [i, total] of totals.entries()) {
      const o = await server.db.one<{ id: string }>(
        "INSERT INTO quote_options (company_id, quote_id, position, title, carrier, origin, destination, sell_total) VALUES ($1, $2, $3, 'Option', 'MAEU', 'INNSA', 'DEHAM', $4) RETURNING id",
        [companyId, q!.id, i, total],
      );
      ids.push(o!.id);
    }
    if (accepted) await server.db.query("UPDATE quotes SET status = 'ACCEPTED', accepted_option_id = $2, accepted_at = $3 WHERE id = $1", [q!.id, ids[accepted.index], accepted.at]);
  }

  it('answers exact figures on known data, converting other currencies with the company exchange table', async () => {
    const rates = await server.post('/api/enquiries/exchange-rate', { data: { base: 'USD', rates: { EUR: '0.8', INR: '80' }, rateDate: '2026-01-01', source: 'Test table' } }, admin);
    expect(rates.status).toBe(200);
    const e1 = await enquiry('2026-01-10T08:00:00Z', 'WON', 10);
    const e2 = await enquiry('2026-01-20T08:00:00Z', 'LOST', 20);
    const e3 = await enquiry('2026-02-05T08:00:00Z', 'QUOTED', 4);
    const e4 = await enquiry('2026-02-15T08:00:00Z', 'RECEIVED', null);
    const e5 = await enquiry('2026-03-01T08:00:00Z', 'WON', 6);
    const e6 = await enquiry('2026-04-02T08:00:00Z', 'WON', 100);
    await quote(e1, 'USD', ['1000.50', '1200.00'], '2026-01-11T10:00:00Z', { index: 0, at: '2026-01-12T10:00:00Z' });
    await quote(e2, 'EUR', ['800.00'], '2026-01-21T10:00:00Z');
    await quote(e3, 'USD', ['2500.25'], '2026-02-05T12:00:00Z');
    await quote(e4, 'USD', ['99.00'], null);
    await quote(e5, 'EUR', ['400.10', '420.00'], '2026-03-01T14:00:00Z', { index: 1, at: '2026-03-02T09:00:00Z' });
    await quote(e6, 'USD', ['5000.00'], '2026-04-03T10:00:00Z', { index: 0, at: '2026-04-04T10:00:00Z' });

    const res = await server.get(`${SUMMARY}?from=2026-01-01&to=2026-03-31`, viewer);
    expect(res.status).toBe(200);
    expect(res.body.data.record).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      currency: 'USD',
      enquiries: 5,
      quotesSent: 4,
      won: 2,
      lost: 1,
      winRate: 2 / 3,
      averageResponseHours: 10,
      // 1000.50 + 800 EUR (1000.00) + 2500.25 + 400.10 EUR (500.125) = 5000.875
      revenueQuoted: '5000.88',
      // 1000.50 + 420.00 EUR (525.00)
      revenueWon: '1525.50',
      byStatus: { RECEIVED: 1, QUOTING: 0, QUOTED: 1, WON: 2, LOST: 1, EXPIRED: 0 },
      byMonth: [
        { month: '2026-01', received: 2, quoted: 2, won: 1, lost: 1, revenueQuoted: '2000.50', revenueWon: '1000.50' },
        { month: '2026-02', received: 2, quoted: 1, won: 0, lost: 0, revenueQuoted: '2500.25', revenueWon: '0.00' },
        { month: '2026-03', received: 1, quoted: 1, won: 1, lost: 0, revenueQuoted: '500.13', revenueWon: '525.00' },
      ],
    });
    const eur = (await server.get(`${SUMMARY}?from=2026-01-01&to=2026-03-31&currency=EUR`, viewer)).body.data.record;
    // 800.40 + 800.00 + 2000.20 + 400.10; won 800.40 + 420.00
    expect([eur.revenueQuoted, eur.revenueWon]).toEqual(['4000.70', '1220.40']);
    const none = (await server.get(`${SUMMARY}?from=2026-01-01&to=2026-03-31`, other)).body.data.record;
    expect(none).toMatchObject({ enquiries: 0, quotesSent: 0, winRate: null, averageResponseHours: null, revenueQuoted: '0.00' });
    const defaults = (await server.get(SUMMARY, viewer)).body.data.record;
    expect(defaults.byMonth).toHaveLength(12);
    expect(defaults.currency).toBe('USD');
  });

  it('refuses a bad range or currency with a 400 naming it', async () => {
    expect((await server.get(`${SUMMARY}?from=2026-02-01&to=2026-01-01`, admin)).body.error.field).toBe('from');
    expect((await server.get(`${SUMMARY}?from=2026-02-30x`, admin)).body.error.field).toBe('from');
    expect((await server.get(`${SUMMARY}?currency=ABC`, admin)).body.error.field).toBe('currency');
  });

  it('keeps one default terms set per company, with versions, and only for its owner', async () => {
    const a = await server.post(TERMS, { data: { name: 'Standard', body: 'Rates subject to space.', isDefault: true } }, admin);
    expect(a.status).toBe(201);
    expect(a.body.data.record).toMatchObject({ name: 'Standard', isDefault: true, version: 1 });
    const b = await server.post(TERMS, { data: { name: 'Reefer', body: 'Set points in writing.', isDefault: true } }, admin);
    const list = (await server.get(TERMS, viewer)).body.data.items as Array<{ name: string; isDefault: boolean; version: number }>;
    expect(list.map((t) => [t.name, t.isDefault, t.version])).toEqual([
      ['Reefer', true, 1],
      ['Standard', false, 2],
    ]);
    const aId = a.body.data.id;
    const stale = await server.post(`${TERMS}/${aId}/`, { data: { isDefault: true, version: 1 } }, admin);
    expect(stale.status).toBe(409);
    expect(stale.body.error.field).toBe('data.version');
    const back = await server.post(`${TERMS}/${aId}/`, { data: { isDefault: true, body: 'Rates subject to space and equipment.', version: 2 } }, admin);
    expect(back.body.data.record).toMatchObject({ isDefault: true, body: 'Rates subject to space and equipment.', version: 3 });
    expect((await server.get(`${TERMS}/${b.body.data.id}`, admin)).body.data.record.isDefault).toBe(false);
    expect((await server.post(TERMS, { data: { name: ' ', body: 'x' } }, admin)).body.error.field).toBe('data.name');
    expect((await server.post(TERMS, { data: { name: 'x' } }, admin)).body.error.field).toBe('data.body');
    expect((await server.post(TERMS, { data: { name: 'x', body: 'y' } }, viewer)).status).toBe(403);
    expect((await server.get(`${TERMS}/${aId}`, other)).status).toBe(404);
    expect((await server.post(`${TERMS}/${aId}/`, { data: { name: 'Mine', version: 3 } }, other)).status).toBe(404);
    expect((await server.request({ method: 'DELETE', url: `${TERMS}/${aId}`, token: other })).status).toBe(404);
    expect((await server.request({ method: 'DELETE', url: `${TERMS}/${aId}`, token: viewer })).status).toBe(403);
    expect((await server.request({ method: 'DELETE', url: `${TERMS}/${aId}`, token: admin })).status).toBe(200);
    expect(((await server.get(TERMS, admin)).body.data.items as unknown[]).length).toBe(1);
  });
});
