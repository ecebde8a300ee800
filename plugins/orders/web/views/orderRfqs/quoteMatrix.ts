import Big from 'big.js';
import type { OrderRfqDetails, OrderRfqLineItem, SupplierQuote, SupplierQuoteLineItem } from '../../../shared/types';
import { lineAmount, totalOf } from '../requisitions/money';

/** A supplier's submitted quote, a column of the matrix. */
export interface MatrixSupplier {
  supplierId: string;
  supplierName: string;
  quoteId: string;
  validUntil: string | null;
  /** The exact sum of its lines' amounts. */
  total: string;
  /** How many RFQ lines it quoted. */
  quotedLines: number;
}

/** One RFQ line, a row: each supplier's quote line (or none) and the lowest unit price. */
export interface MatrixRow {
  line: OrderRfqLineItem;
  cells: Record<string, SupplierQuoteLineItem | undefined>;
  /** The lowest unit price quoted for the line; null when nobody quoted it. */
  lowest: string | null;
  /** The line's target amount (quantity × target unit price), null without a target. */
  targetAmount: string | null;
}

export interface QuoteMatrix {
  suppliers: MatrixSupplier[];
  rows: MatrixRow[];
  /** The sum of the target amounts, null unless every line has a target. */
  targetTotal: string | null;
}

/**
 * The compare matrix of an order RFQ: rows = its lines, columns = the suppliers' SUBMITTED quotes (their
 * lines from `supplier-quote-line-items`), the lowest unit price per line (ties: all of them), exact totals.
 */
export function quoteMatrix(rfq: Pick<OrderRfqDetails, 'lines'>, quotes: SupplierQuote[], lines: SupplierQuoteLineItem[]): QuoteMatrix {
  const submitted = quotes.filter((q) => q.status === 'SUBMITTED');
  const quoteIds = new Set(submitted.map((q) => q._id));
  const counted = lines.filter((l) => quoteIds.has(l.quoteId));
  const suppliers: MatrixSupplier[] = submitted
    .map((q) => {
      const own = counted.filter((l) => l.quoteId === q._id);
      return { supplierId: q.supplierId, supplierName: q.supplierName, quoteId: q._id, validUntil: q.validUntil, total: totalOf(own.map((l) => l.amount)), quotedLines: own.length };
    })
    .sort((a, b) => new Big(a.total).cmp(b.total) || a.supplierName.localeCompare(b.supplierName));
  const rows = rfq.lines.map((line) => {
    const cells: Record<string, SupplierQuoteLineItem | undefined> = {};
    for (const l of counted) if (l.rfqLineItemId === line._id) cells[l.supplierId] = l;
    const prices = Object.values(cells).map((c) => c!.unitPrice);
    const lowest = prices.length ? prices.reduce((low, p) => (new Big(p).lt(low) ? p : low)) : null;
    return { line, cells, lowest, targetAmount: line.targetUnitPrice ? lineAmount(line.quantity, line.targetUnitPrice) : null };
  });
  const targets = rows.map((r) => r.targetAmount);
  return { suppliers, rows, targetTotal: targets.length && targets.every((t) => t !== null) ? totalOf(targets) : null };
}

/** The cell holds the line's lowest unit price. */
export const isLowest = (row: MatrixRow, cell: SupplierQuoteLineItem | undefined) => Boolean(cell && row.lowest !== null && new Big(cell.unitPrice).eq(row.lowest));
