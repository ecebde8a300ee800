import type { ExchangeTable } from '@portolan/sdk/server';
import { REFERENCE_SNAPSHOT } from './referenceSnapshot';

/** An exchange-rate table (SDK `ExchangeTable`): units of each currency for one `base` (exact decimal text), dated, with its source. */
export type { ExchangeTable };

/**
 * Where a company's exchange rates come from until its admin sets them: the dated reference snapshot
 * here. A live feed (a central bank's reference rates, a market-data vendor) implements `latest()` and
 * is handed to `registerInventoryRoutes` instead (README "Exchange rates").
 */
export interface ExchangeRateProvider {
  /** The newest table the provider has. */
  latest(): Promise<ExchangeTable>;
}

/** The provider of the shipped reference snapshot (not live). */
export const snapshotExchangeRateProvider: ExchangeRateProvider = {
  latest: async () => REFERENCE_SNAPSHOT,
};
