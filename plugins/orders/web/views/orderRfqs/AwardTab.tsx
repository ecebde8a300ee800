import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Callout, HTMLTable, InputGroup } from '@blueprintjs/core';
import { Entitlements, LoadStates, NotificationBus, serverErrorOf, useCommands, useService } from '@portolan/sdk';
import type { OrderRfqDetails } from '../../../shared/types';
import { useSourcingApi } from '../../api/sourcingApi';
import { CellError } from '../requisitions/LinesEditor';
import { money } from '../requisitions/money';
import { orderScreen } from '../requisitions/paths';
import { awardLinesOf, awardProblems, awardTotals, defaultAward, shortLines, type AwardDraft } from './awardDraft';
import type { QuoteMatrix } from './quoteMatrix';
import { useQuoteMatrix } from './useQuoteMatrix';

type Created = Array<{ _id: string; poNumber: string; supplierName: string; totalAmount: string }>;

/** The purchase orders made by the award, each a link to its screen. */
function CreatedOrders({ orders, currency }: { orders: Created; currency: string }) {
  return (
    <ul aria-label="Purchase orders created">
      {orders.map((po) => (
        <li key={po._id}>
          <Link to={orderScreen(po._id)} style={{ textDecoration: 'underline' }}>
            {po.poNumber}
          </Link>{' '}
          · {po.supplierName} · {money(po.totalAmount, currency)}
        </li>
      ))}
    </ul>
  );
}

