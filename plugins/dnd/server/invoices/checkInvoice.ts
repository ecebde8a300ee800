import Big from 'big.js';
import { addDays, daysBetween } from '@portolan/sdk/shared';
import { computeClock, type CostBand, type TariffTerms, type Tier } from '../../shared/freeTime';
import { INVOICE_DEADLINE_DAYS } from '../../shared/states';
import type { Finding, Money, NewCarrierInvoice } from '../../shared/types';

/** What the events and the tariff say about the invoice's container and clock (README-541.md "Expected values"). */
export interface ExpectedFacts {
  /** The container's clock of the invoice's direction and charge type; null: the container has no such clock. */
  clock: {
    /** Port-local days of the start and stop events (null: not happened). */
    startDay: string | null;
    stopDay: string | null;
    port: string;
  } | null;
  /** The terms the clock is priced by, after the override; null: no tariff for this carrier, port, direction and box. */
  terms: TariffTerms | null;
  /** Port-local today: a running clock counts to here. */
  today: string;
}

export interface InvoiceCheck {
  findings: Finding[];
  /** The cost of the billed period by the tariff and the events; null when it cannot be known (no tariff, clock not started). */
  expectedAmount: Money | null;
  /** billed − expected in the invoice's currency; null when the currencies differ or nothing is expected. */
  difference: Money | null;
  expectedBreakdown: CostBand[];
  /** The free-time facts the comparison used (stored with the invoice and shown beside it). */
  expected: { freeDays: number | null; freeTimeStart: string | null; freeTimeEnd: string | null; chargedFrom: string | null; chargedTo: string | null; chargedDays: number | null; currency: string | null };
}

/**
 * The 46 CFR 541.6 fields an invoice must carry (README-541.md: the paragraph of each). `billedParty` is a
 * warning (the rule asks for the basis of liability, which is also recorded); the others are errors — an
 * invoice without them does not meet 541.6 and, under 541.4, the billed party need not pay it.
 */
export const REQUIRED_FIELDS = [
  ['billedParty', 'WARNING'],
  ['blNumber', 'ERROR'],
  ['containerNumber', 'ERROR'],
  ['port', 'ERROR'],
  ['freeDays', 'ERROR'],
  ['freeTimeStart', 'ERROR'],
  ['freeTimeEnd', 'ERROR'],
  ['chargedFrom', 'ERROR'],
  ['chargedTo', 'ERROR'],
  ['rates', 'ERROR'],
  ['tariffReference', 'ERROR'],
  ['invoiceDate', 'ERROR'],
  ['dueDate', 'ERROR'],
  ['amount', 'ERROR'],
  ['disputeContact', 'ERROR'],
  ['complianceStatement', 'ERROR'],
] as const satisfies ReadonlyArray<readonly [keyof NewCarrierInvoice, Finding['severity']]>;

const LABELS: Record<(typeof REQUIRED_FIELDS)[number][0], string> = {
  billedParty: 'the billed party',
  blNumber: 'the bill of lading number',
  containerNumber: 'the container number',
  port: 'the port of discharge or loading',
  freeDays: 'the allowed free time in days',
  freeTimeStart: 'the start date of free time',
  freeTimeEnd: 'the end date of free time',
  chargedFrom: 'the first day charged',
  chargedTo: 'the last day charged',
  rates: 'the applicable daily rates',
  tariffReference: 'the tariff rule or service contract the rate is based on',
  invoiceDate: 'the invoice date',
  dueDate: 'the due date',
  amount: 'the total amount due',
  disputeContact: 'a contact for disputes',
  complianceStatement: "the statement that the charges comply with the FMC's rules",
};

