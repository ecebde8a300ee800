import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { pagesTestServer, type PagesTestServer } from '../testing/pagesTestServer';
import { DEMO_FAQS } from './demoFaqs';

describe.each(testDatabases())('pages FAQs on %s', (dialect) => {
  let t: PagesTestServer;
  beforeAll(async () => (t = await pagesTestServer(dialect)), 120_000);
  afterAll(async () => t?.close());

  it('every signed-in user reads the seeded FAQs, grouped by category; signed out gets 401', async () => {
    const res = await t.server.get('/api/pages/faqs', t.tokens.acme);
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(DEMO_FAQS.length);
    expect(res.body.data.categories).toContain('Billing');
    expect(res.body.data.items.map((f: { question: string }) => f.question)).toContain('How do I track a container?');
    expect((await t.server.get('/api/pages/faqs')).status).toBe(401);
  });

  it('searches question and answer without case, and filters by category', async () => {
    const tds = await t.server.get('/api/pages/faqs?search=form%2026as', t.tokens.bluewave);
    expect(tds.body.data.items.map((f: { question: string }) => f.question)).toEqual(['How do I record TDS deducted by my customer?']);
    const billing = await t.server.get('/api/pages/faqs?category=billing', t.tokens.acme);
    expect(billing.body.data.items.length).toBe(DEMO_FAQS.filter((f) => f.category === 'Billing').length);
    const none = await t.server.get('/api/pages/faqs?search=100%25_x', t.tokens.acme);
    expect(none.body.data.items).toEqual([]);
  });

  it('only the platform admin creates, edits and deletes; others get 403 and nothing changes', async () => {
    const body = { data: { category: 'Support', question: 'Where is the status page?', answer: 'At status.portolan.example.' } };
    expect((await t.server.post('/api/pages/faqs', body, t.tokens.acme)).status).toBe(403);
    const created = await t.server.post('/api/pages/faqs', body, t.tokens.platform);
    expect(created.status).toBe(201);
    const faq = created.body.data.record;
    expect(faq).toMatchObject({ question: 'Where is the status page?', version: 1, updatedByName: 'Priya Platform' });
    expect((await t.server.post(`/api/pages/faqs/${faq._id}/`, { data: { answer: 'x', version: 1 } }, t.tokens.bluewave)).status).toBe(403);
    expect((await t.server.post(`/api/pages/faqs/${faq._id}/delete`, { data: {} }, t.tokens.acme)).status).toBe(403);

    const edited = await t.server.post(`/api/pages/faqs/${faq._id}/`, { data: { answer: 'At https://status.portolan.example.', version: 1 } }, t.tokens.platform);
    expect(edited.status).toBe(200);
    expect(edited.body.data.record).toMatchObject({ answer: 'At https://status.portolan.example.', version: 2 });
    const stale = await t.server.post(`/api/pages/faqs/${faq._id}/`, { data: { answer: 'old', version: 1 } }, t.tokens.platform);
    expect(stale.status).toBe(409);

    expect((await t.server.post(`/api/pages/faqs/${faq._id}/delete`, { data: { version: 2 } }, t.tokens.platform)).status).toBe(200);
    expect((await t.server.post(`/api/pages/faqs/${faq._id}/delete`, { data: {} }, t.tokens.platform)).status).toBe(404);
  });

  it('bad input is a 400 naming the field, a duplicate question a 409, unknown ids 404', async () => {
    const missing = await t.server.post('/api/pages/faqs', { data: { category: 'Support', question: 'Q?' } }, t.tokens.platform);
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('answer');
    const blank = await t.server.post('/api/pages/faqs', { data: { category: 'Support', question: '   ', answer: 'A' } }, t.tokens.platform);
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('data.question');
    const dup = await t.server.post('/api/pages/faqs', { data: { category: 'X', question: 'how do i track a container?', answer: 'A' } }, t.tokens.platform);
    expect(dup.status).toBe(409);
    expect((await t.server.post('/api/pages/faqs/not-a-uuid/', { data: { version: 1 } }, t.tokens.platform)).status).toBe(404);
    expect((await t.server.post('/api/pages/faqs/7f0c5a8e-2d1b-4c3a-9e8f-123456789abc/', { data: { version: 1 } }, t.tokens.platform)).status).toBe(404);
    expect((await t.server.get('/api/pages/faqs', t.tokens.acme)).body.data.count).toBe(DEMO_FAQS.length);
  });
});
