/**
 * The demurrage and detention area's API contract (README.md): what the server answers and the web
 * reads. Both halves import these types; change them here first.
 *
 * A company's clocks run on the containers of its shipments (own and shared with it, through the
 * shipments plugin's SHIPMENT_EQUIPMENT), priced by the tariffs the company keeps for its carriers,
 * with its negotiated overrides. Everything here is the company's own (`company_id`); nothing is shared.
 *
 * Money: an exact decimal string with its ISO 4217 currency (`{amount: '375.00', currency: 'USD'}`),
 * computed with big.js. Days `YYYY-MM-DD` port-local (free time counts in the port's days); timestamps
 * ISO 8601 with a zone. Ports UN/LOCODE; containers ISO 6346. Records have `_id`, `createdAt`, `updatedAt`, `version`.
 */
import type { ChargeType, ClockState, Condition, ContainerSize, DayBasis, Direction, DisputeState, FindingCode, InventoryState, InvoiceState, OverrideScope, Ownership } from './states';
import type { CostBand, Tier } from './freeTime';

type Base = { _id: string; createdAt: string; updatedAt: string; version: number };
export interface Money {
  amount: string;
  currency: string;
}

const V1 = '/api/demurrage-detention/v1';

/** The API paths: SPEC §7 names `/api/demurrage-detention/v1/{shipments, containers, containers/summary, containers/demurrage-detention-costs, containers/rates, rates, rates/bulk}`, `/api/container-inventory/`, `/api/container-shipment/`; README names the rest. */
export const DND_API = {
  /** GET: DndShipment[] — the company's shipments with containers under a clock, rolled up (`filter[state]`, `filter[carrier]`, `filter[port]`, `search` reference; sort `nextLastFreeDay|costToDate|reference`). */
  shipments: `${V1}/shipments`,
  /**
   * GET: ContainerClock list (one row per container and charge type) — `filter[state]` (several),
   * `filter[chargeType]`, `filter[direction]`, `filter[carrier]`, `filter[port]`, `filter[shipmentId]`,
   * `filter[lastFreeDay][from|to]`, `search` container number / shipment reference; sort
   * `lastFreeDay|costToDate|projectedCost|containerNumber|startedAt`; paged (`limit`, `cursor`). GET `:containerId`: ContainerDndDetails.
   */
  containers: `${V1}/containers`,
  /** GET `?from=&to=&carrier=&port=`: DndSummary (the summary screen's counters and charts). */
  summary: `${V1}/containers/summary`,
  /** GET `?containerIds=a,b&returnOn=YYYY-MM-DD` (returnOn: what if every running clock stopped that day): ContainerCost[]. */
  costs: `${V1}/containers/demurrage-detention-costs`,
  /** GET `?containerId=`: AppliedTariff[] — the terms each of the container's clocks is priced by and where they came from. */
  containerRates: `${V1}/containers/rates`,
  /**
   * defineResource (DndTariff): list (`filter[carrier]`, `filter[port]`, `filter[direction]`, `filter[chargeType]`,
   * `filter[size]`, `search`; sort `carrier|port|updatedAt`), create `{data: NewDndTariff}`, `GET :id`, `POST :id/` update,
   * `DELETE :id`. A change re-prices the company's clocks.
   */
  rates: `${V1}/rates`,
  /** POST multipart (`file`: CSV or XLSX, TARIFF_UPLOAD_COLUMNS, one row per tier) → TariffUploadResult (all or nothing: any bad row → 400 with every row's problems, nothing written). GET `rates/bulk/template`: the CSV template. */
  ratesBulk: `${V1}/rates/bulk`,
  /** defineResource (DndOverride): negotiated free time per shipment or contract. */
  overrides: `${V1}/overrides`,
  /**
   * defineResource (CarrierInvoice): list (`filter[status]`, `filter[carrier]`, `filter[hasFindings]=true`, `search`
   * invoice number / container), create `{data: NewCarrierInvoice}` (checked on save: findings), `GET :id`
   * (CarrierInvoiceDetails), `POST :id/` update (RECEIVED only; re-checked), `:id/<accept|pay>/`, `:id/check/` (re-run),
   * `:id/activity`, `:id/comments`.
   */
  invoices: `${V1}/invoices`,
  /** defineResource (Dispute): list, create `{data: {invoiceId, reason, amount?}}` (from an invoice's findings), `GET :id`, `POST :id/` update (OPEN only), `:id/<DISPUTE_ACTIONS>/` (`{data: {version, outcomeAmount?, note?}}`), `:id/pdf` (the dispute letter with evidence), `:id/activity`, `:id/comments`. */
  disputes: `${V1}/disputes`,
  /** GET: DndAlert[] newest first (`filter[unread]=true`); POST `:id/read/`. Made by the alert job before and on the last free day. */
  alerts: `${V1}/alerts`,

  /** defineResource (InventoryContainer): `filter[ownership]`, `filter[status]`, `filter[condition]`, `filter[location]`, `filter[isoType]`, `search` number / lessor; create, `GET :id`, `POST :id/`, `DELETE :id`. */
  inventory: '/api/container-inventory',
  /** GET: ContainerHistory list (every container number the company has seen: its inventory boxes and its shipments' containers; `search`, paged). GET `:number`: ContainerJourneys. */
  containerShipment: '/api/container-shipment',
} as const;

