import { Classes, HTMLTable } from '@blueprintjs/core';
import type { BillRecord } from '../../../shared/types';
import { BILL_STATE_INTENTS, BILL_STATE_TITLES, DANGER_TEXT, OverdueTag, StateTag, day, daysToDueText, money } from './regularizeWords';

/** Open bills, read-only (the partner page): shipping bill, invoice, buyer, value, realized, outstanding, due. */
export function OpenBillsTable({ bills }: { bills: readonly BillRecord[] }) {
  if (!bills.length) return <p className={Classes.TEXT_MUTED}>No open bill.</p>;
  return (
    <div style={{ overflowX: 'auto' }}>
      <HTMLTable compact striped aria-label="Open bills, read-only" style={{ width: '100%' }}>
        <thead>
          <tr>
            <th scope="col">SB number</th>
            <th scope="col">SB date</th>
            <th scope="col">Port</th>
            <th scope="col">Invoice</th>
            <th scope="col">Buyer</th>
            <th scope="col">Value</th>
            <th scope="col">Realized</th>
            <th scope="col">Outstanding</th>
            <th scope="col">Due date</th>
            <th scope="col">Days to due</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {bills.map((b) => (
            <tr key={b._id}>
              <td>{b.sbNumber}</td>
              <td>{day(b.sbDate)}</td>
              <td>{b.portCode}</td>
              <td>{b.invoiceNumber}</td>
              <td>{b.buyerName ?? '—'}</td>
              <td>{money(b.invoiceValue, b.currency)}</td>
              <td>{money(b.realizedAmount, b.currency)}</td>
              <td>{money(b.outstandingAmount, b.currency)}</td>
              <td>{day(b.realizationDueDate)}</td>
              <td style={b.daysToDue < 0 ? { color: DANGER_TEXT } : undefined}>{daysToDueText(b.daysToDue)}</td>
              <td>
                <StateTag state={b.state} titles={BILL_STATE_TITLES} intents={BILL_STATE_INTENTS} /> <OverdueTag overdue={b.overdue} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
