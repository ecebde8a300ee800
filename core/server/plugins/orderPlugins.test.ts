import { describe, expect, it } from 'vitest';
import { defineServerPlugin, provide, serviceToken, type ServerPlugin, type ServiceToken } from '@portolan/sdk/server';
import { orderPlugins } from './orderPlugins';

const A = serviceToken<{ a: number } & { b: number }>('alpha.service', 'what alpha offers');
const B = serviceToken<{ a: number } & { b: number }>('beta.service', 'what beta offers');

type AnyToken = ServiceToken<{ a: number } & { b: number }>;
const plugin = (id: string, provides: AnyToken[] = [], requires: AnyToken[] = []): ServerPlugin =>
  defineServerPlugin({ id, provides: provides.map((t) => provide(t, () => ({ a: 1, b: 2 }))), requires });

const ids = (plugins: ServerPlugin[]) => plugins.map((p) => p.id);

describe('orderPlugins', () => {
  it('orders by id when nothing depends on anything, whatever the input order', () => {
    expect(ids(orderPlugins([plugin('zeta'), plugin('auth'), plugin('mid')]))).toEqual(['auth', 'mid', 'zeta']);
    expect(ids(orderPlugins([plugin('mid'), plugin('zeta'), plugin('auth')]))).toEqual(['auth', 'mid', 'zeta']);
  });

  it('puts a provider before the plugins requiring its service, even when its id sorts later', () => {
    const ordered = orderPlugins([plugin('aaa', [], [B]), plugin('zzz', [B], [A]), plugin('mmm', [A]), plugin('bbb')]);
    expect(ids(ordered)).toEqual(['bbb', 'mmm', 'zzz', 'aaa']);
  });

  it('refuses a required service nobody provides, naming the plugin and the service', () => {
    expect(() => orderPlugins([plugin('trackings', [], [A])])).toThrow('Server plugin "trackings" requires the service "alpha.service" (what alpha offers), which no server plugin provides');
  });

  it('refuses two providers of one service', () => {
    expect(() => orderPlugins([plugin('one', [A]), plugin('two', [A])])).toThrow('Server plugins "one" and "two" both provide the service "alpha.service"');
  });

  it('refuses a cycle, naming it', () => {
    expect(() => orderPlugins([plugin('one', [A], [B]), plugin('two', [B], [A]), plugin('free')])).toThrow(/in a cycle: one → two → one/);
  });

  it('lets a plugin require its own service', () => {
    expect(ids(orderPlugins([plugin('self', [A], [A])]))).toEqual(['self']);
  });
});
