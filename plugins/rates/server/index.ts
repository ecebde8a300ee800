import { defineServerPlugin, GEOCODER, provide, RATE_INVENTORY, SCHEDULE_SAILINGS, SHIPMENT_VOLUMES } from '@portolan/sdk/server';
import { rateInventoryService } from './inventory/rateInventory';
import { features, planFeatures } from '../shared/features';
import migration001 from './migrations/001_rates.sql';
import migration002 from './migrations/002_imports_contracts.sql';
import { registerInventoryRoutes } from './inventory/registerInventoryRoutes';
import { registerImportRoutes } from './imports/registerImportRoutes';
import { registerContractRoutes } from './contracts/registerContractRoutes';
import { seedRates } from './inventory/seedRates';
import { seedImportsAndContracts } from './contracts/seedImportsAndContracts';

/**
 * The rates area's API (README.md): the rate inventory, charge types, exchange rates, the rate search
 * and market view, shortlist and quick-book offers (inventory/), rate-sheet imports (imports/) and
 * service contracts (contracts/). Sailings in search options come from the schedules plugin's service.
 */
export default defineServerPlugin({
  id: 'rates',
  features,
  planFeatures,
  requires: [SCHEDULE_SAILINGS, GEOCODER, SHIPMENT_VOLUMES],
  provides: [provide(RATE_INVENTORY, rateInventoryService)],
  migrations: [
    { name: '001_rates', sql: migration001 },
    { name: '002_imports_contracts', sql: migration002 },
  ],
  routes(app, ctx) {
    registerInventoryRoutes(app, ctx);
    registerImportRoutes(app, ctx);
    registerContractRoutes(app, ctx);
  },
  async seed(ctx) {
    await seedRates(ctx);
    await seedImportsAndContracts(ctx);
  },
});
