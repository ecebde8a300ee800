import type { Level } from '@portolan/sdk/shared';

type Rule<S extends string> = { from: readonly S[]; to: S; level: Level; title: string; intent?: 'primary' | 'success' | 'danger' };

/** Direction of a tariff and a clock: at the port of discharge (import) or of loading (export). */
export const DIRECTIONS = ['IMPORT', 'EXPORT'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * Demurrage: the container in the terminal (import: discharge → gate out full; export: gate in full →
 * load). Detention: outside it (import: gate out full → empty return; export: empty pick-up → gate in
 * full). Combined: one clock over both (import: discharge → empty return; export: pick-up → load).
 */
export const CHARGE_TYPES = ['DEMURRAGE', 'DETENTION', 'COMBINED'] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];

/** How free days are counted: every calendar day, or working days only (weekends of the port's country and the tariff's holidays do not use free time). Chargeable days are always calendar days. */
export const DAY_BASES = ['CALENDAR', 'WORKING'] as const;
export type DayBasis = (typeof DAY_BASES)[number];

/** Container sizes a tariff names (ISO 6346 length: 2 → 20, 4 → 40, L → 45). */
export const CONTAINER_SIZES = ['20', '40', '45'] as const;
export type ContainerSize = (typeof CONTAINER_SIZES)[number];

/**
 * A clock's state today. NOT_STARTED: the start event has not happened; RUNNING: within free time;
 * AT_RISK: running and the last free day is within the alert window (DND_ALERT_DAYS); OVER: running past
 * the last free day (charging); STOPPED: the stop event happened (cost final).
 */
export const CLOCK_STATES = ['NOT_STARTED', 'RUNNING', 'AT_RISK', 'OVER', 'STOPPED'] as const;
export type ClockState = (typeof CLOCK_STATES)[number];

/** Days before the last free day when a container counts as at risk and its alert goes out (and on the day itself). */
export const DND_ALERT_DAYS = 2;

/** Where a negotiated free time applies: one shipment, or every shipment on a contract (shipments' contractRef). */
export const OVERRIDE_SCOPES = ['SHIPMENT', 'CONTRACT'] as const;
export type OverrideScope = (typeof OVERRIDE_SCOPES)[number];

/**
 * A carrier's D&D invoice recorded against a container: RECEIVED (checked on save), then the user
 * accepts it (ACCEPTED), disputes it (DISPUTED: a dispute is opened) or it is PAID.
 */
export const INVOICE_STATES = ['RECEIVED', 'ACCEPTED', 'DISPUTED', 'PAID'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export const INVOICE_ACTIONS = {
  accept: { from: ['RECEIVED', 'DISPUTED'], to: 'ACCEPTED', level: 'Update', title: 'Accept invoice', intent: 'success' },
  pay: { from: ['ACCEPTED'], to: 'PAID', level: 'Update', title: 'Mark paid' },
} as const satisfies Record<string, Rule<InvoiceState>>;

/**
 * A dispute of a carrier invoice (46 CFR 541.8: the billed party disputes within 30 days, the carrier
 * answers within 30 days). OPEN (being prepared) → SUBMITTED (sent to the carrier) → WON / PARTLY_WON /
 * LOST; WITHDRAWN by the user before an outcome.
 */
export const DISPUTE_STATES = ['OPEN', 'SUBMITTED', 'WON', 'PARTLY_WON', 'LOST', 'WITHDRAWN'] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];

export const DISPUTE_ACTIONS = {
  submit: { from: ['OPEN'], to: 'SUBMITTED', level: 'Update', title: 'Submit to carrier', intent: 'primary' },
  win: { from: ['SUBMITTED'], to: 'WON', level: 'Update', title: 'Won', intent: 'success' },
  partlyWin: { from: ['SUBMITTED'], to: 'PARTLY_WON', level: 'Update', title: 'Partly won' },
  lose: { from: ['SUBMITTED'], to: 'LOST', level: 'Update', title: 'Lost', intent: 'danger' },
  withdraw: { from: ['OPEN', 'SUBMITTED'], to: 'WITHDRAWN', level: 'Update', title: 'Withdraw' },
} as const satisfies Record<string, Rule<DisputeState>>;

/** What an invoice check finds (README: the 46 CFR 541.6 fields and the comparisons). */
export const FINDING_CODES = [
  'MISSING_FIELD', 'FREE_DAYS_MISMATCH', 'START_DATE_MISMATCH', 'END_DATE_MISMATCH', 'CHARGED_DAYS_MISMATCH', 'PER_DIEM_MISMATCH',
  'AMOUNT_MISMATCH', 'CURRENCY_MISMATCH', 'LATE_INVOICE', 'NO_TARIFF', 'CLOCK_NOT_STARTED',
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

/** 46 CFR 541.7: an invoice issued more than 30 days after the charges stopped need not be paid. */
export const INVOICE_DEADLINE_DAYS = 30;
/** 46 CFR 541.8: the billed party has at least 30 days from the invoice to dispute it. */
export const DISPUTE_WINDOW_DAYS = 30;

/** Container inventory (shipper-owned and leased boxes). */
export const OWNERSHIPS = ['OWNED', 'LEASED'] as const;
export type Ownership = (typeof OWNERSHIPS)[number];
export const INVENTORY_STATES = ['AVAILABLE', 'IN_USE', 'IN_REPAIR', 'OFF_HIRE', 'LOST'] as const;
export type InventoryState = (typeof INVENTORY_STATES)[number];
export const CONDITIONS = ['NEW', 'SOUND', 'DAMAGED', 'CARGO_WORTHY', 'NEEDS_REPAIR'] as const;
export type Condition = (typeof CONDITIONS)[number];
