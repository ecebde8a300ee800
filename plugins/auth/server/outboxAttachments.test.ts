import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransport } from 'nodemailer';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import type { OutgoingEmail } from '@portolan/sdk/server';
import auth from './index';
import { deliverOutbox, nodemailerMessage, queueEmail, type MailTransport } from './outbox';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x00, 0xff, 0x0a]);

describe.each(testDatabases())('outbox attachments on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => (server = await createTestServer({ plugins: [auth], dialect })));
  afterAll(async () => server?.close());

  it('keeps a queued email\'s attachments byte for byte until it is sent', async () => {
    const sent: OutgoingEmail[] = [];
    const transport: MailTransport = { name: 'smtp', send: async (email) => void sent.push(email) };
    await queueEmail(server.db, { to: 'report@x.test', subject: 'Weekly report', body: 'Attached.', attachments: [{ filename: 'report.pdf', contentType: 'application/pdf', content: PDF }] });
    await queueEmail(server.db, { to: 'plain@x.test', subject: 'No file', body: 'Hello' });
    expect(await deliverOutbox(server.db, transport)).toBe(2);
    const report = sent.find((m) => m.to === 'report@x.test')!;
    expect(report.attachments).toHaveLength(1);
    expect(report.attachments![0]).toMatchObject({ filename: 'report.pdf', contentType: 'application/pdf' });
    expect([...report.attachments![0].content]).toEqual([...PDF]);
    expect(sent.find((m) => m.to === 'plain@x.test')!.attachments).toBeUndefined();
  });
});

describe('the SMTP message', () => {
  it('carries the attachments as MIME parts with their name, type and content', async () => {
    const message = nodemailerMessage('Portolan <no-reply@portolan.test>', { to: 'a@x.test', subject: 'Report', body: 'See the file.', attachments: [{ filename: 'report.pdf', contentType: 'application/pdf', content: PDF }] });
    const info = await createTransport({ streamTransport: true, buffer: true }).sendMail(message);
    const raw = (info.message as Buffer).toString('utf8');
    expect(raw).toContain('filename=report.pdf');
    expect(raw).toMatch(/Content-Type: application\/pdf; name=report\.pdf/);
    expect(raw).toContain(Buffer.from(PDF).toString('base64'));
    expect(raw).toContain('See the file.');
  });
});
