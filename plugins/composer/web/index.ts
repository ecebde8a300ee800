import { definePlugin } from '@portolan/sdk';
import { features, planFeatures } from '../shared/features';

/**
 * The composers on the web (README.md): `/composer` (the company's composed pages and document
 * templates), `/composer/pages/:id` (the page composer), `/composer/templates/:id` (the document-template
 * composer with a live PDF preview on a real record), `/pages/:id` (a published page), `/temp` (a shared
 * page's public preview, open) and `/components` (the SDK's living documentation, open, chrome shown
 * when signed in); the "Company page" home widget shows the pinned page.
 */
export default definePlugin({
  id: 'composer',
  title: 'Composer',
  features,
  planFeatures,
  nav: [{ id: 'composer', section: 'company-master', title: 'Composer', icon: 'layout', to: '/composer', order: 60, requires: { features: ['composer'] } }],
  routes: [
    { path: '/composer/pages', load: () => import('./views/pages/PageComposerScreen'), requires: { features: ['composer'] } },
    { path: '/composer/templates', load: () => import('./views/templates/TemplateComposerScreen'), requires: { features: ['composer'] } },
    { path: '/composer', load: () => import('./views/ComposerHomeScreen'), requires: { features: ['composer'] } },
    { path: '/pages', load: () => import('./views/pages/PublishedPageScreen'), requires: { features: ['composer'] } },
    { path: '/temp', chrome: 'none', load: () => import('./views/temp/TempScreen') },
    { path: '/components', load: () => import('./views/components/ComponentsScreen') },
  ],
  widgets: [
    { id: 'company-page', title: 'Company page', description: "The company's pinned composed page", size: 'full', order: 1, requires: { features: ['composer'] }, load: () => import('./views/pages/CompanyPageWidget') },
  ],
  commands: [
    { id: 'open-composer', title: 'Open the composer', requires: { features: ['composer'] }, run: ({ navigate }) => navigate('/composer') },
    { id: 'new-page', title: 'New composed page', requires: { features: ['composer'], level: 'Create' }, run: ({ navigate }) => navigate('/composer/pages/new') },
    { id: 'open-components', title: 'Open the component documentation', run: ({ navigate }) => navigate('/components') },
  ],
});
