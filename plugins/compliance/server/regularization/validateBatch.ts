import { currencyDigits, isCurrency } from '@portolan/sdk/shared';
import { ADVANCE_WINDOW_DAYS, EXPORT_PURPOSE_CODES, PARTNER_BANKS, type BillState, type PartnerBank } from '../../shared/states';
import type { BatchRow, Problem } from '../../shared/types';
import { ceilingOf, decimalOfMinor, minorOfDecimal } from './billMoney';

/** A bill as validation needs it (minor units as bigint). */
export interface LookupBill {
  id: string;
  sbNumber: string;
  sbDate: string;
  portCode: string;
  currency: string;
  invoiceMinor: bigint;
  realizedMinor: bigint;
  state: BillState;
  realizationDueDate: string;
}

/** A remittance as validation needs it. */
export interface LookupRemittance {
  id: string;
  bankReference: string;
  bank: PartnerBank;
  remittanceDate: string;
  currency: string;
  amountMinor: bigint;
  utilizedMinor: bigint;
  purposeCode: string;
}

/** The company's bills and remittances the batch names (loadBatchLookup), by every key a row may use. */
export interface BatchLookup {
  bills: readonly LookupBill[];
  remittances: readonly LookupRemittance[];
}

/** A row resolved to ids and minor units (null where it could not be). */
export interface ResolvedRow {
  billId: string | null;
  remittanceId: string | null;
  amountMinor: string | null;
  currency: string;
}

export interface BatchValidation {
  resolved: ResolvedRow[];
  /** Problems per row index, rows without problems left out, in row order. */
  rows: Array<{ index: number; problems: Problem[] }>;
  problemCount: number;
}

export const billKey = (sbNumber: string, sbDate: string, portCode: string) => `${sbNumber}|${sbDate}|${String(portCode).toUpperCase()}`;

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Checks a regularization batch (pure: the bills and remittances come in `lookup`, `today` is the bank's
 * calendar day). Each row must name one of the company's bills (`billId`, or `sbNumber` + `sbDate` +
 * `portCode`) and remittances (`remittanceId` or `remittanceReference`, received through the batch's
 * bank); the row, remittance and bill currencies agree; the amount is positive in the currency's minor
 * units; the remittance is dated no earlier than the shipping bill date − ADVANCE_WINDOW_DAYS, not after
 * today and not after the bill's realization due date (later needs the bank's extension); its purpose
 * code is an export one. Over the batch: a remittance gives at most what it has left, a bill receives at
 * most its invoice value × (1 + tolerance %) with what it already realized, a regularized bill is not
 * regularized twice, and no bill–remittance pair appears twice. O(rows) with maps.
 */