/** Columns of the tariff upload (one row per tier; rows with the same carrier, port, direction, charge type, size, group and valid-from form one tariff). */
export const TARIFF_UPLOAD_COLUMNS = ['carrier', 'port', 'direction', 'chargeType', 'size', 'group', 'freeDays', 'dayBasis', 'currency', 'validFrom', 'validTo', 'fromDay', 'toDay', 'perDiem'] as const;

export interface NewDndTariff {
  carrier: string;
  port: string;
  direction: Direction;
  chargeType: ChargeType;
  /** Container size and SDK container group (DRY covers 40' high cube: size 40, group DRY). */
  size: ContainerSize;
  group: 'DRY' | 'REEFER' | 'OPEN_TOP' | 'FLAT_RACK' | 'TANK';
  freeDays: number;
  dayBasis: DayBasis;
  currency: string;
  tiers: Tier[];
  /** Port-local non-working days besides the country's weekend (working-day tariffs). */
  holidays?: string[];
  validFrom: string;
  validTo?: string | null;
  /** Where the tariff comes from: the carrier's published tariff rule, its URL or page. */
  source?: string | null;
}
export interface DndTariff extends Base, NewDndTariff {
  companyId: string;
}

export interface NewDndOverride {
  scope: OverrideScope;
  /** SHIPMENT scope. */
  shipmentId?: string | null;
  /** CONTRACT scope: the shipments' contract reference. */
  contractRef?: string | null;
  /** Limits (null: any). */
  carrier?: string | null;
  direction?: Direction | null;
  chargeType?: ChargeType | null;
  /** The negotiated free days (replace the tariff's); optional per-diem discount in percent, exact decimal. */
  freeDays: number;
  dayBasis?: DayBasis | null;
  discountPercent?: string | null;
  note?: string | null;
}
export interface DndOverride extends Base, NewDndOverride {
  shipmentReference: string | null;
}

/** One D&D clock of one container. */
export interface ContainerClock {
  /** `<containerId>:<direction>:<chargeType>`. */
  _id: string;
  containerId: string;
  containerNumber: string;
  isoType: string;
  shipmentId: string;
  shipmentReference: string;
  carrier: string;
  direction: Direction;
  chargeType: ChargeType;
  /** The port the clock runs at (POD import, POL export) and its IANA zone. */
  port: string;
  timeZone: string;
  state: ClockState;
  /** The start and stop events' instants, and their port-local days. */
  startedAt: string | null;
  stoppedAt: string | null;
  startDay: string | null;
  stopDay: string | null;
  freeDays: number | null;
  dayBasis: DayBasis | null;
  lastFreeDay: string | null;
  freeDaysLeft: number | null;
  chargeableDays: number;
  costToDate: Money | null;
  projectedStopDay: string | null;
  projectedCost: Money | null;
  /** Where the terms came from; null: no tariff for this carrier, port, direction and box (the clock shows days, not money). */
  tariffId: string | null;
  overrideId: string | null;
}

