import type { RouteDefinition } from '@portolan/sdk';

const noChrome = 'none' as const;

/**
 * SPEC §2 written out as data: every area of the product, its protection and its chrome. The host
 * registers it before any plugin, so an area whose plugin is not built yet answers a plain "not
 * found" (or the login area when signed out) and a plugin fills an area in by registering its path.
 */
export const specRouteTable: RouteDefinition[] = [
  // Protected: the shipments app is the home page.
  { path: '/', exact: true, area: 'shipments' },
  { path: '/shipments', area: 'shipments' },
  { path: '/containers', area: 'shipments' },
  { path: '/vendor-payments', area: 'shipments' },
  ...['/dashboard', '/manifests', '/bookings', '/chas', '/contracts', '/messages', '/promo', '/providers', '/qbrates', '/quotes', '/reminders', '/reports', '/products'].map(
    (path): RouteDefinition => ({ path, area: path.slice(1) }),
  ),
  { path: '/customers', area: 'customers' },
  { path: '/account', area: 'customers' },
  { path: '/enquiries', area: 'enquiries' },
  { path: '/enquiriesV2', area: 'enquiries' },
  { path: '/enquiries/printable-quote', area: 'enquiries', chrome: noChrome },
  { path: '/enquiriesV2/printable-quote', area: 'enquiries', chrome: noChrome },
  { path: '/invoices', area: 'invoices' },
  { path: '/payments', area: 'invoices' },
  { path: '/faqs', area: 'pages' },
  { path: '/contact', area: 'pages' },
  { path: '/rates', exclude: ['/rates-v2'], area: 'rates-v3' },
  { path: '/rates-v2', area: 'rates-v2' },
  { path: '/schedules', exclude: ['/schedules-v2'], area: 'schedules' },
  { path: '/schedules-v2', area: 'schedules-v2' },
  { path: '/rfq', exclude: ['/rfq-v2'], area: 'rfq' },
  { path: '/rfq-v2', area: 'rfq-v2' },
  { path: '/rfq/print-quote', area: 'rfq', chrome: noChrome },
  { path: '/orders', exclude: ['/ordersV2'], area: 'orders' },
  { path: '/ordersV2', area: 'orders-v2' },
  ...['/order-rfqs', '/requisitions', '/network', '/configurations'].map((path): RouteDefinition => ({ path, area: path.slice(1) })),
  { path: '/insights/v2', area: 'reports-v2' },
  { path: '/emission', area: 'emission' },
  { path: '/{product}-tracking', area: 'ocean-tracking' },
  { path: '/shipment-planner', area: 'shipment-planner' },
  { path: '/container-inventory', area: 'container-inventory' },
  { path: '/container-shipment', area: 'container-shipment' },
  { path: '/admin', area: 'admin' },
  { path: '/shippers', area: 'admin' },
  { path: '/staffs', area: 'admin' },
  { path: '/track-vessel', area: 'trackings' },
  { path: '/subscription-logs', area: 'trackings' },
  { path: '/global-shipment-radar', area: 'trackings' },
  { path: '/ddt', area: 'trackings' },
  { path: '/trackings', exclude: ['/trackings/v2'], area: 'trackings' },
  { path: '/trackings/v2', area: 'trackings' },
  { path: '/me', area: 'users' },
  { path: '/user-actions', area: 'users' },
  { path: '/documents', area: 'documents' },
  { path: '/kyc', area: 'kyc' },
  { path: '/pay', area: 'pay', chrome: noChrome },
  { path: '/icici-leads', area: 'icici-leads' },
  { path: '/dnd', area: 'dnd' },
  { path: '/egm', area: 'egm' },
  { path: '/chat', area: 'chat', chrome: { footer: false } },

  // Open to signed-out users.
  { path: '/login', public: true, area: 'login', chrome: noChrome },
  { path: '/signup', public: true, area: 'auth-v2', chrome: noChrome },
  { path: '/update-password', public: true, area: 'auth-v2', chrome: noChrome },
  { path: '/forgot-password', public: true, area: 'change-password', chrome: noChrome },
  { path: '/change-password', public: true, area: 'change-password', chrome: noChrome },
  { path: '/components', public: true, area: 'documentation' },
  { path: '/setup', public: true, area: 'setup', chrome: noChrome },
  { path: '/enquiries/view-quote', public: true, area: 'shared-quote', chrome: noChrome },
  { path: '/enquiriesV2/view-quote', public: true, area: 'shared-quote', chrome: noChrome },
  { path: '/ordersV2/acknowledge', public: true, area: 'orders-v2', chrome: { sideNav: false } },
  { path: '/regularize', public: true, area: 'regularization' },
  { path: '/get-quote', public: true, area: 'shipment-planner', chrome: noChrome },
  ...['/icici', '/yes-connect', '/hdfc', '/axis', '/m-junction', '/fedex'].map(
    (path): RouteDefinition => ({ path, exact: true, public: true, area: 'shipment-planner', chrome: noChrome }),
  ),
  { path: '/tracking/', public: true, area: 'shared-tracking', chrome: noChrome },
  { path: '/enterprises', public: true, area: 'enterprises' },
  { path: '/temp', public: true, area: 'temp' },
];
