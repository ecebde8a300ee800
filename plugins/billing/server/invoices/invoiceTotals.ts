import Big from 'big.js';
import { currencyDigits, isCurrency } from '@portolan/sdk/shared';
import { GST_RATES, type TaxRegime } from '../../shared/types';

export interface TotalsInput {
  currency: string;
  regime: TaxRegime;
  /** Percent of the subtotal the customer withholds (TDS). */
  tdsRate: number | string;
  lines: ReadonlyArray<{ quantity: string | number; unitPrice: string | number; taxRate: number }>;
}

export interface TotalsLine {
  amountMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
}

export interface InvoiceTotals {
  lines: TotalsLine[];
  subtotalMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  taxMinor: number;
  totalMinor: number;
  tdsMinor: number;
  /** total − TDS: what the customer pays in cash. */
  payableMinor: number;
}

const REGIMES: readonly TaxRegime[] = ['INTRA', 'INTER', 'EXPORT', 'NONE'];

/** A decimal from a client's string or number, or a clear error naming the field. */
function decimal(value: string | number, field: string): Big {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`${field} must be a finite number`);
  if (typeof value === 'string' && !/^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/.test(value)) throw new Error(`${field} must be a decimal number, not "${value}"`);
  try {
    return new Big(typeof value === 'string' ? value.trim() : value);
  } catch {
    throw new Error(`${field} must be a decimal number, not "${String(value)}"`);
  }
}

/** A decimal amount of minor units rounded half-up (ties away from zero) to a whole, as a safe integer. */
function whole(minor: Big, field: string): number {
  const n = Number(minor.round(0, Big.roundHalfUp).toFixed(0));
  if (!Number.isSafeInteger(n)) throw new Error(`${field} is too large`);
  return n;
}

/**
 * An invoice's amounts in the currency's ISO 4217 minor units, exactly (big.js, never floats).
 *
 * - Each line's taxable value = quantity × unit price, rounded half-up to the currency's minor units.
 * - GST per line from that rounded value: INTRA → CGST = SGST = round(value × rate/2 %) each;
 *   INTER → IGST = round(value × rate %); EXPORT (zero-rated) and NONE → no tax.
 * - Totals are the sums of the rounded line values (per-line rounding, as GST invoices print per-line tax).
 * - TDS = round(subtotal × tdsRate %), on the value before GST (CBDT circular 23/2017); payable = total − TDS.
 *
 * Throws an Error naming the problem for an unknown currency or regime, a negative or non-numeric
 * quantity, a non-numeric unit price, a tax rate not in GST_RATES, or a TDS rate outside 0–100.
 */
export function invoiceTotals(input: TotalsInput): InvoiceTotals {
  const currency = String(input.currency ?? '');
  if (!/^[A-Z]{3}$/.test(currency) || !isCurrency(currency)) throw new Error(`currency "${currency}" is not an ISO 4217 currency code`);
  if (!REGIMES.includes(input.regime)) throw new Error(`regime must be one of ${REGIMES.join(', ')}`);
  const tdsRate = decimal(input.tdsRate ?? 0, 'tdsRate');
  if (tdsRate.lt(0) || tdsRate.gt(100)) throw new Error('tdsRate must be between 0 and 100 (percent)');
  const scale = new Big(10).pow(currencyDigits(currency));

  const lines: TotalsLine[] = input.lines.map((line, i) => {
    const quantity = decimal(line.quantity, `lines[${i}].quantity`);
    if (quantity.lt(0)) throw new Error(`lines[${i}].quantity must not be negative`);
    const unitPrice = decimal(line.unitPrice, `lines[${i}].unitPrice`);
    if (typeof line.taxRate !== 'number' || !(GST_RATES as readonly number[]).includes(line.taxRate)) {
      throw new Error(`lines[${i}].taxRate must be one of the GST rates ${GST_RATES.join(', ')} (percent)`);
    }
    const amountMinor = whole(quantity.times(unitPrice).times(scale), `lines[${i}] amount`);
    const rate = new Big(line.taxRate);
    const amount = new Big(amountMinor);
    let cgstMinor = 0;
    let igstMinor = 0;
    if (input.regime === 'INTRA') cgstMinor = whole(amount.times(rate).div(200), `lines[${i}] CGST`);
    if (input.regime === 'INTER') igstMinor = whole(amount.times(rate).div(100), `lines[${i}] IGST`);
    return { amountMinor, cgstMinor, sgstMinor: cgstMinor, igstMinor };
  });

  const sum = (pick: (l: TotalsLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const subtotalMinor = sum((l) => l.amountMinor);
  const cgstMinor = sum((l) => l.cgstMinor);
  const sgstMinor = sum((l) => l.sgstMinor);
  const igstMinor = sum((l) => l.igstMinor);
  const taxMinor = cgstMinor + sgstMinor + igstMinor;
  const totalMinor = subtotalMinor + taxMinor;
  const tdsMinor = whole(new Big(subtotalMinor).times(tdsRate).div(100), 'TDS');
  const result = { lines, subtotalMinor, cgstMinor, sgstMinor, igstMinor, taxMinor, totalMinor, tdsMinor, payableMinor: totalMinor - tdsMinor };
  for (const [k, v] of Object.entries(result)) if (typeof v === 'number' && !Number.isSafeInteger(v)) throw new Error(`${k} is too large`);
  return result;
}
