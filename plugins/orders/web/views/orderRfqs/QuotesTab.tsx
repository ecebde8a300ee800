import { Fragment } from 'react';
import { HTMLTable, Tag } from '@blueprintjs/core';
import { BarChart, LoadStates, formatDate, formatMoney } from '@portolan/sdk';
import type { OrderRfqDetails } from '../../../shared/types';
import { money } from '../requisitions/money';
import { isLowest } from './quoteMatrix';
import { useQuoteMatrix } from './useQuoteMatrix';

const CSS = `.pt-quote-matrix th,.pt-quote-matrix td{white-space:nowrap}.pt-quote-matrix .pt-num{text-align:right}.pt-quote-matrix .pt-lowest{background:rgba(35,133,81,.15)}.pt-quote-matrix .pt-group{border-left:2px solid rgba(128,128,128,.35)}`;
const SUB_COLUMNS = ['Unit price', 'Lead time', 'Cargo ready', 'Amount'];

/**
 * The buyer's Quotes tab: the compare matrix (rows = RFQ lines with their target price, columns = each
 * supplier's submitted quote: unit price, lead time, cargo-ready day, amount), the lowest unit price per
 * line highlighted and marked "Lowest", each supplier's total, and a chart of the totals against the target.
 */
export default function QuotesTab({ rfq }: { rfq: OrderRfqDetails }) {
  const { matrix, isFetching, error, reload } = useQuoteMatrix(rfq);
  const suppliers = matrix?.suppliers ?? [];
  const m = (amount: string | null) => money(amount, rfq.currency);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <style>{CSS}</style>
      <LoadStates
        isFetching={isFetching}
        error={error}
        onRetry={reload}
        empty={!suppliers.length}
        emptyText="No quotes submitted yet"
        emptyDescription={`${rfq.quotedCount} of ${rfq.supplierCount} suppliers quoted; quotes show here once submitted.`}
      >
        {matrix && (
          <>
            <div style={{ overflowX: 'auto' }}>
              <HTMLTable compact bordered className="pt-quote-matrix" aria-label="Quote comparison">
                <thead>
                  <tr>
                    <th scope="col" rowSpan={2}>
                      Line
                    </th>
                    <th scope="col" rowSpan={2} className="pt-num">
                      Quantity
                    </th>
                    <th scope="col" rowSpan={2} className="pt-num">
                      Target price
                    </th>
                    {suppliers.map((s) => (
                      <th key={s.supplierId} scope="colgroup" colSpan={SUB_COLUMNS.length} className="pt-group">
                        {s.supplierName}
                        {s.validUntil ? <div className="bp6-text-muted bp6-text-small">valid until {formatDate(s.validUntil)}</div> : null}
                      </th>
                    ))}
                  </tr>
                  <tr>
                    {suppliers.map((s) => (
                      <Fragment key={s.supplierId}>
                        {SUB_COLUMNS.map((c, k) => (
                          <th key={c} scope="col" className={`pt-num${k === 0 ? ' pt-group' : ''}`}>
                            {c}
                          </th>
                        ))}
                      </Fragment>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {matrix.rows.map((row) => (
                    <tr key={row.line._id}>
                      <th scope="row" style={{ whiteSpace: 'normal', minWidth: 180 }}>
                        {row.line.lineNo}. {row.line.sku}
                        <div className="bp6-text-muted bp6-text-small">{row.line.description}</div>
                      </th>
                      <td className="pt-num">
                        {row.line.quantity} {row.line.unit}
                      </td>
                      <td className="pt-num">{m(row.line.targetUnitPrice)}</td>
                      {suppliers.map((s) => {
                        const cell = row.cells[s.supplierId];
                        if (!cell) {
                          return (
                            <td key={s.supplierId} colSpan={SUB_COLUMNS.length} className="pt-group bp6-text-muted">
                              Not quoted
                            </td>
                          );
                        }
                        const lowest = isLowest(row, cell);
                        const mark = lowest ? 'pt-lowest' : '';
                        return (
                          <Fragment key={s.supplierId}>
                            <td className={`pt-num pt-group ${mark}`} data-lowest={lowest || undefined}>
                              {m(cell.unitPrice)}{' '}
                              {lowest && (
                                <Tag intent="success">
                                  Lowest
                                </Tag>
                              )}
                            </td>
                            <td className={`pt-num ${mark}`}>{cell.leadTimeDays} days</td>
                            <td className={`pt-num ${mark}`}>{formatDate(cell.cargoReadyDate)}</td>
                            <td className={`pt-num ${mark}`}>
                              {m(cell.amount)}
                              {cell.quantity !== row.line.quantity && <div className="bp6-text-small">for {cell.quantity}</div>}
                            </td>
                          </Fragment>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={2}>
                      Total
                    </th>
                    <td className="pt-num">{m(matrix.targetTotal)}</td>
                    {suppliers.map((s) => (
                      <td key={s.supplierId} colSpan={SUB_COLUMNS.length} className="pt-num pt-group">
                        <strong>{m(s.total)}</strong>
                        {s.quotedLines < matrix.rows.length && (
                          <div className="bp6-text-small">
                            {s.quotedLines} of {matrix.rows.length} lines
                          </div>
                        )}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              </HTMLTable>
            </div>
            <section aria-labelledby="order-rfq-totals-title">
              <h3 id="order-rfq-totals-title" className="bp6-heading">
                Supplier totals{matrix.targetTotal ? ' against the target' : ''}
              </h3>
              <BarChart
                title="Supplier totals"
                bars={suppliers.map((s) => ({ label: s.supplierName, value: s.total }))}
                reference={matrix.targetTotal ? { value: matrix.targetTotal, label: 'Target total' } : undefined}
                format={(v) => formatMoney({ decimal: String(v) }, rfq.currency)}
                labels={{ x: 'Supplier', value: 'Total' }}
                width={640}
              />
            </section>
          </>
        )}
      </LoadStates>
    </div>
  );
}
