import { describe, expect, it } from 'vitest';
import type { ChromeFlags } from '@portolan/sdk';
import { RouteEngine } from '../../../core/web/routes/RouteEngine';
import { specRouteTable } from './specRouteTable';

type Chrome = 'all' | 'none' | 'noFooter' | 'noSideNav';
const chromeFlags: Record<Chrome, ChromeFlags> = {
  all: { header: true, sideNav: true, footer: true, notifications: true },
  none: { header: false, sideNav: false, footer: false, notifications: false },
  noFooter: { header: true, sideNav: true, footer: false, notifications: true },
  noSideNav: { header: true, sideNav: false, footer: true, notifications: true },
};

/** SPEC §2, path by path: [a URL, the area it opens, open to signed-out users, chrome when signed in]. */
const expectations: Array<[string, string, boolean, Chrome]> = [
  ['/', 'shipments', false, 'all'],
  ['/shipments', 'shipments', false, 'all'],
  ['/shipments/42', 'shipments', false, 'all'],
  ['/containers', 'shipments', false, 'all'],
  ['/vendor-payments', 'shipments', false, 'all'],
  ['/dashboard', 'dashboard', false, 'all'],
  ['/manifests', 'manifests', false, 'all'],
  ['/bookings/new', 'bookings', false, 'all'],
  ['/chas', 'chas', false, 'all'],
  ['/contracts', 'contracts', false, 'all'],
  ['/messages', 'messages', false, 'all'],
  ['/promo', 'promo', false, 'all'],
  ['/providers', 'providers', false, 'all'],
  ['/qbrates', 'qbrates', false, 'all'],
  ['/quotes', 'quotes', false, 'all'],
  ['/reminders', 'reminders', false, 'all'],
  ['/reports', 'reports', false, 'all'],
  ['/products', 'products', false, 'all'],
  ['/customers', 'customers', false, 'all'],
  ['/account', 'customers', false, 'all'],
  ['/enquiries', 'enquiries', false, 'all'],
  ['/enquiriesV2', 'enquiries', false, 'all'],
  ['/enquiries/printable-quote', 'enquiries', false, 'none'],
  ['/enquiries/printable-quote/9', 'enquiries', false, 'none'],
  ['/enquiriesV2/printable-quote', 'enquiries', false, 'none'],
  ['/invoices', 'invoices', false, 'all'],
  ['/payments', 'invoices', false, 'all'],
  ['/faqs', 'pages', false, 'all'],
  ['/contact', 'pages', false, 'all'],
  ['/rates', 'rates-v3', false, 'all'],
  ['/rates/search', 'rates-v3', false, 'all'],
  ['/rates-v2', 'rates-v2', false, 'all'],
  ['/rates-v2/x', 'rates-v2', false, 'all'],
  ['/schedules', 'schedules', false, 'all'],
  ['/schedules-v2', 'schedules-v2', false, 'all'],
  ['/rfq', 'rfq', false, 'all'],
  ['/rfq/12', 'rfq', false, 'all'],
  ['/rfq-v2', 'rfq-v2', false, 'all'],
  ['/rfq/print-quote', 'rfq', false, 'none'],
  ['/orders', 'orders', false, 'all'],
  ['/ordersV2', 'orders-v2', false, 'all'],
  ['/order-rfqs', 'order-rfqs', false, 'all'],
  ['/requisitions', 'requisitions', false, 'all'],
  ['/network', 'network', false, 'all'],
  ['/configurations', 'configurations', false, 'all'],
  ['/insights/v2', 'reports-v2', false, 'all'],
  ['/emission', 'emission', false, 'all'],
  ['/ocean-tracking', 'ocean-tracking', false, 'all'],
  ['/air-tracking/abc', 'ocean-tracking', false, 'all'],
  ['/shipment-planner', 'shipment-planner', false, 'all'],
  ['/container-inventory', 'container-inventory', false, 'all'],
  ['/container-shipment', 'container-shipment', false, 'all'],
  ['/admin', 'admin', false, 'all'],
  ['/shippers', 'admin', false, 'all'],
  ['/staffs', 'admin', false, 'all'],
  ['/track-vessel', 'trackings', false, 'all'],
  ['/subscription-logs', 'trackings', false, 'all'],
  ['/global-shipment-radar', 'trackings', false, 'all'],
  ['/ddt', 'trackings', false, 'all'],
  ['/trackings', 'trackings', false, 'all'],
  ['/trackings/v2', 'trackings', false, 'all'],
  ['/me', 'users', false, 'all'],
  ['/user-actions', 'users', false, 'all'],
  ['/documents', 'documents', false, 'all'],
  ['/kyc', 'kyc', false, 'all'],
  ['/pay', 'pay', false, 'none'],
  ['/icici-leads', 'icici-leads', false, 'all'],
  ['/dnd', 'dnd', false, 'all'],
  ['/egm', 'egm', false, 'all'],
  ['/chat', 'chat', false, 'noFooter'],
  ['/chat/abc', 'chat', false, 'noFooter'],
  ['/login', 'login', true, 'none'],
  ['/signup', 'auth-v2', true, 'none'],
  ['/update-password', 'auth-v2', true, 'none'],
  ['/forgot-password', 'change-password', true, 'none'],
  ['/change-password', 'change-password', true, 'none'],
  ['/components', 'documentation', true, 'all'],
  ['/setup', 'setup', true, 'none'],
  ['/enquiries/view-quote', 'shared-quote', true, 'none'],
  ['/enquiriesV2/view-quote/5', 'shared-quote', true, 'none'],
  ['/ordersV2/acknowledge', 'orders-v2', true, 'noSideNav'],
  ['/regularize', 'regularization', true, 'all'],
  ['/get-quote', 'shipment-planner', true, 'none'],
  ['/icici', 'shipment-planner', true, 'none'],
  ['/yes-connect', 'shipment-planner', true, 'none'],
  ['/hdfc', 'shipment-planner', true, 'none'],
  ['/axis', 'shipment-planner', true, 'none'],
  ['/m-junction', 'shipment-planner', true, 'none'],
  ['/fedex', 'shipment-planner', true, 'none'],
  ['/tracking/abc123', 'shared-tracking', true, 'none'],
  ['/enterprises', 'enterprises', true, 'all'],
  ['/temp', 'temp', true, 'all'],
];

