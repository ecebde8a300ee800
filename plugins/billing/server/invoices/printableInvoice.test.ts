import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { builtInTemplate, DOCUMENT_FIELD_KEYS } from '@portolan/sdk/shared';
import { renderTemplatePdf } from '@portolan/sdk/server/pdf';
import type { InvoiceRecord } from '../../shared/types';
import { invoicePdfTitle } from './invoicePdfTitle';
import { invoiceTotals } from './invoiceTotals';
import { printableInvoice } from './printableInvoice';

/** The invoice as printed with the built-in invoice template (what printRecord draws when the issuer has no template of its own). */
const invoicePdf = (invoice: InvoiceRecord) => renderTemplatePdf(builtInTemplate('INVOICE'), printableInvoice(invoice), { logo: null });

/** The PDF's text, whitespace collapsed (wrapped lines join with a space). */
async function pdfText(buffer: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const supplier = { companyId: 'c1', legalName: 'Bluewave Logistics Private Limited', address: '12 Marine Drive, Mumbai 400020', country: 'IN', stateCode: '27', gstin: '27AABCB1234C1Z5', pan: 'AABCB1234C' };
const customer = { companyId: 'c2', legalName: 'Acme Exports Private Limited', address: '4 Anna Salai, Chennai 600002', country: 'IN', stateCode: '33', gstin: '33AACCA5678D1Z2', pan: 'AACCA5678D' };

/** An issued inter-state invoice whose figures come from invoiceTotals. */
function invoiceOf(over: Partial<InvoiceRecord> = {}): InvoiceRecord {
  const regime = over.taxRegime ?? 'INTER';
  const currency = over.currency ?? 'INR';
  const tdsRate = over.tdsRate ?? 2;
  const inputs = [
    { code: 'OFR', description: 'Ocean freight INNSA to NLRTM, 40HC', sac: '996521', quantity: '2', unitPrice: '125000.50', taxRate: 18 },
    { code: 'THC', description: 'Terminal handling at origin', sac: '996719', quantity: '2', unitPrice: '8500', taxRate: 18 },
    { code: 'DOC', description: 'Documentation', sac: '998599', quantity: '1', unitPrice: '1500.25', taxRate: 5 },
  ];
  const t = invoiceTotals({ currency, regime, tdsRate, lines: inputs });
  return {
    _id: 'inv1', companyId: 'c1', issuerName: 'Bluewave Logistics', customerCompanyId: 'c2', customerName: 'Acme Exports', direction: 'ISSUED',
    kind: 'INVOICE', creditsInvoiceId: null, creditsInvoiceNumber: null, source: 'SHIPMENT', shipmentId: 's1', shipmentReference: 'SHP-2026-00042',
    quoteId: 'q1', quoteReference: 'Q-2026-00017', subscriptionId: null, periodStart: null, periodEnd: null, number: 'INV/26-27/00007',
    status: 'ISSUED', payerStatus: 'PENDING', currency, baseCurrency: 'INR', exchangeRate: '1', issueDate: '2026-11-24', termsDays: 30,
    dueDate: '2026-12-24', daysOverdue: 0, taxRegime: regime, placeOfSupply: regime === 'INTRA' ? '27' : regime === 'INTER' ? '33' : null,
    supplier, customer, lines: inputs.map((l, i) => ({ ...l, _id: `l${i}`, position: i + 1, ...t.lines[i]! })),
    subtotalMinor: t.subtotalMinor, cgstMinor: t.cgstMinor, sgstMinor: t.sgstMinor, igstMinor: t.igstMinor, taxMinor: t.taxMinor, totalMinor: t.totalMinor,
    tdsRate, tdsMinor: t.tdsMinor, payableMinor: t.payableMinor, paidMinor: 0, creditedMinor: 0, balanceMinor: t.payableMinor,
    poNumber: 'PO-88123', notes: 'Payment by NEFT within 30 days.', voidReason: null, hasFile: false, issuedAt: '2026-11-24T10:00:00.000Z', paidAt: null,
    createdAt: '2026-11-24T09:00:00.000Z', updatedAt: '2026-11-24T10:00:00.000Z', version: 2,
    ...over,
  };
}

describe('printableInvoice printed with the built-in template', () => {
  it('prints an inter-state tax invoice: parties, number, place of supply, IGST, TDS, payable and words', async () => {
    const invoice = invoiceOf();
    // 2 × 125000.50 = 25000100 paise @18 % IGST 4500018; 2 × 8500 = 1700000, IGST 306000; 150025 @5 % IGST 7501.25 → 7501.
    expect([invoice.subtotalMinor, invoice.igstMinor, invoice.totalMinor]).toEqual([26850125, 4813519, 31663644]);
    // TDS 2 % of 26850125 = 537002.5 → 537003; payable 31126641.
    expect([invoice.tdsMinor, invoice.payableMinor]).toEqual([537003, 31126641]);
    const buffer = await invoicePdf(invoice);
    expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(buffer);
    for (const expected of [
      'Tax Invoice', 'INV/26-27/00007', '2026-11-24', '2026-12-24',
      'Bluewave Logistics Private Limited', 'GSTIN: 27AABCB1234C1Z5', 'PAN: AABCB1234C',
      'Acme Exports Private Limited', 'GSTIN: 33AACCA5678D1Z2', 'PAN: AACCA5678D',
      '33 - Tamil Nadu', 'SHP-2026-00042', 'Q-2026-00017', 'PO-88123',
      'Ocean freight INNSA to NLRTM, 40HC', '996521', '125000.50', '2,50,001.00', '45,000.18', 'IGST',
      'INR 2,68,501.25', 'INR 48,135.19', 'INR 3,16,636.44', 'TDS withheld (2%)', 'INR -5,370.03', 'Amount payable', 'INR 3,11,266.41',
      'Rupees Three Lakh Sixteen Thousand Six Hundred Thirty-Six and Forty-Four Paise Only',
      'Rupees Three Lakh Eleven Thousand Two Hundred Sixty-Six and Forty-One Paise Only',
      'Payment by NEFT within 30 days.', 'Authorised signatory',
    ]) expect(text, expected).toContain(expected);
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('DRAFT');
  });

  it('prints CGST and SGST columns and totals for an intra-state invoice', async () => {
    const text = await pdfText(await invoicePdf(invoiceOf({ taxRegime: 'INTRA', tdsRate: 0 })));
    expect(text).toContain('27 - Maharashtra');
    // 25000100 @9 % = 2250009; 1700000 @9 % = 153000; 150025 @2.5 % = 3750.625 → 3751; CGST = SGST = 2406760.
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).toContain('INR 24,067.60');
    expect(text).toContain('22,500.09');
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('TDS withheld');
  });

  it('titles an export invoice under LUT and a non-GST invoice in another currency', async () => {
    const exportText = await pdfText(await invoicePdf(invoiceOf({ taxRegime: 'EXPORT', customer: { ...customer, country: 'NL', stateCode: null, gstin: null, pan: null } })));
    expect(exportText).toContain('Export Invoice (supply meant for export under LUT without payment of IGST)');
    expect(exportText).toContain('Outside India (export)');
    const usd = await pdfText(await invoicePdf(invoiceOf({ taxRegime: 'NONE', currency: 'USD', tdsRate: 0, supplier: { ...supplier, country: 'NL', stateCode: null, gstin: null, pan: null } })));
    expect(usd).toContain('Invoice');
    expect(usd).not.toContain('Tax Invoice');
    expect(usd).toContain('USD 268,501.25');
    expect(usd).not.toContain('Rupees');
    expect(usd).not.toContain('SAC');
  });

  it('marks a draft as not a tax invoice and a credit note with the invoice it credits', async () => {
    const draft = await pdfText(await invoicePdf(invoiceOf({ status: 'DRAFT', number: null, issueDate: null, dueDate: null })));
    expect(draft).toContain('DRAFT — not a tax invoice');
    expect(draft).toContain('not numbered (draft)');
    const credit = await pdfText(await invoicePdf(invoiceOf({ kind: 'CREDIT_NOTE', number: 'CN/26-27/00002', creditsInvoiceId: 'inv1', creditsInvoiceNumber: 'INV/26-27/00007' })));
    expect(credit).toContain('Credit note');
    expect(credit).toContain('against invoice INV/26-27/00007');
    expect(credit).toContain('CN/26-27/00002');
  });

  it('flows many lines onto further pages with page numbers', async () => {
    const base = invoiceOf();
    const lines = Array.from({ length: 60 }, (_, i) => ({ ...base.lines[0]!, _id: `l${i}`, position: i + 1, description: `Charge number ${i + 1}` }));
    const text = await pdfText(await invoicePdf({ ...base, lines }));
    expect(text).toContain('Charge number 60');
    expect(text).toMatch(/page 2 of \d/);
  });

  it('chooses the title by status, kind and regime', () => {
    expect(invoicePdfTitle({ status: 'ISSUED', kind: 'INVOICE', taxRegime: 'INTRA' })).toBe('Tax Invoice');
    expect(invoicePdfTitle({ status: 'PAID', kind: 'INVOICE', taxRegime: 'INTER' })).toBe('Tax Invoice');
    expect(invoicePdfTitle({ status: 'ISSUED', kind: 'INVOICE', taxRegime: 'NONE' })).toBe('Invoice');
    expect(invoicePdfTitle({ status: 'DRAFT', kind: 'CREDIT_NOTE', taxRegime: 'INTRA' })).toBe('DRAFT — not a tax invoice');
    expect(invoicePdfTitle({ status: 'ISSUED', kind: 'CREDIT_NOTE', taxRegime: 'EXPORT' })).toBe('Credit note');
  });
});