export interface ContainerDndDetails {
  containerId: string;
  containerNumber: string;
  isoType: string;
  shipmentId: string;
  shipmentReference: string;
  carrier: string;
  pol: string;
  pod: string;
  clocks: Array<ContainerClock & { breakdown: CostBand[] }>;
  /** The equipment events the clocks read, oldest first. */
  events: Array<{ eventCode: string; classifier: 'PLN' | 'EST' | 'ACT'; eventAt: string; location: string | null; localDay: string | null }>;
  invoices: CarrierInvoice[];
}

export interface DndShipment {
  _id: string;
  reference: string;
  carrier: string;
  pol: string;
  pod: string;
  containers: number;
  atRisk: number;
  over: number;
  nextLastFreeDay: string | null;
  /** Summed per currency (a shipment's tariffs may differ), largest first. */
  costToDate: Money[];
  projectedCost: Money[];
  overrides: number;
}

export interface ContainerCost {
  containerId: string;
  containerNumber: string;
  clocks: Array<{ direction: Direction; chargeType: ChargeType; lastFreeDay: string | null; chargeableDays: number; cost: Money | null; breakdown: CostBand[] }>;
  total: Money[];
}

export interface AppliedTariff {
  direction: Direction;
  chargeType: ChargeType;
  tariff: DndTariff | null;
  override: DndOverride | null;
  /** The terms after the override. */
  freeDays: number | null;
  dayBasis: DayBasis | null;
  tiers: Tier[];
  currency: string | null;
}

export interface DndSummary {
  /** Containers by their worst clock's state. */
  byState: Record<ClockState, number>;
  atRisk: number;
  over: number;
  /** Cost to date (running and stopped clocks in the period), per currency. */
  costToDate: Money[];
  projectedCost: Money[];
  byCarrier: Array<{ carrier: string; containers: number; over: number; cost: Money[] }>;
  byPort: Array<{ port: string; containers: number; over: number; cost: Money[] }>;
  /** Cost to date by week of the last free day (the trend chart), per currency. */
  byWeek: Array<{ week: string; cost: Money[] }>;
  disputes: { open: number; submitted: number; won: number; partlyWon: number; lost: number; disputed: Money[]; recovered: Money[] };
  /** The 10 soonest last free days of running clocks. */
  nextLastFreeDays: Array<Pick<ContainerClock, '_id' | 'containerId' | 'containerNumber' | 'shipmentReference' | 'chargeType' | 'lastFreeDay' | 'state'>>;
}

