import type { RateOption, RateSearch, ShortlistEntry } from '../../shared/rateOptions';
import type { Db } from '../Db';
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

/** A lane to look up contract rates for: a port pair and an ISO 6346 container type. */
export interface ContractLane {
  origin: string;
  destination: string;
  containerType: string;
}

/** The company's current contract rate of one lane: the cheapest CONTRACT ocean freight valid on the day, per container. */
export interface ContractRate extends ContractLane {
  rateId: string;
  amount: string;
  currency: string;
  carrier: string | null;
  validTo: string;
}

/** A contract rate to write (an RFQ's award): ocean freight per container, side CONTRACT, kind FCL. */
export interface NewContractRate extends ContractLane {
  amount: string;
  currency: string;
  carrier: string | null;
  validFrom: string;
  validTo: string;
  transitDays: number | null;
  freeDays: number | null;
  /** The contract's reference (the RFQ's), searchable in the inventory. */
  contractRef: string;
  remarks: string | null;
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
  /** The company's current contract rates of these lanes on `day` (YYYY-MM-DD); lanes without one are absent. */
  contractRates(companyId: string, lanes: readonly ContractLane[], day: string): Promise<ContractRate[]>;
  /** Writes contract rates into the company's inventory, in the caller's transaction; answers their ids in order. */
  addContractRates(tx: Db, companyId: string, userId: string, rates: readonly NewContractRate[]): Promise<string[]>;
}

export const RATE_INVENTORY = serviceToken<RateInventory>('rates.inventory', 'rate options, published sell offers, shortlists, exchange rates and contract rates of the rate inventory');