describe('printableInvoice', () => {
  it('gives the inter-state invoice its parties, facts as fields, IGST columns and the totals with TDS and words', () => {
    const record = printableInvoice(invoiceOf({ customer: { ...customer, address: 'एक्मे एक्सपोर्ट्स, व्हाइटफ़ील्ड' } }));
    expect(record).toMatchObject({
      documentType: 'INVOICE', issuerCompanyId: 'c1', title: 'Tax Invoice', reference: 'INV/26-27/00007', counterpartyLabel: 'Bill to',
      issuer: { name: 'Bluewave Logistics Private Limited', lines: ['12 Marine Drive, Mumbai 400020', 'IN', 'State: 27 - Maharashtra', 'GSTIN: 27AABCB1234C1Z5', 'PAN: AABCB1234C'] },
      counterparty: { name: 'Acme Exports Private Limited', lines: ['एक्मे एक्सपोर्ट्स, व्हाइटफ़ील्ड', 'IN', 'State: 33 - Tamil Nadu', 'GSTIN: 33AACCA5678D1Z2', 'PAN: AACCA5678D'] },
    });
    expect(record.fields).toMatchObject({
      number: 'INV/26-27/00007', issueDate: '2026-11-24', dueDate: '2026-12-24', paymentTerms: '30 days', placeOfSupply: '33 - Tamil Nadu', gstin: '33AACCA5678D1Z2',
      currency: 'INR', exchangeRate: '', shipment: 'SHP-2026-00042', shipmentReference: 'SHP-2026-00042', quoteReference: 'Q-2026-00017', poNumber: 'PO-88123', total: 'INR 3,16,636.44', payable: 'INR 3,11,266.41', tds: 'INR 5,370.03',
      totalInWords: 'Rupees Three Lakh Sixteen Thousand Six Hundred Thirty-Six and Forty-Four Paise Only',
    });
    const [lines] = record.tables;
    expect(lines!.columns.map((c) => c.key)).toEqual(['position', 'description', 'sac', 'quantity', 'unitPrice', 'taxableValue', 'taxRate', 'igst', 'amount']);
    expect(lines!.rows[0]).toMatchObject({ position: '1', sac: '996521', quantity: '2', unitPrice: '125000.50', taxableValue: '2,50,001.00', taxRate: '18%', igst: '45,000.18', amount: '2,95,001.18' });
    expect(record.totals).toEqual([
      { label: 'Taxable value', value: 'INR 2,68,501.25' },
      { label: 'IGST', value: 'INR 48,135.19' },
      { label: 'Total', value: 'INR 3,16,636.44', strong: true },
      { label: 'TDS withheld (2%)', value: 'INR -5,370.03' },
      { label: 'Amount payable', value: 'INR 3,11,266.41', strong: true },
    ]);
    for (const { key } of DOCUMENT_FIELD_KEYS.INVOICE.filter((k) => k.key !== 'exchangeRate')) expect(record.fields[key], key).toBeTruthy();
    expect(record.notes.split('\n')[0]).toBe('Quote Q-2026-00017 · PO number PO-88123');
    expect(record.notes).toContain('Total in words: Rupees Three Lakh Sixteen Thousand');
    expect(record.notes).toContain('Payment by NEFT within 30 days.');
  });

  it('splits CGST and SGST within a state, drops tax columns without GST, and converts foreign currencies', () => {
    expect(printableInvoice(invoiceOf({ taxRegime: 'INTRA' })).tables[0]!.columns.map((c) => c.key)).toEqual(['position', 'description', 'sac', 'quantity', 'unitPrice', 'taxableValue', 'taxRate', 'cgst', 'sgst', 'amount']);
    const usd = printableInvoice(invoiceOf({ taxRegime: 'NONE', currency: 'USD', exchangeRate: '83.25', tdsRate: 0 }));
    expect(usd.tables[0]!.columns.map((c) => c.label)).toEqual(['#', 'Description', 'Qty', 'Unit price', 'Amount']);
    expect(usd.fields).toMatchObject({ currency: 'USD', exchangeRate: '1 USD = 83.25 INR', totalInWords: '' });
    expect(usd.totals.map((t) => t.value)).toEqual(['USD 268,501.25', 'USD 268,501.25']);
  });

  it('prints a credit note against its invoice and a void invoice with its reason', () => {
    const credit = printableInvoice(invoiceOf({ kind: 'CREDIT_NOTE', number: 'CN/26-27/00002', creditsInvoiceId: 'inv1', creditsInvoiceNumber: 'INV/26-27/00007' }));
    expect(credit).toMatchObject({ title: 'Credit note', reference: 'CN/26-27/00002 against invoice INV/26-27/00007', counterpartyLabel: 'Credited to' });
    expect(credit.totals.find((t) => t.strong)!.label).toBe('Total credit');
    const cancelled = printableInvoice(invoiceOf({ status: 'VOID', voidReason: 'Billed twice' }));
    expect(cancelled.notes.split('\n')[0]).toBe('VOID: Billed twice');
    expect(printableInvoice(invoiceOf({ quoteReference: null, poNumber: null, notes: null, currency: 'USD' })).notes).toBe('');
  });
});