export function validateBatch(rows: readonly BatchRow[], lookup: BatchLookup, settings: { tolerancePercent: string; bank: PartnerBank }, today: string): BatchValidation {
  const billsById = new Map(lookup.bills.map((b) => [b.id, b]));
  const billsByKey = new Map(lookup.bills.map((b) => [billKey(b.sbNumber, b.sbDate, b.portCode), b]));
  const remittancesById = new Map(lookup.remittances.map((r) => [r.id, r]));
  const remittancesByRef = new Map<string, LookupRemittance>();
  for (const r of lookup.remittances) {
    const key = r.bankReference.toUpperCase();
    const there = remittancesByRef.get(key);
    if (!there || (there.bank !== settings.bank && r.bank === settings.bank)) remittancesByRef.set(key, r);
  }

  const problems = new Map<number, Problem[]>();
  const add = (index: number, field: string, code: string, message: string) => {
    let list = problems.get(index);
    if (!list) problems.set(index, (list = []));
    list.push({ field: `rows.${index}.${field}`, code, message });
  };
  const resolved: ResolvedRow[] = [];
  const pairs = new Map<string, number>();
  const perRemittance = new Map<string, { sum: bigint; rows: number[] }>();
  const perBill = new Map<string, { sum: bigint; rows: number[] }>();

  rows.forEach((row, i) => {
    const billField = row.billId ? 'billId' : 'sbNumber';
    const remittanceField = row.remittanceId ? 'remittanceId' : 'remittanceReference';
    let bill: LookupBill | undefined;
    if (row.billId) {
      bill = billsById.get(row.billId);
      if (!bill) add(i, 'billId', 'unknown-bill', 'No bill of yours has this id');
    } else if (row.sbNumber && row.sbDate && row.portCode) {
      bill = billsByKey.get(billKey(row.sbNumber, row.sbDate, row.portCode));
      if (!bill) add(i, 'sbNumber', 'unknown-bill', `No bill of yours is shipping bill ${row.sbNumber} of ${row.sbDate} at ${row.portCode}`);
    } else {
      add(i, 'billId', 'missing-bill', 'Name the bill: its id, or its shipping bill number, date and port code');
    }

    let remittance: LookupRemittance | undefined;
    if (row.remittanceId) {
      remittance = remittancesById.get(row.remittanceId);
      if (!remittance) add(i, 'remittanceId', 'unknown-remittance', 'No remittance of yours has this id');
    } else if (row.remittanceReference) {
      remittance = remittancesByRef.get(row.remittanceReference.trim().toUpperCase());
      if (!remittance) add(i, 'remittanceReference', 'unknown-remittance', `No remittance of yours has the reference ${row.remittanceReference}`);
    } else {
      add(i, 'remittanceId', 'missing-remittance', 'Name the remittance: its id or its bank reference (IRM number)');
    }

    const currency = String(row.currency ?? '').toUpperCase();
    let amountMinor: bigint | undefined;
    if (!isCurrency(currency)) add(i, 'currency', 'bad-currency', 'The currency is an ISO 4217 code such as USD');
    else {
      amountMinor = minorOfDecimal(String(row.amount ?? ''), currency);
      if (amountMinor === undefined || amountMinor <= 0n) {
        add(i, 'amount', 'bad-amount', `The amount is a positive ${currency} amount with at most ${currencyDigits(currency)} decimals`);
        amountMinor = undefined;
      }
      if (remittance && remittance.currency !== currency) add(i, 'currency', 'currency-mismatch', `The row is in ${currency} but remittance ${remittance.bankReference} is in ${remittance.currency}`);
      if (bill && bill.currency !== currency) add(i, 'currency', 'currency-mismatch', `The row is in ${currency} but shipping bill ${bill.sbNumber} is in ${bill.currency}`);
    }

    if (bill && bill.state === 'REGULARIZED') add(i, billField, 'already-regularized', `Shipping bill ${bill.sbNumber} is already regularized`);
    if (remittance) {
      if (remittance.bank !== settings.bank) add(i, remittanceField, 'other-bank', `Remittance ${remittance.bankReference} was received through ${PARTNER_BANKS[remittance.bank]}, not ${PARTNER_BANKS[settings.bank]}`);
      if (!(remittance.purposeCode in EXPORT_PURPOSE_CODES)) add(i, remittanceField, 'not-export', `Remittance ${remittance.bankReference} has purpose code ${remittance.purposeCode}, not an export one (P01…)`);
      if (remittance.remittanceDate > today) add(i, remittanceField, 'future', `Remittance ${remittance.bankReference} is dated ${remittance.remittanceDate}, after today`);
      if (bill) {
        if (remittance.remittanceDate < addDays(bill.sbDate, -ADVANCE_WINDOW_DAYS)) {
          add(i, remittanceField, 'before-window', `Remittance ${remittance.bankReference} of ${remittance.remittanceDate} is more than ${ADVANCE_WINDOW_DAYS} days before the shipping bill date ${bill.sbDate}`);
        }
        if (remittance.remittanceDate > bill.realizationDueDate) {
          add(i, remittanceField, 'after-due', `Remittance ${remittance.bankReference} of ${remittance.remittanceDate} was realized after the due date ${bill.realizationDueDate}: needs the bank's extension`);
        }
        const pair = `${bill.id}|${remittance.id}`;
        const first = pairs.get(pair);
        if (first !== undefined) add(i, remittanceField, 'duplicate-pair', `Row ${first + 1} already matches this remittance to this bill`);
        else pairs.set(pair, i);
      }
    }

    const sameCurrency = amountMinor !== undefined && (!remittance || remittance.currency === currency) && (!bill || bill.currency === currency);
    if (sameCurrency && remittance) tally(perRemittance, remittance.id, amountMinor!, i);
    if (sameCurrency && bill) tally(perBill, bill.id, amountMinor!, i);
    resolved.push({ billId: bill?.id ?? null, remittanceId: remittance?.id ?? null, amountMinor: amountMinor?.toString() ?? null, currency });
  });

  for (const [id, { sum, rows: indexes }] of perRemittance) {
    const r = remittancesById.get(id)!;
    const available = r.amountMinor - r.utilizedMinor;
    if (sum > available) {
      for (const i of indexes) {
        add(i, 'amount', 'remittance-exceeded', `The batch takes ${r.currency} ${decimalOfMinor(sum, r.currency)} from remittance ${r.bankReference}, which has ${r.currency} ${decimalOfMinor(available, r.currency)} left`);
      }
    }
  }
  for (const [id, { sum, rows: indexes }] of perBill) {
    const b = billsById.get(id)!;
    const ceiling = ceilingOf(b.invoiceMinor, settings.tolerancePercent);
    if (b.realizedMinor + sum > ceiling) {
      for (const i of indexes) {
        add(i, 'amount', 'over-realization', `Shipping bill ${b.sbNumber} would be realized ${b.currency} ${decimalOfMinor(b.realizedMinor + sum, b.currency)}, over its invoice value ${b.currency} ${decimalOfMinor(b.invoiceMinor, b.currency)} with the ${settings.tolerancePercent}% tolerance`);
      }
    }
  }

  const out = [...problems.entries()].sort((a, b) => a[0] - b[0]).map(([index, list]) => ({ index, problems: list }));
  return { resolved, rows: out, problemCount: out.reduce((n, r) => n + r.problems.length, 0) };
}

function tally(map: Map<string, { sum: bigint; rows: number[] }>, id: string, amount: bigint, index: number): void {
  const t = map.get(id);
  if (t) {
    t.sum += amount;
    t.rows.push(index);
  } else map.set(id, { sum: amount, rows: [index] });
}
