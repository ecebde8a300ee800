import type { AccountingConnection, PaymentMethod } from '../../shared/types';
import { AccountingError, type AccountingAdapter, type AccountingRequest, type AccountingResponse, type PushResult, type Transport } from './AccountingAdapter';
import { decimalNumber, majorOf } from './accountingMoney';
import { customerIdOf, rateKey, settingOf } from './mappingOf';

const HEADERS = { accept: 'application/json', 'content-type': 'application/json' };

/** GST state codes → Zoho's place_of_supply letters. */
export const GST_STATE_LETTERS: Record<string, string> = {
  '01': 'JK', '02': 'HP', '03': 'PB', '04': 'CH', '05': 'UK', '06': 'HR', '07': 'DL', '08': 'RJ', '09': 'UP', '10': 'BR',
  '11': 'SK', '12': 'AR', '13': 'NL', '14': 'MN', '15': 'MZ', '16': 'TR', '17': 'ML', '18': 'AS', '19': 'WB', '20': 'JH',
  '21': 'OR', '22': 'CG', '23': 'MP', '24': 'GJ', '26': 'DN', '27': 'MH', '29': 'KA', '30': 'GA', '31': 'LD', '32': 'KL',
  '33': 'TN', '34': 'PY', '35': 'AN', '36': 'TS', '37': 'AP', '38': 'LA', '97': 'OT',
};

const PAYMENT_MODES: Record<PaymentMethod, string> = {
  BANK_TRANSFER: 'banktransfer', PAY2CORP: 'banktransfer', CHEQUE: 'check', CARD: 'creditcard', CASH: 'cash', OTHER: 'others',
};

/** A Zoho Books error as one line: "Zoho Books: Invoice number already exists (code 1001)". */
export function zohoError(response: AccountingResponse): AccountingError {
  const body = response.body as { code?: number; message?: string } | null;
  if (body && typeof body.code === 'number' && body.code !== 0) return new AccountingError(`Zoho Books: ${body.message ?? 'Error'} (code ${body.code})`, response.status);
  return new AccountingError(`Zoho Books answered HTTP ${response.status}`, response.status);
}

/** Zoho Books API v3 (India edition): invoices with GST fields, TDS on the invoice, customer payments, voids. */
export function zohoBooksAdapter(transport: Transport): AccountingAdapter {
  const org = (c: AccountingConnection) => `organization_id=${encodeURIComponent(c.externalOrgId)}`;

  async function send(connection: AccountingConnection, request: AccountingRequest, entity: string | null, idField: string, knownId?: string): Promise<PushResult> {
    const response = await transport.request(request, connection);
    const body = response.body as ({ code?: number } & Record<string, unknown>) | null;
    if (response.status >= 300 || !body || body.code !== 0) throw Object.assign(zohoError(response), { exchange: { request, response } });
    const id = entity ? (body[entity] as Record<string, unknown> | undefined)?.[idField] : knownId;
    if (!id) throw Object.assign(new AccountingError(`Zoho Books answered without ${idField}`, response.status), { exchange: { request, response } });
    return { externalId: String(id), request, response };
  }

  return {
    async pushInvoice(invoice, connection) {
      const gst = invoice.taxRegime !== 'NONE';
      const body = {
        customer_id: customerIdOf(connection, invoice.customerCompanyId, invoice.customerName),
        invoice_number: invoice.number,
        date: invoice.issueDate,
        due_date: invoice.dueDate,
        currency_code: invoice.currency,
        exchange_rate: decimalNumber(invoice.exchangeRate),
        ...(invoice.poNumber ? { reference_number: invoice.poNumber } : {}),
        line_items: invoice.lines.map((line) => ({
          name: line.code || line.description.slice(0, 100),
          description: line.description,
          rate: decimalNumber(line.unitPrice),
          quantity: decimalNumber(line.quantity),
          tax_id: settingOf(connection, `taxId.${rateKey(line.taxRate)}`, `the tax for GST ${rateKey(line.taxRate)} %`),
          ...(line.sac ? { hsn_or_sac: line.sac } : {}),
        })),
        is_inclusive_tax: false,
        ...(gst
          ? {
              gst_treatment: invoice.taxRegime === 'EXPORT' ? 'overseas' : invoice.customerGstin ? 'business_gst' : 'business_none',
              ...(invoice.placeOfSupply && GST_STATE_LETTERS[invoice.placeOfSupply] ? { place_of_supply: GST_STATE_LETTERS[invoice.placeOfSupply] } : {}),
              ...(invoice.customerGstin ? { gst_no: invoice.customerGstin } : {}),
            }
          : {}),
        notes: [`Portolan invoice ${invoice.number}`, invoice.notes].filter(Boolean).join('\n'),
      };
      return send(connection, { method: 'POST', path: `/books/v3/invoices?${org(connection)}`, headers: HEADERS, body }, 'invoice', 'invoice_id');
    },

    async updateTds(invoice, externalId, connection) {
      // Zoho Books India keeps TDS on the invoice itself: the TDS tax of that rate (a setting per rate).
      const body = invoice.tdsMinor > 0
        ? { is_tds_applied: true, tds_tax_id: settingOf(connection, `tdsTaxId.${rateKey(invoice.tdsRate)}`, `the TDS tax for ${rateKey(invoice.tdsRate)} %`) }
        : { is_tds_applied: false, tds_tax_id: '' };
      return send(connection, { method: 'PUT', path: `/books/v3/invoices/${encodeURIComponent(externalId)}?${org(connection)}`, headers: HEADERS, body }, 'invoice', 'invoice_id');
    },

    async pushPayment(payment, connection) {
      const body = {
        customer_id: customerIdOf(connection, payment.payerCompanyId, payment.payerName),
        payment_mode: PAYMENT_MODES[payment.method],
        amount: majorOf(payment.amountMinor, payment.currency),
        date: payment.receivedOn,
        ...(payment.reference ? { reference_number: payment.reference } : {}),
        invoices: payment.allocations.map((a) => ({ invoice_id: a.externalId, amount_applied: majorOf(a.amountMinor, payment.currency) })),
        // TDS is booked on the invoice (tds_tax_id); the payment carries none so it is not counted twice.
        tax_amount_withheld: 0,
      };
      return send(connection, { method: 'POST', path: `/books/v3/customerpayments?${org(connection)}`, headers: HEADERS, body }, 'payment', 'payment_id');
    },

    async voidInvoice(_invoice, externalId, _syncToken, connection) {
      return send(connection, { method: 'POST', path: `/books/v3/invoices/${encodeURIComponent(externalId)}/status/void?${org(connection)}`, headers: HEADERS, body: {} }, null, 'invoice_id', externalId);
    },
  };
}
