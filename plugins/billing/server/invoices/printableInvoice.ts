import type { PrintableColumn, PrintableRecord } from '@portolan/sdk/shared';
import type { InvoiceRecord, PartySnapshot } from '../../shared/types';
import { amountInWords } from './invoicePdfAmountInWords';
import { invoicePdfMoney } from './invoicePdfMoney';
import { invoicePdfTitle } from './invoicePdfTitle';
import { gstStateName } from './taxRegimeStates';

type Line = InvoiceRecord['lines'][number];

const stateOf = (code: string | null) => (code ? `${code} - ${gstStateName(code) ?? 'unknown state'}` : '');

function partyLines(p: PartySnapshot): string[] {
  return [p.address, p.country, p.stateCode ? `State: ${stateOf(p.stateCode)}` : '', p.gstin ? `GSTIN: ${p.gstin}` : '', p.pan ? `PAN: ${p.pan}` : ''].filter(Boolean);
}

/** The lines' columns by regime: SAC, rate and the tax columns only where GST applies (CGST + SGST within a state, IGST across). */
function lineColumns(invoice: InvoiceRecord): PrintableColumn[] {
  const regime = invoice.taxRegime;
  const gst = regime !== 'NONE';
  // Widths in points of a portrait A4 table (scaled to the template's): the amounts fit "2,95,001.18" at 9 pt on one line.
  return [
    { key: 'position', label: '#', width: 16 },
    { key: 'description', label: 'Description', width: 80 },
    ...(gst ? [{ key: 'sac', label: 'SAC', width: 42 }] : []),
    { key: 'quantity', label: 'Qty', align: 'right', width: 30 },
    { key: 'unitPrice', label: 'Unit price', align: 'right', width: 58 },
    { key: 'taxableValue', label: gst ? 'Taxable value' : 'Amount', align: 'right', width: 64 },
    ...(gst ? [{ key: 'taxRate', label: 'Rate', align: 'right' as const, width: 30 }] : []),
    ...(regime === 'INTRA' ? [{ key: 'cgst', label: 'CGST', align: 'right' as const, width: 58 }, { key: 'sgst', label: 'SGST', align: 'right' as const, width: 58 }] : []),
    ...(regime === 'INTER' ? [{ key: 'igst', label: 'IGST', align: 'right' as const, width: 62 }] : []),
    ...(gst ? [{ key: 'amount', label: 'Amount', align: 'right' as const, width: 66 }] : []),
  ];
}

/**
 * The invoice or credit note as an accountant needs it printed, for the issuer's invoice template:
 * the title by kind, regime and status; supplier and bill-to with address, state, GSTIN and PAN;
 * number, dates, place of supply, currency and exchange rate, shipment, payment terms and more as
 * fields (DOCUMENT_FIELD_KEYS.INVOICE first); the lines with SAC, qty, unit price, taxable value and
 * the regime's tax columns; the totals with TDS withheld and the amount payable; notes: a void's
 * reason, the quote / PO / period references, for rupees the amounts in words (Indian numbering) and
 * the invoice's notes; the export declaration as terms. Money in minor units formatted with the
 * currency's digits (Indian grouping for INR), never through a float.
 */
