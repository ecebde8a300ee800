import { defineResource, defineServerPlugin, GEOCODER, provide, SCHEDULE_SAILINGS, type ConfigValues } from '@portolan/sdk/server';
import { features, planFeatures } from '../shared/features';
import migration001 from './migrations/001_schedules.sql';
import { sailingResource } from './sailingResource';
import { searchRoute } from './searchRoute';
import { importRoute } from './importRoute';
import { syncRoutes } from './syncRoutes';
import { scheduleSailings } from './scheduleSailings';
import { seedDemo } from './seedDemo';
import { DcsaCommercialSchedulesSource } from './sources/DcsaCommercialSchedulesSource';
import type { ScheduleSource } from './sources/ScheduleSource';

/** The plugin's settings: one DCSA Commercial Schedules server (README "The DCSA adapter"). */
export const schedulesConfig = {
  dcsaUrl: { env: 'PORTOLAN_DCSA_CS_URL', type: 'string', default: '', description: 'Base URL of a DCSA Commercial Schedules 1.x API up to its version, e.g. https://api.carrier.example/cs/v1 (empty: no carrier API, sync is unavailable)' },
  dcsaToken: { env: 'PORTOLAN_DCSA_CS_TOKEN', type: 'string', default: '', description: 'Bearer token sent to the DCSA Commercial Schedules API (empty: none)' },
  dcsaCarriers: { env: 'PORTOLAN_DCSA_CS_CARRIERS', type: 'string', default: '', description: 'Carriers (SCAC, comma-separated) whose schedules that API publishes' },
} as const;

/** The configured schedule sources (none when PORTOLAN_DCSA_CS_URL is empty). */
export function sourcesOf(settings: ConfigValues<typeof schedulesConfig>): ScheduleSource[] {
  if (!settings.dcsaUrl) return [];
  const carriers = settings.dcsaCarriers.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean);
  return [new DcsaCommercialSchedulesSource({ url: settings.dcsaUrl, token: settings.dcsaToken || undefined, carriers })];
}

/**
 * Schedules (SPEC §7 `/api/schedules/v2/`, `/api/schedules/v2/search`): company-owned sailings with
 * the lane search (places resolved to nearby ports by the lookups plugin's geocoder), CSV import,
 * sync from a DCSA Commercial Schedules API, and the schedules.sailings service for the rates area.
 */
export default defineServerPlugin({
  id: 'schedules',
  features,
  planFeatures,
  config: schedulesConfig,
  requires: [GEOCODER],
  provides: [provide(SCHEDULE_SAILINGS, ({ db, plugins }) => scheduleSailings(db, plugins))],
  migrations: [{ name: '001_schedules', sql: migration001 }],
  async routes(app, { db, services, settings }) {
    searchRoute(app, db, () => services.get(GEOCODER));
    await importRoute(app, db);
    syncRoutes(app, db, sourcesOf(settings));
    defineResource(app, db, sailingResource);
  },
  seed: seedDemo,
});