function engineWithEveryScreen(): RouteEngine {
  const engine = new RouteEngine();
  engine.register('spec', specRouteTable);
  // A fake plugin that serves every area, so resolution shows the screen.
  engine.register(
    'everything',
    specRouteTable.map((r) => ({ path: r.path, exact: r.exact, load: async () => ({ default: () => null }) })),
  );
  return engine;
}

describe('SPEC §2 route table', () => {
  const engine = engineWithEveryScreen();

  it.each(expectations)('%s opens %s', (url, area) => {
    expect(engine.match(url)?.area).toBe(area);
  });

  it.each(expectations)('%s signed out: login area unless open', (url, _area, open) => {
    const resolution = engine.resolve(url, false);
    expect(resolution.kind).toBe(open ? 'screen' : 'login');
    expect(resolution.chrome).toEqual(chromeFlags.none);
  });

  it.each(expectations)('%s signed in: the screen with its chrome', (url, _area, _open, chrome) => {
    const resolution = engine.resolve(url, true);
    expect(resolution.kind).toBe('screen');
    expect(resolution.chrome).toEqual(chromeFlags[chrome]);
  });

  it('covers every area in the table', () => {
    const tested = new Set(expectations.map(([url]) => engine.match(url)?.path));
    expect(specRouteTable.filter((r) => !tested.has(r.path)).map((r) => r.path)).toEqual([]);
  });

  it.each([
    ['/ratesx', undefined],
    ['/icici/extra', undefined],
    ['/tracking', undefined],
    ['/nowhere', undefined],
  ])('%s matches no area: "not found" signed in, the login area signed out', (url) => {
    expect(engine.match(url)).toBeUndefined();
    expect(engine.resolve(url, true)).toEqual({ kind: 'notFound', chrome: chromeFlags.all });
    expect(engine.resolve(url, false)).toEqual({ kind: 'login', chrome: chromeFlags.none });
  });
});

describe('areas without a plugin', () => {
  const engine = new RouteEngine();
  engine.register('spec', specRouteTable);

  it('show "not found" to signed-in users, with the area chrome', () => {
    expect(engine.resolve('/egm', true)).toMatchObject({ kind: 'notFound', chrome: chromeFlags.all });
    expect(engine.resolve('/pay', true)).toMatchObject({ kind: 'notFound', chrome: chromeFlags.none });
  });

  it('still send signed-out users of protected areas to the login area', () => {
    expect(engine.resolve('/egm', false).kind).toBe('login');
    expect(engine.resolve('/get-quote', false).kind).toBe('notFound');
  });
});

describe('plugins filling areas', () => {
  it('refuse to change an area protection', () => {
    const engine = new RouteEngine();
    engine.register('spec', specRouteTable);
    expect(() => engine.register('sneaky', [{ path: '/admin', public: true, load: async () => ({ default: () => null }) }])).toThrow(
      /SPEC §2 makes it protected/,
    );
  });

  it('refuse a second plugin for the same area path', () => {
    const engine = new RouteEngine();
    engine.register('spec', specRouteTable);
    const load = async () => ({ default: () => null });
    engine.register('one', [{ path: '/egm', load }]);
    expect(() => engine.register('two', [{ path: '/egm', load }])).toThrow(/already served by plugin "one"/);
  });

  it('hide a screen the user is not entitled to', () => {
    const engine = new RouteEngine({ isAllowed: () => false, isPlanFeatureActive: () => false, isPluginEnabled: () => true, meets: (r) => !r });
    engine.register('spec', specRouteTable);
    engine.register('egm', [{ path: '/egm', load: async () => ({ default: () => null }), requires: { features: ['egm'] } }]);
    expect(engine.resolve('/egm', true).kind).toBe('notFound');
  });

  it('hide every route of a plugin switched off for the company ("not found"), signed in only', () => {
    const off = new Set(['egm']);
    const engine = new RouteEngine({ isAllowed: () => true, isPlanFeatureActive: () => true, isPluginEnabled: (id) => !off.has(id), meets: () => true });
    engine.register('spec', specRouteTable);
    engine.register('egm', [{ path: '/egm', load: async () => ({ default: () => null }) }]);
    expect(engine.resolve('/egm', true).kind).toBe('notFound');
    expect(engine.resolve('/egm', false).kind).toBe('login');
    off.delete('egm');
    expect(engine.resolve('/egm', true).kind).toBe('screen');
  });

  it('register add-on paths outside the table as given', () => {
    const engine = new RouteEngine();
    engine.register('spec', specRouteTable);
    engine.register('scorecard', [{ path: '/carrier-scorecard', load: async () => ({ default: () => null }) }]);
    expect(engine.resolve('/carrier-scorecard', true).kind).toBe('screen');
    expect(engine.resolve('/carrier-scorecard', false).kind).toBe('login');
  });
});
