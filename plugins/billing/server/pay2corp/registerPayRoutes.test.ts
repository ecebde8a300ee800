import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayAccount, PayBalance, PayTransaction } from '../../shared/types';
import type { BillingTestServer } from '../testing/billingTestServer';
import { billingTestServer } from '../testing/billingTestServer';
import { deliverSandboxWebhook } from './deliverSandboxWebhook';
import type { PayDeps } from './PayDeps';
import { payDepsOf } from './payDepsOf';
import { signPay2corpWebhook } from './payWebhookSignature';
import { PAY_API } from './registerPayRoutes';
import { SANDBOX_DECLINE_REASON, SANDBOX_STARTING_BALANCE_MINOR } from './sandboxPayProvider';
import { insertIssuedInvoice } from './testing/insertIssuedInvoice';

describe.each(['pglite', 'postgres'] as const)('pay2corp API (%s)', (dialect) => {
  let t: BillingTestServer;
  let deps: PayDeps;
  let account: PayAccount;
  let keys = 0;
  const newKey = () => `key-${dialect}-${Date.now()}-${++keys}`;

  const link = (token: string, corporateId: unknown) => t.server.post(PAY_API.users, { data: { corporateId } }, token);
  const pay = (token: string, key: string | undefined, data: unknown) =>
    t.server.request({ method: 'POST', url: PAY_API.transactions, token, body: { data }, headers: key === undefined ? {} : { 'Idempotency-Key': key } });
  const balanceOf = async (accountId: string) => ((await t.server.get(`${PAY_API.balance}?accountId=${accountId}`, t.tokens.acme)).body.data.record as PayBalance).availableMinor;
  const invoice = (payableMinor: number, extra: { payerStatus?: 'DISPUTED'; status?: string } = {}) => insertIssuedInvoice(t.server.db, { issuerId: t.bluewaveId, customerId: t.acmeId, payableMinor, ...extra });
  const invoiceRow = async (id: string) => (await t.server.db.one<{ status: string; balance_minor: string }>('SELECT status, balance_minor FROM invoices WHERE id = $1', [id]))!;
  const count = async (sql: string, params: unknown[] = []) => Number((await t.server.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))!.n);
  const counts = async () => ({
    events: await count('pay_webhook_events'),
    payments: await count('payments'),
    settled: await count(`pay_transactions WHERE status = 'SETTLED'`),
    failed: await count(`pay_transactions WHERE status = 'FAILED'`),
    ledger: await count(`pay2corp_sandbox_ledger WHERE status <> 'PROCESSING'`),
  });
  const postWebhook = (rawBody: string, signature: string) =>
    t.server.request({ method: 'POST', url: PAY_API.webhooks, body: rawBody, headers: { 'content-type': 'application/json', 'pay2corp-signature': signature } });

  beforeAll(async () => {
    t = await billingTestServer(dialect);
    deps = payDepsOf(t.ctx);
    const linked = await link(t.tokens.acme, 'SBX-ACME01');
    expect(linked.status).toBe(201);
    account = linked.body.data.record;
  }, 120_000);
  afterAll(() => t?.server.close());

  describe('accounts', () => {
    it('links a sandbox corporate id, labelled SANDBOX, with the starting balance', async () => {
      expect(account).toMatchObject({ provider: 'pay2corp', mode: 'SANDBOX', corporateId: 'SBX-ACME01', currency: 'INR', status: 'ACTIVE' });
      const listed = await t.server.get(PAY_API.users, t.tokens.acme);
      expect(listed.body.data.items.map((a: PayAccount) => a._id)).toContain(account._id);
      const balance = await t.server.get(`${PAY_API.balance}?accountId=${account._id}`, t.tokens.acme);
      expect(balance.body.data.record).toMatchObject({ accountId: account._id, currency: 'INR', mode: 'SANDBOX', availableMinor: SANDBOX_STARTING_BALANCE_MINOR });
      expect((await t.server.get(PAY_API.users, t.tokens.bluewave)).body.data.items).toEqual([]);
    });

    it('refuses a corporate id the sandbox does not know, and a missing one, naming the field', async () => {
      const before = await count('pay_accounts');
      const unknown = await link(t.tokens.acme, 'ACME-REAL-1');
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toMatchObject({ field: 'data.corporateId', message: 'Unknown corporate id at pay2corp (sandbox accepts SBX-…)' });
      expect((await link(t.tokens.acme, '')).body.error.field).toBe('data.corporateId');
      expect(await count('pay_accounts')).toBe(before);
    });

    it('needs Approve to link (viewer 403); another company cannot read, unlink or see the balance (404)', async () => {
      expect((await link(t.tokens.acmeViewer, 'SBX-VIEW01')).status).toBe(403);
      expect((await t.server.request({ method: 'DELETE', url: `/api/pay2corp/users/${account._id}/`, token: t.tokens.stranger })).status).toBe(404);
      expect((await t.server.get(`${PAY_API.balance}?accountId=${account._id}`, t.tokens.stranger)).status).toBe(404);
      expect((await t.server.get(PAY_API.balance, t.tokens.acme)).body.error.field).toBe('accountId');
    });

    it('unlinks an account; a second unlink is a 409 naming its state', async () => {
      const other = (await link(t.tokens.acme, 'SBX-SPARE01')).body.data.record as PayAccount;
      const gone = await t.server.request({ method: 'DELETE', url: `/api/pay2corp/users/${other._id}/`, token: t.tokens.acme });
      expect(gone.body.data.record.status).toBe('UNLINKED');
      const again = await t.server.request({ method: 'DELETE', url: `/api/pay2corp/users/${other._id}/`, token: t.tokens.acme });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toContain('UNLINKED');
      expect((await t.server.get(PAY_API.users, t.tokens.acme)).body.data.items.map((a: PayAccount) => a._id)).not.toContain(other._id);
    });
  });

  describe('payments', () => {
    it('100 concurrent replays of one request make one transaction, one ledger movement and, after the webhook, one payment', async () => {
      const inv = await invoice(10_000_000);
      const key = newKey();
      const startBalance = await balanceOf(account._id);
      const data = { accountId: account._id, invoices: [{ invoiceId: inv.id, amountMinor: 10_000_000 }] };
      const answers = await Promise.all(Array.from({ length: 100 }, () => pay(t.tokens.acme, key, data)));
      expect(answers.map((a) => a.status).sort()).toEqual([...Array(99).fill(200), 201]);
      const records = answers.map((a) => a.body.data.record as PayTransaction);
      for (const r of records) expect(r).toEqual(records[0]);
      const tx = records[0];
      expect(tx).toMatchObject({ status: 'PROCESSING', amountMinor: 10_000_000, currency: 'INR', payeeCompanyId: t.bluewaveId, idempotencyKey: key, invoices: [{ invoiceId: inv.id, number: inv.number, amountMinor: 10_000_000 }] });
      expect(await count('pay_transactions WHERE company_id = $1 AND idempotency_key = $2', [t.acmeId, key])).toBe(1);
      expect(await count('pay2corp_sandbox_ledger WHERE provider_reference = $1', [tx.providerReference])).toBe(1);
      expect(await balanceOf(account._id)).toBe(startBalance - 10_000_000);
      // Not paid before the webhook.
      expect((await invoiceRow(inv.id)).status).toBe('ISSUED');
      expect(await count('payments WHERE pay_transaction_id = $1', [tx._id])).toBe(0);

      const delivered = await deliverSandboxWebhook(deps, tx.providerReference!);
      expect(delivered).toMatchObject({ statusCode: 200, body: { data: { duplicate: false, outcome: 'SETTLED' } } });
      expect(await invoiceRow(inv.id)).toMatchObject({ status: 'PAID' });
      expect(await count(`payments WHERE pay_transaction_id = $1 AND method = 'PAY2CORP' AND company_id = $2`, [tx._id, t.bluewaveId])).toBe(1);
      const after = (await t.server.get(`${PAY_API.transactions}${tx._id}`, t.tokens.acme)).body.data.record as PayTransaction;
      expect(after).toMatchObject({ status: 'SETTLED', settledAt: expect.any(String) });
      const pushed = await count(`live_events WHERE kind = 'billing.pay-transaction' AND data->'transaction'->>'_id' = $1`, [tx._id]);
      expect(pushed).toBeGreaterThan(0);

      // The same settlement again (a retried job) and a replay of the request change nothing.
      const before = await counts();
      expect(await deliverSandboxWebhook(deps, tx.providerReference!)).toMatchObject({ statusCode: 200, body: { data: { duplicate: true } } });
      const replay = await pay(t.tokens.acme, key, data);
      expect(replay.status).toBe(200);
      expect(replay.body.data.record).toMatchObject({ _id: tx._id, status: 'SETTLED' });
      expect(await counts()).toEqual(before);
      expect(await count('payments WHERE pay_transaction_id = $1', [tx._id])).toBe(1);
    }, 120_000);

    it('the same key with another request is a 409 and writes nothing', async () => {
      const inv = await invoice(500_000);
      const key = newKey();
      expect((await pay(t.tokens.acme, key, { accountId: account._id, invoices: [{ invoiceId: inv.id, amountMinor: 100_000 }] })).status).toBe(201);
      const before = await count('pay_transactions');
      const other = await pay(t.tokens.acme, key, { accountId: account._id, invoices: [{ invoiceId: inv.id, amountMinor: 200_000 }] });
      expect(other.status).toBe(409);
      expect(other.body.error.message).toBe('Idempotency-Key was used for another request');
      expect(await count('pay_transactions')).toBe(before);
    });

    it('a forged or stale webhook is a 401, and a duplicate through the public route is acknowledged; nothing changes', async () => {
      const inv = await invoice(300_000);
      const tx = (await pay(t.tokens.acme, newKey(), { accountId: account._id, invoices: [{ invoiceId: inv.id, amountMinor: 300_000 }] })).body.data.record as PayTransaction;
      const body = JSON.stringify({ id: `evt_forged_${tx._id}`, type: 'transaction.settled', data: { providerReference: tx.providerReference, idempotencyKey: tx._id, amountMinor: 300_000, currency: 'INR' }, created: Math.floor(Date.now() / 1000) });
      const now = Math.floor(Date.now() / 1000);
      const before = await counts();
      const forged = await postWebhook(body, signPay2corpWebhook('whsec_not_the_secret', body, now));
      expect(forged.status).toBe(401);
      const stale = await postWebhook(body, signPay2corpWebhook(await deps.webhookSecret(), body, now - 600));
      expect(stale.status).toBe(401);
      expect((await postWebhook(body, 't=1,v1=zz')).status).toBe(401);
      expect(await counts()).toEqual(before);
      expect((await invoiceRow(inv.id)).status).toBe('ISSUED');

      // The genuine settlement, then the same event re-sent through the public route.
      const delivered = await deliverSandboxWebhook(deps, tx.providerReference!);
      expect((await invoiceRow(inv.id)).status).toBe('PAID');
      const event = await t.server.db.one<{ payload: unknown }>('SELECT payload FROM pay_webhook_events WHERE pay_transaction_id = $1', [tx._id]);
      expect(delivered?.statusCode).toBe(200);
      const raw = JSON.stringify(event!.payload);
      const settled = await counts();
      const dup = await postWebhook(raw, signPay2corpWebhook(await deps.webhookSecret(), raw, Math.floor(Date.now() / 1000)));
      expect(dup.status).toBe(200);
      expect(dup.body.data).toMatchObject({ duplicate: true });
      expect(await counts()).toEqual(settled);
    });

    it('fails amounts ending in .13 (the sandbox rule) by webhook: FAILED with the reason, nothing debited, the invoice still open, the payer told', async () => {
      const inv = await invoice(1_000_013);
      const start = await balanceOf(account._id);
      const tx = (await pay(t.tokens.acme, newKey(), { accountId: account._id, invoices: [{ invoiceId: inv.id, amountMinor: 1_000_013 }] })).body.data.record as PayTransaction;
      expect(tx.status).toBe('PROCESSING');
      expect(await balanceOf(account._id)).toBe(start);
      await deliverSandboxWebhook(deps, tx.providerReference!);
      const failed = (await t.server.get(`${PAY_API.transactions}${tx._id}`, t.tokens.acme)).body.data.record as PayTransaction;
      expect(failed).toMatchObject({ status: 'FAILED', failureReason: SANDBOX_DECLINE_REASON });
      expect(await invoiceRow(inv.id)).toMatchObject({ status: 'ISSUED', balance_minor: expect.anything() });
      expect(Number((await invoiceRow(inv.id)).balance_minor)).toBe(1_000_013);
      expect(await balanceOf(account._id)).toBe(start);
      expect(await count(`notifications WHERE company_id = $1 AND event = 'payment.failed' AND record_id = $2`, [t.acmeId, tx._id])).toBeGreaterThan(0);
      const listed = await t.server.get(`${PAY_API.transactions}?filter[status]=FAILED`, t.tokens.acme);
      expect(listed.body.data.items.map((x: PayTransaction) => x._id)).toContain(tx._id);
    });

    it('fails a payment above the account balance with "Insufficient balance", debiting nothing', async () => {
      const poor = (await link(t.tokens.acme, 'SBX-POOR01')).body.data.record as PayAccount;
      await t.server.db.query(`UPDATE pay2corp_sandbox_accounts SET balance_minor = 1000 WHERE corporate_id = 'SBX-POOR01'`);
      const inv = await invoice(50_000);
      const tx = (await pay(t.tokens.acme, newKey(), { accountId: poor._id, invoices: [{ invoiceId: inv.id, amountMinor: 50_000 }] })).body.data.record as PayTransaction;
      await deliverSandboxWebhook(deps, tx.providerReference!);
      expect((await t.server.get(`${PAY_API.transactions}${tx._id}`, t.tokens.acme)).body.data.record).toMatchObject({ status: 'FAILED', failureReason: 'Insufficient balance' });
      expect(await balanceOf(poor._id)).toBe(1000);
      expect((await invoiceRow(inv.id)).status).toBe('ISSUED');
    });

    it('400s name the header or field and write nothing', async () => {
      const inv = await invoice(10_000);
      const ok = { accountId: account._id, invoices: [{ invoiceId: inv.id, amountMinor: 10_000 }] };
      const before = await count('pay_transactions');
      const missing = await pay(t.tokens.acme, undefined, ok);
      expect(missing.status).toBe(400);
      expect(missing.body.error.field).toBe('Idempotency-Key');
      expect(missing.body.error.message).toContain('Idempotency-Key');
      expect((await pay(t.tokens.acme, 'short', ok)).body.error.field).toBe('Idempotency-Key');
      expect((await pay(t.tokens.acme, newKey(), { ...ok, accountId: undefined })).body.error.field).toBe('data.accountId');
      expect((await pay(t.tokens.acme, newKey(), { ...ok, invoices: [] })).body.error.field).toBe('data.invoices');
      expect((await pay(t.tokens.acme, newKey(), { ...ok, invoices: [{ invoiceId: inv.id, amountMinor: 0 }] })).body.error.field).toBe('data.invoices.0.amountMinor');
      expect((await pay(t.tokens.acme, newKey(), { ...ok, invoices: [{ invoiceId: inv.id, amountMinor: 1.5 }] })).body.error.field).toBe('data.invoices.0.amountMinor');
      expect((await pay(t.tokens.acme, newKey(), { ...ok, invoices: [{ invoiceId: 'nope', amountMinor: 5 }] })).body.error.field).toBe('data.invoices.0.invoiceId');
      expect(await count('pay_transactions')).toBe(before);
    });

    it('409s: more than the open balance, a disputed or a paid invoice; 404 for an invoice not issued to the caller', async () => {
      const open = await invoice(10_000);
      const over = await pay(t.tokens.acme, newKey(), { accountId: account._id, invoices: [{ invoiceId: open.id, amountMinor: 10_001 }] });
      expect(over.status).toBe(409);
      expect(over.body.error.field).toBe('data.invoices.0.amountMinor');
      const disputed = await invoice(10_000, { payerStatus: 'DISPUTED' });
      const d = await pay(t.tokens.acme, newKey(), { accountId: account._id, invoices: [{ invoiceId: disputed.id, amountMinor: 10_000 }] });
      expect(d.status).toBe(409);
      expect(d.body.error.message).toContain('DISPUTED');
      const paid = await invoice(10_000, { status: 'PAID' });
      const p = await pay(t.tokens.acme, newKey(), { accountId: account._id, invoices: [{ invoiceId: paid.id, amountMinor: 10_000 }] });
      expect(p.status).toBe(409);
      expect(p.body.error.message).toContain('PAID');
      // In flight counts against the balance: a second payment of the same open amount is refused.
      expect((await pay(t.tokens.acme, newKey(), { accountId: account._id, invoices: [{ invoiceId: open.id, amountMinor: 6_000 }] })).status).toBe(201);
      expect((await pay(t.tokens.acme, newKey(), { accountId: account._id, invoices: [{ invoiceId: open.id, amountMinor: 6_000 }] })).status).toBe(409);
      // Bluewave issued it: it is not Bluewave's to pay.
      const bluewaveAccount = (await link(t.tokens.bluewave, 'SBX-BLUE01')).body.data.record as PayAccount;
      const own = await pay(t.tokens.bluewave, newKey(), { accountId: bluewaveAccount._id, invoices: [{ invoiceId: open.id, amountMinor: 100 }] });
      expect(own.status).toBe(404);
      expect(own.body.error.field).toBe('data.invoices.0.invoiceId');
    });

    it('a stranger gets 404 for the account, the transaction and the invoices; a viewer cannot pay (403) but reads', async () => {
      const inv = await invoice(20_000);
      const tx = (await pay(t.tokens.acme, newKey(), { accountId: account._id, invoices: [{ invoiceId: inv.id, amountMinor: 20_000 }] })).body.data.record as PayTransaction;
      expect((await t.server.get(`${PAY_API.transactions}${tx._id}`, t.tokens.stranger)).status).toBe(404);
      expect((await t.server.get(PAY_API.transactions, t.tokens.stranger)).body.data.items).toEqual([]);
      expect((await pay(t.tokens.stranger, newKey(), { accountId: account._id, invoices: [{ invoiceId: inv.id, amountMinor: 1 }] })).status).toBe(404);
      expect((await pay(t.tokens.acmeViewer, newKey(), { accountId: account._id, invoices: [{ invoiceId: inv.id, amountMinor: 1 }] })).status).toBe(403);
      expect((await t.server.get(`${PAY_API.transactions}${tx._id}`, t.tokens.acmeViewer)).status).toBe(200);
    });
  });
});

describe.each(['pglite', 'postgres'] as const)('pay2corp with the compliance plugin (%s)', (dialect) => {
  let t: BillingTestServer;
  beforeAll(async () => {
    t = await billingTestServer(dialect, ['compliance']);
  }, 120_000);
  afterAll(() => t?.server.close());

  it('refuses to link a payment account until the company KYC is verified (403), writing nothing', async () => {
    const refused = await t.server.post(PAY_API.users, { data: { corporateId: 'SBX-KYC001' } }, t.tokens.acme);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/KYC/);
    expect(Number((await t.server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM pay_accounts'))!.n)).toBe(0);
    expect(Number((await t.server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM pay2corp_sandbox_accounts'))!.n)).toBe(0);
  });
});
