import { describe, expect, it } from 'vitest';
import { DOCUMENT_FIELD_KEYS } from '@portolan/sdk/shared';
import type { CustomerQuote } from '../../shared/types';
import { printableQuote } from './printableQuote';

const line = (code: string, name: string, amount: string) => ({ code, name, stage: 'FREIGHT' as const, basis: 'PER_CONTAINER' as const, quantity: '2', amount });

const view: CustomerQuote = {
  reference: 'Q-2026-00012', revision: 2, status: 'ACCEPTED', currency: 'USD', validUntil: '2026-12-08', terms: 'Subject to space and equipment.',
  notes: 'Attention: आशा पटेल. Agent: 上海远洋贸易有限公司.', exchangeRateDate: '2026-11-20',
  forwarder: { name: 'Bluewave Logistics', email: 'ops@bluewave.example', phone: '+91 22 4000 1000', address: null, logoText: 'BL' },
  customerName: 'Acme Exports',
  enquiry: {
    reference: 'ENQ-2026-00042', origin: 'INNSA', destination: 'NLRTM', mode: 'FCL', containers: [{ type: '42G1', count: 2 }],
    cargo: { commodity: 'Cotton garments', hsCode: '620462', weightKg: '15800', volumeM3: null, packages: 560, dgClass: null, reeferTempC: null },
    cargoReadyOn: '2026-12-01', incoterm: 'FOB', services: ['ORIGIN_CUSTOMS'],
  },
  options: [
    { _id: 'o1', title: 'Maersk Option 1', carrier: 'MAEU', origin: 'INNSA', destination: 'NLRTM', via: [], transitDays: 24, freeDays: 7, sailing: null, lines: [line('OFR', 'Ocean freight', '2400.00'), line('BAF', 'Bunker surcharge', '310.50')], total: '2710.50' },
    { _id: 'o2', title: 'MSC Option 2', carrier: 'MSCU', origin: 'INNSA', destination: 'NLRTM', via: ['LKCMB'], transitDays: 28, freeDays: null, sailing: { vessel: 'MSC ANNA', voyage: 'FA612W', departsAt: '2026-12-03T10:00:00.000Z', arrivesAt: '2026-12-31T10:00:00.000Z' }, lines: [line('OFR', 'Ocean freight', '12100.00')], total: '12100.00' },
  ],
  acceptedOptionId: 'o2',
  linkExpiresAt: '',
};

describe('printableQuote', () => {
  const record = printableQuote(view, { companyId: 'c1', preparedBy: 'Priya Nair', issueDate: '2026-11-24' });

  it('heads the quote with its forwarder, customer and reference', () => {
    expect(record).toMatchObject({
      documentType: 'QUOTE', issuerCompanyId: 'c1', title: 'Quotation', reference: 'Q-2026-00012 revision 2', counterpartyLabel: 'Customer',
      issuer: { name: 'Bluewave Logistics', lines: ['ops@bluewave.example', '+91 22 4000 1000'] },
      counterparty: { name: 'Acme Exports', lines: ['Enquiry ENQ-2026-00042', 'Cargo ready 2026-12-01', 'Services: Origin customs'] },
      pdfTitle: 'Quote Q-2026-00012 revision 2',
    });
  });

  it('binds the enquiry and the quote as fields, every key the built-in template binds among them', () => {
    for (const { key } of DOCUMENT_FIELD_KEYS.QUOTE) expect(record.fields[key], key).toBeTruthy();
    expect(record.fields).toMatchObject({
      issueDate: '2026-11-24', enquiry: 'ENQ-2026-00042', lane: expect.stringMatching(/^Nhava Sheva.* \(INNSA\) to Rotterdam \(NLRTM\)$/),
      reference: 'Q-2026-00012', status: 'Accepted', validUntil: '2026-12-08', customerName: 'Acme Exports', enquiryReference: 'ENQ-2026-00042',
      incoterm: 'FOB', cargoReadyOn: '2026-12-01', containers: '2 x 42G1', weight: '15,800 kg', cargo: '2 x 42G1, Cotton garments, 15,800 kg',
      services: 'Origin customs', preparedBy: 'Priya Nair', acceptedOption: 'Option 2: MSC Option 2', priceFrom: 'USD 2,710.50', mode: 'FCL',
    });
    expect(record.fields.origin).toContain('(INNSA)');
    expect(record.fields.destination).toContain('(NLRTM)');
  });

  it('prints each option as a table of its charges with its total, and the option totals with the accepted one strong', () => {
    expect(record.tables.map((t) => t.key)).toEqual(['option1', 'option2']);
    const [first, second] = record.tables;
    expect(first!.title).toMatch(/^Option 1: Maersk Option 1 — .*24 days transit, 7 free days$/);
    expect(second!.title).toContain('Option 2: MSC Option 2 (accepted)');
    expect(second!.title).toContain('next sailing MSC ANNA FA612W, departs 2026-12-03, arrives 2026-12-31');
    expect(first!.columns.map((c) => c.label)).toEqual(['Code', 'Charge', 'Stage', 'Basis', 'Qty', 'Amount (USD)']);
    expect(first!.rows[1]).toEqual({ code: 'BAF', name: 'Bunker surcharge', stage: 'Freight', basis: 'Per container', quantity: '2', amount: '310.50' });
    expect(second!.rows[0]!.amount).toBe('12,100.00');
    expect(second!.totals).toEqual([{ label: 'Total', value: 'USD 12,100.00' }]);
    expect(record.totals).toEqual([
      { label: 'Option 1: Maersk Option 1', value: 'USD 2,710.50', strong: false },
      { label: 'Option 2: MSC Option 2 (accepted)', value: 'USD 12,100.00', strong: true },
    ]);
  });

  it('keeps the notes as written and adds the price basis and validity to the terms', () => {
    expect(record.notes).toBe('Attention: आशा पटेल. Agent: 上海远洋贸易有限公司.');
    expect(record.terms).toBe('Subject to space and equipment.\n\nPrices in USD; exchange rates of 2026-11-20. Valid until 2026-12-08.');
  });

  it('prints a quote without options or notes', () => {
    const bare = printableQuote({ ...view, options: [], notes: null, terms: null, acceptedOptionId: null }, { companyId: 'c1', preparedBy: null, issueDate: '2026-11-24' });
    expect(bare.tables).toEqual([]);
    expect(bare.totals).toEqual([]);
    expect(bare.fields).toMatchObject({ priceFrom: '', acceptedOption: '', preparedBy: '' });
    expect(bare.notes).toBe('');
  });
});
