import type { SupplierQuoteAnswer, SupplierQuoteView } from '../../../shared/types';

export const QUOTE_LINE_FIELDS = ['unitPrice', 'quantity', 'leadTimeDays', 'cargoReadyDate', 'comment'] as const;
export type QuoteLineField = (typeof QUOTE_LINE_FIELDS)[number];
/** The form field of one value of one RFQ line: `lines.0.unitPrice`, as the server's 400 names it. */
export const quoteFieldName = (index: number, field: QuoteLineField) => `lines.${index}.${field}`;

/** The quote form's values: the saved quote's, else the RFQ line's quantity and nothing else. */
export function quoteInitial(view: SupplierQuoteView): Record<string, string> {
  const values: Record<string, string> = { validUntil: view.quote?.validUntil ?? '', notes: view.quote?.notes ?? '' };
  view.lines.forEach((line, i) => {
    const saved = view.quote?.lines.find((l) => l.rfqLineItemId === line._id);
    values[quoteFieldName(i, 'unitPrice')] = saved?.unitPrice ?? '';
    values[quoteFieldName(i, 'quantity')] = saved?.quantity ?? line.quantity;
    values[quoteFieldName(i, 'leadTimeDays')] = saved ? String(saved.leadTimeDays) : '';
    values[quoteFieldName(i, 'cargoReadyDate')] = saved?.cargoReadyDate ?? '';
    values[quoteFieldName(i, 'comment')] = saved?.comment ?? '';
  });
  return values;
}

/** A line is quoted when the supplier typed a unit price; lines left without one are not sent. */
export const isQuoted = (values: Record<string, string>, index: number) => (values[quoteFieldName(index, 'unitPrice')] ?? '').trim() !== '';

/** Client checks mirroring the server's: decimals, a whole number of days, dates, at least one line. */
export function quoteProblems(view: SupplierQuoteView, values: Record<string, string>): Record<string, string | undefined> {
  const problems: Record<string, string | undefined> = {};
  const DAY = /^\d{4}-\d{2}-\d{2}$/;
  if (values.validUntil && !DAY.test(values.validUntil)) problems.validUntil = 'Enter a date';
  if ((values.notes ?? '').length > 2000) problems.notes = 'At most 2,000 characters';
  let quoted = 0;
  view.lines.forEach((_line, i) => {
    if (!isQuoted(values, i)) return;
    quoted += 1;
    const v = (f: QuoteLineField) => (values[quoteFieldName(i, f)] ?? '').trim();
    if (!/^\d+(\.\d+)?$/.test(v('unitPrice'))) problems[quoteFieldName(i, 'unitPrice')] = 'Enter a price (e.g. 12.50)';
    if (!/^\d+(\.\d+)?$/.test(v('quantity')) || /^0+(\.0+)?$/.test(v('quantity'))) problems[quoteFieldName(i, 'quantity')] = 'Enter a quantity above 0';
    if (!/^\d{1,4}$/.test(v('leadTimeDays'))) problems[quoteFieldName(i, 'leadTimeDays')] = 'Enter whole days';
    if (!DAY.test(v('cargoReadyDate'))) problems[quoteFieldName(i, 'cargoReadyDate')] = 'Enter a date';
    if (v('comment').length > 1000) problems[quoteFieldName(i, 'comment')] = 'At most 1,000 characters';
  });
  if (!quoted && view.lines.length) problems[quoteFieldName(0, 'unitPrice')] = 'Quote a price for at least one line';
  return problems;
}

/** The answer the form sends: the quoted lines (in the RFQ's order) and the indexes of the RFQ lines they are. */
export function quoteAnswer(view: SupplierQuoteView, values: Record<string, string>, submit: boolean): { data: SupplierQuoteAnswer; indexes: number[] } {
  const indexes = view.lines.map((_l, i) => i).filter((i) => isQuoted(values, i));
  const v = (i: number, f: QuoteLineField) => (values[quoteFieldName(i, f)] ?? '').trim();
  return {
    indexes,
    data: {
      validUntil: values.validUntil || null,
      notes: values.notes.trim() || null,
      lines: indexes.map((i) => ({
        rfqLineItemId: view.lines[i]._id,
        unitPrice: v(i, 'unitPrice'),
        quantity: v(i, 'quantity'),
        leadTimeDays: Number(v(i, 'leadTimeDays')),
        cargoReadyDate: v(i, 'cargoReadyDate'),
        comment: v(i, 'comment') || null,
      })),
      submit,
    },
  };
}
