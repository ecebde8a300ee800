import { compareDecimals, multiplyDecimal, sumDecimals } from '@portolan/sdk';
import type { QuoteInput, RfqQuoteLine, VendorRfq, VendorRfqLane } from '../../../shared/types';

/** One charge of a lane's bid as typed. */
export interface DraftCharge {
  code: string;
  label: string;
  amount: string;
}

/** One lane's bid as the vendor types it (text, as the inputs hold it). */
export interface DraftLine {
  amount: string;
  charges: DraftCharge[];
  transitDays: string;
  freeDays: string;
  validTo: string;
  carrier: string;
  remarks: string;
}

/** The bid sheet being edited: a line per lane id. */
export type BidDraft = Record<string, DraftLine>;

/** What is wrong with a line, by column (`amount`, `charges`, `transitDays`, …). */
export type LineProblems = Partial<Record<keyof DraftLine, string>>;

const DECIMAL = /^\d{1,12}(\.\d{1,4})?$/;
const DAY = /^\d{4}-\d\d-\d\d$/;
const CARRIER = /^[A-Z]{2,4}$/;

export const EMPTY_LINE: DraftLine = { amount: '', charges: [], transitDays: '', freeDays: '', validTo: '', carrier: '', remarks: '' };

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The draft of an RFQ's bid sheet: the vendor's saved or submitted lines, empty lines elsewhere. */
export function draftOf(rfq: VendorRfq): BidDraft {
  const lines = new Map((rfq.quote?.lines ?? []).map((l) => [l.laneId, l]));
  return Object.fromEntries(rfq.lanes.map((lane) => [lane._id, lineDraft(lines.get(lane._id))]));
}

function lineDraft(line: RfqQuoteLine | undefined): DraftLine {
  if (!line) return { ...EMPTY_LINE, charges: [] };
  return {
    amount: line.amount,
    charges: line.charges.map((c) => ({ ...c })),
    transitDays: text(line.transitDays),
    freeDays: text(line.freeDays),
    validTo: text(line.validTo),
    carrier: text(line.carrier),
    remarks: text(line.remarks),
  };
}

/** Σ of the charges' amounts (exact), or undefined while one is not a decimal. */
export function chargesTotal(charges: readonly DraftCharge[]): string | undefined {
  const amounts = charges.map((c) => c.amount.trim());
  if (amounts.some((a) => !DECIMAL.test(a))) return undefined;
  return sumDecimals(amounts);
}

/** Whether the line has anything typed (an untouched lane is not bid on). */
export function isBlank(line: DraftLine): boolean {
  return !line.amount.trim() && !line.charges.length && !line.transitDays.trim() && !line.freeDays.trim() && !line.validTo.trim() && !line.carrier.trim() && !line.remarks.trim();
}

function days(value: string): string | undefined {
  if (!value.trim()) return undefined;
  return /^\d{1,3}$/.test(value.trim()) && Number(value) <= 365 ? undefined : 'Whole days, 0 to 365';
}

/** The client checks of one line, mirroring the server's schema (and Σ charges = amount). */
export function lineProblems(line: DraftLine): LineProblems {
  if (isBlank(line)) return {};
  const problems: LineProblems = {};
  const amount = line.amount.trim();
  if (!amount) problems.amount = 'Enter the all-in amount per container';
  else if (!DECIMAL.test(amount)) problems.amount = 'A decimal amount, e.g. 1250.50';
  else if (compareDecimals(amount, '0') <= 0) problems.amount = 'The amount must be more than 0';
  if (line.charges.length) {
    const bad = line.charges.findIndex((c) => !c.code.trim() || !c.label.trim() || !DECIMAL.test(c.amount.trim()));
    const total = chargesTotal(line.charges);
    if (bad >= 0) problems.charges = `Charge ${bad + 1} needs a code, a label and a decimal amount`;
    else if (total !== undefined && DECIMAL.test(amount) && compareDecimals(total, amount) !== 0) problems.charges = `The charges add up to ${total}, not ${amount}`;
  }
  const transit = days(line.transitDays);
  if (transit) problems.transitDays = transit;
  const free = days(line.freeDays);
  if (free) problems.freeDays = free;
  if (line.validTo.trim() && !DAY.test(line.validTo.trim())) problems.validTo = 'A day, YYYY-MM-DD';
  if (line.carrier.trim() && !CARRIER.test(line.carrier.trim().toUpperCase())) problems.carrier = 'A 2–4 letter carrier code (e.g. MAEU)';
  if (line.remarks.length > 2000) problems.remarks = 'At most 2000 characters';
  return problems;
}

/** The lanes the vendor may bid on now: every lane while OPEN, only the round's lanes in NEGOTIATION, none when it may not bid. */
export function editableLanes(rfq: VendorRfq): VendorRfqLane[] {
  if (!rfq.canBid) return [];
  return rfq.status === 'NEGOTIATION' ? rfq.lanes.filter((l) => l.inRound) : rfq.lanes;
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);
const intOrNull = (value: string) => (value.trim() ? Number(value.trim()) : null);

/** The `POST /api/rfq/quotes` body: the editable lanes that have a bid, in lane order. */
export function toQuoteInput(rfq: VendorRfq, draft: BidDraft, submit: boolean): QuoteInput {
  const lines = editableLanes(rfq)
    .filter((lane) => draft[lane._id] && !isBlank(draft[lane._id]))
    .map((lane) => {
      const line = draft[lane._id];
      return {
        laneId: lane._id,
        amount: line.amount.trim(),
        charges: line.charges.map((c) => ({ code: c.code.trim().toUpperCase(), label: c.label.trim(), amount: c.amount.trim() })),
        transitDays: intOrNull(line.transitDays),
        freeDays: intOrNull(line.freeDays),
        validTo: orNull(line.validTo),
        carrier: orNull(line.carrier.toUpperCase()),
        remarks: orNull(line.remarks),
      };
    });
  return { rfqId: rfq._id, lines, ...(submit ? { submit: true } : {}), ...(rfq.quote ? { version: rfq.quote.version } : {}) };
}

/** Every problem of the editable lines, by lane id (lanes without problems left out). */
export function draftProblems(rfq: VendorRfq, draft: BidDraft): Record<string, LineProblems> {
  const out: Record<string, LineProblems> = {};
  for (const lane of editableLanes(rfq)) {
    const problems = lineProblems(draft[lane._id] ?? EMPTY_LINE);
    if (Object.keys(problems).length) out[lane._id] = problems;
  }
  return out;
}

/** Σ volume × amount over the lanes with a valid amount (what the sheet totals now, exact). */
export function draftTotal(rfq: VendorRfq, draft: BidDraft): string {
  const parts: string[] = [];
  for (const lane of rfq.lanes) {
    const amount = draft[lane._id]?.amount.trim() ?? '';
    const total = DECIMAL.test(amount) ? multiplyDecimal(amount, String(lane.volume), 4) : undefined;
    if (total !== undefined) parts.push(total);
  }
  return sumDecimals(parts);
}
