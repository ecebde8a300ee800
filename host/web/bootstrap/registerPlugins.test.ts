import { describe, expect, it, vi } from 'vitest';
import { CommandRegistry, FeatureCatalogue, SlotRegistry, WidgetRegistry, definePlugin, token } from '@portolan/sdk';
import { createPluginTester } from '@portolan/sdk/testing';

const Store = token<{ figure: number }>('test.TrackingStore');

describe('registerPlugins: what a built-in plugin contributes', () => {
  const services = vi.fn((c: import('inversify').Container) => c.bind(Store).toConstantValue({ figure: 42 }));
  const trackings = definePlugin({
    id: 'trackings',
    title: 'Tracking',
    requires: { features: ['tracking'] },
    widgets: [{ id: 'delays', title: 'Delayed shipments', load: async () => ({ default: () => null }) }],
    recordTabs: [{ id: 'track', kind: 'shipment', title: 'Tracking', load: async () => ({ default: () => null }) }],
    commands: [{ id: 'radar', title: 'Open the radar', run: ({ navigate }) => navigate('/global-shipment-radar') }],
    services,
  });

  it('registers its dashboard widgets, record tabs and commands, for users entitled to the plugin', () => {
    const allowed = createPluginTester({ plugin: trackings, accesses: { tracking: ['Always'] } });
    expect(allowed.root.get<WidgetRegistry>(WidgetRegistry).visible.map((w) => `${w.pluginId}.${w.id}`)).toEqual(['trackings.delays']);
    expect(allowed.root.get<SlotRegistry>(SlotRegistry).recordTabs('shipment').map((t) => t.title)).toEqual(['Tracking']);
    expect(allowed.root.get<CommandRegistry>(CommandRegistry).visible.map((c) => [c.title, c.section])).toEqual([['Open the radar', 'Tracking']]);

    const refused = createPluginTester({ plugin: trackings, accesses: {} });
    expect(refused.root.get<WidgetRegistry>(WidgetRegistry).visible).toEqual([]);
    expect(refused.root.get<SlotRegistry>(SlotRegistry).recordTabs('shipment')).toEqual([]);
    expect(refused.root.get<CommandRegistry>(CommandRegistry).visible).toEqual([]);
  });

  it("loads a widget or tab only after binding the plugin's services; a command runs in the plugin's container", async () => {
    services.mockClear();
    const tester = createPluginTester({ plugin: trackings, accesses: { tracking: ['Always'] } });
    const widget = tester.root.get<WidgetRegistry>(WidgetRegistry).visible[0];
    await widget.load();
    expect(services).toHaveBeenCalledTimes(1);
    const commands = tester.root.get<CommandRegistry>(CommandRegistry);
    const navigate = vi.fn();
    await commands.run(commands.visible[0], navigate);
    expect(navigate).toHaveBeenCalledWith('/global-shipment-radar');
    expect(await tester.root.get<SlotRegistry>(SlotRegistry).containerOf('trackings')).toBe(tester.containers.of('trackings'));
    expect(services).toHaveBeenCalledTimes(1);
  });

  it('puts the features and plan features a plugin declares into the FeatureCatalogue, beside the SPEC areas', () => {
    const berths = definePlugin({
      id: 'berths',
      title: 'Berths',
      features: [{ name: 'berths', title: 'Berth windows', routes: ['/berths'], levels: ['Read', 'Approve'] }],
      planFeatures: [{ name: 'berth-planner', title: 'Berth planner' }],
    });
    const catalogue = createPluginTester({ plugin: berths, accesses: {} }).root.get<FeatureCatalogue>(FeatureCatalogue);
    expect(catalogue.definition('berths')).toMatchObject({ title: 'Berth windows', levels: ['Read', 'Approve'] });
    expect(catalogue.ownerOf('berths')).toBe('berths');
    expect(catalogue.planFeature('berth-planner')?.title).toBe('Berth planner');
  });

  it('refuses two plugins declaring one feature, naming both', () => {
    const one = definePlugin({ id: 'berths', title: 'Berths', features: [{ name: 'berths', title: 'Berths', routes: [], levels: ['Read'] }] });
    const two = definePlugin({ id: 'terminals', title: 'Terminals', features: [{ name: 'berths', title: 'Terminal berths', routes: [], levels: ['Read'] }] });
    expect(() => createPluginTester({ plugin: one, plugins: [two], accesses: {} })).toThrow('Feature "berths" is declared twice: by "berths" and by "terminals"');
  });
});
