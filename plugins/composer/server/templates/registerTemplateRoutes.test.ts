import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TEMPLATES, registerDocumentSource } from '@portolan/sdk/server';
import { builtInTemplate, type DocumentTemplateBody, type PrintableRecord } from '@portolan/sdk/shared';
import { composerTestServer, type ComposerTestServer } from '../testing/composerTestServer';

const BASE = '/api/documents/v2/templates';
const RECORD_ID = '6f1c1d52-6a43-4c55-9a39-3c0f0e8a1b11';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A small design of its own (not the built-in one): a heading and the totals. */
function plainBody(title: string): DocumentTemplateBody {
  const node = (id: string, type: string, parent: string | null, children: string[] = [], extra: object = {}) => ({ id, type, parent, children, isCollapsed: false, title: id, order: 0, props: {}, ...extra });
  return {
    page: { size: 'A4', orientation: 'portrait', margins: { top: 40, right: 40, bottom: 40, left: 40 } },
    tree: { rootId: 'root', highlighted: null, nodes: { root: node('root', 'Fragment', null, ['heading', 'totals']), heading: node('heading', 'heading', 'root', [], { value: title }), totals: node('totals', 'totals', 'root') } },
  };
}

/** A quote as the test source prints it (Bluewave's only). */
function quoteOf(issuerCompanyId: string): PrintableRecord {
  return {
    documentType: 'QUOTE',
    issuerCompanyId,
    title: 'Quotation',
    reference: 'Q-2026-0042',
    issuer: { name: 'Bluewave Logistics', lines: ['Mumbai'] },
    counterparty: { name: 'Acme Exports', lines: ['Pune'] },
    counterpartyLabel: 'Customer',
    fields: { validUntil: '30 Nov 2026' },
    tables: [{ key: 'charges', title: 'Charges', columns: [{ key: 'item', label: 'Item' }, { key: 'amount', label: 'Amount', align: 'right' }], rows: [{ item: 'Ocean freight', amount: 'USD 1,200.00' }] }],
    totals: [{ label: 'Total', value: 'USD 1,200.00', strong: true }],
    terms: 'Valid for 14 days.',
    notes: '',
    footer: 'Bluewave Logistics',
    pdfTitle: 'Quotation Q-2026-0042',
  };
}

