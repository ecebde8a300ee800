import { describe, expect, it } from 'vitest';
import { defineServerPlugin, type FeatureDefinition } from '@portolan/sdk/server';
import { createTestDatabase, createTestServer } from '@portolan/sdk/testing/server';
import { createApp } from '../../core/server/createApp';
import { serverPlugins } from './serverPlugins';

const berths: FeatureDefinition = { name: 'berths', title: 'Berths', routes: ['/berths'], levels: ['Read'] };

describe('features declared by plugins, at start-up', () => {
  it('refuses to start when two plugins declare one feature, naming both', async () => {
    const portCalls = defineServerPlugin({ id: 'port-calls', features: [berths] });
    const terminals = defineServerPlugin({ id: 'terminals', features: [{ ...berths, title: 'Terminal berths' }] });
    const { db, close } = await createTestDatabase('pglite');
    try {
      await expect(createApp({ db, plugins: [portCalls, terminals], config: { env: 'test', seedDemo: false }, logger: false })).rejects.toThrow(
        'Feature "berths" is declared twice: by "port-calls" and by "terminals"',
      );
      // Nothing was started: no migration ran.
      expect((await db.query(`SELECT to_regclass('users') AS t`)).rows[0].t).toBeNull();
    } finally {
      await close();
    }
  });

  it('refuses a feature a discovered plugin already owns, and a plan feature declared twice', async () => {
    const composers = defineServerPlugin({ id: 'composers', features: [{ name: 'composer', title: 'Composer', routes: ['/components'], levels: ['Read'] }] });
    await expect(createTestServer({ plugins: ['composer', composers] })).rejects.toThrow('Feature "composer" is declared twice: by "composer" and by "composers"');
    const radar = defineServerPlugin({ id: 'radar', planFeatures: [{ name: 'global-shipment-radar', title: 'Radar' }] });
    await expect(createTestServer({ plugins: ['trackings', radar] })).rejects.toThrow('Plan feature "global-shipment-radar" is declared twice: by "trackings" and by "radar"');
  });

  it('a test server loads discovered plugins by id, and names the ids it knows when one is missing', async () => {
    await expect(createTestServer({ plugins: ['no-such-plugin'] })).rejects.toThrow(/No discovered server plugin "no-such-plugin" \(found: [^)]*\bshipments\b/);
  });

  it('every built-in plugin declares its features in both halves alike (one shared/features.ts)', async () => {
    const { webPlugins } = await import('virtual:portolan/web-plugins');
    const web = new Map(webPlugins.map((p) => [p.id, { features: p.features ?? [], planFeatures: p.planFeatures ?? [] }]));
    for (const plugin of serverPlugins) {
      expect(web.get(plugin.id), plugin.id).toEqual({ features: plugin.features ?? [], planFeatures: plugin.planFeatures ?? [] });
    }
  });
});
