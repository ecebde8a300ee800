import type { Db } from '../Db';
import { serviceToken } from '../ServiceToken';

/** One charge of an accepted quote's chosen option, as sold to the customer (decimal strings in the quote's currency). */
export interface QuoteChargeLine {
  code: string;
  name: string;
  stage: 'ORIGIN' | 'FREIGHT' | 'DESTINATION' | 'INLAND';
  basis: 'PER_CONTAINER' | 'PER_BL' | 'PER_WM' | 'PER_SHIPMENT';
  quantity: string;
  /** Sell price per unit (sellAmount / quantity, exact to 6 places). */
  unitSell: string;
  sellAmount: string;
}

/** An accepted quote of the company with the charges of the option its customer accepted. */
export interface AcceptedQuote {
  quoteId: string;
  reference: string;
  customerCompanyId: string | null;
  customerName: string;
  currency: string;
  acceptedAt: string;
  /** The accepted option's lane and carrier (UN/LOCODEs as the option has them). */
  origin: string;
  destination: string;
  carrier: string;
  lines: QuoteChargeLine[];
}

/**
 * What the quotes plugin offers the areas that bill what was quoted (invoices from a shipment's charges):
 * the company's own accepted quotes, newest first. `quoteId` picks one; `customerCompanyId` and the lane
 * narrow the list (a lane matches the option's origin/destination or its POL/POD).
 */
export interface QuoteCharges {
  accepted(db: Db, companyId: string, filter: { quoteId?: string; customerCompanyId?: string; origin?: string; destination?: string; limit?: number }): Promise<AcceptedQuote[]>;
}

export const QUOTE_CHARGES = serviceToken<QuoteCharges>('quotes.charges', "accepted quotes' charges (invoices are drafted from them)");
