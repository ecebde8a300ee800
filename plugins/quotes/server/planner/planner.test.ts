import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Big from 'big.js';
import { companyNetwork, defineServerPlugin, GEOCODER, provide, SCHEDULE_SAILINGS, SHIPMENT_VOLUMES, type Geocoder, type ScheduleSailings, type ShipmentVolumes } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import quotes from '../index';
import { QUOTES_API } from '../../shared/types';
import { seedPlanner } from './seedPlanner';

/** The services the rates plugin requires, as fixed fakes: ports are themselves; every lane sails weekly. */
const geocoder: Geocoder = { autocomplete: async () => [], place: async () => undefined, nearestPorts: async (code) => [{ code, name: code, km: 0 }] };
const sailings: ScheduleSailings = {
  nextSailings: async (_company, q) =>
    (q.carriers ?? []).map((carrier) => ({
      scheduleId: `${carrier}-1`, carrier, service: 'AE1', vessel: `${carrier} VESSEL`, voyage: '01W', origin: q.origin, destination: q.destination, via: [],
      departsAt: `${q.fromDay}T10:00:00.000Z`, arrivesAt: `${q.fromDay}T10:00:00.000Z`, transitDays: 20,
    })),
};
const volumes: ShipmentVolumes = { teuByContract: async () => new Map(), sharedWith: async () => ({ count: 0, items: [] }) };
const fakes = defineServerPlugin({ id: 'planner-fakes', provides: [provide(GEOCODER, () => geocoder), provide(SCHEDULE_SAILINGS, () => sailings), provide(SHIPMENT_VOLUMES, () => volumes)] });
/** The quotes plugin with only this part's demo data (the other parts seed themselves in their tests). */
const plugin = { ...quotes, seed: seedPlanner };

const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const LANE = { origin: 'INNSA', destination: 'NLRTM', mode: 'FCL', containers: [{ type: '22G1', count: 1 }], readyOn: today };

