import { definePlugin } from '@portolan/sdk';
import { features, planFeatures } from '../shared/features';

const rfq = { features: ['rfq'] };
const rfqScreens = () => import('./views/rfqs/RfqScreens');
const printQuote = () => import('./views/print/PrintQuoteScreen');

/**
 * Procurement RFQs on the web (README.md): `/rfq` and `/rfq-v2` (the owner's RFQs and the invitations
 * the company bids on, new / edit, details with compare, negotiation, approval and award, settings),
 * `/rfq/print-quote` (the award summary, no chrome) and `/providers` (the company's vendors and their
 * participation). `/network` is the auth plugin's.
 */
export default definePlugin({
  id: 'rfq',
  title: 'Request for quote',
  features,
  planFeatures,
  nav: [
    { id: 'rfqs', section: 'rfq', title: 'RFQs', icon: 'take-action', to: '/rfq', order: 10, requires: rfq },
    { id: 'rfq-invitations', section: 'rfq', title: 'Invitations to bid', icon: 'inbox', to: '/rfq/invitations', order: 20, requires: rfq },
    { id: 'providers', section: 'rfq', title: 'Providers', icon: 'office', to: '/providers', order: 30, requires: { features: ['providers'] } },
  ],
  routes: [
    { path: '/rfq/print-quote', requires: rfq, load: printQuote },
    { path: '/rfq', requires: rfq, load: rfqScreens },
    { path: '/rfq-v2', requires: rfq, load: rfqScreens },
    { path: '/providers', requires: { features: ['providers'] }, load: () => import('./views/providers/ProvidersScreen') },
  ],
  commands: [
    { id: 'new-rfq', title: 'New RFQ', section: 'RFQ', requires: { features: ['rfq'], level: 'Create' }, run: ({ navigate }) => navigate('/rfq/new') },
    { id: 'open-rfqs', title: 'Open RFQs', section: 'RFQ', requires: rfq, run: ({ navigate }) => navigate('/rfq') },
    { id: 'open-rfq-invitations', title: 'Invitations to bid', section: 'RFQ', requires: rfq, run: ({ navigate }) => navigate('/rfq/invitations') },
    { id: 'open-providers', title: 'Providers', section: 'RFQ', requires: { features: ['providers'] }, run: ({ navigate }) => navigate('/providers') },
  ],
});
