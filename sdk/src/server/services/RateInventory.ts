import type { RateOption, RateSearch, ShortlistEntry } from '../../shared/rateOptions';
import { serviceToken } from '../ServiceToken';

/** Options for one search, totals in `currency`. */
export interface PricedOptions {
  items: RateOption[];
  count: number;
  currency: string;
}

/** A company's exchange-rate table: 1 `base` = `rates[c]` of currency c, as of `rateDate`. */
export interface ExchangeTable {
  base: string;
  rates: Record<string, string>;
  rateDate: string;
  source: string;
}

/**
 * What the rates plugin offers the areas that price from the rate inventory (enquiries and quotes, the
 * public planner). Every method scopes to the given company; a bad search is the rates area's 400.
 */
export interface RateInventory {
  /** Options as the company's own rate search answers them (its own rates, and the SELL rates of its network). */
  search(companyId: string, search: RateSearch): Promise<PricedOptions>;
  /**
   * Options priced only from the company's own SELL rates — what it publishes to anyone (the public
   * planner): never a buy, contract or spot row, never another company's.
   */
  publishedOffers(companyId: string, search: RateSearch): Promise<PricedOptions>;
  /** The options of a search whose ocean freight is the given rate (one rate can price a few routings). */
  optionsOfRate(companyId: string, search: RateSearch, rateId: string): Promise<RateOption[]>;
  /** The user's shortlist (newest first). */
  shortlist(companyId: string, userId: string): Promise<ShortlistEntry[]>;
  /** The company's exchange-rate table (its own rates once an admin set them, else the reference snapshot). */
  exchangeTable(companyId: string): Promise<ExchangeTable>;
}

export const RATE_INVENTORY = serviceToken<RateInventory>('rates.inventory', 'rate options, published sell offers, shortlists and exchange rates of the rate inventory');
