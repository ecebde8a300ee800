import Big from 'big.js';
import { PROPOSAL_FIELDS, type ProposalField } from '../../../shared/states';
import type { AcknowledgementView } from '../../../shared/types';

type Line = AcknowledgementView['lines'][number];
export type ProposedChange = { lineItemId: string; field: ProposalField; value: string; comment?: string | null };

/** The form field of one value of one line (`line0-cargoReadyDate`, `line0-comment`). */
export const lineFieldName = (index: number, field: ProposalField | 'comment') => `line${index}-${field}`;

/** The form values the proposal starts from: every line's current values, no comments. */
export function proposalInitial(lines: readonly Line[]): Record<string, string> {
  const values: Record<string, string> = {};
  lines.forEach((line, i) => {
    for (const field of PROPOSAL_FIELDS) values[lineFieldName(i, field)] = line[field];
    values[lineFieldName(i, 'comment')] = '';
  });
  return values;
}

const NUMERIC = new Set<ProposalField>(['quantity', 'unitPrice']);
const isNumber = (text: string) => /^\d+(\.\d+)?$/.test(text.trim());
/** Whether a typed value differs from the line's: numbers by value (`100` is `100.00`), days as text. */
function differs(field: ProposalField, current: string, typed: string): boolean {
  if (NUMERIC.has(field) && isNumber(typed) && isNumber(current)) return !new Big(typed.trim()).eq(new Big(current));
  return typed.trim() !== current;
}

/**
 * What the supplier changed, one change per changed value (the line's comment on each), with the form
 * field of each change in the same order — the server's 400 names a change by its index
 * (`data.changes.1.value`), shown beside that field.
 */
export function proposalChanges(lines: readonly Line[], values: Record<string, string>): { changes: ProposedChange[]; fields: string[] } {
  const changes: ProposedChange[] = [];
  const fields: string[] = [];
  lines.forEach((line, i) => {
    const comment = (values[lineFieldName(i, 'comment')] ?? '').trim();
    for (const field of PROPOSAL_FIELDS) {
      const name = lineFieldName(i, field);
      const typed = values[name] ?? line[field];
      if (!differs(field, line[field], typed)) continue;
      changes.push({ lineItemId: line._id, field, value: typed.trim(), ...(comment ? { comment } : {}) });
      fields.push(name);
    }
  });
  return { changes, fields };
}

/** Client checks of the proposal, mirroring the server's: days as YYYY-MM-DD, positive decimals, delivery not before cargo ready. */
export function proposalProblems(lines: readonly Line[], values: Record<string, string>): Record<string, string | undefined> {
  const problems: Record<string, string | undefined> = {};
  lines.forEach((_line, i) => {
    const ready = values[lineFieldName(i, 'cargoReadyDate')] ?? '';
    const delivery = values[lineFieldName(i, 'requiredDeliveryDate')] ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(ready)) problems[lineFieldName(i, 'cargoReadyDate')] = 'Enter a date';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(delivery)) problems[lineFieldName(i, 'requiredDeliveryDate')] = 'Enter a date';
    else if (ready && delivery < ready) problems[lineFieldName(i, 'requiredDeliveryDate')] = 'Not before cargo ready';
    for (const field of ['quantity', 'unitPrice'] as const) {
      const text = (values[lineFieldName(i, field)] ?? '').trim();
      if (!isNumber(text) || (field === 'quantity' && new Big(text).lte(0))) problems[lineFieldName(i, field)] = field === 'quantity' ? 'Enter a quantity above 0' : 'Enter a price (e.g. 12.50)';
    }
    if ((values[lineFieldName(i, 'comment')] ?? '').length > 1000) problems[lineFieldName(i, 'comment')] = 'At most 1,000 characters';
  });
  return problems;
}
