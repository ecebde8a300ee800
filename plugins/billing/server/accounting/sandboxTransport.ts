import { stableHash } from '@portolan/sdk/server';
import type { AccountingConnection } from '../../shared/types';
import type { AccountingRequest, AccountingResponse, Transport } from './AccountingAdapter';
import qbInvoice from './samples/quickbooks/create-invoice.json';
import qbFault from './samples/quickbooks/create-invoice-fault.json';
import qbJournal from './samples/quickbooks/tds-journal-entry.json';
import qbPayment from './samples/quickbooks/payment.json';
import qbVoid from './samples/quickbooks/void-invoice.json';
import zInvoice from './samples/zoho/create-invoice.json';
import zError from './samples/zoho/create-invoice-error.json';
import zTds from './samples/zoho/update-tds.json';
import zPayment from './samples/zoho/customer-payment.json';
import zVoid from './samples/zoho/void-invoice.json';

/** The marker (in an invoice's notes) that makes the sandbox refuse to create it: shows the failure list. */
export const SANDBOX_FAIL_MARKER = '[sync-fail]';

type Recorded = { response: { status: number; body: unknown } };

function pick(req: AccountingRequest, provider: AccountingConnection['provider']): Recorded {
  const p = req.path;
  if (provider === 'QUICKBOOKS') {
    if (p.includes('/invoice?operation=void')) return qbVoid;
    if (p.includes('/invoice?')) return qbInvoice;
    if (p.includes('/journalentry?')) return qbJournal;
    return qbPayment;
  }
  if (p.includes('/status/void')) return zVoid;
  if (req.method === 'PUT') return zTds;
  if (p.includes('/customerpayments')) return zPayment;
  return zInvoice;
}

/** A deterministic id per request (the same request answers the same id), shaped like the vendor's. */
function idFor(seed: string, provider: AccountingConnection['provider']): string {
  const n = String(stableHash(seed) % 10_000_000);
  return provider === 'QUICKBOOKS' ? String(1000 + Number(n)) : `98200${n.padStart(10, '0')}`;
}

/**
 * accountingMode 'sandbox' (default): answers from the recorded samples (samples/quickbooks, samples/zoho)
 * without any network. Creating a record whose body contains "[sync-fail]" (an invoice's notes) answers
 * the recorded fault (QuickBooks: duplicate document number; Zoho: invoice already exists). Every response carries `sandbox: true`.
 */
export const sandboxTransport: Transport = {
  async request(req, connection): Promise<AccountingResponse> {
    const text = JSON.stringify(req.body ?? {});
    const create = req.method === 'POST' && !req.path.includes('void');
    if (create && text.includes(SANDBOX_FAIL_MARKER)) {
      const fault = connection.provider === 'QUICKBOOKS' ? qbFault : zError;
      return { status: fault.response.status, body: fault.response.body, sandbox: true };
    }
    const recorded = pick(req, connection.provider);
    const body = structuredClone(recorded.response.body) as Record<string, Record<string, unknown>>;
    const entity = Object.keys(body).find((k) => ['Invoice', 'JournalEntry', 'Payment', 'invoice', 'payment'].includes(k));
    if (entity) {
      const field = connection.provider === 'QUICKBOOKS' ? 'Id' : `${entity}_id`;
      const existing = connection.provider === 'QUICKBOOKS' ? (req.body as { Id?: string }).Id : req.method === 'PUT' ? decodeURIComponent(req.path.split('/invoices/')[1]!.split('?')[0]!) : undefined;
      body[entity]![field] = existing ?? idFor(`${req.method} ${req.path} ${text}`, connection.provider);
    }
    return { status: recorded.response.status, body, sandbox: true };
  },
};
