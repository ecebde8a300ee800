import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import auth from './index';
import { DEMO_PASSWORD } from './seedDemo';
import type { OutgoingEmail } from '@portolan/sdk/server';
import { deliverOutbox, queueEmail, type MailTransport } from './outbox';

describe.each(testDatabases())('the outbox on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => (server = await createTestServer({ plugins: [auth], dialect, seed: true })));
  afterAll(async () => server?.close());

  it('sends each queued email once, marks it sent, retries failures up to 5 times, and shows it to platform admins only (codes masked)', async () => {
    const sent: OutgoingEmail[] = [];
    let fail = true;
    const transport: MailTransport = {
      name: 'smtp',
      async send(email) {
        if (fail && email.to === 'bounce@x.test') throw new Error('550 mailbox unavailable');
        sent.push(email);
      },
    };
    await queueEmail(server.db, { to: 'a@x.test', subject: 'Code', body: 'Your code is 123456.' });
    await queueEmail(server.db, { to: 'bounce@x.test', subject: 'Hi', body: 'Hello' });
    const [first, second] = await Promise.all([deliverOutbox(server.db, transport), deliverOutbox(server.db, transport)]);
    expect(first + second).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(['a@x.test']);
    for (let i = 0; i < 6; i++) {
      await server.db.query(`UPDATE auth_outbox SET claimed_until = NULL`);
      await deliverOutbox(server.db, transport);
    }
    const bounce = await server.db.one<{ attempts: number; sent_at: Date | null; last_error: string }>(`SELECT attempts, sent_at, last_error FROM auth_outbox WHERE "to" = 'bounce@x.test'`);
    expect(bounce).toMatchObject({ attempts: 5, sent_at: null, last_error: '550 mailbox unavailable' });

    const admin = await server.login('admin@portolan.test', DEMO_PASSWORD);
    const res = await server.get('/api/auth/v2/outbox', admin);
    expect(res.status).toBe(200);
    const a = res.body.data.items.find((m: { to: string }) => m.to === 'a@x.test');
    expect(a).toMatchObject({ status: 'sent', transport: 'smtp', body: 'Your code is ••••••.' });
    expect(res.body.data.items.find((m: { to: string }) => m.to === 'bounce@x.test')).toMatchObject({ status: 'failed', attempts: 5 });
    const shipper = await server.login('shipper@portolan.test', DEMO_PASSWORD);
    expect((await server.get('/api/auth/v2/outbox', shipper)).status).toBe(403);
  });
});
