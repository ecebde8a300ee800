import { REFERENCE_SNAPSHOT } from './referenceSnapshot';

/** An exchange-rate table: units of each currency for one `base` (exact decimal text), dated, with its source. */
export interface ExchangeTable {
  base: string;
  rates: Record<string, string>;
  /** The day the rates are of (YYYY-MM-DD). */
  rateDate: string;
  source: string;
}

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
