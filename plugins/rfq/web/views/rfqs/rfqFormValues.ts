import type { FieldErrors } from '@portolan/sdk';
import { CONTAINER_TYPES } from '@portolan/sdk/shared';
import type { Rfq, RfqInput, RfqLaneInput, RfqTerm } from '../../../shared/types';

/** The text fields of one lane row in the form (`lanes.<i>.<field>`); `_id`, the current rate and the incumbent ride along unseen. */
export const LANE_FIELDS = ['_id', 'origin', 'destination', 'containerType', 'volume', 'commodity', 'requirements', 'baselineAmount', 'currentAmount', 'incumbentCompanyId'] as const;
export type LaneField = (typeof LANE_FIELDS)[number];
export type LaneValues = Record<LaneField, string>;

/**
 * The RFQ form's values, all text as the inputs hold them. The lanes are flat keys `lanes.<i>.<field>`
 * with their count in `lanes`, so the server's 400 naming `data.lanes.3.volume` lands beside that cell;
 * `terms` holds the terms as JSON, the vendor and group ids are comma-joined.
 */
export type RfqValues = Record<string, string>;

export const CURRENCIES = ['USD', 'EUR', 'INR', 'GBP', 'AED', 'SGD', 'CNY'];
const CODES = new Set(CONTAINER_TYPES.map((t) => t.code));
const LOCODE = /^[A-Z]{2}[A-Z0-9]{3}$/;
const AMOUNT = /^\d{1,12}(\.\d{1,4})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const laneKey = (i: number, field: LaneField) => `lanes.${i}.${field}`;
export const emptyLane = (): LaneValues => Object.fromEntries(LANE_FIELDS.map((f) => [f, ''])) as LaneValues;

/** The lane rows of the form's values. */
export function lanesOf(values: RfqValues): LaneValues[] {
  const count = Number(values.lanes) || 0;
  return Array.from({ length: count }, (_, i) => Object.fromEntries(LANE_FIELDS.map((f) => [f, values[laneKey(i, f)] ?? ''])) as LaneValues);
}

/** The values with these lane rows (keys of rows beyond them dropped). */
export function withLanes(values: RfqValues, lanes: LaneValues[]): RfqValues {
  const next: RfqValues = Object.fromEntries(Object.entries(values).filter(([k]) => !k.startsWith('lanes.')));
  next.lanes = String(lanes.length);
  lanes.forEach((lane, i) => LANE_FIELDS.forEach((f) => (next[laneKey(i, f)] = lane[f] ?? '')));
  return next;
}

