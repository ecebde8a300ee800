import { DASHBOARD_API, type ReportFilter, type ReportViewLayout } from '@portolan/sdk/shared';

export type { ReportViewLayout };
export type { DashboardLayout, DashboardLayoutItem, Freshness } from '@portolan/sdk/shared';

/**
 * The analytics API (README.md). Every report and widget query is `GET /api/reporting/v2/<name>Query`
 * (SDK `defineReport`: filter as query parameters, answer `{ record: ReportResult }`, `format=csv|xlsx`).
 */
export const API = {
  /** GET: the reports the caller may run `{ items: ReportDescriptor[] }` (every area's). */
  catalogue: '/api/reporting/v2/catalogue',
  /** GET: `{ record: Freshness }`; refreshes the facts when they are older than a few seconds. */
  freshness: DASHBOARD_API.freshness,
  /** GET `:name` as PDF (same query parameters as the report): `/api/reporting/v2/pdf/<name>`. */
  pdf: '/api/reporting/v2/pdf',
  /** GET `{ record: DashboardLayout }`, PUT `{ data: DashboardLayout }` (with `version`): the signed-in user's dashboard arrangement. */
  layout: DASHBOARD_API.layout,
  /** Saved views: GET (list, `?report=`), POST; GET/PUT/DELETE `/:id`. */
  views: '/api/reporting/v2/views',
  /** Scheduled reports: GET, POST; GET/PUT/DELETE `/:id`; POST `/:id/run` (run now); GET `/:id/runs`. */
  schedules: '/api/reporting/v2/schedules',
  /** GET: emission totals and per-shipment results for the filter `{ record: EmissionSummary }`. */
  emission: '/api/emission',
  /** GET `/api/emission/shipments/:id`: one shipment's legs `{ record: ShipmentEmission }`. */
  emissionShipment: '/api/emission/shipments',
  /** GET `/api/emission/report?format=pdf|xlsx` + filter: the sustainability report file. */
  emissionReport: '/api/emission/report',
  /** GET: the factor set in use and its source `{ record: FactorSetInfo }`. */
  emissionFactors: '/api/emission/factors',
} as const;

/** The shipment drill keys every shipment-based widget's rows use, and `shipmentsQuery` (the drill list) accepts. */
export const SHIPMENT_DRILL_KEYS = [
  'carrier',
  'pol',
  'pod',
  'lane', // 'INNSA-DEHAM'
  'month', // 'YYYY-MM' of departure
  'status', // BOOKED | IN_TRANSIT | ARRIVED | DELIVERED | CANCELLED
  'arrival', // 'onTime' | 'late' (arrived within / beyond the tolerance of the first promised ETA)
  'inTransit', // 'delayed' | 'onSchedule' | 'any'
  'transshipmentPort', // LOCODE
  'atTransshipment', // LOCODE: waiting there now
  'ageing', // an AGEING_BUCKETS key
  'dueWeek', // 'YYYY-MM-DD' Monday of the week the shipment is due at its POD
  'routing', // 'direct' | 'transshipment'
  'mode', // FCL | LCL
  'exception', // a Watch Tower exception kind
] as const;
export type ShipmentDrillKey = (typeof SHIPMENT_DRILL_KEYS)[number];

/** A relative date range a saved view or a schedule re-applies each time it runs. */
export const RELATIVE_RANGES = ['last7', 'last30', 'last90', 'last365', 'previousMonth', 'monthToDate', 'yearToDate', 'fixed'] as const;
export type RelativeRange = (typeof RELATIVE_RANGES)[number];

export interface SavedView {
  _id: string;
  report: string;
  name: string;
  range: RelativeRange;
  filter: ReportFilter;
  layout: ReportViewLayout;
  /** Shared with everyone of the company (else only its author sees it). */
  shared: boolean;
  createdBy: string;
  createdByName?: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export const SCHEDULE_FORMATS = ['pdf', 'xlsx'] as const;
export const SCHEDULE_CADENCES = ['daily', 'weekly', 'monthly'] as const;
export const SCHEDULE_MAX_RECIPIENTS = 20;

export interface ReportSchedule {
  _id: string;
  report: string;
  name: string;
  range: RelativeRange;
  filter: ReportFilter;
  format: (typeof SCHEDULE_FORMATS)[number];
  cadence: (typeof SCHEDULE_CADENCES)[number];
  /** Hour of day (0–23, UTC) it runs at; weekly on Mondays, monthly on the 1st. */
  hour: number;
  recipients: string[];
  active: boolean;
  nextRunAt: string;
  lastRunAt: string | null;
  lastStatus: 'SENT' | 'FAILED' | null;
  lastError: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface ScheduleRun {
  _id: string;
  scheduleId: string;
  ranAt: string;
  status: 'SENT' | 'FAILED';
  rows: number;
  recipients: string[];
  error: string | null;
}

/** Emissions (ISO 14083 / GLEC Framework v3): kg CO2e, tank-to-wheel + well-to-tank = well-to-wheel. */
export interface EmissionLeg {
  seq: number;
  from: string;
  to: string;
  distanceKm: number;
  /** Where the distance came from: 'sea-route' (the shipped port-to-port table). */
  distanceSource: string;
  teu: number;
  reeferTeu: number;
  tradeLane: string;
  ttwKg: number;
  wttKg: number;
  wtwKg: number;
  /** g CO2e per TEU-km (well-to-wheel). */
  intensity: number;
}

export interface ShipmentEmission {
  shipmentId: string;
  reference: string;
  carrier: string;
  pol: string;
  pod: string;
  departedOn: string;
  teu: number;
  legs: EmissionLeg[];
  distanceKm: number;
  ttwKg: number;
  wttKg: number;
  wtwKg: number;
  intensity: number;
  factorSet: string;
  factorVersion: string;
  computedAt: string;
}

export interface EmissionTotal {
  key: string;
  label: string;
  shipments: number;
  teu: number;
  teuKm: number;
  wtwKg: number;
  ttwKg: number;
  wttKg: number;
  intensity: number;
}

export interface EmissionSummary {
  filter: ReportFilter;
  totals: EmissionTotal;
  byCarrier: EmissionTotal[];
  byLane: EmissionTotal[];
  byMonth: EmissionTotal[];
  shipments: ShipmentEmission[];
  /** Shipments in the filter that could not be computed (no sea distance for a leg), with the reason. */
  notComputed: Array<{ shipmentId: string; reference: string; reason: string }>;
  factorSet: string;
  factorVersion: string;
}

export interface FactorSetInfo {
  name: string;
  version: string;
  source: string;
  method: string;
  lanes: Array<{ lane: string; title: string; dryWtw: number; reeferWtw: number; wttShare: number }>;
}
