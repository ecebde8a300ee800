/**
 * The schedules area's API contract (README.md): what the server answers and the web reads.
 *
 * Timestamps are ISO 8601 with the offset of the port where they happen (departure and cut-offs at
 * the port of loading, arrival at the port of discharge), e.g. `2026-12-03T18:00:00+05:30`: the wall
 * clock of the port, exactly. Calendar days are `YYYY-MM-DD`. Ports are UN/LOCODEs, carriers SCACs.
 */

/** Where a sailing came from: generated demo data, a CSV import, a carrier's DCSA API, typed in. */
export const SAILING_SOURCES = ['DEMO', 'CSV', 'DCSA', 'MANUAL'] as const;
export type SailingSource = (typeof SAILING_SOURCES)[number];

/** One sailing of a carrier's schedule (`/api/schedules/v2/`). */
export type SailingRecord = {
  _id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** Carrier SCAC (MAEU, MSCU, …). */
  carrier: string;
  /** The carrier's service name or code (e.g. "AE7"). */
  service: string | null;
  vessel: string;
  /** IMO number of the vessel (7 digits). */
  imo: string | null;
  voyage: string;
  /** Port of loading (POL) and discharge (POD), UN/LOCODE. */
  origin: string;
  destination: string;
  /** POL ETD, POD ETA: ISO with the port's offset. */
  departsAt: string;
  arrivesAt: string;
  transitDays: number;
  /** Transshipment ports in order; empty = direct. */
  via: string[];
  /** Documentation (SI), VGM and cargo (FCL delivery) cut-offs at the POL, ISO with its offset. */
  docCutoffAt: string | null;
  vgmCutoffAt: string | null;
  cargoCutoffAt: string | null;
  source: SailingSource;
};

/** What the rate search hands over ("coming from rates"): the option's carrier, the cargo-ready day, its transit time. */
export type ComingFromRates = { carrier?: string; readyOn?: string; transitDays?: number };

/** `POST /api/schedules/v2/search` `{data}`. */
export type SailingSearch = {
  /** A port or an inland place (UN/LOCODE): a place is resolved to its nearest ports. */
  origin: string;
  destination: string;
  /** Departure window, both days inclusive (calendar days at the port of loading). */
  fromDay: string;
  toDay: string;
  carriers?: string[];
  directOnly?: boolean;
  comingFromRates?: ComingFromRates;
};

export type CarrierCount = { code: string; name: string; count: number };

/** The answer of a search (SPEC §4 "Schedules: carriers and filter (comingFromRates, carrierDetails)"). */
export type SailingSearchAnswer = {
  items: SailingRecord[];
  count: number;
  /** The carriers of the lane and window before the carrier filter, with their sailing counts (for the filter's checkboxes). */
  carriers: CarrierCount[];
  /** What was applied. */
  filter: {
    comingFromRates: ComingFromRates | null;
    /** The carriers the result was narrowed to (empty: all), with their names. */
    carrierDetails: Array<{ code: string; name: string }>;
    directOnly: boolean;
    fromDay: string;
    toDay: string;
  };
  /** The ports searched (a place → its nearest ports, with the distance). */
  resolved: { origin: Array<{ code: string; name: string; km: number }>; destination: Array<{ code: string; name: string; km: number }> };
};

/** A row problem of a CSV import: 1-based data row (the header is row 0), the column, what is wrong. */
export type SailingImportError = { row: number; field: string; message: string };

/** `POST /api/schedules/v2/imports` (multipart: file, dryRun?) → the count written (or that would be). */
export type SailingImportAnswer = { imported: number; updated: number; dryRun: boolean };

/** `POST /api/schedules/v2/sync` → what the configured sources gave. */
export type SailingSyncAnswer = { sources: Array<{ name: string; routes: number }>; imported: number; updated: number };

/** `GET /api/schedules/v2/sources` → the configured carrier API sources (none: sync is unavailable). */
export type ScheduleSourcesAnswer = { items: Array<{ name: string; kind: 'DCSA'; carriers: string[] }>; count: number };

export const SCHEDULES_API = {
  base: '/api/schedules/v2',
  search: '/api/schedules/v2/search',
  imports: '/api/schedules/v2/imports',
  sync: '/api/schedules/v2/sync',
  sources: '/api/schedules/v2/sources',
} as const;

/** The CSV columns an import reads (header names, any case; aliases in README). */
export const CSV_COLUMNS = ['carrier', 'service', 'vessel', 'imo', 'voyage', 'pol', 'pod', 'etd', 'eta', 'transit_days', 'via', 'doc_cutoff', 'vgm_cutoff', 'cargo_cutoff'] as const;