/** The 46 CFR 541.6 fields of a carrier's D&D invoice (README: which paragraph each comes from). */
export interface NewCarrierInvoice {
  containerId: string;
  invoiceNumber: string;
  carrier: string;
  /** 541.6(a): the person invoiced and why. */
  billedParty?: string | null;
  billedPartyBasis?: string | null;
  blNumber?: string | null;
  containerNumber?: string | null;
  /** Port of discharge (import) or loading (export). */
  port?: string | null;
  direction: Direction;
  chargeType: ChargeType;
  /** 541.6(b): free time and its dates; the days charged. */
  freeDays?: number | null;
  freeTimeStart?: string | null;
  freeTimeEnd?: string | null;
  availabilityDate?: string | null;
  chargedFrom?: string | null;
  chargedTo?: string | null;
  chargedDays?: number | null;
  /** 541.6(c): rates per day (the bands billed) and the tariff rule or service contract named. */
  rates?: Array<{ fromDay: number; toDay: number; perDiem: string }>;
  tariffReference?: string | null;
  /** 541.6(d): invoice date, due date, total, contact for disputes, the FMC compliance statement. */
  invoiceDate: string;
  dueDate?: string | null;
  amount: Money;
  disputeContact?: string | null;
  complianceStatement?: boolean;
  documentId?: string | null;
}
export interface Finding {
  code: FindingCode;
  /** The invoice field it is about (e.g. 'freeDays', 'rates.1.perDiem'). */
  field: string;
  severity: 'ERROR' | 'WARNING';
  message: string;
  billed: string | null;
  expected: string | null;
}
export interface CarrierInvoice extends Base, NewCarrierInvoice {
  status: InvoiceState;
  shipmentId: string;
  shipmentReference: string;
  findings: Finding[];
  /** What the events and the tariff say the invoice should be. */
  expectedAmount: Money | null;
  /** billed − expected (positive: overcharge). */
  difference: Money | null;
  disputeId: string | null;
}
export interface CarrierInvoiceDetails extends CarrierInvoice {
  expectedBreakdown: CostBand[];
  /** The last day to dispute (invoice date + DISPUTE_WINDOW_DAYS). */
  disputeBy: string;
}

export interface Dispute extends Base {
  reference: string;
  invoiceId: string;
  invoiceNumber: string;
  containerNumber: string;
  carrier: string;
  status: DisputeState;
  reason: string;
  disputed: Money;
  /** What the carrier credited (WON: all of `disputed`; PARTLY_WON: as entered). */
  recovered: Money | null;
  /** The findings at the time the dispute was opened: the evidence. */
  evidence: Finding[];
  submittedAt: string | null;
  respondBy: string | null;
  closedAt: string | null;
}

export interface DndAlert {
  _id: string;
  containerId: string;
  containerNumber: string;
  shipmentReference: string;
  chargeType: ChargeType;
  lastFreeDay: string;
  /** 'AT_RISK' (before the last free day), 'LAST_FREE_DAY' (on it), 'OVER' (first day of charges). */
  kind: 'AT_RISK' | 'LAST_FREE_DAY' | 'OVER';
  message: string;
  read: boolean;
  createdAt: string;
}

export interface NewInventoryContainer {
  /** ISO 6346 with a valid check digit. */
  number: string;
  isoType: string;
  ownership: Ownership;
  lessor?: string | null;
  leaseReference?: string | null;
  leaseEnd?: string | null;
  status: InventoryState;
  /** UN/LOCODE of the port or depot town. */
  location?: string | null;
  condition: Condition;
  nextAvailableOn?: string | null;
  manufacturedYear?: number | null;
  notes?: string | null;
}
export interface InventoryContainer extends Base, NewInventoryContainer {
  /** The shipment it is on now (an open shipment with this number), with its last free day. */
  currentShipment: { shipmentId: string; reference: string; lastFreeDay: string | null } | null;
  journeys: number;
}

export interface ContainerHistory {
  _id: string;
  number: string;
  isoType: string;
  inInventory: boolean;
  journeys: number;
  lastShipment: { shipmentId: string; reference: string; pol: string; pod: string; status: string; etd: string } | null;
  lastEvent: { eventCode: string; eventAt: string; location: string | null } | null;
}

export interface ContainerJourneys {
  number: string;
  inventory: InventoryContainer | null;
  journeys: Array<{
    shipmentId: string;
    reference: string;
    carrier: string;
    pol: string;
    pod: string;
    status: string;
    etd: string;
    eta: string;
    atd: string | null;
    ata: string | null;
    events: Array<{ eventCode: string; classifier: 'PLN' | 'EST' | 'ACT'; eventAt: string; location: string | null }>;
    /** Days from the first to the last actual equipment event. */
    days: number | null;
    dnd: Money[];
  }>;
}

export interface TariffUploadResult {
  tariffs: number;
  tiers: number;
}
