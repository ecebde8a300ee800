import { compareDecimals, currencyDigits, isCurrency, isDay, isDecimal, type FieldErrors } from '@portolan/sdk';
import type { BillRecord } from '../../../shared/types';
import type { BillChanges, NewBill } from '../../api/regularizationApi';

export type BillFormValues = {
  sbNumber: string;
  sbDate: string;
  portCode: string;
  invoiceNumber: string;
  invoiceDate: string;
  invoiceValue: string;
  currency: string;
  buyerName: string;
  buyerCountry: string;
};

export const EMPTY_BILL: BillFormValues = { sbNumber: '', sbDate: '', portCode: '', invoiceNumber: '', invoiceDate: '', invoiceValue: '', currency: 'USD', buyerName: '', buyerCountry: '' };


/** An amount of a currency: a positive decimal with at most the currency's minor units (USD 2, JPY 0, KWD 3). */
export function amountProblem(text: string, currency: string): string | undefined {
  const value = text.trim();
  if (!value) return 'Enter the amount';
  const digits = isCurrency(currency) ? currencyDigits(currency) : 2;
  if (!isDecimal(value, digits) || value.startsWith('-')) return digits ? `Enter an amount with at most ${digits} decimals` : `Enter a whole amount (${currency} has no decimals)`;
  if (compareDecimals(value, '0') <= 0) return 'The amount must be more than 0';
  return undefined;
}

/** The client checks of a new bill, mirroring the server's schema (7-digit SB number, customs port code, dates, the value in the currency's minor units). */
export function validateBill(v: BillFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!/^\d{7}$/.test(v.sbNumber.trim())) errors.sbNumber = 'The shipping bill number has 7 digits';
  if (!isDay(v.sbDate)) errors.sbDate = 'Enter the shipping bill date';
  if (!/^[A-Z]{5}[0-9A-Z]$/.test(v.portCode.trim().toUpperCase())) errors.portCode = 'Enter the customs port code, e.g. INNSA1';
  if (!v.invoiceNumber.trim()) errors.invoiceNumber = 'Enter the invoice number';
  else if (v.invoiceNumber.trim().length > 40) errors.invoiceNumber = 'At most 40 characters';
  if (!isDay(v.invoiceDate)) errors.invoiceDate = 'Enter the invoice date';
  const currency = v.currency.trim().toUpperCase();
  if (!isCurrency(currency)) errors.currency = 'Enter an ISO 4217 currency, e.g. USD';
  const amount = amountProblem(v.invoiceValue, currency);
  if (amount) errors.invoiceValue = amount;
  if (v.buyerCountry.trim() && !/^[A-Z]{2}$/.test(v.buyerCountry.trim().toUpperCase())) errors.buyerCountry = 'Enter a two-letter country code, e.g. DE';
  return errors;
}

export function toBill(v: BillFormValues): NewBill {
  return {
    sbNumber: v.sbNumber.trim(),
    sbDate: v.sbDate,
    portCode: v.portCode.trim().toUpperCase(),
    invoiceNumber: v.invoiceNumber.trim(),
    invoiceDate: v.invoiceDate,
    invoiceValue: v.invoiceValue.trim(),
    currency: v.currency.trim().toUpperCase(),
    ...(v.buyerName.trim() ? { buyerName: v.buyerName.trim() } : {}),
    ...(v.buyerCountry.trim() ? { buyerCountry: v.buyerCountry.trim().toUpperCase() } : {}),
  };
}

/** The form's values of a saved bill (to edit it). */
export function billValues(b: BillRecord): BillFormValues {
  return { sbNumber: b.sbNumber, sbDate: b.sbDate, portCode: b.portCode, invoiceNumber: b.invoiceNumber, invoiceDate: b.invoiceDate, invoiceValue: b.invoiceValue, currency: b.currency, buyerName: b.buyerName ?? '', buyerCountry: b.buyerCountry ?? '' };
}

/** An edit sends every field, a cleared buyer as null. */
export function toBillChanges(v: BillFormValues): BillChanges {
  const bill = toBill(v);
  return { ...bill, buyerName: bill.buyerName ?? null, buyerCountry: bill.buyerCountry ?? null };
}
