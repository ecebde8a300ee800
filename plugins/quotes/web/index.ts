import { definePlugin } from '@portolan/sdk';
import { features, planFeatures } from '../shared/features';

const enquiries = { features: ['enquiries'] };
const quotes = { features: ['quotes'] };
const customers = { features: ['customers'] };
const planner = { features: ['shipment-planner'] };
const sharedQuote = () => import('./views/quotes/SharedQuoteScreen');
const printable = () => import('./views/quotes/PrintableQuoteScreen');
const enquiryScreens = () => import('./views/enquiries/EnquiriesScreen');
const publicPlanner = () => import('./views/planner/PublicPlannerScreen');

/**
 * Enquiries and quotes on the web (README.md): `/enquiries` and `/enquiriesV2` (list, new, details with
 * the quote builder), their `/printable-quote` and the public `/view-quote`, `/quotes`, the customers
 * app (`/customers`, `/account`), the planners (`/shipment-planner`, the public `/get-quote` and the
 * partner pages), `/icici-leads` and `/promo`.
 */
export default definePlugin({
  id: 'quotes',
  title: 'Enquiries and quotes',
  features,
  planFeatures,
  nav: [
    { id: 'enquiries', section: 'enquiries', title: 'Enquiries', icon: 'inbox', to: '/enquiries', order: 10, requires: enquiries },
    { id: 'quotes', section: 'enquiries', title: 'Quotes', icon: 'document-share', to: '/quotes', order: 20, requires: quotes },
    { id: 'customers', section: 'enquiries', title: 'Customers', icon: 'people', to: '/customers', order: 30, requires: customers },
    { id: 'leads', section: 'enquiries', title: 'Leads', icon: 'new-person', to: '/icici-leads', order: 40, requires: enquiries },
    { id: 'planner', section: 'shipment-planner', title: 'Shipment planner', icon: 'path', to: '/shipment-planner', order: 10, requires: planner },
    { id: 'promo', section: 'shipment-planner', title: 'Promotions', icon: 'star', to: '/promo', order: 20, requires: planner },
  ],
  routes: [
    { path: '/enquiries/view-quote', load: sharedQuote },
    { path: '/enquiriesV2/view-quote', load: sharedQuote },
    { path: '/enquiries/printable-quote', requires: enquiries, load: printable },
    { path: '/enquiriesV2/printable-quote', requires: enquiries, load: printable },
    { path: '/enquiries', requires: enquiries, load: enquiryScreens },
    { path: '/enquiriesV2', requires: enquiries, load: enquiryScreens },
    { path: '/quotes', requires: quotes, load: () => import('./views/quotes/QuotesScreen') },
    { path: '/customers', requires: customers, load: () => import('./views/customers/CustomersScreen') },
    { path: '/account', load: () => import('./views/customers/AccountScreen') },
    { path: '/shipment-planner', requires: planner, load: () => import('./views/planner/PlannerScreen') },
    { path: '/get-quote', load: publicPlanner },
    ...['/icici', '/yes-connect', '/hdfc', '/axis', '/m-junction', '/fedex'].map((path) => ({ path, exact: true, load: publicPlanner })),
    { path: '/icici-leads', requires: enquiries, load: () => import('./views/planner/LeadsScreen') },
    { path: '/promo', requires: planner, load: () => import('./views/planner/PromoScreen') },
  ],
  commands: [
    { id: 'new-enquiry', title: 'New enquiry', section: 'Enquiries', requires: { features: ['enquiries'], level: 'Create' }, run: ({ navigate }) => navigate('/enquiries/new') },
    { id: 'open-enquiries', title: 'Open enquiries', section: 'Enquiries', requires: enquiries, run: ({ navigate }) => navigate('/enquiries') },
    { id: 'open-quotes', title: 'Open quotes', section: 'Enquiries', requires: quotes, run: ({ navigate }) => navigate('/quotes') },
    { id: 'new-customer', title: 'New customer', section: 'Enquiries', requires: { features: ['customers'], level: 'Create' }, run: ({ navigate }) => navigate('/customers/new') },
    { id: 'plan-shipment', title: 'Plan a shipment', section: 'Enquiries', requires: planner, run: ({ navigate }) => navigate('/shipment-planner') },
  ],
});
