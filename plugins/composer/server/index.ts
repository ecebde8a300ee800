import { defineServerPlugin, DOCUMENT_TEMPLATES, provide } from '@portolan/sdk/server';
import { features, planFeatures } from '../shared/features';
import migration001 from './migrations/001_composer.sql';
import { createDocumentTemplates } from './templates/createDocumentTemplates';
import { registerTemplateRoutes } from './templates/registerTemplateRoutes';
import { registerLogoRoutes } from './logo/registerLogoRoutes';
import { registerPageRoutes } from './pages/registerPageRoutes';
import { registerPublicPageRoutes } from './pages/registerPublicPageRoutes';
import { seedComposer } from './seed/seedComposer';

/**
 * The composers (README.md): document templates per company and document type, versioned, one
 * default per type, with a live PDF preview on a real record (`/api/documents/v2/templates`), the
 * company logo they draw, the DOCUMENT_TEMPLATES service every printing area renders through; composed
 * pages (`/api/composer/pages`): working tree, publish, pin to the home dashboard, share links and
 * their public preview (`/api/composer/public/…`, the `/temp` screen).
 */
export default defineServerPlugin({
  id: 'composer',
  features,
  planFeatures,
  provides: [provide(DOCUMENT_TEMPLATES, () => createDocumentTemplates())],
  migrations: [{ name: '001_composer', sql: migration001 }],
  async routes(app, ctx) {
    await registerLogoRoutes(app, ctx);
    registerTemplateRoutes(app, ctx);
    registerPageRoutes(app, ctx);
    registerPublicPageRoutes(app, ctx);
  },
  // Bluewave's quote and invoice templates print its demo quotes and invoices.
  seedAfter: ['auth'],
  async seed(ctx) {
    await seedComposer(ctx);
  },
});
