import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { ComposerNode, ComposerTree } from '../../shared/composer/ComposerTree';
import { builtInTemplate } from '../../shared/documents/builtInTemplate';
import { DEFAULT_DOCUMENT_PAGE, type DocumentTemplateBody } from '../../shared/documents/DocumentTemplateBody';
import { DOCUMENT_FIELD_KEYS } from '../../shared/documents/documentFieldKeys';
import { PRINTABLE_DOCUMENT_TYPES, type PrintableDocumentType, type PrintableRecord, type PrintableTable } from '../../shared/documents/PrintableRecord';
import { renderTemplatePdf } from './renderTemplatePdf';

/** Realistic values for every key the built-in templates bind. */
const FIELD_VALUES: Record<string, string> = {
  issueDate: '12 Mar 2026', validUntil: '31 Mar 2026', enquiry: 'ENQ-2026-0042', lane: 'INNSA Nhava Sheva → DEHAM Hamburg', cargo: '2 × 40HC, garments, 18,400 kg',
  incoterm: 'FOB', status: 'Sent', currency: 'USD', dueDate: '11 Apr 2026', placeOfSupply: 'Maharashtra (27)', gstin: '27AAACA1234F1Z5', exchangeRate: '1 USD = 83.12 INR',
  shipment: 'SHP-2026-0107', paymentTerms: 'Net 30', orderDate: '2 Mar 2026', deliveryDate: '20 Apr 2026', shipTo: 'Acme Exports, Plot 14, MIDC Andheri, Mumbai 400093',
  bookingNumber: 'MAEU 241907731', bookingDate: '10 Mar 2026', carrier: 'Maersk', vessel: 'MAERSK KENSINGTON', voyage: '611W', pol: 'Nhava Sheva', pod: 'Hamburg',
  etd: '18 Mar 2026', eta: '14 Apr 2026', cutoff: '16 Mar 2026 18:00 IST', containers: '2 × 40HC', commodity: 'Cotton garments', placeOfIssue: 'Mumbai',
  shipper: 'Acme Exports Pvt Ltd\nPlot 14, MIDC Andheri, Mumbai', consignee: 'Hanse Textil GmbH\nSpeicherstadt 3, Hamburg', notifyParty: 'Same as consignee',
  placeOfDelivery: 'Hamburg CY', marks: 'ACME/HAM/1-840', freightTerms: 'Freight prepaid',
};

function charges(rows: number): PrintableTable {
  return {
    key: 'charges',
    title: 'Charges',
    columns: [{ key: 'description', label: 'Description', width: 3 }, { key: 'qty', label: 'Qty', align: 'right' }, { key: 'amount', label: 'Amount', align: 'right' }],
    rows: Array.from({ length: rows }, (_, i) => ({ description: i === 0 ? 'Ocean freight' : `Charge line ${i + 1}`, qty: String(i + 1), amount: `${i + 1},250.00` })),
    totals: [{ label: 'Table total', value: '9,876.00' }],
  };
}

function record(documentType: PrintableDocumentType, overrides: Partial<PrintableRecord> = {}): PrintableRecord {
  const fields = Object.fromEntries(DOCUMENT_FIELD_KEYS[documentType].map((f) => [f.key, FIELD_VALUES[f.key] ?? `value of ${f.key}`]));
  return {
    documentType,
    issuerCompanyId: '00000000-0000-4000-8000-000000000001',
    title: 'Tax invoice',
    reference: 'BWL/26-27/00007',
    issuer: { name: 'Bluewave Logistics', lines: ['Unit 5, Marine Lines, Mumbai 400002', 'ops@bluewave.example', 'GSTIN 27AABCB9876K1Z2'] },
    counterparty: { name: 'Acme Exports Pvt Ltd', lines: ['Plot 14, MIDC Andheri', 'Mumbai 400093'] },
    counterpartyLabel: 'Bill to',
    fields,
    tables: [charges(3)],
    totals: [{ label: 'Subtotal', value: 'USD 4,500.00' }, { label: 'IGST 18 %', value: 'USD 810.00' }, { label: 'Total', value: 'USD 5,310.00', strong: true }],
    terms: 'Payment within 30 days of the invoice date.',
    notes: 'Thank you for your business.',
    footer: 'Bluewave Logistics',
    pdfTitle: 'Invoice BWL/26-27/00007',
    ...overrides,
  };
}

async function pages(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text;
}

