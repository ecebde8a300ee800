import { MAILER, NOTIFIER, notifyCompany, type Db, type ServerPluginContext } from '@portolan/sdk/server';
import type { AccountingConnection } from '../../shared/types';
import { AccountingError, type AccountingAdapter, type PushResult, type Transport } from './AccountingAdapter';
import { liveTransport } from './liveTransport';
import { providerName } from './mappingOf';
import { quickBooksAdapter } from './quickBooksAdapter';
import { sandboxTransport } from './sandboxTransport';
import { zohoBooksAdapter } from './zohoBooksAdapter';
import { connectionOf, loadSyncInvoice, loadSyncPayment } from './syncRecords';

/** Waits after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final (FAILED). */
export const SYNC_BACKOFF_SECONDS = [30, 120, 600, 3600] as const;
export const SYNC_MAX_ATTEMPTS = 5;
/** A job waiting for its invoice to be pushed first is looked at again after this long (no attempt counted). */
export const SYNC_WAIT_SECONDS = 30;
const BATCH = 10;
const MAX_BATCHES = 20;

export type SyncDeps = Pick<ServerPluginContext, 'db' | 'identity' | 'services' | 'log'> & { settings: { accountingMode?: unknown } };

export interface SyncRound {
  sent: number;
  retrying: number;
  failed: number;
  waiting: number;
}

/** The transport accountingMode picks: the recorded sandbox (default) or the live APIs. */
export function transportFor(mode: unknown): Transport {
  return mode === 'live' ? liveTransport() : sandboxTransport;
}

export function adapterFor(connection: AccountingConnection, transport: Transport): AccountingAdapter {
  return connection.provider === 'QUICKBOOKS' ? quickBooksAdapter(transport) : zohoBooksAdapter(transport);
}

/**
 * One round of the outbox (scheduler 'accounting-sync', every 30 s): due PENDING jobs of active
 * connections, in batches of 10 taken FOR UPDATE SKIP LOCKED (two processes never send one job), oldest
 * first so an invoice is pushed before its TDS, payments and void. `now` is passed in (tests control time).
 */
export async function runAccountingSync(deps: SyncDeps, now: Date = new Date(), transport: Transport = transportFor(deps.settings.accountingMode)): Promise<SyncRound> {
  const round: SyncRound = { sent: 0, retrying: 0, failed: 0, waiting: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const taken = await deps.db.transaction(async (tx) => {
      const jobs = await tx.query(
        `SELECT j.id, j.company_id, j.action, j.invoice_id, j.payment_id, j.attempts,
                c.id AS c_id, c.provider, c.mode, c.external_org_id, c.settings, c.status, c.created_at, c.version
           FROM accounting_sync_jobs j JOIN accounting_connections c ON c.id = j.connection_id
          WHERE j.status = 'PENDING' AND j.next_attempt_at <= $1 AND c.status = 'ACTIVE'
          ORDER BY j.next_attempt_at, j.created_at, j.id
          LIMIT ${BATCH}
          FOR UPDATE OF j SKIP LOCKED`,
        [now.toISOString()],
      );
      for (const job of jobs.rows) {
        const outcome = await processJob(deps, tx, job, now, transport);
        round[outcome]++;
      }
      return jobs.rows.length;
    });
    if (taken < BATCH) break;
  }
  return round;
}

type Outcome = keyof SyncRound;

async function processJob(deps: SyncDeps, tx: Db, job: Record<string, unknown>, now: Date, transport: Transport): Promise<Outcome> {
  const connection = connectionOf({ ...job, id: job.c_id });
  const jobId = String(job.id);
  const companyId = String(job.company_id);
  const invoiceId = job.invoice_id ? String(job.invoice_id) : null;
  const attempts = Number(job.attempts) + 1;
  try {
    if (!(await hasAccountingPlan(deps, tx, companyId))) throw new AccountingError('Accounting sync is not in your plan', undefined, true);
    const adapter = adapterFor(connection, transport);
    const result = await perform(tx, adapter, connection, String(job.action), invoiceId, job.payment_id ? String(job.payment_id) : null);
    if ('waitingFor' in result) {
      await tx.query(
        `UPDATE accounting_sync_jobs SET next_attempt_at = $2, last_error = $3, updated_at = $4 WHERE id = $1`,
        [jobId, new Date(now.getTime() + SYNC_WAIT_SECONDS * 1000).toISOString(), `Waiting for invoice ${result.waitingFor} to be pushed first`, now.toISOString()],
      );
      return 'waiting';
    }
    await tx.query(
      `UPDATE accounting_sync_jobs SET status = 'SENT', attempts = $2, last_error = NULL, external_id = $3, request = $4, response = $5,
              updated_at = $6, version = version + 1 WHERE id = $1`,
      [jobId, attempts, result.push?.externalId ?? null, JSON.stringify(result.request ?? null), JSON.stringify(result.response ?? null), now.toISOString()],
    );
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const final = attempts >= SYNC_MAX_ATTEMPTS || (error instanceof AccountingError && error.permanent);
    const wait = SYNC_BACKOFF_SECONDS[Math.min(attempts, SYNC_BACKOFF_SECONDS.length) - 1]!;
    const failed = error instanceof AccountingError ? error.exchange : undefined;
    await tx.query(
      `UPDATE accounting_sync_jobs SET status = $2, attempts = $3, next_attempt_at = $4, last_error = $5, request = COALESCE($6, request),
              response = COALESCE($7, response), updated_at = $8, version = version + 1 WHERE id = $1`,
      [
        jobId, final ? 'FAILED' : 'PENDING', attempts, final ? now.toISOString() : new Date(now.getTime() + wait * 1000).toISOString(), message.slice(0, 2000),
        failed ? JSON.stringify(failed.request) : null, failed ? JSON.stringify(failed.response) : null, now.toISOString(),
      ],
    );
    if (!final) {
      deps.log.warn({ jobId, attempts, error: message }, 'accounting sync retrying');
      return 'retrying';
    }
    await notifyFailure(deps, tx, companyId, connection, String(job.action), invoiceId, message);
    return 'failed';
  }
}

