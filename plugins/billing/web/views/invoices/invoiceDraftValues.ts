import { isDecimal, type FieldErrors } from '@portolan/sdk';
import type { InvoiceDraftInput, InvoiceLineInput, InvoiceRecord, ShipmentChargesDraft } from '../../../shared/types';

/** The editor's values: text as typed; lines flat (`lines.<i>.<field>`) so a server 400 naming `data.lines.2.unitPrice` lands on that cell. */
export type DraftValues = Record<string, string>;
export const LINE_FIELDS = ['description', 'sac', 'quantity', 'unitPrice', 'taxRate', 'code'] as const;
export type LineField = (typeof LINE_FIELDS)[number];
export const lineKey = (i: number, field: LineField) => `lines.${i}.${field}`;
export const lineCountOf = (v: DraftValues) => Number(v.lineCount || '0');

const BLANK_LINE: InvoiceLineInput = { description: '', sac: '996511', quantity: '1', unitPrice: '', taxRate: 18 };

/** Values for lines (replacing any lines in `base`). */
export function withLines(base: DraftValues, lines: readonly InvoiceLineInput[]): DraftValues {
  const next: DraftValues = {};
  for (const [k, v] of Object.entries(base)) if (!k.startsWith('lines.')) next[k] = v;
  lines.forEach((l, i) => {
    next[lineKey(i, 'description')] = l.description;
    next[lineKey(i, 'sac')] = l.sac ?? '';
    next[lineKey(i, 'quantity')] = String(l.quantity);
    next[lineKey(i, 'unitPrice')] = String(l.unitPrice);
    next[lineKey(i, 'taxRate')] = String(l.taxRate);
    next[lineKey(i, 'code')] = l.code ?? '';
  });
  next.lineCount = String(lines.length);
  return next;
}

/** The lines as typed (text). */
export function linesOf(v: DraftValues): InvoiceLineInput[] {
  return Array.from({ length: lineCountOf(v) }, (_, i) => ({
    code: v[lineKey(i, 'code')] || undefined,
    description: v[lineKey(i, 'description')] ?? '',
    sac: v[lineKey(i, 'sac')]?.trim() || null,
    quantity: (v[lineKey(i, 'quantity')] ?? '').trim(),
    unitPrice: (v[lineKey(i, 'unitPrice')] ?? '').trim(),
    taxRate: Number(v[lineKey(i, 'taxRate')] ?? '0'),
  }));
}

export const blankDraft = (): DraftValues =>
  withLines({ customerCompanyId: '', customerName: '', currency: 'INR', termsDays: '30', tdsRate: '0', poNumber: '', notes: '', shipmentId: '', shipmentReference: '', quoteId: '', source: 'MANUAL' }, [BLANK_LINE]);

export const addLine = (v: DraftValues): DraftValues => withLines(v, [...linesOf(v), BLANK_LINE]);
export const removeLine = (v: DraftValues, index: number): DraftValues => withLines(v, linesOf(v).filter((_, i) => i !== index));

/** A shipment's charges as a new draft's values. */
export function draftFromShipment(d: ShipmentChargesDraft): DraftValues {
  return withLines(
    { ...blankDraft(), customerCompanyId: d.customerCompanyId ?? '', customerName: d.customerName, currency: d.currency, shipmentId: d.shipmentId, shipmentReference: d.shipmentReference, quoteId: d.quoteId ?? '', source: 'SHIPMENT' },
    d.lines.length ? d.lines : [BLANK_LINE],
  );
}

/** A draft invoice's values (editing). */
export function draftFromInvoice(r: InvoiceRecord): DraftValues {
  return withLines(
    {
      customerCompanyId: r.customerCompanyId ?? '',
      customerName: r.customerName,
      currency: r.currency,
      termsDays: String(r.termsDays),
      tdsRate: String(r.tdsRate),
      poNumber: r.poNumber ?? '',
      notes: r.notes ?? '',
      shipmentId: r.shipmentId ?? '',
      shipmentReference: r.shipmentReference ?? '',
      quoteId: r.quoteId ?? '',
      source: r.source,
    },
    r.lines.map((l) => ({ code: l.code, description: l.description, sac: l.sac, quantity: l.quantity, unitPrice: l.unitPrice, taxRate: l.taxRate })),
  );
}

/** What the editor sends (`POST /api/invoices`). */
export function draftInputOf(v: DraftValues): InvoiceDraftInput {
  const orNull = (x: string | undefined) => x?.trim() || null;
  return {
    customerCompanyId: orNull(v.customerCompanyId),
    customerName: v.customerName.trim(),
    source: (v.source || 'MANUAL') as InvoiceDraftInput['source'],
    shipmentId: orNull(v.shipmentId),
    quoteId: orNull(v.quoteId),
    currency: v.currency.trim().toUpperCase(),
    termsDays: Number(v.termsDays),
    tdsRate: Number(v.tdsRate || '0'),
    poNumber: orNull(v.poNumber),
    notes: orNull(v.notes),
    lines: linesOf(v),
  };
}

/** The client checks, mirroring the server's (README.md, migration 001). */
export function draftProblems(v: DraftValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.customerName.trim()) errors.customerName = 'Choose or name the customer';
  else if (v.customerName.trim().length > 200) errors.customerName = 'At most 200 characters';
  if (!/^[A-Z]{3}$/.test(v.currency.trim().toUpperCase())) errors.currency = 'A three-letter currency code, e.g. INR';
  if (!/^\d{1,3}$/.test(v.termsDays.trim()) || Number(v.termsDays) > 365) errors.termsDays = '0 to 365 days';
  if (!isDecimal(v.tdsRate.trim() || '0', 2) || Number(v.tdsRate) < 0 || Number(v.tdsRate) > 30) errors.tdsRate = 'A rate from 0 to 30 %';
  const count = lineCountOf(v);
  if (count === 0) errors.lineCount = 'Add at least one line';
  for (let i = 0; i < count; i++) {
    const description = v[lineKey(i, 'description')]?.trim() ?? '';
    if (!description) errors[lineKey(i, 'description')] = 'Describe the charge';
    else if (description.length > 500) errors[lineKey(i, 'description')] = 'At most 500 characters';
    const sac = v[lineKey(i, 'sac')]?.trim() ?? '';
    if (sac && !/^\d{4,8}$/.test(sac)) errors[lineKey(i, 'sac')] = '4 to 8 digits';
    const quantity = v[lineKey(i, 'quantity')]?.trim() ?? '';
    if (!isDecimal(quantity, 3) || !/[1-9]/.test(quantity) || quantity.startsWith('-')) errors[lineKey(i, 'quantity')] = 'More than 0';
    const price = v[lineKey(i, 'unitPrice')]?.trim() ?? '';
    if (!isDecimal(price, 4) || price.startsWith('-')) errors[lineKey(i, 'unitPrice')] = 'A price, e.g. 1250.50';
  }
  return errors;
}
