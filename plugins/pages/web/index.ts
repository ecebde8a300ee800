import { definePlugin } from '@portolan/sdk';
import { features, planFeatures } from '../shared/features';

/**
 * The pages app (SPEC §2 /faqs, /contact): help for every signed-in user. No access feature — a
 * session is enough (the server asks the same); the platform admin edits FAQs and answers requests.
 */
export default definePlugin({
  id: 'pages',
  title: 'Help',
  features,
  planFeatures,
  nav: [
    { id: 'faqs', section: 'settings', title: 'FAQs', icon: 'help', to: '/faqs', order: 20 },
    { id: 'contact', section: 'settings', title: 'Contact support', icon: 'envelope', to: '/contact', order: 21 },
  ],
  routes: [
    { path: '/faqs', load: () => import('./views/FaqsScreen') },
    { path: '/contact', load: () => import('./views/ContactScreen') },
  ],
  commands: [
    { id: 'open-faqs', title: 'Open the FAQs', run: ({ navigate }) => navigate('/faqs') },
    { id: 'contact-support', title: 'Contact support', run: ({ navigate }) => navigate('/contact') },
  ],
});