/** A body whose root holds `nodes` (given as [id, partial node, parent]). */
function body(nodes: [string, Partial<ComposerNode>, string?][], page = DEFAULT_DOCUMENT_PAGE): DocumentTemplateBody {
  const tree: ComposerTree = { rootId: 'root', highlighted: null, nodes: { root: { id: 'root', type: 'Fragment', parent: null, children: [], isCollapsed: false, title: 'Doc', order: 0, props: {} } } };
  for (const [id, node, parent = 'root'] of nodes) {
    tree.nodes[id] = { id, type: 'text', parent, children: [], isCollapsed: false, title: id, order: 0, props: {}, ...node };
    tree.nodes[parent]!.children.push(id);
  }
  return { page, tree };
}

/** A w×h opaque PNG (RGB, one colour). */
function png(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([len, Buffer.from(type), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.concat(Array.from({ length: h }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, 0x33)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const imageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;

describe('renderTemplatePdf', () => {
  it.each(PRINTABLE_DOCUMENT_TYPES)('prints a %s through its built-in template with every field, the table, totals and footer', async (type) => {
    const rec = record(type);
    const pdf = await renderTemplatePdf(builtInTemplate(type), rec, { logo: null });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pages(pdf)).join('\n');
    for (const expected of ['BWL/26-27/00007', 'Tax invoice', 'Bluewave Logistics', 'GSTIN 27AABCB9876K1Z2', 'Bill to', 'Acme Exports Pvt Ltd', 'Ocean freight', 'Description', 'USD 5,310.00', 'IGST 18 %', 'Table total',
      'Payment within 30 days', 'Thank you for your business.', 'Authorised signatory']) expect(text).toContain(expected);
    for (const f of DOCUMENT_FIELD_KEYS[type]) {
      expect(text).toContain(f.label);
      expect(text).toContain(rec.fields[f.key]!.split('\n')[0]!.slice(0, 24));
    }
    expect(text).toMatch(/Bluewave Logistics - page 1 of 1/);
    const info = await (await getDocumentProxy(new Uint8Array(pdf))).getMetadata();
    expect((info.info as { Title?: string }).Title).toBe('Invoice BWL/26-27/00007');
  });

  it('skips empty fields and the counterparty when there is none', async () => {
    const rec = record('QUOTE', { counterparty: null, fields: { issueDate: '12 Mar 2026', validUntil: '' } });
    const text = (await pages(await renderTemplatePdf(builtInTemplate('QUOTE'), rec, { logo: null }))).join('\n');
    expect(text).toContain('12 Mar 2026');
    expect(text).not.toContain('Valid until');
    expect(text).not.toContain('Bill to');
    expect(text).not.toContain('Enquiry');
  });

  it('flows a 120-row table over pages, repeating its header row, with "page n of m" on each', async () => {
    const pdf = await renderTemplatePdf(builtInTemplate('INVOICE'), record('INVOICE', { tables: [charges(120)] }), { logo: null });
    const texts = await pages(pdf);
    expect(texts.length).toBeGreaterThanOrEqual(3);
    texts.forEach((t, i) => expect(t).toContain(`Bluewave Logistics - page ${i + 1} of ${texts.length}`));
    const withRows = texts.filter((t) => /Charge line \d+/.test(t));
    expect(withRows.length).toBeGreaterThanOrEqual(3);
    for (const t of withRows) expect(t.match(/Description/g)).toHaveLength(1);
    const all = texts.join('\n');
    for (let i = 2; i <= 120; i++) expect(all).toContain(`Charge line ${i} `);
    expect(all).toContain('USD 5,310.00');
    expect(all.indexOf('Charge line 120 ')).toBeLessThan(all.indexOf('USD 5,310.00'));
  });

  it('moves a row of blocks that does not fit to the next page whole', async () => {
    const tall = Array.from({ length: 42 }, (_, i) => `Filler paragraph line ${i + 1}`).join('\n');
    const pdf = await renderTemplatePdf(
      body([
        ['filler', { value: tall, props: { size: 12 } }],
        ['row', { type: 'row', props: {} }],
        ['left', { value: 'Left cell one\nLeft cell two\nLeft cell three' }, 'row'],
        ['right', { value: 'Right cell' }, 'row'],
      ]),
      record('INVOICE'),
      { logo: null },
    );
    const texts = await pages(pdf);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('Filler paragraph line 1');
    expect(texts[0]).not.toContain('Left cell');
    expect(texts[1]).toContain('Left cell one');
    expect(texts[1]).toContain('Right cell');
  });

  it('draws siblings by flex order, stably, in columns and rows', async () => {
    const nodes: [string, Partial<ComposerNode>, string?][] = [
      ['a', { value: 'Alpha block' }],
      ['b', { value: 'Bravo block', order: -1 }],
      ['c', { value: 'Charlie block' }],
      ['row', { type: 'row' }],
      ['x', { value: 'Xray cell', order: 2 }, 'row'],
      ['y', { value: 'Yankee cell' }, 'row'],
    ];
    const text = (await pages(await renderTemplatePdf(body(nodes), record('QUOTE'), { logo: null }))).join('\n');
    const at = (s: string) => text.indexOf(s);
    expect(at('Bravo block')).toBeLessThan(at('Alpha block'));
    expect(at('Alpha block')).toBeLessThan(at('Charlie block'));
    expect(at('Yankee cell')).toBeLessThan(at('Xray cell'));
    const unordered = (await pages(await renderTemplatePdf(body(nodes.map(([id, n, p]) => [id, { ...n, order: 0 }, p])), record('QUOTE'), { logo: null }))).join('\n');
    expect(unordered.indexOf('Alpha block')).toBeLessThan(unordered.indexOf('Bravo block'));
    expect(unordered.indexOf('Xray cell')).toBeLessThan(unordered.indexOf('Yankee cell'));
  });

  it('substitutes {{key}}, {{reference}} and {{title}} in text blocks; headings default to the title', async () => {
    const text = (await pages(await renderTemplatePdf(body([['h', { type: 'heading' }], ['t', { value: 'Ref {{reference}} ({{title}}) due {{ dueDate }}, unknown [{{nope}}]' }]]), record('INVOICE'), { logo: null }))).join('\n');
    expect(text).toContain('Tax invoice');
    expect(text).toContain('Ref BWL/26-27/00007 (Tax invoice) due 11 Apr 2026, unknown []');
  });

  it('draws the logo as an image when there is one, and nothing otherwise', async () => {
    const withLogo = await renderTemplatePdf(builtInTemplate('QUOTE'), record('QUOTE'), { logo: png(40, 20) });
    expect(imageCount(withLogo)).toBe(1);
    expect(imageCount(await renderTemplatePdf(builtInTemplate('QUOTE'), record('QUOTE'), { logo: null }))).toBe(0);
    // bytes that are no image print the document without a logo rather than failing
    expect(imageCount(await renderTemplatePdf(builtInTemplate('QUOTE'), record('QUOTE'), { logo: Buffer.from('not an image') }))).toBe(0);
  });

  it('sets Devanagari and Chinese names in their fonts so they extract, embedding the CJK font only when needed', async () => {
    const rec = record('INVOICE', { counterparty: { name: 'आशा शर्मा', lines: ['上海远洋贸易有限公司', 'किताब प्रिया कृष्ण, Mumbai 400093'] } });
    const pdf = await renderTemplatePdf(builtInTemplate('INVOICE'), rec, { logo: null });
    const text = (await pages(pdf)).join('\n');
    expect(text).toContain('आशा शर्मा');
    expect(text).toContain('上海远洋贸易有限公司');
    // pre-base matra (ि), conjuncts and a Latin run after Devanagari on one line
    expect(text).toContain('किताब प्रिया कृष्ण, Mumbai 400093');
    expect(pdf.toString('latin1')).toMatch(/NotoSansSC/);
    const latin = await renderTemplatePdf(builtInTemplate('INVOICE'), record('INVOICE'), { logo: null });
    expect(latin.toString('latin1')).not.toMatch(/NotoSansSC/);
    expect(latin.toString('latin1')).not.toMatch(/NotoSansDevanagari/);
  });

  it('wraps long Chinese text (no spaces) at the block width', async () => {
    const long = '上海远洋贸易有限公司'.repeat(12);
    const texts = await pages(await renderTemplatePdf(body([['row', { type: 'row' }], ['t', { value: long }, 'row'], ['u', { value: 'Beside' }, 'row']]), record('INVOICE'), { logo: null }));
    expect(texts.join('').replace(/\s/g, '')).toContain(long);
  });

  it('uses the page size and orientation: LETTER landscape is 792 × 612', async () => {
    const pdf = await renderTemplatePdf({ ...builtInTemplate('PURCHASE_ORDER'), page: { size: 'LETTER', orientation: 'landscape', margins: { top: 36, right: 36, bottom: 36, left: 36 } } }, record('PURCHASE_ORDER'), { logo: null });
    const page = await (await getDocumentProxy(new Uint8Array(pdf))).getPage(1);
    expect(page.view).toEqual([0, 0, 792, 612]);
    const a4 = await (await getDocumentProxy(new Uint8Array(await renderTemplatePdf(builtInTemplate('QUOTE'), record('QUOTE'), { logo: null })))).getPage(1);
    expect(a4.view.map(Math.round)).toEqual([0, 0, 595, 842]);
  });
});
