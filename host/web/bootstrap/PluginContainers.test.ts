import { describe, expect, it, vi } from 'vitest';
import { definePlugin, token } from '@portolan/sdk';
import { createRootContainer } from '../../../core/web/createRootContainer';
import { registerPlugins } from './registerPlugins';

const Store = token<{ name: string }>('test.Store');

function setUp(services: (c: import('inversify').Container) => unknown) {
  const plugin = definePlugin({ id: 'orders', title: 'Orders', routes: [{ path: '/orders', load: async () => ({ default: () => null }) }], services });
  const root = createRootContainer();
  return { plugin, containers: registerPlugins(root, [plugin]) };
}

describe('plugin services bind on first use, not at start (the login page fetches no plugin stores)', () => {
  it('registering a plugin does not run its services; its first screen does, once', async () => {
    const services = vi.fn(async (c: import('inversify').Container) => {
      c.bind(Store).toConstantValue({ name: 'orders store' });
    });
    const { plugin, containers } = setUp(services);
    expect(services).not.toHaveBeenCalled();
    const load = containers.screenLoader('orders', plugin.routes![0].load!);
    expect(containers.screenLoader('orders', plugin.routes![0].load!)).toBe(load);
    await load();
    await load();
    await containers.ready('orders');
    expect(services).toHaveBeenCalledTimes(1);
    expect(containers.of('orders').get<{ name: string }>(Store).name).toBe('orders store');
  });

  it('binds synchronous services before ready() returns', () => {
    const { containers } = setUp((c) => c.bind(Store).toConstantValue({ name: 'sync' }));
    void containers.ready('orders');
    expect(containers.of('orders').get<{ name: string }>(Store).name).toBe('sync');
  });

  it('a failed binding fails the screen load and is tried again on the next load', async () => {
    let attempt = 0;
    const { plugin, containers } = setUp(async (c) => {
      attempt++;
      if (attempt === 1) throw new Error('Failed to fetch dynamically imported module');
      c.bind(Store).toConstantValue({ name: 'second try' });
    });
    const load = containers.screenLoader('orders', plugin.routes![0].load!);
    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).resolves.toBeDefined();
    expect(containers.of('orders').get<{ name: string }>(Store).name).toBe('second try');
  });
});
