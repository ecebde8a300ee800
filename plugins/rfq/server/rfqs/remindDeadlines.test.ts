import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { MAILER, type Mailer, type ServerPlugin } from '@portolan/sdk/server';
import rfqPlugin from '../index';
import { insertTestRfq, testCompany } from '../bids/testRfqs';
import { remindDeadlines } from './remindDeadlines';

/**
 * An RFQ's bid deadline approaching ('rfq.deadline', without the messaging plugin an email to the
 * vendor's leads): only vendors that have not bid nor declined, once per deadline, again when the
 * deadline moves; nothing for an RFQ closing later than a day ahead.
 */
describe.each(testDatabases())('RFQ deadline reminders on %s', (dialect) => {
  let server: TestServer;
  let mailer: Mailer;
  const lanes = [{ origin: 'INNSA', destination: 'NLRTM', containerType: '40HC', volume: 50 }];
  const parties = { owner: '', quiet: '', bidder: '', decliner: '', later: '' };

  beforeAll(async () => {
    const rfq = { ...rfqPlugin, routes: (app, context) => ((mailer = context.services.get(MAILER)), rfqPlugin.routes!(app, context as never)) } as ServerPlugin;
    server = await createTestServer({ plugins: ['auth', 'shipments', 'lookups', 'schedules', 'rates', rfq], dialect });
    parties.owner = (await testCompany(server.db, server.identity, 'Acme Deadline Exports', 'shipper', 'Asha', 'asha@acme-deadline.test')).companyId;
    parties.quiet = (await testCompany(server.db, server.identity, 'Quiet Lines', 'forwarder', 'Quinn', 'quinn@quiet-deadline.test')).companyId;
    parties.bidder = (await testCompany(server.db, server.identity, 'Bidder Lines', 'forwarder', 'Bea', 'bea@bidder-deadline.test')).companyId;
    parties.decliner = (await testCompany(server.db, server.identity, 'Decliner Lines', 'forwarder', 'Dan', 'dan@decliner-deadline.test')).companyId;
  }, 120_000);
  afterAll(async () => server?.close());

  const told = async (email: string) =>
    (await server.db.query<{ subject: string; body: string }>('SELECT subject, body FROM auth_outbox WHERE "to" = $1 AND subject LIKE $2 ORDER BY created_at', [email, '%bids close%'])).rows;

  it('reminds the vendors that have not bid, once per deadline, and again when it moves', async () => {
    const now = new Date();
    const soon = new Date(now.getTime() + 6 * 3_600_000);
    const { id, reference } = await insertTestRfq(server.db, { companyId: parties.owner, vendors: [parties.quiet, parties.bidder, parties.decliner], lanes, title: 'Deadline tender', deadline: soon });
    const far = await insertTestRfq(server.db, { companyId: parties.owner, vendors: [parties.quiet], lanes, title: 'Far tender', deadline: new Date(now.getTime() + 3 * 86_400_000) });
    await server.db.query("UPDATE rfq_invitations SET status = 'BID' WHERE rfq_id = $1 AND company_id = $2", [id, parties.bidder]);
    await server.db.query("UPDATE rfq_invitations SET status = 'DECLINED' WHERE rfq_id = $1 AND company_id = $2", [id, parties.decliner]);

    expect(await remindDeadlines(server.db, { mailer }, now)).toBe(1);
    const [mail] = await told('quinn@quiet-deadline.test');
    expect(mail!.subject).toBe(`${reference} Deadline tender: bids close ${soon.toISOString().replace('T', ' ').slice(0, 16)} UTC`);
    expect(mail!.body).toContain(`/rfq/${id}`);
    expect(mail!.body).not.toContain(far.reference);
    expect(await told('bea@bidder-deadline.test')).toEqual([]);
    expect(await told('dan@decliner-deadline.test')).toEqual([]);

    expect(await remindDeadlines(server.db, { mailer }, now)).toBe(0);
    await server.db.query("UPDATE rfqs SET bid_deadline = bid_deadline + interval '2 hours' WHERE id = $1", [id]);
    expect(await remindDeadlines(server.db, { mailer }, now)).toBe(1);
    expect(await told('quinn@quiet-deadline.test')).toHaveLength(2);
  });
});