describe.each(testDatabases())('planner API on %s', (dialect) => {
  let server: TestServer;
  let acme: string;
  let bluewave: string;
  let acmeId: string;
  let bluewaveId: string;

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', fakes, 'rates', plugin], dialect, seed: true });
    acme = await server.login('shipper@portolan.test', 'portolan-demo');
    bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
    acmeId = (await server.identity.authenticate(server.db, acme))!.companyId;
    bluewaveId = (await server.identity.authenticate(server.db, bluewave))!.companyId;
  }, 180_000);
  afterAll(async () => server?.close());

  const count = async (table: string) => Number((await server.db.one<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))!.n);
  const counts = async () => Promise.all(['quote_leads', 'enquiries', 'auth_outbox', 'companies', 'users', 'customers'].map(count));
  const mailTo = async (to: string) => (await server.db.query<{ subject: string; body: string }>('SELECT subject, body FROM auth_outbox WHERE "to" = $1 ORDER BY created_at, id', [to])).rows;
  const price = (key: string, data: Record<string, unknown>) => server.post(`${QUOTES_API.webforms}/${key}/price`, { data });

  describe('partner pages', () => {
    it('answers a page branding publicly, 404 for an unknown or inactive key', async () => {
      const res = await server.get(`${QUOTES_API.partners}/icici`);
      expect(res.status).toBe(200);
      expect(res.body.data.record).toEqual({ key: 'icici', name: 'ICICI Bank Trade', tagline: expect.any(String), logoText: 'ICICI Bank', colors: { primary: '#ae282e', accent: '#f37e20', text: '#ffffff' }, active: true });
      expect(res.text).not.toMatch(UUID);
      expect((await server.get(`${QUOTES_API.partners}/nope`)).status).toBe(404);

      const mine = await server.get(QUOTES_API.partners, bluewave);
      expect(mine.body.data.items.map((p: { key: string }) => p.key)).toEqual(['axis', 'fedex', 'get-quote', 'hdfc', 'icici', 'm-junction', 'yes-connect']);
      const axis = mine.body.data.items.find((p: { key: string }) => p.key === 'axis');
      const off = await server.post(`${QUOTES_API.partners}/axis/`, { data: { active: false, version: axis.version } }, bluewave);
      expect(off.status).toBe(200);
      expect((await server.get(`${QUOTES_API.partners}/axis`)).status).toBe(404);
      expect((await server.post(`${QUOTES_API.partners}/axis/`, { data: { active: true, version: off.body.data.record.version } }, bluewave)).status).toBe(200);
    });

    it("updates the forwarder's own branding: colours checked, stale version 409, another company 404", async () => {
      const page = (await server.get(QUOTES_API.partners, bluewave)).body.data.items.find((p: { key: string }) => p.key === 'hdfc');
      const bad = await server.post(`${QUOTES_API.partners}/hdfc/`, { data: { colors: { primary: 'blue' }, version: page.version } }, bluewave);
      expect(bad.status).toBe(400);
      expect(bad.body.error.field).toBe('data.colors.primary');
      const res = await server.post(`${QUOTES_API.partners}/hdfc/`, { data: { tagline: 'SmartHub freight', colors: { accent: '#112233' }, version: page.version } }, bluewave);
      expect(res.status).toBe(200);
      expect((await server.get(`${QUOTES_API.partners}/hdfc`)).body.data.record).toMatchObject({ tagline: 'SmartHub freight', colors: { primary: page.colors.primary, accent: '#112233' } });
      expect((await server.post(`${QUOTES_API.partners}/hdfc/`, { data: { tagline: 'x', version: page.version } }, bluewave)).status).toBe(409);
      expect((await server.post(`${QUOTES_API.partners}/hdfc/`, { data: { tagline: 'x', version: page.version + 1 } }, acme)).status).toBe(404);
      expect((await server.post(`${QUOTES_API.partners}/no-such-page/`, { data: { tagline: 'x', version: 1 } }, bluewave)).status).toBe(404);
      expect((await server.get(QUOTES_API.partners, acme)).body.data.items).toEqual([]);
    });
  });

  describe('public pricing', () => {
    it('answers sell offers only: no rate or company ids, no buy figures; totals sum their lines', async () => {
      const res = await price('icici', LANE);
      expect(res.status).toBe(200);
      const items = res.body.data.items as Array<Record<string, unknown> & { total: string; lines: Array<{ amount: string }> }>;
      expect(items.length).toBeGreaterThan(0);
      expect(res.text).not.toMatch(UUID);
      expect(res.text).not.toMatch(/buy|rateId|companyId|offeredBy|margin/i);
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual(['carrier', 'currency', 'destination', 'id', 'lines', 'nextSailing', 'origin', 'total', 'transitDays', 'validTo', 'via']);
        expect(item.lines.reduce((sum, l) => sum.plus(l.amount), new Big(0)).eq(item.total)).toBe(true);
      }
      // The forwarder's own published SELL price, never its BUY: the cheapest offer costs more than the cheapest BUY freight.
      const buy = await server.db.one<{ amount: string }>(`SELECT min(amount)::text AS amount FROM rates WHERE company_id = $1 AND side = 'BUY' AND origin = 'INNSA' AND destination = 'NLRTM' AND container_type = '22G1' AND valid_from <= $2 AND valid_to >= $2`, [bluewaveId, today]);
      if (buy?.amount) expect(new Big(items[0]!.total).gt(buy.amount)).toBe(true);
      // Every page prices through the serving forwarder (SPEC's static paths and the others).
      for (const key of ['hdfc', 'get-quote', 'fedex']) expect((await price(key, LANE)).body.data.items).toHaveLength(items.length);
    });

    it('answers 400 naming the field for a bad search, 404 for an unknown page', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...LANE, origin: 'nowhere' }, 'data.origin'],
        [{ ...LANE, containers: [{ type: 'ZZZZ', count: 1 }] }, 'data.containers.0.type'],
        [{ ...LANE, containers: [{ type: '22G1', count: 100 }] }, 'data.containers.0.count'],
        [{ ...LANE, containers: undefined }, 'data.containers'],
        [{ ...LANE, readyOn: yesterday }, 'data.readyOn'],
        [{ ...LANE, mode: 'LCL', containers: undefined }, 'data.cargo'],
      ];
      for (const [data, field] of cases) {
        const res = await price('icici', data);
        expect(res.status, field).toBe(400);
        expect(res.body.error.field).toBe(field);
      }
      expect((await price('nope', LANE)).status).toBe(404);
    });
  });

  describe('leads', () => {
    it('a filled honeypot answers success and stores, prices and sends nothing', async () => {
      const before = await counts();
      const priced = await price('icici', { ...LANE, website: 'http://spam.example' });
      expect(priced.status).toBe(200);
      expect(priced.body.data.items).toEqual([]);
      const lead = await server.post(`${QUOTES_API.webforms}/icici/`, { data: { name: 'Bot', email: 'bot@spam.example', company: 'Spam', createdVia: 'LeadEngine', search: LANE, website: 'http://spam.example' } });
      expect(lead.status).toBe(201);
      expect(lead.body.data.record.reference).toMatch(/^ENQ-\d{4}-\d{5}$/);
      const account = await server.post(`${QUOTES_API.webforms}/icici/create-user`, { data: { name: 'Bot', email: 'bot2@spam.example', company: 'Spam', createdVia: 'LeadEngine', website: 'x' } });
      expect(account.status).toBe(201);
      expect(await counts()).toEqual(before);
    });

    it('a lead with a lane makes the forwarder an enquiry linked both ways, emails both, answers only the reference', async () => {
      const offers = (await price('icici', LANE)).body.data;
      const email = 'lead.one@example.com';
      const res = await server.post(`${QUOTES_API.webforms}/icici/`, { data: { name: 'Lead One', email, company: 'One Exports', number: '+91 1', createdVia: 'LeadEngine', search: LANE, offerId: offers.items[0].id } });
      expect(res.status).toBe(201);
      expect(res.body.data).toEqual({ record: { reference: expect.stringMatching(/^ENQ-\d{4}-\d{5}$/) } });
      const reference = res.body.data.record.reference as string;

      const leads = await server.get(`${QUOTES_API.leads}?filter[partner]=icici&search=${encodeURIComponent(email)}`, bluewave);
      expect(leads.body.data.items).toHaveLength(1);
      const lead = leads.body.data.items[0];
      expect(lead).toMatchObject({ partner: 'icici', status: 'NEW', company: 'One Exports', enquiryReference: reference, lane: { origin: 'INNSA', destination: 'NLRTM', mode: 'FCL' } });
      const enquiry = await server.get(`${QUOTES_API.enquiries}/${lead.enquiryId}`, bluewave);
      expect(enquiry.status).toBe(200);
      expect(enquiry.body.data.record).toMatchObject({ reference, leadId: lead._id, source: 'PARTNER', partner: 'icici', customerName: 'One Exports', contactEmail: email, currency: offers.currency });
      expect((await mailTo(email)).map((m) => m.subject)).toEqual([`We received your request ${reference}`]);
      expect((await mailTo('forwarder@portolan.test')).some((m) => m.subject.includes(reference))).toBe(true);
      expect((await server.get(`${QUOTES_API.leads}/${lead._id}/activity`, bluewave)).body.data.items.map((a: { action: string }) => a.action)).toEqual(['created']);

      const plain = await server.post(`${QUOTES_API.webforms}/get-quote/`, { data: { name: 'Lead Two', email: 'lead.two@example.com', company: 'Two Co', createdVia: 'LeadEngine', search: LANE } });
      const two = (await server.get(`${QUOTES_API.leads}?filter[partner]=get-quote`, bluewave)).body.data.items[0];
      expect((await server.get(`${QUOTES_API.enquiries}/${two.enquiryId}`, bluewave)).body.data.record).toMatchObject({ reference: plain.body.data.record.reference, source: 'PLANNER', partner: 'get-quote' });

      const noLane = await server.post(`${QUOTES_API.webforms}/hdfc/`, { data: { name: 'Lead Three', email: 'lead.three@example.com', company: 'Three Co', createdVia: 'LeadEngine' } });
      expect(noLane.status).toBe(201);
      expect(noLane.body.data.record.reference).toBeNull();
      expect((await server.get(`${QUOTES_API.leads}?search=lead.three`, bluewave)).body.data.items[0]).toMatchObject({ partner: 'hdfc', enquiryId: null });
      // Another company never sees the forwarder's leads.
      expect((await server.get(`${QUOTES_API.leads}?search=lead.three`, acme)).body.data.items).toEqual([]);
    });

    it('answers 400 naming the field with nothing written, 404 for an unknown page', async () => {
      const before = await counts();
      const base = { name: 'Bad', email: 'bad@example.com', company: 'Bad Co', createdVia: 'LeadEngine' };
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...base, email: 'not-an-email' }, 'data.email'],
        [{ ...base, name: '' }, 'data.name'],
        [{ ...base, search: { ...LANE, origin: 'xx' } }, 'data.search.origin'],
        [{ ...base, search: { ...LANE, readyOn: yesterday } }, 'data.search.readyOn'],
      ];
      for (const [data, field] of cases) {
        const res = await server.post(`${QUOTES_API.webforms}/icici/`, { data });
        expect(res.status, field).toBe(400);
        expect(res.body.error.field).toBe(field);
      }
      expect((await server.post(`${QUOTES_API.webforms}/nope/`, { data: base })).status).toBe(404);
      expect(await counts()).toEqual(before);
    });

    it('moves a lead by the state table: illegal move 409 naming the state, stale version 409, other company 404, audit trail', async () => {
      const lead = (await server.get(`${QUOTES_API.leads}?filter[status]=NEW&filter[partner]=hdfc`, bluewave)).body.data.items[0];
      const moved = await server.post(`${QUOTES_API.leads}/${lead._id}/`, { data: { status: 'CONTACTED', notes: 'Called, wants 2 boxes', version: lead.version } }, bluewave);
      expect(moved.status).toBe(200);
      expect(moved.body.data.record).toMatchObject({ status: 'CONTACTED', notes: 'Called, wants 2 boxes', version: lead.version + 1 });
      const back = await server.post(`${QUOTES_API.leads}/${lead._id}/`, { data: { status: 'NEW', version: lead.version + 1 } }, bluewave);
      expect(back.status).toBe(409);
      expect(back.body.error.message).toContain('CONTACTED');
      expect((await server.post(`${QUOTES_API.leads}/${lead._id}/`, { data: { status: 'QUOTED', version: lead.version } }, bluewave)).status).toBe(409);
      expect((await server.post(`${QUOTES_API.leads}/${lead._id}/`, { data: { status: 'QUOTED', version: lead.version + 1 } }, acme)).status).toBe(404);
      expect((await server.post(`${QUOTES_API.leads}/not-an-id/`, { data: { status: 'QUOTED', version: 1 } }, bluewave)).status).toBe(404);
      expect((await server.get(`${QUOTES_API.leads}/${lead._id}`, acme)).status).toBe(404);
      const lost = await server.post(`${QUOTES_API.leads}/${lead._id}/lost/`, { data: { version: lead.version + 1 } }, bluewave);
      expect(lost.body.data.record.status).toBe('LOST');
      const trail = (await server.get(`${QUOTES_API.leads}/${lead._id}/activity`, bluewave)).body.data.items;
      expect(trail.slice(-2).map((a: { from: string; to: string }) => `${a.from}>${a.to}`)).toEqual(['NEW>CONTACTED', 'CONTACTED>LOST']);
    });

    it('create-user makes a shipper account connected to the forwarder, whose password is set through the reset flow', async () => {
      const email = 'new.shipper@example.com';
      await server.post(`${QUOTES_API.webforms}/icici/`, { data: { name: 'Nia Shipper', email, company: 'Nia Exports', createdVia: 'LeadEngine' } });
      const res = await server.post(`${QUOTES_API.webforms}/icici/create-user`, { data: { name: 'Nia Shipper', email, company: 'Nia Exports', number: '+91 2', createdVia: 'LeadEngine' } });
      expect(res.status).toBe(201);
      expect(res.text).not.toMatch(UUID);
      const user = (await server.identity.findUserByEmail(server.db, email))!;
      expect((await server.identity.findCompany(server.db, user.companyId))).toMatchObject({ name: 'Nia Exports', kind: 'shipper' });
      expect((await companyNetwork(server.db, user.companyId)).map((c) => c.id)).toEqual([bluewaveId]);
      expect(await server.db.one('SELECT name FROM customers WHERE company_id = $1 AND customer_company_id = $2', [bluewaveId, user.companyId])).toEqual({ name: 'Nia Exports' });
      expect((await server.get(`${QUOTES_API.leads}?search=${email}`, bluewave)).body.data.items.map((l: { status: string }) => l.status)).toEqual(['CONVERTED']);
      expect((await mailTo(email)).some((m) => m.body.includes('/forgot-password'))).toBe(true);

      const forgot = await server.post('/api/auth/v2/forgot-password/', { data: { email } });
      const code = /\b(\d{6})\b/.exec((await mailTo(email)).at(-1)!.body)![1];
      const token = (await server.post('/api/auth/v2/get-password-token/', { data: { _id: forgot.body.data._id, otp: code } })).body.data.record.token;
      expect((await server.post('/api/auth/v2/set-password/', { data: { token, password: 'nia-chosen-password-1' } })).status).toBe(200);
      const session = await server.login(email, 'nia-chosen-password-1');
      expect((await server.get(QUOTES_API.account, session)).body.data.forwarders).toEqual([{ companyId: bluewaveId, name: 'Bluewave Logistics' }]);

      const before = await counts();
      const taken = await server.post(`${QUOTES_API.webforms}/icici/create-user`, { data: { name: 'Again', email, company: 'Again Co', createdVia: 'LeadEngine' } });
      expect(taken.status).toBe(409);
      expect(taken.body.error.field).toBe('data.email');
      expect(await counts()).toEqual(before);
    });
  });

  describe('shipment planner and /account', () => {
    const request = (data: Record<string, unknown>, token = acme) =>
      server.post(QUOTES_API.plannerRequest, { data: { forwarderId: bluewaveId, origin: 'INNSA', destination: 'NLRTM', mode: 'FCL', containers: [{ type: '42G1', count: 2 }], cargo: { commodity: 'Cotton yarn' }, cargoReadyOn: today, ...data } }, token);

    it("lists the network's offers grouped by forwarder", async () => {
      const res = await server.get(`${QUOTES_API.plannerRequest}/offers?origin=INNSA&destination=NLRTM&mode=FCL&containers=22G1:1&readyOn=${today}`, acme);
      expect(res.status).toBe(200);
      const group = res.body.data.groups.find((g: { forwarder: { companyId: string } }) => g.forwarder.companyId === bluewaveId);
      expect(group.forwarder.name).toBe('Bluewave Logistics');
      expect(group.options.length).toBeGreaterThan(0);
      expect((await server.get(`${QUOTES_API.plannerRequest}/offers?origin=INNSA&destination=NLRTM&mode=FCL&containers=ZZZZ:1&readyOn=${today}`, acme)).status).toBe(400);
    });

    it("creates the forwarder's enquiry, shared with the shipper, who sees it in /account", async () => {
      const res = await request({ incoterm: 'FOB', services: ['ORIGIN_CUSTOMS'] });
      expect(res.status).toBe(201);
      const { _id, reference } = res.body.data.record;
      const seen = await server.get(`${QUOTES_API.enquiries}/${_id}`, bluewave);
      expect(seen.body.data.record).toMatchObject({ reference, source: 'CUSTOMER', customerCompanyId: acmeId, customerName: 'Acme Exports', status: 'RECEIVED', incoterm: 'FOB' });
      expect(await server.db.one(`SELECT company_id FROM record_parties WHERE kind = 'enquiry' AND record_id = $1`, [_id])).toEqual({ company_id: acmeId });
      expect((await mailTo('forwarder@portolan.test')).some((m) => m.subject.includes(reference))).toBe(true);
      const account = (await server.get(QUOTES_API.account, acme)).body.data;
      expect(account.forwarders).toContainEqual({ companyId: bluewaveId, name: 'Bluewave Logistics' });
      expect(account.enquiries).toContainEqual(expect.objectContaining({ _id, reference, status: 'RECEIVED', forwarder: 'Bluewave Logistics', mode: 'FCL' }));
      // The forwarder's other enquiries (leads) are not the shipper's.
      expect(account.enquiries.every((e: { forwarder: string }) => e.forwarder === 'Bluewave Logistics')).toBe(true);
      expect(account.enquiries).toHaveLength(1);
    });

    it("shows a quote the forwarder published on the shipper's enquiry in /account, sell only; a draft never", async () => {
      const { _id: enquiryId } = (await request({})).body.data.record;
      const insertQuote = async (status: string, reference: string) => {
        const quote = await server.db.one<{ id: string }>(
          `INSERT INTO quotes (company_id, enquiry_id, reference, status, currency, valid_until, exchange, published_at) VALUES ($1, $2, $3, $4, 'USD', $5, $6, now()) RETURNING id`,
          [bluewaveId, enquiryId, reference, status, '2099-01-31', JSON.stringify({ base: 'USD', rateDate: today, source: 'test', rates: {} })],
        );
        const option = await server.db.one<{ id: string }>(
          `INSERT INTO quote_options (company_id, quote_id, position, title, carrier, origin, destination, transit_days, sell_total, buy_total) VALUES ($1, $2, 1, 'Cheapest', 'MAEU', 'INNSA', 'NLRTM', 24, 2750.00, 2111.11) RETURNING id`,
          [bluewaveId, quote!.id],
        );
        await server.db.query(
          `INSERT INTO quote_lines (company_id, option_id, position, code, name, stage, basis, quantity, buy_unit, buy_amount, buy_currency, buy_converted, sell_amount) VALUES ($1, $2, 1, 'OFR', 'Ocean freight', 'FREIGHT', 'PER_CONTAINER', 2, 1055.555, 2111.11, 'USD', 2111.11, 2750.00)`,
          [bluewaveId, option!.id],
        );
        // Publishing shares a quote with the customer's company (record_parties); /account reads only shares.
        await server.db.query(`INSERT INTO record_parties (kind, record_id, company_id, owner_company_id) VALUES ('quote', $1, $2, $3)`, [quote!.id, acmeId, bluewaveId]);
        return quote!.id;
      };
      const published = await insertQuote('PUBLISHED', 'Q-2099-90001');
      const draft = await insertQuote('DRAFT', 'Q-2099-90002');
      const res = await server.get(QUOTES_API.account, acme);
      const quotes = res.body.data.quotes as Array<{ _id: string; reference: string; forwarder: string; options: Array<{ total: string }> }>;
      expect(quotes.find((q) => q._id === published)).toMatchObject({ reference: 'Q-2099-90001', forwarder: 'Bluewave Logistics', status: 'PUBLISHED', options: [{ total: '2750.00' }] });
      expect(quotes.some((q) => q._id === draft)).toBe(false);
      expect(res.text).not.toMatch(/2111\.11|1055|buy|margin/i);
      // Another shipper sees none of it.
      const other = await server.identity.createCompany(server.db, { name: 'Other Shipper', kind: 'shipper' });
      const user = await server.identity.createUser(server.db, { companyId: other._id, email: 'other.shipper@example.com', name: 'Other', password: { hash: 'x' }, role: 'admin' });
      const view = (await server.get(QUOTES_API.account, await server.identity.issueToken(server.db, user._id))).body.data;
      expect(view).toEqual({ forwarders: [], enquiries: [], quotes: [] });
    });

    it('refuses a forwarder outside the network and bad input with 400 naming the field, nothing written', async () => {
      const before = await counts();
      const other = await server.identity.createCompany(server.db, { name: 'Stranger Freight', kind: 'forwarder' });
      for (const [data, field] of [
        [{ forwarderId: other._id }, 'data.forwarderId'],
        [{ forwarderId: '00000000-0000-4000-8000-000000000000' }, 'data.forwarderId'],
        [{ containers: [{ type: 'ZZZZ', count: 1 }] }, 'data.containers.0.type'],
        [{ cargoReadyOn: yesterday }, 'data.cargoReadyOn'],
        [{ cargo: {} }, 'data.cargo.commodity'],
      ] as Array<[Record<string, unknown>, string]>) {
        const res = await request(data);
        expect(res.status, field).toBe(400);
        expect(res.body.error.field).toBe(field);
      }
      expect((await counts()).map((n, i) => (i === 3 ? n - 1 : n))).toEqual(before);
    });
  });

  describe('promotions', () => {
    it("shows the network's promotions priced live, and the caller's own", async () => {
      const res = await server.get(QUOTES_API.promotions, acme);
      expect(res.status).toBe(200);
      const items = res.body.data.items as Array<{ forwarder: string; isMine: boolean; origin: string; destination: string; fromPrice: { amount: string; currency: string } | null }>;
      expect(items.filter((p) => p.forwarder === 'Bluewave Logistics')).toHaveLength(4);
      expect(items.every((p) => !p.isMine)).toBe(true);
      const nsa = items.find((p) => p.origin === 'INNSA' && p.destination === 'NLRTM')!;
      expect(nsa.fromPrice).toEqual({ amount: expect.stringMatching(/^\d+\.\d{2}$/), currency: expect.any(String) });
      expect((await server.get(QUOTES_API.promotions, bluewave)).body.data.items.every((p: { isMine: boolean }) => p.isMine)).toBe(true);
    });

    it('creates, updates and deletes its own; another company is a 404; bad input 400 with nothing written', async () => {
      const created = await server.post(QUOTES_API.promotions, { data: { origin: 'INNSA', destination: 'DEHAM', containerType: '45G1', headline: 'Hamburg high cubes', validUntil: today } }, bluewave);
      expect(created.status).toBe(201);
      const promo = created.body.data.record;
      expect(promo).toMatchObject({ isMine: true, forwarder: 'Bluewave Logistics', active: true });
      expect((await server.post(`${QUOTES_API.promotions}/${promo._id}/`, { data: { headline: 'Mine now', version: promo.version } }, acme)).status).toBe(404);
      expect((await server.request({ method: 'DELETE', url: `${QUOTES_API.promotions}/${promo._id}`, token: acme })).status).toBe(404);
      expect((await server.post(`${QUOTES_API.promotions}/not-an-id/`, { data: { headline: 'x', version: 1 } }, bluewave)).status).toBe(404);
      const updated = await server.post(`${QUOTES_API.promotions}/${promo._id}/`, { data: { headline: 'Hamburg 45s', active: false, version: promo.version } }, bluewave);
      expect(updated.body.data.record).toMatchObject({ headline: 'Hamburg 45s', active: false, version: promo.version + 1 });
      expect((await server.get(QUOTES_API.promotions, acme)).body.data.items.some((p: { _id: string }) => p._id === promo._id)).toBe(false);
      expect((await server.post(`${QUOTES_API.promotions}/${promo._id}/`, { data: { headline: 'Stale', version: promo.version } }, bluewave)).status).toBe(409);

      const before = await count('quote_promotions');
      for (const [data, field] of [
        [{ containerType: 'ZZZZ' }, 'data.containerType'],
        [{ validUntil: yesterday }, 'data.validUntil'],
        [{ origin: 'INNSA', destination: 'INNSA' }, 'data.destination'],
        [{ headline: '' }, 'data.headline'],
      ] as Array<[Record<string, unknown>, string]>) {
        const res = await server.post(QUOTES_API.promotions, { data: { origin: 'INNSA', destination: 'DEHAM', containerType: '22G1', headline: 'x', validUntil: today, ...data } }, bluewave);
        expect(res.status, field).toBe(400);
        expect(res.body.error.field).toBe(field);
      }
      expect(await count('quote_promotions')).toBe(before);
      expect((await server.request({ method: 'DELETE', url: `${QUOTES_API.promotions}/${promo._id}`, token: bluewave })).status).toBe(200);
      expect(await count('quote_promotions')).toBe(before - 1);
    });
  });
});
