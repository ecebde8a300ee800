import type { AccountingConnection } from '../../shared/types';
import { AccountingError, type AccountingAdapter, type AccountingRequest, type AccountingResponse, type PushResult, type SyncInvoice, type Transport } from './AccountingAdapter';
import { decimalNumber, majorOf } from './accountingMoney';
import { customerIdOf, rateKey, settingOf } from './mappingOf';

export const QUICKBOOKS_MINOR_VERSION = 73;
const HEADERS = { accept: 'application/json', 'content-type': 'application/json' };

/** A QuickBooks fault as one line: "QuickBooks: Duplicate Document Number Error: … (code 6140)". */
export function quickBooksError(response: AccountingResponse): AccountingError {
  const fault = (response.body as { Fault?: { Error?: Array<{ Message?: string; Detail?: string; code?: string }> } } | null)?.Fault;
  const first = fault?.Error?.[0];
  if (first) return new AccountingError(`QuickBooks: ${first.Message ?? 'Error'}${first.Detail ? `: ${first.Detail}` : ''}${first.code ? ` (code ${first.code})` : ''}`, response.status);
  return new AccountingError(`QuickBooks answered HTTP ${response.status}`, response.status);
}

/**
 * QuickBooks Online Accounting API v3 (minorversion 73): invoices, TDS as a journal entry, payments and
 * voids, over `transport`. See notes/accounting.md for the field mapping.
 */
export function quickBooksAdapter(transport: Transport): AccountingAdapter {
  const base = (c: AccountingConnection) => `/v3/company/${encodeURIComponent(c.externalOrgId)}`;

  async function send(connection: AccountingConnection, request: AccountingRequest, entity: string): Promise<PushResult> {
    const response = await transport.request(request, connection);
    const record = (response.body as Record<string, { Id?: string; SyncToken?: string } | undefined> | null)?.[entity];
    if (response.status >= 300 || !record?.Id) throw Object.assign(quickBooksError(response), { exchange: { request, response } });
    return { externalId: String(record.Id), syncToken: record.SyncToken === undefined ? undefined : String(record.SyncToken), request, response };
  }

  return {
    async pushInvoice(invoice, connection) {
      const customer = customerIdOf(connection, invoice.customerCompanyId, invoice.customerName);
      const body = {
        DocNumber: invoice.number,
        TxnDate: invoice.issueDate,
        DueDate: invoice.dueDate,
        CustomerRef: { value: customer },
        CurrencyRef: { value: invoice.currency },
        ExchangeRate: decimalNumber(invoice.exchangeRate),
        Line: invoice.lines.map((line) => ({
          DetailType: 'SalesItemLineDetail',
          Amount: majorOf(line.amountMinor, invoice.currency),
          Description: line.description,
          SalesItemLineDetail: {
            ItemRef: { value: connection.settings[`itemRef.${line.code}`] || settingOf(connection, 'itemRef', 'the default service item') },
            Qty: decimalNumber(line.quantity),
            UnitPrice: decimalNumber(line.unitPrice),
            TaxCodeRef: { value: settingOf(connection, `taxCode.${rateKey(line.taxRate)}`, `the tax code for GST ${rateKey(line.taxRate)} %`) },
          },
        })),
        TxnTaxDetail: { TotalTax: majorOf(invoice.taxMinor, invoice.currency) },
        PrivateNote: privateNote(invoice),
      };
      return send(connection, { method: 'POST', path: `${base(connection)}/invoice?minorversion=${QUICKBOOKS_MINOR_VERSION}`, headers: HEADERS, body }, 'Invoice');
    },

    async updateTds(invoice, externalId, connection, previous) {
      // TDS withheld by the customer is a receivable from the tax department: debit TDS Receivable,
      // credit Accounts Receivable (the customer) by the change since the last push.
      const delta = invoice.tdsMinor - previous.tdsMinor;
      const amount = majorOf(Math.abs(delta), invoice.currency);
      const customer = customerIdOf(connection, invoice.customerCompanyId, invoice.customerName);
      const tdsAccount = settingOf(connection, 'tdsReceivableAccount', 'the TDS Receivable account');
      const arAccount = settingOf(connection, 'receivableAccount', 'the Accounts Receivable account');
      const description = `TDS ${invoice.tdsRate} % on invoice ${invoice.number} (QuickBooks invoice ${externalId})`;
      const debit = delta >= 0 ? tdsAccount : arAccount;
      const credit = delta >= 0 ? arAccount : tdsAccount;
      const entity = (account: string) => (account === arAccount ? { Entity: { Type: 'Customer', EntityRef: { value: customer } } } : {});
      const body = {
        DocNumber: `TDS-${invoice.number}`.slice(0, 21),
        TxnDate: invoice.issueDate,
        CurrencyRef: { value: invoice.currency },
        ExchangeRate: decimalNumber(invoice.exchangeRate),
        PrivateNote: description,
        Line: [
          { DetailType: 'JournalEntryLineDetail', Amount: amount, Description: description, JournalEntryLineDetail: { PostingType: 'Debit', AccountRef: { value: debit }, ...entity(debit) } },
          { DetailType: 'JournalEntryLineDetail', Amount: amount, Description: description, JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: { value: credit }, ...entity(credit) } },
        ],
      };
      return send(connection, { method: 'POST', path: `${base(connection)}/journalentry?minorversion=${QUICKBOOKS_MINOR_VERSION}`, headers: HEADERS, body }, 'JournalEntry');
    },

    async pushPayment(payment, connection) {
      const body = {
        TotalAmt: majorOf(payment.amountMinor, payment.currency),
        TxnDate: payment.receivedOn,
        CustomerRef: { value: customerIdOf(connection, payment.payerCompanyId, payment.payerName) },
        CurrencyRef: { value: payment.currency },
        ...(payment.reference ? { PaymentRefNum: payment.reference.slice(0, 21) } : {}),
        Line: payment.allocations.map((a) => ({ Amount: majorOf(a.amountMinor, payment.currency), LinkedTxn: [{ TxnId: a.externalId, TxnType: 'Invoice' }] })),
      };
      return send(connection, { method: 'POST', path: `${base(connection)}/payment?minorversion=${QUICKBOOKS_MINOR_VERSION}`, headers: HEADERS, body }, 'Payment');
    },

    async voidInvoice(_invoice, externalId, syncToken, connection) {
      const body = { Id: externalId, SyncToken: syncToken ?? '0' };
      return send(connection, { method: 'POST', path: `${base(connection)}/invoice?operation=void&minorversion=${QUICKBOOKS_MINOR_VERSION}`, headers: HEADERS, body }, 'Invoice');
    },
  };
}

function privateNote(invoice: SyncInvoice): string {
  return [`Portolan invoice ${invoice.number}`, invoice.poNumber ? `PO ${invoice.poNumber}` : null, invoice.notes].filter(Boolean).join(' · ').slice(0, 4000);
}
