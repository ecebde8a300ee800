import { divideDecimal, isDecimal, multiplyDecimal, sumDecimals } from '@portolan/sdk';
import { currencyDigits } from '@portolan/sdk/shared';

/** A line as the editor holds it (text as typed). */
export interface DraftLineText {
  quantity: string;
  unitPrice: string;
  taxRate: string;
}

export interface DraftTotals {
  /** Each line's amount (decimal string) or undefined while its quantity or price is not a number. */
  lines: Array<string | undefined>;
  subtotal: string;
  tax: string;
  total: string;
  tds: string;
  payable: string;
}

/**
 * A preview of a draft's amounts, exact (BigInt decimals, never floats): each line quantity × unit price
 * and its GST rounded half-up (the server's rule) to the currency's minor unit, TDS on the subtotal. The server computes
 * the real totals (and splits GST into CGST/SGST or IGST by the place of supply): they are authoritative.
 */
export function draftTotals(currency: string, lines: readonly DraftLineText[], tdsRate: string): DraftTotals {
  const digits = currencyDigits(currency);
  const amounts = lines.map((l) => (isDecimal(l.quantity.trim()) && isDecimal(l.unitPrice.trim()) ? multiplyDecimal(l.quantity.trim(), l.unitPrice.trim(), digits, 'halfUp') : undefined));
  const taxes = lines.map((l, i) => {
    const amount = amounts[i];
    if (!amount || !isDecimal(l.taxRate)) return '0';
    return divideDecimal(multiplyDecimal(amount, l.taxRate, 12) ?? '0', '100', digits, 'halfUp');
  });
  const subtotal = atScale(sumDecimals(amounts.filter((a): a is string => a !== undefined)), digits);
  const tax = atScale(sumDecimals(taxes), digits);
  const total = atScale(sumDecimals([subtotal, tax]), digits);
  const tds = isDecimal(tdsRate.trim()) ? divideDecimal(multiplyDecimal(subtotal, tdsRate.trim(), 12) ?? '0', '100', digits, 'halfUp') : atScale('0', digits);
  const payable = atScale(sumDecimals([total, tds.startsWith('-') ? tds.slice(1) : `-${tds}`]), digits);
  return { lines: amounts, subtotal, tax, total, tds, payable };
}

/** A decimal string written with exactly `digits` fraction digits. */
function atScale(value: string, digits: number): string {
  return divideDecimal(value, '1', digits);
}
