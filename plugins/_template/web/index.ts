import { definePlugin } from '@portolan/sdk';
import { features, planFeatures } from '../shared/features';

/**
 * The template area on the web: `/template` (the list), `/template/new`, `/template/:id` (details)
 * and `/template/:id/edit`, one lazy chunk; a nav entry and palette commands. The whole plugin needs
 * the 'template' feature; the server enforces the same.
 */
export default definePlugin({
  id: 'template',
  title: 'Template',
  features,
  planFeatures,
  requires: { features: ['template'] },
  nav: [{ id: 'template', section: 'company-master', title: 'Samples', icon: 'clipboard', to: '/template', order: 50 }],
  routes: [{ path: '/template', load: () => import('./views/SamplesScreen') }],
  commands: [
    { id: 'open-template', title: 'Open samples', run: ({ navigate }) => navigate('/template') },
    { id: 'new-sample', title: 'New sample', requires: { features: ['template'], level: 'Create' }, run: ({ navigate }) => navigate('/template/new') },
  ],
});
