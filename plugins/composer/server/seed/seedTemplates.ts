import type { SeedContext } from '@portolan/sdk/server';
import type { PrintableDocumentType } from '@portolan/sdk/shared';
import { readLogoImage } from '../logo/readLogoImage';
import { saveCompanyLogo } from '../logo/saveCompanyLogo';
import { createTemplate } from '../templates/createTemplate';
import { makeDefaultTemplate } from '../templates/makeDefaultTemplate';
import { bluewaveLogoPng } from './bluewaveLogoPng';
import { brandedTemplate } from './brandedTemplate';

/** Bluewave's brand blue (its logo's navy). */
const BLUEWAVE_BLUE = '#0b4f8a';
/** The invoice carries the logo; the quotation not yet (the browser journey adds it and sees it printed). */
const TEMPLATES: { name: string; documentType: PrintableDocumentType; withLogo: boolean }[] = [
  { name: 'Bluewave quotation', documentType: 'QUOTE', withLogo: false },
  { name: 'Bluewave tax invoice', documentType: 'INVOICE', withLogo: true },
];

/**
 * Bluewave's logo and its quote and invoice templates (each the default of its type). Idempotent: a
 * logo already there (seeded or uploaded) is kept, and a template already named so is left as it is.
 */
export async function seedTemplates(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const felix = await ctx.identity.findUserByEmail(db, 'forwarder@portolan.test');
  if (!felix) return;
  const companyId = felix.companyId;

  if (!(await db.one('SELECT 1 AS x FROM company_logos WHERE company_id = $1', [companyId]))) {
    const png = bluewaveLogoPng();
    const image = readLogoImage(png);
    if ('problem' in image) throw new Error(`The Bluewave logo is not a logo: ${image.problem}`);
    await saveCompanyLogo(db, companyId, png, image, felix.name);
  }

  for (const t of TEMPLATES) {
    if (await db.one('SELECT 1 AS x FROM composer_templates WHERE company_id = $1 AND name = $2', [companyId, t.name])) continue;
    const record = await createTemplate(db, companyId, { name: t.name, documentType: t.documentType, body: brandedTemplate(t.documentType, BLUEWAVE_BLUE, t.withLogo) }, { id: felix.id, name: felix.name });
    if (!record.isDefault) await makeDefaultTemplate(db, companyId, record._id);
  }
}
