import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TEMPLATES } from '@portolan/sdk/server';
import { checkDocumentTemplateBody } from '@portolan/sdk/shared';
import { composerTestServer, type ComposerTestServer } from '../testing/composerTestServer';
import { bluewaveLogoPng } from './bluewaveLogoPng';
import { seedTemplates } from './seedTemplates';

describe.each(['pglite', 'postgres'] as const)('seedTemplates (%s)', (dialect) => {
  let t: ComposerTestServer;
  beforeAll(async () => {
    t = await composerTestServer(dialect);
  }, 120_000);
  afterAll(() => t?.server.close());

  const snapshot = async () => ({
    templates: (await t.server.db.query('SELECT id, company_id, name, document_type, revision, is_default, version FROM composer_templates ORDER BY name')).rows,
    revisions: (await t.server.db.query('SELECT template_id, revision FROM composer_template_revisions ORDER BY template_id, revision')).rows,
    logos: (await t.server.db.query('SELECT company_id, sha256, size, width, height FROM company_logos')).rows,
  });

  it('gives Bluewave its logo and its default quote and invoice templates, the same rows when run twice', async () => {
    await seedTemplates(t.ctx);
    const first = await snapshot();
    await seedTemplates(t.ctx);
    expect(await snapshot()).toEqual(first);

    expect(first.logos).toEqual([expect.objectContaining({ company_id: t.bluewaveId, width: 256, height: 96, size: bluewaveLogoPng().length })]);
    expect(first.templates.map((r) => [r.name, r.document_type, r.is_default, r.company_id])).toEqual([
      ['Bluewave quotation', 'QUOTE', true, t.bluewaveId],
      ['Bluewave tax invoice', 'INVOICE', true, t.bluewaveId],
    ]);
    expect(first.revisions).toHaveLength(2);
  });

  it('prints Bluewave’s quotes and invoices with them: the brand colour, the logo block on the invoice (the quotation waits for the journey to add it), valid bodies', async () => {
    const templates = t.ctx.services.get(DOCUMENT_TEMPLATES);
    const quote = await templates.designFor(t.server.db, t.bluewaveId, 'QUOTE');
    expect(quote).toMatchObject({ templateName: 'Bluewave quotation', revision: 1 });
    expect(quote.logo?.equals(bluewaveLogoPng())).toBe(true);
    expect(checkDocumentTemplateBody(quote.body)).toEqual([]);
    const nodes = Object.values(quote.body!.tree.nodes);
    const headings = nodes.filter((n) => n.type === 'heading');
    expect(headings.length).toBeGreaterThan(0);
    expect(headings.map((n) => n.props.color)).toEqual(headings.map(() => '#0b4f8a'));
    expect(nodes.some((n) => n.type === 'companyLogo')).toBe(false);
    const invoice = await templates.designFor(t.server.db, t.bluewaveId, 'INVOICE');
    expect(invoice.templateName).toBe('Bluewave tax invoice');
    expect(checkDocumentTemplateBody(invoice.body)).toEqual([]);
    expect(Object.values(invoice.body!.tree.nodes).some((n) => n.type === 'companyLogo' && n.companyLogo === true)).toBe(true);
    // Acme is not Bluewave: nothing seeded for it.
    expect(await templates.designFor(t.server.db, t.acmeId, 'QUOTE')).toEqual({ body: null, templateName: null, revision: null, logo: null });
  });

  it('keeps a logo the company uploaded itself', async () => {
    await t.server.db.query("UPDATE company_logos SET sha256 = 'uploaded' WHERE company_id = $1", [t.bluewaveId]);
    await seedTemplates(t.ctx);
    expect((await t.server.db.one<{ sha256: string }>('SELECT sha256 FROM company_logos WHERE company_id = $1', [t.bluewaveId]))!.sha256).toBe('uploaded');
  });
});