export function printableInvoice(invoice: InvoiceRecord): PrintableRecord {
  const title = invoicePdfTitle(invoice);
  const cur = invoice.currency;
  const money = (minor: number) => invoicePdfMoney(minor, cur);
  const withCurrency = (minor: number) => `${cur} ${money(minor)}`;
  const regime = invoice.taxRegime;
  const gst = regime !== 'NONE';
  const credit = invoice.kind === 'CREDIT_NOTE';
  const supplierName = invoice.supplier.legalName || invoice.issuerName;
  const customerName = invoice.customer.legalName || invoice.customerName;
  const inr = cur === 'INR';

  const rows = invoice.lines.map((l: Line, i) => ({
    position: String(i + 1),
    code: l.code,
    description: l.description,
    sac: l.sac ?? '',
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    taxableValue: money(l.amountMinor),
    taxRate: `${regime === 'EXPORT' ? 0 : l.taxRate}%`,
    cgst: money(l.cgstMinor),
    sgst: money(l.sgstMinor),
    igst: money(l.igstMinor),
    amount: money(l.amountMinor + l.cgstMinor + l.sgstMinor + l.igstMinor),
  }));

  const totals: PrintableRecord['totals'] = [{ label: gst ? 'Taxable value' : 'Subtotal', value: withCurrency(invoice.subtotalMinor) }];
  if (regime === 'INTRA') totals.push({ label: 'CGST', value: withCurrency(invoice.cgstMinor) }, { label: 'SGST', value: withCurrency(invoice.sgstMinor) });
  if (regime === 'INTER') totals.push({ label: 'IGST', value: withCurrency(invoice.igstMinor) });
  if (regime === 'EXPORT') totals.push({ label: 'IGST (zero-rated export)', value: withCurrency(0) });
  totals.push({ label: credit ? 'Total credit' : 'Total', value: withCurrency(invoice.totalMinor), strong: true });
  if (invoice.tdsMinor) totals.push({ label: `TDS withheld (${invoice.tdsRate}%)`, value: withCurrency(-invoice.tdsMinor) }, { label: 'Amount payable', value: withCurrency(invoice.payableMinor), strong: true });
  if (invoice.paidMinor) totals.push({ label: 'Paid', value: withCurrency(-invoice.paidMinor) });
  if (invoice.creditedMinor) totals.push({ label: 'Credited', value: withCurrency(-invoice.creditedMinor) });
  if (invoice.paidMinor || invoice.creditedMinor) totals.push({ label: 'Balance due', value: withCurrency(invoice.balanceMinor), strong: true });

  const totalInWords = inr ? amountInWords(invoice.totalMinor) : '';
  const payableInWords = inr && invoice.tdsMinor ? amountInWords(invoice.payableMinor) : '';
  const fields: Record<string, string> = {
    number: invoice.number ?? 'not numbered (draft)',
    kind: credit ? 'Credit note' : 'Invoice',
    status: invoice.status,
    issueDate: invoice.issueDate ?? '',
    dueDate: invoice.dueDate ?? '',
    placeOfSupply: regime === 'EXPORT' ? 'Outside India (export)' : stateOf(invoice.placeOfSupply),
    gstin: invoice.customer.gstin ?? '',
    currency: invoice.currency,
    exchangeRate: invoice.currency !== invoice.baseCurrency ? `1 ${invoice.currency} = ${invoice.exchangeRate} ${invoice.baseCurrency}` : '',
    shipment: invoice.shipmentReference ?? '',
    paymentTerms: invoice.dueDate ? `${invoice.termsDays} days` : '',
    termsDays: String(invoice.termsDays),
    taxRegime: { INTRA: 'GST within the state (CGST + SGST)', INTER: 'GST across states (IGST)', EXPORT: 'Export under LUT (zero-rated)', NONE: 'No GST' }[regime],
    shipmentReference: invoice.shipmentReference ?? '',
    quoteReference: invoice.quoteReference ?? '',
    poNumber: invoice.poNumber ?? '',
    period: invoice.periodStart && invoice.periodEnd ? `${invoice.periodStart} to ${invoice.periodEnd}` : '',
    creditsInvoiceNumber: credit ? `against invoice ${invoice.creditsInvoiceNumber ?? '(not numbered)'}` : '',
    supplierName,
    supplierGstin: invoice.supplier.gstin ?? '',
    supplierPan: invoice.supplier.pan ?? '',
    customerName,
    customerGstin: invoice.customer.gstin ?? '',
    customerPan: invoice.customer.pan ?? '',
    customerState: stateOf(invoice.customer.stateCode),
    subtotal: withCurrency(invoice.subtotalMinor),
    tax: withCurrency(invoice.taxMinor),
    total: withCurrency(invoice.totalMinor),
    tds: invoice.tdsMinor ? withCurrency(invoice.tdsMinor) : '',
    payable: withCurrency(invoice.payableMinor),
    balanceDue: withCurrency(invoice.balanceMinor),
    totalInWords,
    payableInWords,
    voidReason: invoice.status === 'VOID' ? `VOID${invoice.voidReason ? `: ${invoice.voidReason}` : ''}` : '',
  };

  // What the built-in template's fields leave out but an accountant matches the invoice on.
  const references = [
    invoice.quoteReference && `Quote ${invoice.quoteReference}`,
    invoice.poNumber && `PO number ${invoice.poNumber}`,
    fields.period && `Period ${fields.period}`,
  ].filter(Boolean).join(' · ');
  const words = [totalInWords && `Total in words: ${totalInWords}`, payableInWords && `Amount payable in words: ${payableInWords}`].filter(Boolean);
  const terms = regime === 'EXPORT' ? 'Declaration: supply meant for export under letter of undertaking (LUT) without payment of integrated tax (IGST).' : '';
  const reference = invoice.number ?? 'not numbered (draft)';
  return {
    documentType: 'INVOICE',
    issuerCompanyId: invoice.companyId,
    title,
    reference: credit ? `${reference} ${fields.creditsInvoiceNumber}` : reference,
    issuer: { name: supplierName, lines: partyLines(invoice.supplier) },
    counterparty: { name: customerName, lines: partyLines(invoice.customer) },
    counterpartyLabel: credit ? 'Credited to' : 'Bill to',
    fields,
    tables: [{ key: 'lines', title: `Lines (${cur})`, columns: lineColumns(invoice), rows }],
    totals,
    notes: [fields.voidReason, references, ...words, invoice.notes ?? ''].filter(Boolean).join('\n'),
    terms,
    footer: `${supplierName} — ${title} ${reference}`,
    pdfTitle: `${title} ${invoice.number ?? ''}`.trim(),
  };
}
