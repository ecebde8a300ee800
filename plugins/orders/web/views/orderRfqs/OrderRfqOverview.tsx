import { useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Alert, Button, HTMLTable } from '@blueprintjs/core';
import { Entitlements, NotificationBus, formatDate, formatDateTime, useService } from '@portolan/sdk';
import type { OrderRfqDetails, OrderRfqLineItem } from '../../../shared/types';
import { useSourcingApi } from '../../api/sourcingApi';
import { FactList } from '../requisitions/FactList';
import { lineAmount, money } from '../requisitions/money';
import { REQUISITIONS } from '../requisitions/paths';
import { StatusTag } from '../requisitions/StatusTag';

/**
 * The RFQ's terms, its lines (a DRAFT's lines may be deleted, not its last) and its suppliers with their
 * progress (invited, viewed, quoted, declined). Quote links are only emailed, never shown.
 */
export const OrderRfqOverview = observer(function OrderRfqOverview({ rfq, onChanged }: { rfq: OrderRfqDetails; onChanged: () => void }) {
  const api = useSourcingApi();
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const canDelete = rfq.status === 'DRAFT' && rfq.lines.length > 1 && entitlements.isAllowed('orders', 'Update');
  const [deleting, setDeleting] = useState<OrderRfqLineItem>();
  const remove = async (line: OrderRfqLineItem) => {
    const answer = await api.deleteOrderRfqLines(rfq._id, rfq.version, [line._id]);
    notify.outcome(answer.ok, { success: `Line ${line.lineNo} deleted`, failure: `Failed to delete line ${line.lineNo}: ${answer.errorMessage ?? 'Server Error'}` });
    setDeleting(undefined);
    onChanged();
  };
  const facts: Array<[string, ReactNode]> = [
    ['Requisition', rfq.requisitionId ? <Link to={`${REQUISITIONS}/${rfq.requisitionId}`} style={{ textDecoration: 'underline' }}>{rfq.requisitionReference ?? 'Requisition'}</Link> : '—'],
    ['Incoterm', rfq.incoterm],
    ['Currency', rfq.currency],
    ['Quote deadline', formatDateTime(rfq.quoteDeadline)],
  ];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <FactList facts={facts} />
      {rfq.notes && <p style={{ whiteSpace: 'pre-wrap' }}>{rfq.notes}</p>}
      {rfq.cancelReason && <p>Cancelled: {rfq.cancelReason}</p>}
      <HTMLTable compact striped aria-label="RFQ lines">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">SKU</th>
            <th scope="col">Description</th>
            <th scope="col">HS code</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Quantity
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Target unit price
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Target amount
            </th>
            <th scope="col">Needed by</th>
            {canDelete && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {rfq.lines.map((l) => (
            <tr key={l._id}>
              <td>{l.lineNo}</td>
              <td>{l.sku}</td>
              <td>{l.description}</td>
              <td>{l.hsCode ?? '—'}</td>
              <td style={{ textAlign: 'right' }}>
                {l.quantity} {l.unit}
              </td>
              <td style={{ textAlign: 'right' }}>{money(l.targetUnitPrice, rfq.currency)}</td>
              <td style={{ textAlign: 'right' }}>{money(l.targetUnitPrice ? lineAmount(l.quantity, l.targetUnitPrice) : null, rfq.currency)}</td>
              <td>{formatDate(l.neededBy)}</td>
              {canDelete && (
                <td>
                  <Button size="small" variant="minimal" intent="danger" icon="trash" text="Delete" aria-label={`Delete line ${l.lineNo}`} onClick={() => setDeleting(l)} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <h3 className="bp6-heading">Suppliers</h3>
      <p className="bp6-text-muted">Each supplier gets its own quote link by email when the RFQ is sent; the links are not shown here.</p>
      <HTMLTable compact striped aria-label="Suppliers">
        <thead>
          <tr>
            <th scope="col">Supplier</th>
            <th scope="col">Status</th>
            <th scope="col">Invited</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {rfq.suppliers.map((s) => (
            <tr key={s._id}>
              <td>
                {s.supplierName} <span className="bp6-text-muted">({s.supplierCode})</span>
              </td>
              <td>
                <StatusTag state={s.status} />
              </td>
              <td>{s.invitedAt ? formatDateTime(s.invitedAt) : 'Not yet (sent with the RFQ)'}</td>
              <td>{s.declineReason ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Alert
        isOpen={!!deleting}
        intent="danger"
        icon="trash"
        confirmButtonText="Delete line"
        cancelButtonText="Cancel"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(undefined)}
      >
        {deleting && `Delete line ${deleting.lineNo} (${deleting.sku}) from the RFQ?`}
      </Alert>
    </div>
  );
});
