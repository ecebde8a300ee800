import { GEOCODER, SCHEDULE_SAILINGS, type Db, type RateInventory, type ServerPluginContext } from '@portolan/sdk/server';
import { addContractRates, contractRates } from './contractRates';
import { snapshotExchangeRateProvider, type ExchangeRateProvider } from './ExchangeRateProvider';
import { exchangeTableOf } from './exchangeRates';
import { RateSearchService } from './RateSearchService';
import { MAX_SHORTLIST, shortlistEntry } from './registerShortlistRoutes';

/** The rate inventory as other areas use it (`RATE_INVENTORY`): the same search the rates screens run. */
export function rateInventory(db: Db, search: RateSearchService, provider: ExchangeRateProvider): RateInventory {
  return {
    async search(companyId, query) {
      const { items, count, currency } = await search.search(companyId, query);
      return { items, count, currency };
    },
    async publishedOffers(companyId, query) {
      const { items, count, currency } = await search.search(companyId, query, undefined, true);
      return { items, count, currency };
    },
    async optionsOfRate(companyId, query, rateId) {
      return (await search.search(companyId, query, rateId)).items;
    },
    async shortlist(companyId, userId) {
      const rows = await db.query('SELECT * FROM rate_shortlist WHERE company_id = $1 AND user_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3', [companyId, userId, MAX_SHORTLIST]);
      return rows.rows.map(shortlistEntry);
    },
    exchangeTable: (companyId) => exchangeTableOf(db, companyId, provider),
    contractRates: (companyId, lanes, day) => contractRates(db, companyId, lanes, day),
    addContractRates: (tx, companyId, userId, rates) => addContractRates(tx, companyId, userId, rates),
  };
}

/** The provider of `RATE_INVENTORY` (rates/server/index.ts): its own search over the same services. */
export function rateInventoryService(ctx: ServerPluginContext): RateInventory {
  const provider = snapshotExchangeRateProvider;
  return rateInventory(ctx.db, new RateSearchService(ctx.db, ctx.services.get(GEOCODER), ctx.services.get(SCHEDULE_SAILINGS), provider), provider);
}
