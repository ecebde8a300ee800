import { isCurrency, isDecimal, type FieldErrors } from '@portolan/sdk';
import type { ChargeType, Direction } from '../../../shared/states';
import type { ContainerDndDetails, NewCarrierInvoice } from '../../../shared/types';

/** The invoice form's flat values; rates as `rateCount` and `rates.<i>.<fromDay|toDay|perDiem>` (the server's 400 names them so). */
export type InvoiceValues = Record<string, string>;

const FIELDS = [
  'containerId', 'invoiceNumber', 'carrier', 'billedParty', 'billedPartyBasis', 'blNumber', 'containerNumber', 'port', 'direction', 'chargeType',
  'freeDays', 'freeTimeStart', 'freeTimeEnd', 'availabilityDate', 'chargedFrom', 'chargedTo', 'chargedDays', 'tariffReference',
  'invoiceDate', 'dueDate', 'amount', 'currency', 'disputeContact', 'complianceStatement',
] as const;

export function invoiceValues(containerId: string, container?: ContainerDndDetails): InvoiceValues {
  const values: InvoiceValues = Object.fromEntries(FIELDS.map((f) => [f, '']));
  const clock = container?.clocks.find((c) => c.state === 'OVER' || c.state === 'STOPPED') ?? container?.clocks[0];
  return {
    ...values,
    containerId,
    carrier: container?.carrier ?? '',
    containerNumber: container?.containerNumber ?? '',
    port: clock?.port ?? '',
    direction: clock?.direction ?? 'IMPORT',
    chargeType: clock?.chargeType ?? 'DEMURRAGE',
    currency: clock?.costToDate?.currency ?? 'USD',
    complianceStatement: 'false',
    rateCount: '1',
    'rates.0.fromDay': '',
    'rates.0.toDay': '',
    'rates.0.perDiem': '',
  };
}

const opt = (s: string) => (s.trim() ? s.trim() : null);
const int = (s: string) => (s.trim() ? Number(s.trim()) : null);

export function invoiceOf(v: InvoiceValues): NewCarrierInvoice {
  const rates = Array.from({ length: Number(v.rateCount) || 0 }, (_, i) => ({ fromDay: Number(v[`rates.${i}.fromDay`]), toDay: Number(v[`rates.${i}.toDay`]), perDiem: (v[`rates.${i}.perDiem`] ?? '').trim() })).filter(
    (r, i) => v[`rates.${i}.fromDay`] || v[`rates.${i}.toDay`] || r.perDiem,
  );
  return {
    containerId: v.containerId.trim(),
    invoiceNumber: v.invoiceNumber.trim(),
    carrier: v.carrier.trim().toUpperCase(),
    billedParty: opt(v.billedParty),
    billedPartyBasis: opt(v.billedPartyBasis),
    blNumber: opt(v.blNumber),
    containerNumber: opt(v.containerNumber.toUpperCase()),
    port: opt(v.port.toUpperCase()),
    direction: v.direction as Direction,
    chargeType: v.chargeType as ChargeType,
    freeDays: int(v.freeDays),
    freeTimeStart: opt(v.freeTimeStart),
    freeTimeEnd: opt(v.freeTimeEnd),
    availabilityDate: opt(v.availabilityDate),
    chargedFrom: opt(v.chargedFrom),
    chargedTo: opt(v.chargedTo),
    chargedDays: int(v.chargedDays),
    rates,
    tariffReference: opt(v.tariffReference),
    invoiceDate: v.invoiceDate,
    dueDate: opt(v.dueDate),
    amount: { amount: v.amount.trim(), currency: v.currency.trim().toUpperCase() },
    disputeContact: opt(v.disputeContact),
    complianceStatement: v.complianceStatement === 'true',
  };
}

export function invoiceProblems(v: InvoiceValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.containerId.trim()) errors.containerId = 'Open the form from a container, or enter its id';
  if (!v.invoiceNumber.trim()) errors.invoiceNumber = 'Enter the invoice number';
  if (!/^[A-Z]{4}$/i.test(v.carrier.trim())) errors.carrier = 'Enter the carrier SCAC (4 letters)';
  if (!v.invoiceDate) errors.invoiceDate = 'Enter the invoice date';
  if (!isDecimal(v.amount.trim()) || Number(v.amount) <= 0) errors.amount = 'Enter the invoiced total, like 1250.00';
  if (!isCurrency(v.currency.trim().toUpperCase())) errors.currency = 'An ISO 4217 currency, like USD';
  for (const f of ['freeDays', 'chargedDays'] as const) if (v[f].trim() && !/^\d{1,4}$/.test(v[f].trim())) errors[f] = 'A whole number of days';
  if (v.chargedFrom && v.chargedTo && v.chargedTo < v.chargedFrom) errors.chargedTo = 'Must be on or after Charged from';
  for (let i = 0; i < (Number(v.rateCount) || 0); i++) {
    const any = v[`rates.${i}.fromDay`] || v[`rates.${i}.toDay`] || v[`rates.${i}.perDiem`];
    if (!any) continue;
    if (!/^\d{1,4}$/.test(v[`rates.${i}.fromDay`] ?? '')) errors[`rates.${i}.fromDay`] = 'A day number';
    if (!/^\d{1,4}$/.test(v[`rates.${i}.toDay`] ?? '')) errors[`rates.${i}.toDay`] = 'A day number';
    if (!isDecimal((v[`rates.${i}.perDiem`] ?? '').trim())) errors[`rates.${i}.perDiem`] = 'An amount like 75.00';
  }
  return errors;
}