export function termsOf(values: RfqValues): RfqTerm[] {
  try {
    const parsed = JSON.parse(values.terms || '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as RfqTerm[]) : [];
  } catch {
    return [];
  }
}

export const idsOf = (text: string | undefined): string[] => (text ?? '').split(',').filter(Boolean);

/** `2026-12-01T17:00` (the local time a datetime-local input shows) of an ISO instant. */
export function localDateTime(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The form's starting values: the record's, or a new RFQ's defaults (a week to bid, a year's contract from next month, sealed). */
export function rfqValuesOf(record?: Rfq): RfqValues {
  const base: RfqValues = record
    ? {
        title: record.title,
        description: record.description ?? '',
        currency: record.currency,
        contractFrom: record.contractFrom,
        contractTo: record.contractTo,
        bidDeadline: localDateTime(record.bidDeadline),
        sealed: String(record.sealed),
        termGroupId: record.termGroupId ?? '',
        terms: JSON.stringify(record.terms),
        vendorCompanyIds: record.invitations.map((i) => i.vendorCompanyId).join(','),
        vendorGroupIds: '',
      }
    : {
        title: '',
        description: '',
        currency: 'USD',
        contractFrom: dayIn(30),
        contractTo: dayIn(30 + 364),
        bidDeadline: `${dayIn(7)}T17:00`,
        sealed: 'true',
        termGroupId: '',
        terms: '[]',
        vendorCompanyIds: '',
        vendorGroupIds: '',
      };
  const lanes: LaneValues[] = record
    ? record.lanes.map((l) => ({
        _id: l._id,
        origin: l.origin,
        destination: l.destination,
        containerType: l.containerType,
        volume: String(l.volume),
        commodity: l.commodity ?? '',
        requirements: l.requirements ?? '',
        baselineAmount: l.baselineAmount ?? '',
        currentAmount: l.currentAmount ?? '',
        incumbentCompanyId: l.incumbentCompanyId ?? '',
      }))
    : [emptyLane()];
  return withLanes(base, lanes);
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

function laneInputOf(lane: LaneValues): RfqLaneInput {
  return {
    ...(lane._id && { _id: lane._id }),
    origin: lane.origin.trim().toUpperCase(),
    destination: lane.destination.trim().toUpperCase(),
    containerType: lane.containerType,
    volume: Number(lane.volume.trim()),
    commodity: orNull(lane.commodity),
    requirements: orNull(lane.requirements),
    baselineAmount: orNull(lane.baselineAmount),
    currentAmount: orNull(lane.currentAmount),
    incumbentCompanyId: orNull(lane.incumbentCompanyId),
  };
}

/** What an OPEN RFQ may still change: the deadline, the description and more vendors. */
export function openRfqDataOf(v: RfqValues): Partial<RfqInput> {
  return { description: orNull(v.description), bidDeadline: new Date(v.bidDeadline).toISOString(), vendorCompanyIds: idsOf(v.vendorCompanyIds), vendorGroupIds: idsOf(v.vendorGroupIds) };
}

/** The body of a create, or of a DRAFT's update. */
export function rfqDataOf(v: RfqValues): RfqInput {
  return {
    title: v.title.trim(),
    description: orNull(v.description),
    currency: v.currency,
    contractFrom: v.contractFrom,
    contractTo: v.contractTo,
    bidDeadline: new Date(v.bidDeadline).toISOString(),
    sealed: v.sealed !== 'false',
    termGroupId: orNull(v.termGroupId),
    terms: termsOf(v).map((t) => ({ title: t.title.trim(), body: t.body.trim() })),
    lanes: lanesOf(v).map(laneInputOf),
    vendorCompanyIds: idsOf(v.vendorCompanyIds),
    vendorGroupIds: idsOf(v.vendorGroupIds),
  };
}

/** The lane problems, by form key (`lanes.<i>.<field>`), mirroring the server's checks. */
export function laneProblems(lanes: LaneValues[]): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Map<string, number>();
  lanes.forEach((lane, i) => {
    const origin = lane.origin.trim().toUpperCase();
    const destination = lane.destination.trim().toUpperCase();
    if (!origin) errors[laneKey(i, 'origin')] = 'Choose the origin port';
    else if (!LOCODE.test(origin)) errors[laneKey(i, 'origin')] = 'A UN/LOCODE, e.g. INNSA';
    if (!destination) errors[laneKey(i, 'destination')] = 'Choose the destination port';
    else if (!LOCODE.test(destination)) errors[laneKey(i, 'destination')] = 'A UN/LOCODE, e.g. NLRTM';
    else if (destination === origin) errors[laneKey(i, 'destination')] = 'The destination must differ from the origin';
    if (!lane.containerType) errors[laneKey(i, 'containerType')] = 'Choose a container type';
    else if (!CODES.has(lane.containerType)) errors[laneKey(i, 'containerType')] = 'Not a container type we know';
    const volume = lane.volume.trim();
    if (!/^\d+$/.test(volume) || Number(volume) < 1) errors[laneKey(i, 'volume')] = 'Whole containers, at least 1';
    else if (Number(volume) > 1_000_000) errors[laneKey(i, 'volume')] = 'At most 1,000,000';
    if (lane.baselineAmount.trim() && !AMOUNT.test(lane.baselineAmount.trim())) errors[laneKey(i, 'baselineAmount')] = 'An amount, e.g. 1250.00';
    if (lane.commodity.length > 200) errors[laneKey(i, 'commodity')] = 'At most 200 characters';
    if (lane.requirements.length > 2000) errors[laneKey(i, 'requirements')] = 'At most 2,000 characters';
    const key = `${origin}:${destination}:${lane.containerType}`;
    const first = seen.get(key);
    if (origin && destination && lane.containerType && first !== undefined && !errors[laneKey(i, 'containerType')]) errors[laneKey(i, 'containerType')] = `The same lane as lane ${first + 1}`;
    else if (first === undefined) seen.set(key, i);
  });
  return errors;
}

/** The client checks (mirroring the server's schema and rules); an OPEN RFQ checks only what it may change. */
export function rfqProblems(v: RfqValues, openOnly = false): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.bidDeadline) errors.bidDeadline = 'Choose the bid deadline';
  else if (Number.isNaN(new Date(v.bidDeadline).getTime())) errors.bidDeadline = 'A date and time';
  else if (new Date(v.bidDeadline).getTime() <= Date.now()) errors.bidDeadline = 'The bid deadline must be in the future';
  if (v.description.length > 5000) errors.description = 'At most 5,000 characters';
  if (openOnly) return errors;
  if (!v.title.trim()) errors.title = 'Give the RFQ a title';
  else if (v.title.length > 200) errors.title = 'At most 200 characters';
  if (!/^[A-Z]{3}$/.test(v.currency)) errors.currency = 'Choose a currency';
  if (!DAY.test(v.contractFrom)) errors.contractFrom = 'Choose the first day of the contract';
  if (!DAY.test(v.contractTo)) errors.contractTo = 'Choose the last day of the contract';
  else if (DAY.test(v.contractFrom) && v.contractTo < v.contractFrom) errors.contractTo = 'The contract must end after it starts';
  const terms = termsOf(v);
  if (terms.some((t) => !t.title.trim() || !t.body.trim())) errors.terms = 'Every term needs a title and a text';
  const lanes = lanesOf(v);
  if (!lanes.length) errors.lanes = 'Add at least one lane';
  else if (lanes.length > 2000) errors.lanes = 'At most 2,000 lanes';
  return { ...errors, ...laneProblems(lanes) };
}
