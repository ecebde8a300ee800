import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { pagesTestServer, type PagesTestServer } from '../testing/pagesTestServer';

describe.each(testDatabases())('pages support tickets on %s', (dialect) => {
  let t: PagesTestServer;
  beforeAll(async () => (t = await pagesTestServer(dialect)), 120_000);
  afterAll(async () => t?.close());

  const outbox = async (to: string) => (await t.server.db.query<{ subject: string; body: string }>('SELECT subject, body FROM auth_outbox WHERE "to" = $1 ORDER BY created_at, id', [to])).rows;
  const contact = (token: string, data: Record<string, unknown>) => t.server.post('/api/pages/contact', { data }, token);

  it('the demo data: each demo company has its own open request, seeded once', async () => {
    const acme = (await t.server.get('/api/pages/tickets', t.tokens.acme)).body.data.items as Array<{ subject: string; email: string; status: string }>;
    expect(acme.find((x) => x.subject === 'Can we add a second notify party to a booking?')).toMatchObject({ email: 'shipper@portolan.test', status: 'OPEN' });
    expect(acme.some((x) => x.email === 'forwarder@portolan.test')).toBe(false);
    await t.server.seed('pages');
    const again = (await t.server.get('/api/pages/tickets?search=notify%20party', t.tokens.acme)).body.data.items;
    expect(again).toHaveLength(1);
  });

  it('a request gets a reference, an email to support and an acknowledgement to the user', async () => {
    const res = await contact(t.tokens.acme, { category: 'problem', subject: ' Tracking stuck ', message: 'MSCU1234565 shows no events since Monday.' });
    expect(res.status).toBe(201);
    const ticket = res.body.data.record;
    expect(ticket).toMatchObject({ subject: 'Tracking stuck', status: 'OPEN', email: 'shipper@portolan.test', version: 1 });
    expect(ticket.reference).toMatch(/^SUP-\d{4}-\d{5}$/);
    expect((await outbox('support@portolan.example')).some((m) => m.subject === `[${ticket.reference}] Tracking stuck` && m.body.includes('Acme Exports'))).toBe(true);
    expect((await outbox('shipper@portolan.test')).some((m) => m.subject.includes(ticket.reference))).toBe(true);
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const before = (await t.server.get('/api/pages/tickets', t.tokens.acme)).body.data.count;
    const category = await contact(t.tokens.acme, { category: 'rant', subject: 'S', message: 'M' });
    expect(category.status).toBe(400);
    expect(JSON.stringify(category.body)).toContain('category');
    const blank = await contact(t.tokens.acme, { category: 'question', subject: 'S', message: '  ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('data.message');
    expect((await t.server.get('/api/pages/tickets', t.tokens.acme)).body.data.count).toBe(before);
  });

  it("a company sees only its own requests; another company's are 404; the platform admin sees all with the company", async () => {
    const mine = (await contact(t.tokens.bluewave, { category: 'feature', subject: 'Export to Tally', message: 'Please add a Tally export.' })).body.data.record;
    const acmeList = (await t.server.get('/api/pages/tickets', t.tokens.acme)).body.data.items as Array<{ _id: string; companyName?: string }>;
    expect(acmeList.some((x) => x._id === mine._id)).toBe(false);
    expect(acmeList.every((x) => x.companyName === undefined)).toBe(true);
    expect((await t.server.get(`/api/pages/tickets/${mine._id}`, t.tokens.acme)).status).toBe(404);
    expect((await t.server.post(`/api/pages/tickets/${mine._id}/close`, { data: { version: 1 } }, t.tokens.acme)).status).toBe(404);
    expect((await t.server.post(`/api/pages/tickets/${mine._id}/reopen`, { data: { version: 1 } }, t.tokens.acme)).status).toBe(404);
    expect((await t.server.post(`/api/pages/tickets/${mine._id}/answer`, { data: { reply: 'x', version: 1 } }, t.tokens.acme)).status).toBe(403);
    expect((await t.server.get(`/api/pages/tickets/${mine._id}/activity`, t.tokens.acme)).status).toBe(404);
    expect((await t.server.get('/api/pages/tickets/nope', t.tokens.acme)).status).toBe(404);
    expect((await t.server.get(`/api/pages/tickets/${mine._id}`, t.tokens.bluewave)).body.data.record.subject).toBe('Export to Tally');
    const all = (await t.server.get('/api/pages/tickets?limit=200', t.tokens.platform)).body.data.items as Array<{ _id: string; companyName?: string }>;
    expect(all.find((x) => x._id === mine._id)?.companyName).toBe('Bluewave Logistics');
  });

  it('answer, close and reopen are guarded transitions, recorded in the activity', async () => {
    const ticket = (await contact(t.tokens.acme, { category: 'billing', subject: 'Invoice copy', message: 'Send a copy of BWL/2026-27/00001.' })).body.data.record;
    expect((await t.server.post(`/api/pages/tickets/${ticket._id}/answer`, { data: { reply: 'Done', version: 1 } }, t.tokens.acme)).status).toBe(403);
    const reopen = await t.server.post(`/api/pages/tickets/${ticket._id}/reopen`, { data: { version: 1 } }, t.tokens.acme);
    expect(reopen.status).toBe(409);
    expect(reopen.body.error.message).toContain('OPEN');

    const answered = await t.server.post(`/api/pages/tickets/${ticket._id}/answer`, { data: { reply: 'We emailed you the copy.', version: 1 } }, t.tokens.platform);
    expect(answered.status).toBe(200);
    expect(answered.body.data.record).toMatchObject({ status: 'ANSWERED', version: 2, companyName: 'Acme Exports' });
    expect((await outbox('shipper@portolan.test')).some((m) => m.subject === `Re: [${ticket.reference}] Invoice copy` && m.body.includes('We emailed you the copy.'))).toBe(true);
    expect((await t.server.post(`/api/pages/tickets/${ticket._id}/close`, { data: { version: 1 } }, t.tokens.acme)).status).toBe(409);
    expect((await t.server.post(`/api/pages/tickets/${ticket._id}/close`, { data: { version: 2 } }, t.tokens.acme)).status).toBe(200);
    const closedAgain = await t.server.post(`/api/pages/tickets/${ticket._id}/close`, { data: { version: 3 } }, t.tokens.acme);
    expect(closedAgain.status).toBe(409);
    expect(closedAgain.body.error.message).toBe('Cannot close: the request is CLOSED');

    const details = await t.server.get(`/api/pages/tickets/${ticket._id}`, t.tokens.acme);
    expect(details.body.data.record.status).toBe('CLOSED');
    const activity = await t.server.get(`/api/pages/tickets/${ticket._id}/activity`, t.tokens.acme);
    expect((await t.server.get(`/api/pages/tickets/${ticket._id}/activity`, t.tokens.bluewave)).status).toBe(404);
    expect(activity.body.data.items.map((a: { action: string; from: string | null; to: string }) => [a.action, a.from, a.to])).toEqual([
      ['create', null, 'OPEN'],
      ['answer', 'OPEN', 'ANSWERED'],
      ['close', 'ANSWERED', 'CLOSED'],
    ]);
    expect(activity.body.data.items[1]).toMatchObject({ note: 'We emailed you the copy.', actorName: 'Priya Platform' });
  });

  it('a blank answer is a 400 naming the reply', async () => {
    const ticket = (await contact(t.tokens.acme, { category: 'question', subject: 'Q', message: 'M' })).body.data.record;
    const res = await t.server.post(`/api/pages/tickets/${ticket._id}/answer`, { data: { reply: '  ', version: 1 } }, t.tokens.platform);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('data.reply');
  });
});
