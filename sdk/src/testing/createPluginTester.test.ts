import { describe, expect, it } from 'vitest';
import { Entitlements, HttpClient, Session, definePlugin, type WebPlugin } from '../web/index';
import { ResourceStore, type ResourceRecord } from '../web/ResourceStore';
import { createPluginTester } from './createPluginTester';

class OrdersStore extends ResourceStore<ResourceRecord> {}

const ordersPlugin: WebPlugin = definePlugin({
  id: 'orders',
  title: 'Orders',
  requires: { features: ['orders'] },
  routes: [{ path: '/orders', requires: { features: ['orders'], plan: ['bulk-orders'] } }],
  services: (c) => {
    c.bind(OrdersStore).toDynamicValue((ctx) => new OrdersStore(ctx.get<HttpClient>(HttpClient), '/api/orders/orders'));
  },
});

describe('createPluginTester', () => {
  it("binds the plugin's services in a child container over the fake HTTP client", async () => {
    const { container, http } = createPluginTester({ plugin: ordersPlugin });
    http.on('GET', '/api/orders/orders', { success: true, data: { items: [{ _id: 'o1' }], count: 1 } });
    const store = container.get(OrdersStore);
    expect(container.get(OrdersStore)).toBe(store);
    await store.fetchList({ filter: { status: 'open' } });
    expect(store.list.items).toEqual([{ _id: 'o1' }]);
    expect(http.calls[0]).toMatchObject({ method: 'GET', path: '/api/orders/orders', query: { filter: { status: 'open' } } });
  });

  it('signs in a user with the chosen accesses and plan', () => {
    const { container, session } = createPluginTester({ accesses: { orders: ['Read'] }, plan: { 'bulk-orders': false }, user: { name: 'Mia' } });
    const entitlements = container.get<Entitlements>(Entitlements);
    expect(container.get<Session>(Session)).toBe(session);
    expect(session.isLoggedIn).toBe(true);
    expect(session.user?.name).toBe('Mia');
    expect(entitlements.isAllowed('orders')).toBe(true);
    expect(entitlements.isAllowed('orders', 'Create')).toBe(false);
    expect(entitlements.isPlanFeatureActive('bulk-orders')).toBe(false);
  });

  it("grants what the plugin requires when no accesses are chosen", () => {
    const { container } = createPluginTester({ plugin: ordersPlugin });
    const entitlements = container.get<Entitlements>(Entitlements);
    expect(entitlements.isAllowed('orders', 'Delete')).toBe(true);
    expect(entitlements.isPlanFeatureActive('bulk-orders')).toBe(true);
    expect(entitlements.isAllowed('rates')).toBe(false);
  });

  it('can start signed out', () => {
    const { session, container } = createPluginTester({ plugin: ordersPlugin, user: null });
    expect(session.isLoggedIn).toBe(false);
    expect(container.get<Entitlements>(Entitlements).isAllowed('orders')).toBe(false);
  });

  it('lets the test change accesses while it runs', () => {
    const { container, session } = createPluginTester({ accesses: {} });
    const entitlements = container.get<Entitlements>(Entitlements);
    expect(entitlements.isAllowed('orders')).toBe(false);
    session.setAccesses({ orders: { levels: ['Always'] } });
    expect(entitlements.isAllowed('orders')).toBe(true);
  });
});