interface Performed {
  push?: PushResult;
  request?: unknown;
  response?: unknown;
}

async function perform(tx: Db, adapter: AccountingAdapter, connection: AccountingConnection, action: string, invoiceId: string | null, paymentId: string | null): Promise<Performed | { waitingFor: string }> {
  if (action === 'PUSH_PAYMENT') {
    const payment = paymentId ? await loadSyncPayment(tx, paymentId, connection._id) : undefined;
    if (!payment) throw new AccountingError('The payment no longer exists', undefined, true);
    if ('refund' in payment) return { response: { skipped: 'Refunds are not pushed: record them in the accounting system' } };
    if ('waitingFor' in payment) return payment;
    const push = await adapter.pushPayment(payment, connection);
    return done(push);
  }
  const invoice = invoiceId ? await loadSyncInvoice(tx, invoiceId) : undefined;
  if (!invoice) throw new AccountingError('The invoice no longer exists', undefined, true);
  const external = await tx.one<{ external_id: string; sync_token: string | null }>(
    'SELECT external_id, sync_token FROM accounting_external_ids WHERE connection_id = $1 AND invoice_id = $2',
    [connection._id, invoice.id],
  );
  if (action === 'PUSH_INVOICE') {
    if (external) return { push: { externalId: external.external_id, request: null as never, response: null as never }, response: { alreadyPushed: true } };
    const push = await adapter.pushInvoice(invoice, connection);
    await tx.query(
      `INSERT INTO accounting_external_ids (connection_id, invoice_id, external_id, sync_token) VALUES ($1, $2, $3, $4)
       ON CONFLICT (connection_id, invoice_id) DO UPDATE SET external_id = EXCLUDED.external_id, sync_token = EXCLUDED.sync_token`,
      [connection._id, invoice.id, push.externalId, push.syncToken ?? null],
    );
    // TDS set before issue is booked too (QuickBooks: its journal entry; Zoho: the invoice's TDS tax).
    if (invoice.tdsMinor > 0) {
      await tx.query(
        `INSERT INTO accounting_sync_jobs (company_id, connection_id, provider, action, invoice_id)
         SELECT company_id, id, provider, 'UPDATE_TDS', $2 FROM accounting_connections WHERE id = $1`,
        [connection._id, invoice.id],
      );
    }
    return done(push);
  }
  if (!external) return { waitingFor: invoice.number };
  if (action === 'UPDATE_TDS') {
    const last = await tx.one<{ tds: string | number | null }>(
      `SELECT (request->>'tdsMinor') AS tds FROM accounting_sync_jobs
        WHERE connection_id = $1 AND invoice_id = $2 AND action = 'UPDATE_TDS' AND status = 'SENT' ORDER BY updated_at DESC, id DESC LIMIT 1`,
      [connection._id, invoice.id],
    );
    const previous = { tdsMinor: Number(last?.tds ?? 0), syncToken: external.sync_token };
    if (previous.tdsMinor === invoice.tdsMinor) return { response: { unchanged: true }, request: { tdsMinor: invoice.tdsMinor } };
    const push = await adapter.updateTds(invoice, external.external_id, connection, previous);
    return { ...done(push), request: { ...push.request, tdsMinor: invoice.tdsMinor } };
  }
  if (action === 'VOID_INVOICE') {
    const push = await adapter.voidInvoice(invoice, external.external_id, external.sync_token, connection);
    await tx.query('UPDATE accounting_external_ids SET sync_token = $3 WHERE connection_id = $1 AND invoice_id = $2', [connection._id, invoice.id, push.syncToken ?? external.sync_token]);
    return done(push);
  }
  throw new AccountingError(`Unknown action ${action}`, undefined, true);
}

function done(push: PushResult): Performed {
  return { push, request: push.request, response: push.response };
}

async function hasAccountingPlan(deps: SyncDeps, tx: Db, companyId: string): Promise<boolean> {
  const subscription = await deps.identity.subscriptionOf(tx, companyId);
  return subscription?.status === 'active' && subscription.features.some((f) => f.name === 'accounting' && f.isActive);
}

async function notifyFailure(deps: SyncDeps, tx: Db, companyId: string, connection: AccountingConnection, action: string, invoiceId: string | null, message: string): Promise<void> {
  const number = invoiceId ? (await tx.one<{ number: string | null }>('SELECT number FROM invoices WHERE id = $1', [invoiceId]))?.number : null;
  const what = action === 'PUSH_PAYMENT' ? 'A payment' : `Invoice ${number ?? ''}`.trim();
  const verb = { PUSH_INVOICE: 'pushed to', UPDATE_TDS: 'TDS-updated in', PUSH_PAYMENT: 'pushed to', VOID_INVOICE: 'voided in' }[action] ?? 'synced to';
  await notifyCompany(tx, { mailer: deps.services.get(MAILER), notifier: deps.services.find(NOTIFIER) }, companyId, {
    event: 'accounting.sync-failed',
    subject: `${what} could not be ${verb} ${providerName(connection)}`,
    body: `${message}\n\nFix it, then retry the job in Invoices → Accounting sync (the failure list).`,
    href: '/invoices/accounting',
  });
}