function missing(invoice: NewCarrierInvoice, field: (typeof REQUIRED_FIELDS)[number][0]): boolean {
  const value = invoice[field];
  if (field === 'complianceStatement') return value !== true;
  if (field === 'rates') return !Array.isArray(value) || value.length === 0;
  if (field === 'amount') return !invoice.amount || invoice.amount.amount === '';
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

const later = (a: string, b: string) => (daysBetween(a, b) < 0 ? a : b);
const earlier = (a: string, b: string) => (daysBetween(a, b) > 0 ? a : b);

/** The bands of the clock's breakdown from `from` on (a billed period may start after the first chargeable day). */
function bandsFrom(bands: CostBand[], from: string): CostBand[] {
  const out: CostBand[] = [];
  for (const band of bands) {
    const skip = daysBetween(band.firstDate, from);
    if (skip <= 0) out.push(band);
    else if (skip < band.days) {
      const days = band.days - skip;
      out.push({ ...band, fromDay: band.fromDay + skip, firstDate: from, days, amount: new Big(band.perDiem).times(days).toFixed(2) });
    }
  }
  return out;
}

/** The per diems of the tiers overlapping absolute days `fromDay`…`toDay`. */
function tierPerDiems(tiers: readonly Tier[], fromDay: number, toDay: number): string[] {
  return tiers.filter((t) => t.fromDay <= toDay && (t.toDay === null || t.toDay >= fromDay)).map((t) => t.perDiem);
}

/**
 * Checks a carrier's D&D invoice against 46 CFR 541.6 and against what the events and the tariff say
 * (README-541.md): each required field present, free days, free-time start and end, the days charged,
 * each billed per diem, the currency, the total of the billed period, and the 541.7 deadline. Pure: the
 * caller reads the clock and the terms. Money with big.js.
 */
export function checkInvoice(invoice: NewCarrierInvoice, facts: ExpectedFacts): InvoiceCheck {
  const findings: Finding[] = [];
  const add = (code: Finding['code'], field: string, severity: Finding['severity'], message: string, billed: string | null = null, expected: string | null = null) =>
    findings.push({ code, field, severity, message, billed, expected });

  for (const [field, severity] of REQUIRED_FIELDS) {
    if (missing(invoice, field)) add('MISSING_FIELD', field, severity, `The invoice does not state ${LABELS[field]} (46 CFR 541.6)`);
  }

  const billedCurrency = invoice.amount.currency;
  const none: InvoiceCheck = {
    findings,
    expectedAmount: null,
    difference: null,
    expectedBreakdown: [],
    expected: { freeDays: facts.terms?.freeDays ?? null, freeTimeStart: null, freeTimeEnd: null, chargedFrom: null, chargedTo: null, chargedDays: null, currency: facts.terms?.currency ?? null },
  };
  const { clock, terms } = facts;
  if (!terms) add('NO_TARIFF', 'tariffReference', 'WARNING', 'No tariff of this carrier covers this port, direction, charge type and container: free time and rates cannot be checked');
  if (!clock?.startDay) {
    add('CLOCK_NOT_STARTED', 'freeTimeStart', 'ERROR', `The ${invoice.direction.toLowerCase()} ${invoice.chargeType.toLowerCase()} clock has not started: no event starts it yet`, invoice.freeTimeStart ?? null, null);
  }

  if (terms && invoice.freeDays !== null && invoice.freeDays !== undefined && invoice.freeDays !== terms.freeDays) {
    add('FREE_DAYS_MISMATCH', 'freeDays', 'ERROR', `Billed with ${invoice.freeDays} free days; the tariff allows ${terms.freeDays}`, String(invoice.freeDays), String(terms.freeDays));
  }
  if (terms && invoice.rates) {
    invoice.rates.forEach((rate, i) => {
      const perDiems = tierPerDiems(terms.tiers, rate.fromDay, rate.toDay);
      if (perDiems.length === 0 || perDiems.some((p) => !new Big(p).eq(rate.perDiem))) {
        const expected = perDiems.length ? [...new Set(perDiems)].join(' / ') : null;
        add('PER_DIEM_MISMATCH', `rates.${i}.perDiem`, 'ERROR', `Days ${rate.fromDay}–${rate.toDay} billed at ${rate.perDiem} a day; the tariff says ${expected ?? 'no charge'}`, rate.perDiem, expected);
      }
    });
  }
  if (terms && billedCurrency !== terms.currency) {
    add('CURRENCY_MISMATCH', 'amount.currency', 'ERROR', `Billed in ${billedCurrency}; the tariff is in ${terms.currency}`, billedCurrency, terms.currency);
  }

  if (clock?.stopDay && invoice.invoiceDate && daysBetween(clock.stopDay, invoice.invoiceDate) > INVOICE_DEADLINE_DAYS) {
    const late = daysBetween(clock.stopDay, invoice.invoiceDate);
    add('LATE_INVOICE', 'invoiceDate', 'ERROR', `Issued ${late} days after the charges stopped (${clock.stopDay}); 46 CFR 541.7 allows ${INVOICE_DEADLINE_DAYS}`, invoice.invoiceDate, addDays(clock.stopDay, INVOICE_DEADLINE_DAYS));
  }

  if (!clock?.startDay) return none;
  if (invoice.freeTimeStart && invoice.freeTimeStart !== clock.startDay) {
    add('START_DATE_MISMATCH', 'freeTimeStart', 'ERROR', `Free time billed from ${invoice.freeTimeStart}; the start event was on ${clock.startDay} at ${clock.port}`, invoice.freeTimeStart, clock.startDay);
  }
  if (!terms) return { ...none, expected: { ...none.expected, freeTimeStart: clock.startDay } };

  // The billed period: from the first chargeable day (or later, when the invoice says so) to its last
  // day charged, never past the stop event (or today for a running clock).
  const end = clock.stopDay ?? facts.today;
  const periodEnd = invoice.chargedTo ? earlier(invoice.chargedTo, end) : end;
  const result = computeClock({ terms, startDay: clock.startDay, stopDay: periodEnd, today: facts.today });
  const firstCharged = addDays(result.lastFreeDay, 1);
  const periodStart = invoice.chargedFrom ? later(invoice.chargedFrom, firstCharged) : firstCharged;
  const bands = bandsFrom(result.breakdown, periodStart);
  const expectedDays = bands.reduce((n, b) => n + b.days, 0);
  const expectedCost = bands.reduce((sum, b) => sum.plus(b.amount), new Big(0));

  if (invoice.freeTimeEnd && invoice.freeTimeEnd !== result.lastFreeDay) {
    add('END_DATE_MISMATCH', 'freeTimeEnd', 'ERROR', `Free time billed to end on ${invoice.freeTimeEnd}; by the tariff the last free day is ${result.lastFreeDay}`, invoice.freeTimeEnd, result.lastFreeDay);
  }
  const billedDays = invoice.chargedDays ?? (invoice.chargedFrom && invoice.chargedTo ? daysBetween(invoice.chargedFrom, invoice.chargedTo) + 1 : null);
  if (billedDays !== null && billedDays !== expectedDays) {
    add('CHARGED_DAYS_MISMATCH', invoice.chargedDays !== null && invoice.chargedDays !== undefined ? 'chargedDays' : 'chargedTo', 'ERROR', `${billedDays} days charged; the events and the tariff give ${expectedDays} (${expectedDays ? `${periodStart} to ${periodEnd}` : 'none'})`, String(billedDays), String(expectedDays));
  }

  const expectedAmount: Money = { amount: expectedCost.toFixed(2), currency: terms.currency };
  let difference: Money | null = null;
  if (billedCurrency === terms.currency) {
    const diff = new Big(invoice.amount.amount).minus(expectedCost);
    difference = { amount: diff.toFixed(2), currency: billedCurrency };
    if (!diff.eq(0)) {
      add('AMOUNT_MISMATCH', 'amount.amount', 'ERROR', `Billed ${new Big(invoice.amount.amount).toFixed(2)} ${billedCurrency}; the tariff and the events give ${expectedAmount.amount} (${diff.gt(0) ? 'over' : 'under'}charged by ${diff.abs().toFixed(2)})`, new Big(invoice.amount.amount).toFixed(2), expectedAmount.amount);
    }
  }
  return {
    findings,
    expectedAmount,
    difference,
    expectedBreakdown: bands,
    expected: { freeDays: terms.freeDays, freeTimeStart: clock.startDay, freeTimeEnd: result.lastFreeDay, chargedFrom: expectedDays ? periodStart : null, chargedTo: expectedDays ? periodEnd : null, chargedDays: expectedDays, currency: terms.currency },
  };
}
