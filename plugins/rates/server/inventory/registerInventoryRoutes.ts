import type { FastifyInstance } from 'fastify';
import { defineListResource, defineRecordComments, defineResource, GEOCODER, registerRecordKind, SCHEDULE_SAILINGS, type ServerPluginContext } from '@portolan/sdk/server';
import { RATE_KIND, RATES_API } from '../../shared/types';
import { rateResource } from './rateResource';
import { registerRateActions } from './registerRateActions';
import { registerChargeTypeRoutes } from './registerChargeTypeRoutes';
import { registerExchangeRateRoutes } from './registerExchangeRateRoutes';
import { snapshotExchangeRateProvider, type ExchangeRateProvider } from './ExchangeRateProvider';
import { RateSearchService } from './RateSearchService';
import { registerSearchRoutes } from './registerSearchRoutes';
import { registerShortlistRoutes } from './registerShortlistRoutes';
import { registerQuickBookRoutes } from './registerQuickBookRoutes';

/** Rates as a record kind: comments and the audit trail name it; other plugins attach to it (recordKind). */
export const RATE_SCOPE = { kind: RATE_KIND, table: 'rates', label: 'Rate' };

/**
 * The inventory half of the rates API (README.md): the rate inventory (+ LCL list, withdraw, comments,
 * activity), charge types, exchange rates, the search and market view, the shortlist and quick-book
 * offers. Every route names feature `rates`; tenancy is the SDK's. `provider` is where exchange rates
 * come from until an admin sets them (the reference snapshot unless a live feed is plugged in).
 */
export function registerInventoryRoutes(app: FastifyInstance, ctx: ServerPluginContext, provider: ExchangeRateProvider = snapshotExchangeRateProvider): void {
  const { db } = ctx;
  registerRecordKind(db, RATE_SCOPE);
  const search = new RateSearchService(db, ctx.services.get(GEOCODER), ctx.services.get(SCHEDULE_SAILINGS), provider);
  defineResource(app, db, rateResource);
  defineListResource(app, db, { ...rateResource, path: RATES_API.lclRates, where: "t.kind = 'LCL'" });
  registerRateActions(app, db);
  defineRecordComments(app, db, { base: RATES_API.inventory, feature: 'rates', parent: RATE_SCOPE });
  registerSearchRoutes(app, db, search, provider);
  registerChargeTypeRoutes(app, db);
  registerExchangeRateRoutes(app, db, provider);
  registerShortlistRoutes(app, db);
  registerQuickBookRoutes(app, db, search);
}
