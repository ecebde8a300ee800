/**
 * The priced rate options of the rates area as other areas see them (enquiries and quotes price from
 * them, the public planner shows them): the rates plugin answers them, `RATE_INVENTORY` (server) hands
 * them over. Money is an exact decimal string with its ISO 4217 currency; days are `YYYY-MM-DD`.
 */

/** Whose price it is: a forwarder's buy (from a carrier) and sell rates, a shipper's contracted rates, a spot offer. */
export const RATE_SIDES = ['BUY', 'SELL', 'CONTRACT', 'SPOT'] as const;
export type RateSide = (typeof RATE_SIDES)[number];

/** How an OTHER charge is counted. */
export const CHARGE_BASES = ['PER_CONTAINER', 'PER_BL', 'PER_WM', 'PER_SHIPMENT'] as const;
export type ChargeBasis = (typeof CHARGE_BASES)[number];

/** Where an OTHER charge applies: at the origin port, on the ocean leg (BAF, LSS …), at the destination port. */
export const CHARGE_STAGES = ['ORIGIN', 'FREIGHT', 'DESTINATION'] as const;
export type ChargeStage = (typeof CHARGE_STAGES)[number];


/** What a search asks (`POST /api/rates/v3/rateInventory/filteredRates` and `/estimates`). */
export type RateSearch = {
  /** A port (UN/LOCODE) or a place: a place is resolved to its nearest ports (`resolved` in the answer). */
  origin: string;
  destination: string;
  /** FCL: container types with counts; LCL: weight and volume. */
  mode: 'FCL' | 'LCL';
  containers?: Array<{ type: string; count: number }>;
  cargo?: { weightKg: string; volumeM3: string };
  /** The cargo-ready day: rates valid on it; sailings departing from it. */
  readyOn: string;
  /** Answer totals in this currency (default: the company's, else USD). */
  currency?: string;
  carriers?: string[];
  sort?: 'cheapest' | 'fastest' | 'best';
  /** History: include expired rates (never in a live search; for the rate history screen). */
  includeExpired?: boolean;
};

/** One charge line of a landed-cost breakdown. */
export type ChargeLine = {
  code: string;
  name: string;
  stage: ChargeStage | 'INLAND';
  basis: ChargeBasis;
  /** Units charged (containers, W/M, 1 per B/L or shipment) as an exact decimal. */
  quantity: string;
  unitAmount: string;
  /** The line in the rate's own currency. */
  amount: string;
  currency: string;
  /** The line converted into the answer's currency (rounded half-even to its minor unit). */
  converted: string;
  rateId: string;
};

/** A sailing that fits an option, from the schedules area (may be empty when schedules is off). */
export type OptionSailing = {
  scheduleId: string;
  vessel: string;
  voyage: string;
  service: string | null;
  departsAt: string;
  arrivesAt: string;
  transitDays: number;
};

/** One option of a search: a freight rate with every charge that applies, priced for the cargo. */
export type RateOption = {
  /** Stable for the same rates: the freight rate's id and the charges' ids. */
  id: string;
  carrier: string;
  origin: string;
  destination: string;
  via: string[];
  transitDays: number | null;
  validFrom: string;
  validTo: string;
  freeDays: number | null;
  side: RateSide;
  contractRef: string | null;
  /**
   * Who offers the option: null for the caller's own rate; else the company of the caller's network
   * whose SELL rate it is (every line of the option is that company's).
   */
  offeredBy: { companyId: string; name: string } | null;
  /** Total landed cost in `currency`, exact decimal: the sum of the lines' `converted`. */
  total: string;
  currency: string;
  lines: ChargeLine[];
  /** Exchange rates used: `{ from, to, rate, rateDate, source }`. */
  conversions: Array<{ from: string; to: string; rate: string; rateDate: string; source: string }>;
  /** The next sailings from `readyOn` on the lane by this carrier (up to 3). */
  sailings: OptionSailing[];
  /** Best-value score 0–100 (cheaper and faster are better; README says how). */
  score: number;
};


/** A shortlisted option (`/api/rates/v3/shortlist`), which enquiries and quotes later read. */
export type ShortlistEntry = {
  _id: string;
  createdAt: string;
  search: RateSearch;
  option: RateOption;
  note: string | null;
};