/** The awarded lines of an AWARDED RFQ and its purchase orders. */
function Awarded({ rfq }: { rfq: OrderRfqDetails }) {
  const lines = new Map(rfq.lines.map((l) => [l._id, l]));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <h3 className="bp6-heading">Purchase orders</h3>
      {rfq.purchaseOrders.length ? <CreatedOrders orders={rfq.purchaseOrders} currency={rfq.currency} /> : <p className="bp6-text-muted">No purchase orders.</p>}
      <HTMLTable compact striped aria-label="Awarded lines">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Supplier</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Quantity
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Unit price
            </th>
          </tr>
        </thead>
        <tbody>
          {rfq.awards.map((a) => (
            <tr key={a.supplierQuoteLineItemId}>
              <td>
                {lines.get(a.rfqLineItemId)?.lineNo}. {lines.get(a.rfqLineItemId)?.sku}
              </td>
              <td>{a.supplierName}</td>
              <td style={{ textAlign: 'right' }}>{a.quantity}</td>
              <td style={{ textAlign: 'right' }}>{money(a.unitPrice, rfq.currency)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** Per line, the quantity each supplier gets (default: the lowest price takes it all), totals per supplier, and the award. */
const AwardForm = observer(function AwardForm({ rfq, matrix, onAwarded }: { rfq: OrderRfqDetails; matrix: QuoteMatrix; onAwarded: (orders: Created) => void }) {
  const api = useSourcingApi();
  const notify = useService(NotificationBus);
  const canAward = useService(Entitlements).isAllowed('orders', 'Approve');
  const [draft, setDraft] = useState<AwardDraft>(() => defaultAward(matrix));
  const [attempted, setAttempted] = useState(false);
  const [serverProblem, setServerProblem] = useState<{ cellId?: string; message: string }>();
  const [busy, setBusy] = useState(false);
  const problems = attempted ? awardProblems(matrix, draft) : {};
  const totals = awardTotals(matrix, draft);
  const short = shortLines(matrix, draft);
  const award = async () => {
    setAttempted(true);
    const lines = awardLinesOf(matrix, draft);
    if (Object.keys(awardProblems(matrix, draft)).length) return;
    if (!lines.length) {
      setServerProblem({ message: 'Award at least one line' });
      return;
    }
    setBusy(true);
    setServerProblem(undefined);
    const answer = await api.award(rfq._id, rfq.version, lines);
    setBusy(false);
    notify.outcome(answer.ok, { success: 'Purchase orders created', failure: `Failed to award: ${answer.errorMessage ?? 'Server Error'}` });
    if (answer.ok && answer.data) {
      const ids = new Set(answer.data.purchaseOrderIds);
      onAwarded(answer.data.record.purchaseOrders.filter((po) => ids.has(po._id)));
      return;
    }
    const error = serverErrorOf(answer)!;
    const index = /^awards\.(\d+)\./.exec(error.field ?? '')?.[1];
    setServerProblem({ cellId: index === undefined ? undefined : lines[Number(index)]?.supplierQuoteLineItemId, message: error.message });
  };
  useCommands(canAward ? [{ id: 'order-rfq-award', title: `Award ${rfq.reference} and create purchase orders`, run: () => void award() }] : [], [canAward, rfq.version, draft]);
  const problemOf = (cellId: string) => problems[cellId] ?? (serverProblem?.cellId === cellId ? serverProblem.message : undefined);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <p>Give each line’s quantity to one supplier or split it; the lowest price takes the full quantity to start with. One draft purchase order is made per supplier.</p>
      <div style={{ overflowX: 'auto' }}>
        <HTMLTable compact bordered aria-label="Award">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col" style={{ textAlign: 'right' }}>
                Quantity asked
              </th>
              {matrix.suppliers.map((s) => (
                <th key={s.supplierId} scope="col">
                  {s.supplierName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.rows.map((row) => (
              <tr key={row.line._id}>
                <th scope="row">
                  {row.line.lineNo}. {row.line.sku}
                </th>
                <td style={{ textAlign: 'right' }}>
                  {row.line.quantity} {row.line.unit}
                </td>
                {matrix.suppliers.map((s) => {
                  const cell = row.cells[s.supplierId];
                  if (!cell) {
                    return (
                      <td key={s.supplierId} className="bp6-text-muted">
                        Not quoted
                      </td>
                    );
                  }
                  const problem = problemOf(cell._id);
                  const id = `award-${cell._id}`;
                  return (
                    <td key={s.supplierId}>
                        <InputGroup
                          id={id}
                          size="small"
                          inputMode="decimal"
                          aria-label={`Quantity for ${s.supplierName}, line ${row.line.lineNo}`}
                          aria-invalid={Boolean(problem)}
                          aria-describedby={problem ? `${id}-error` : undefined}
                          intent={problem ? 'danger' : 'none'}
                          value={draft[cell._id] ?? ''}
                          disabled={!canAward}
                          onChange={(e) => {
                            const value = e.target.value;
                            setDraft((d) => ({ ...d, [cell._id]: value }));
                          }}
                          style={{ width: 90 }}
                        />
                        <div className="bp6-text-muted bp6-text-small">at {money(cell.unitPrice, rfq.currency)}</div>
                        {problem && <CellError id={`${id}-error`}>{problem}</CellError>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <HTMLTable compact striped aria-label="Totals per supplier">
        <thead>
          <tr>
            <th scope="col">Supplier</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Lines
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((t) => (
            <tr key={t.supplierId}>
              <td>{t.supplierName}</td>
              <td style={{ textAlign: 'right' }}>{t.lines}</td>
              <td style={{ textAlign: 'right' }}>{money(t.total, rfq.currency)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {short.length > 0 && (
        <Callout intent="warning" role="status">
          Line{short.length === 1 ? '' : 's'} {short.join(', ')} {short.length === 1 ? 'is' : 'are'} awarded short of the quantity asked.
        </Callout>
      )}
      {serverProblem && !serverProblem.cellId && (
        <Callout intent="danger" role="alert">
          {serverProblem.message}
        </Callout>
      )}
      {canAward && (
        <div>
          <Button intent="primary" icon="endorsed" text="Award and create purchase orders" loading={busy} onClick={() => void award()} />
        </div>
      )}
    </div>
  );
});

/**
 * The Award tab: while CLOSED, the award form over the submitted quotes ("Award and create purchase
 * orders" → `supplier-quotes/award`), then the purchase orders it created, each linked; once AWARDED, the
 * awarded lines and the orders.
 */
export default function AwardTab({ rfq, onChanged }: { rfq: OrderRfqDetails; onChanged: () => void }) {
  const quotes = useQuoteMatrix(rfq);
  const [created, setCreated] = useState<Created>();
  if (created) {
    return (
      <Callout intent="success" title={`${created.length} purchase order${created.length === 1 ? '' : 's'} created`}>
        <p>They are drafts: check each one and submit it for approval.</p>
        <CreatedOrders orders={created} currency={rfq.currency} />
      </Callout>
    );
  }
  if (rfq.status === 'AWARDED') return <Awarded rfq={rfq} />;
  if (rfq.status !== 'CLOSED') {
    return <Callout title="Not closed yet">Close quoting first: the award is made over the submitted quotes once the RFQ is closed.</Callout>;
  }
  return (
    <LoadStates isFetching={quotes.isFetching} error={quotes.error} onRetry={quotes.reload} empty={!quotes.matrix?.suppliers.length} emptyText="No quotes to award">
      {quotes.matrix && (
        <AwardForm
          rfq={rfq}
          matrix={quotes.matrix}
          onAwarded={(orders) => {
            setCreated(orders);
            onChanged();
          }}
        />
      )}
    </LoadStates>
  );
}
