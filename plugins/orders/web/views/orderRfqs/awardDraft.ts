import Big from 'big.js';
import type { AwardLine } from '../../api/sourcingApi';
import { isAmount, lineAmount, totalOf } from '../requisitions/money';
import { isLowest, type QuoteMatrix } from './quoteMatrix';

/** The quantity to award per supplier quote line (its `_id`), as typed. */
export type AwardDraft = Record<string, string>;

/** The default award: each line's full quantity to its lowest unit price (the first such supplier on a tie). */
export function defaultAward(matrix: QuoteMatrix): AwardDraft {
  const draft: AwardDraft = {};
  for (const row of matrix.rows) {
    const cells = matrix.suppliers.map((s) => row.cells[s.supplierId]).filter((c) => c !== undefined);
    const winner = cells.find((c) => isLowest(row, c));
    for (const cell of cells) draft[cell._id] = cell === winner ? row.line.quantity : '0';
  }
  return draft;
}

/** A typed quantity's problem: not a number, or more than the line asks for in all. */
export function awardProblems(matrix: QuoteMatrix, draft: AwardDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const row of matrix.rows) {
    const cells = Object.values(row.cells).filter((c) => c !== undefined);
    let sum = new Big(0);
    for (const cell of cells) {
      const text = (draft[cell._id] ?? '0').trim() || '0';
      if (!isAmount(text)) problems[cell._id] = 'A quantity of 0 or more';
      else sum = sum.plus(text);
    }
    if (sum.gt(row.line.quantity)) for (const cell of cells) if (new Big(isAmount(draft[cell._id] ?? '') ? draft[cell._id] : 0).gt(0)) problems[cell._id] ??= `More than the ${row.line.quantity} asked in all`;
  }
  return problems;
}

/** Each supplier's awarded lines and exact total (those with something awarded). */
export function awardTotals(matrix: QuoteMatrix, draft: AwardDraft): Array<{ supplierId: string; supplierName: string; lines: number; total: string }> {
  return matrix.suppliers
    .map((s) => {
      const amounts = matrix.rows.flatMap((row) => {
        const cell = row.cells[s.supplierId];
        const quantity = cell ? (draft[cell._id] ?? '').trim() : '';
        return cell && isAmount(quantity) && new Big(quantity).gt(0) ? [lineAmount(quantity, cell.unitPrice)] : [];
      });
      return { supplierId: s.supplierId, supplierName: s.supplierName, lines: amounts.length, total: totalOf(amounts) };
    })
    .filter((t) => t.lines > 0);
}

/** The award's body lines: every quote line with a quantity above 0. */
export function awardLinesOf(matrix: QuoteMatrix, draft: AwardDraft): AwardLine[] {
  return matrix.rows.flatMap((row) =>
    matrix.suppliers.flatMap((s) => {
      const cell = row.cells[s.supplierId];
      const quantity = cell ? (draft[cell._id] ?? '').trim() : '';
      return cell && isAmount(quantity) && new Big(quantity).gt(0) ? [{ supplierQuoteLineItemId: cell._id, quantity }] : [];
    }),
  );
}

/** Lines of the RFQ awarded short of their quantity (a warning, not a refusal). */
export function shortLines(matrix: QuoteMatrix, draft: AwardDraft): number[] {
  return matrix.rows
    .filter((row) => {
      const awarded = Object.values(row.cells).reduce((sum, c) => (c && isAmount(draft[c._id] ?? '') ? sum.plus(draft[c._id]) : sum), new Big(0));
      return awarded.lt(row.line.quantity);
    })
    .map((row) => row.line.lineNo);
}