describe.each(['pglite', 'postgres'] as const)('document templates API (%s)', (dialect) => {
  let t: ComposerTestServer;
  const post = (url: string, data: unknown, token: string) => t.server.post(url, data === undefined ? undefined : { data }, token);
  const get = (url: string, token: string) => t.server.get(url, token);
  const countRows = async (table: string) => Number((await t.server.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))!.n);

  beforeAll(async () => {
    t = await composerTestServer(dialect);
    registerDocumentSource(t.ctx.db, {
      documentType: 'QUOTE',
      name: 'Quotation',
      fields: [{ key: 'validUntil', label: 'Valid until' }],
      tables: [{ key: 'charges', title: 'Charges' }],
      list: async (_db, companyId, query) => (companyId === t.bluewaveId && !query.search?.includes('zzz') ? [{ id: RECORD_ID, label: 'Q-2026-0042 · Acme Exports' }] : []),
      load: async (_db, companyId, id) => (companyId === t.bluewaveId && id === RECORD_ID ? quoteOf(companyId) : undefined),
    });
  }, 120_000);
  afterAll(() => t?.server.close());

  let firstId = '';
  let secondId = '';
  let invoiceId = '';

  it('creates templates: the built-in body when none is posted, the first of a type as its default', async () => {
    const first = await post(BASE, { name: 'Standard quote', documentType: 'QUOTE' }, t.tokens.bluewave);
    expect(first.status).toBe(201);
    expect(first.body.data.record).toMatchObject({ name: 'Standard quote', documentType: 'QUOTE', revision: 1, isDefault: true, version: 1, updatedByName: 'Felix Forwarder' });
    expect(first.body.data.record.body).toEqual(builtInTemplate('QUOTE'));
    firstId = first.body.data.id;

    const second = await post(BASE, { name: 'Plain quote', documentType: 'QUOTE', body: plainBody('Plain') }, t.tokens.bluewave);
    expect(second.status).toBe(201);
    expect(second.body.data.record).toMatchObject({ isDefault: false, revision: 1 });
    expect(second.body.data.record.body).toEqual(plainBody('Plain'));
    secondId = second.body.data.id;

    const invoice = await post(BASE, { name: 'Invoice', documentType: 'INVOICE' }, t.tokens.bluewave);
    expect(invoice.body.data.record.isDefault).toBe(true);
    invoiceId = invoice.body.data.id;

    // Acme's first quote template is Acme's default: defaults are per company.
    const acme = await post(BASE, { name: 'Standard quote', documentType: 'QUOTE' }, t.tokens.acme);
    expect(acme.status).toBe(201);
    expect(acme.body.data.record.isDefault).toBe(true);
  });

  it('refuses a duplicate name, a bad body and an unknown type, naming the field and writing nothing', async () => {
    const before = await countRows('composer_templates');
    const duplicate = await post(BASE, { name: 'Standard quote', documentType: 'INVOICE' }, t.tokens.bluewave);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.field).toBe('data.name');

    const badBody = await post(BASE, { name: 'Broken', documentType: 'QUOTE', body: { page: { size: 'A9', orientation: 'portrait', margins: { top: 40, right: 40, bottom: 40, left: 40 } }, tree: plainBody('x').tree } }, t.tokens.bluewave);
    expect(badBody.status).toBe(400);
    expect(badBody.body.error.field).toBe('data.body');
    expect(badBody.body.error.message).toMatch(/size|A9/i);

    const badType = await post(BASE, { name: 'Manifest', documentType: 'MANIFEST' }, t.tokens.bluewave);
    expect(badType.status).toBe(400);
    expect(badType.body.error.field).toBe('data.documentType');

    const noName = await post(BASE, { name: '  ', documentType: 'QUOTE' }, t.tokens.bluewave);
    expect(noName.status).toBe(400);
    expect(noName.body.error.field).toBe('data.name');
    expect(await countRows('composer_templates')).toBe(before);
  });

  it('lists the company’s templates newest first, without bodies, by type and name', async () => {
    const all = await get(BASE, t.tokens.bluewave);
    expect(all.status).toBe(200);
    expect(all.body.data.items.map((i: { name: string }) => i.name)).toEqual(['Invoice', 'Plain quote', 'Standard quote']);
    expect(all.body.data.count).toBe(3);
    expect(all.body.data.items[0]).not.toHaveProperty('body');
    expect(all.body.data.items[0]).toMatchObject({ isDefault: true, revision: 1, documentType: 'INVOICE' });

    const quotes = await get(`${BASE}?filter[documentType]=QUOTE&search=plain`, t.tokens.bluewave);
    expect(quotes.body.data.items.map((i: { _id: string }) => i._id)).toEqual([secondId]);
    expect((await get(`${BASE}?filter[documentType]=NOPE`, t.tokens.bluewave)).status).toBe(400);

    const acme = await get(BASE, t.tokens.acme);
    expect(acme.body.data.items.map((i: { name: string }) => i.name)).toEqual(['Standard quote']);

    const one = await get(`${BASE}/${secondId}`, t.tokens.bluewave);
    expect(one.body.data.record).toMatchObject({ _id: secondId, name: 'Plain quote', body: plainBody('Plain') });
  });

  it('saves changes as revisions, refuses a stale version and restores an old revision as a new one', async () => {
    const saved = await post(`${BASE}/${secondId}/`, { name: 'Plain quote v2', body: plainBody('Second design'), version: 1 }, t.tokens.bluewave);
    expect(saved.status).toBe(200);
    expect(saved.body.data.record).toMatchObject({ name: 'Plain quote v2', revision: 2, version: 2, body: plainBody('Second design') });

    const stale = await post(`${BASE}/${secondId}/`, { body: plainBody('Lost'), version: 1 }, t.tokens.bluewave);
    expect(stale.status).toBe(409);
    expect(stale.body.error.field).toBe('data.version');

    const badBody = await post(`${BASE}/${secondId}/`, { body: { page: plainBody('x').page }, version: 2 }, t.tokens.bluewave);
    expect(badBody.status).toBe(400);
    expect(badBody.body.error.field).toBe('data.body');

    const taken = await post(`${BASE}/${secondId}/`, { name: 'Standard quote', version: 2 }, t.tokens.bluewave);
    expect(taken.status).toBe(409);
    expect(taken.body.error.field).toBe('data.name');

    const revisions = await get(`${BASE}/${secondId}/revisions`, t.tokens.bluewave);
    expect(revisions.body.data.items.map((r: { revision: number; name: string }) => [r.revision, r.name])).toEqual([[2, 'Plain quote v2'], [1, 'Plain quote']]);
    expect(revisions.body.data.items[0]).not.toHaveProperty('body');
    const first = await get(`${BASE}/${secondId}/revisions/1`, t.tokens.bluewave);
    expect(first.body.data.record).toMatchObject({ revision: 1, name: 'Plain quote', body: plainBody('Plain'), createdByName: 'Felix Forwarder' });
    expect((await get(`${BASE}/${secondId}/revisions/9`, t.tokens.bluewave)).status).toBe(404);
    expect((await get(`${BASE}/${secondId}/revisions/x1`, t.tokens.bluewave)).status).toBe(404);

    const restored = await post(`${BASE}/${secondId}/restore`, { revision: 1, version: 2 }, t.tokens.bluewave);
    expect(restored.status).toBe(200);
    expect(restored.body.data.record).toMatchObject({ name: 'Plain quote', revision: 3, version: 3, body: plainBody('Plain') });
    expect((await post(`${BASE}/${secondId}/restore`, { revision: 7, version: 3 }, t.tokens.bluewave)).status).toBe(404);
    expect((await post(`${BASE}/${secondId}/restore`, { revision: 2, version: 2 }, t.tokens.bluewave)).status).toBe(409);
    const after = await get(`${BASE}/${secondId}/revisions`, t.tokens.bluewave);
    expect(after.body.data.items.map((r: { revision: number }) => r.revision)).toEqual([3, 2, 1]);
  });

  it('switches the default of a type, leaving one default per type and the other types alone', async () => {
    const made = await post(`${BASE}/${secondId}/default`, undefined, t.tokens.bluewave);
    expect(made.status).toBe(200);
    expect(made.body.data.record).toMatchObject({ _id: secondId, isDefault: true });
    const defaults = (await get(BASE, t.tokens.bluewave)).body.data.items.filter((i: { isDefault: boolean }) => i.isDefault).map((i: { _id: string }) => i._id);
    expect(defaults.sort()).toEqual([invoiceId, secondId].sort());
    const design = await t.ctx.services.get(DOCUMENT_TEMPLATES).designFor(t.server.db, t.bluewaveId, 'QUOTE');
    expect(design).toMatchObject({ templateName: 'Plain quote', revision: 3, body: plainBody('Plain') });
    // Making it the default again changes nothing.
    expect((await post(`${BASE}/${secondId}/default`, {}, t.tokens.bluewave)).body.data.record.isDefault).toBe(true);
  });

  it('previews a record with the posted design as a PDF, and lists the records to preview on', async () => {
    const pdf = await t.server.request({ method: 'POST', url: `${BASE}/preview`, body: { data: { documentType: 'QUOTE', recordId: RECORD_ID, body: plainBody('Unsaved design') } }, token: t.tokens.bluewave });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);

    const notVisible = await post(`${BASE}/preview`, { documentType: 'QUOTE', recordId: RECORD_ID, body: plainBody('x') }, t.tokens.acme);
    expect(notVisible.status).toBe(404);
    expect((await post(`${BASE}/preview`, { documentType: 'QUOTE', recordId: UNKNOWN_ID, body: { nonsense: true } }, t.tokens.bluewave)).status).toBe(404);
    const noSource = await post(`${BASE}/preview`, { documentType: 'BILL_OF_LADING', recordId: RECORD_ID, body: plainBody('x') }, t.tokens.bluewave);
    expect(noSource.status).toBe(400);
    expect(noSource.body.error.field).toBe('data.documentType');
    const unknownType = await post(`${BASE}/preview`, { documentType: 'MANIFEST', recordId: RECORD_ID, body: plainBody('x') }, t.tokens.bluewave);
    expect(unknownType.body.error.field).toBe('data.documentType');
    const badBody = await post(`${BASE}/preview`, { documentType: 'QUOTE', recordId: RECORD_ID, body: { page: plainBody('x').page, tree: { rootId: 'r', nodes: {}, highlighted: null } } }, t.tokens.bluewave);
    expect(badBody.status).toBe(400);
    expect(badBody.body.error.field).toBe('data.body');

    const records = await get(`${BASE}/records?documentType=QUOTE&search=Q-2026`, t.tokens.bluewave);
    expect(records.body.data.items).toEqual([{ id: RECORD_ID, label: 'Q-2026-0042 · Acme Exports' }]);
    expect((await get(`${BASE}/records?documentType=QUOTE`, t.tokens.acme)).body.data.items).toEqual([]);
    const recordsNoSource = await get(`${BASE}/records?documentType=PURCHASE_ORDER`, t.tokens.bluewave);
    expect(recordsNoSource.status).toBe(400);
    expect(recordsNoSource.body.error.field).toBe('documentType');
  });

  it('answers 404 for another company’s, an unknown and a malformed id on every object route, before checking the body', async () => {
    for (const [token, id] of [[t.tokens.acme, secondId], [t.tokens.stranger, secondId], [t.tokens.bluewave, UNKNOWN_ID], [t.tokens.bluewave, 'not-a-uuid']] as const) {
      expect((await get(`${BASE}/${id}`, token)).status).toBe(404);
      expect((await get(`${BASE}/${id}/revisions`, token)).status).toBe(404);
      expect((await get(`${BASE}/${id}/revisions/1`, token)).status).toBe(404);
      expect((await post(`${BASE}/${id}/`, { body: 'bad', version: 'x' }, token)).status).toBe(404);
      expect((await post(`${BASE}/${id}/restore`, { revision: 'one' }, token)).status).toBe(404);
      expect((await post(`${BASE}/${id}/default`, undefined, token)).status).toBe(404);
      expect((await post(`${BASE}/${id}/delete`, undefined, token)).status).toBe(404);
    }
    // Nothing of Bluewave's changed.
    expect((await get(`${BASE}/${secondId}`, t.tokens.bluewave)).body.data.record).toMatchObject({ revision: 3, isDefault: true });
  });

  it('lets a viewer read but not write (403)', async () => {
    const acmeTemplate = (await get(BASE, t.tokens.acme)).body.data.items[0]._id as string;
    expect((await get(BASE, t.tokens.acmeViewer)).status).toBe(200);
    expect((await get(`${BASE}/${acmeTemplate}`, t.tokens.acmeViewer)).status).toBe(200);
    expect((await post(BASE, { name: 'Viewer’s', documentType: 'QUOTE' }, t.tokens.acmeViewer)).status).toBe(403);
    expect((await post(`${BASE}/${acmeTemplate}/`, { name: 'Renamed', version: 1 }, t.tokens.acmeViewer)).status).toBe(403);
    expect((await post(`${BASE}/${acmeTemplate}/restore`, { revision: 1, version: 1 }, t.tokens.acmeViewer)).status).toBe(403);
    expect((await post(`${BASE}/${acmeTemplate}/default`, undefined, t.tokens.acmeViewer)).status).toBe(403);
    expect((await post(`${BASE}/${acmeTemplate}/delete`, undefined, t.tokens.acmeViewer)).status).toBe(403);
    expect((await get(`${BASE}/${acmeTemplate}`, t.tokens.acme)).body.data.record).toMatchObject({ name: 'Standard quote', revision: 1 });
  });

  it('deletes templates: a deleted default passes to the newest remaining one of its type, the last leaves none', async () => {
    const third = await post(BASE, { name: 'Third quote', documentType: 'QUOTE', body: plainBody('Third') }, t.tokens.bluewave);
    const gone = await post(`${BASE}/${secondId}/delete`, undefined, t.tokens.bluewave);
    expect(gone.status).toBe(200);
    expect(gone.body.data.defaultId).toBe(third.body.data.id);
    expect((await get(`${BASE}/${secondId}`, t.tokens.bluewave)).status).toBe(404);
    expect(Number((await t.server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM composer_template_revisions WHERE template_id = $1', [secondId]))!.n)).toBe(0);
    expect((await get(`${BASE}/${third.body.data.id}`, t.tokens.bluewave)).body.data.record.isDefault).toBe(true);

    // Deleting one that is not the default leaves the default where it is.
    expect((await post(`${BASE}/${firstId}/delete`, undefined, t.tokens.bluewave)).body.data.defaultId).toBeNull();
    expect((await get(`${BASE}/${third.body.data.id}`, t.tokens.bluewave)).body.data.record.isDefault).toBe(true);

    expect((await post(`${BASE}/${invoiceId}/delete`, undefined, t.tokens.bluewave)).body.data.defaultId).toBeNull();
    const items = (await get(`${BASE}?filter[documentType]=INVOICE`, t.tokens.bluewave)).body.data.items;
    expect(items).toEqual([]);
  });
});
