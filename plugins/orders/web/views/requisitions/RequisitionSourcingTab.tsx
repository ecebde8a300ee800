import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import { Entitlements, HttpClient, LoadStates, formatDateTime, useCommands, useLoad, useService } from '@portolan/sdk';
import type { OrderRfqDetails, RequisitionDetails } from '../../../shared/types';
import { orderRfqPath, recordOf } from '../../api/sourcingApi';
import { CreateOrderRfqDialog } from './CreateOrderRfqDialog';
import { money } from './money';
import { ORDER_RFQS, orderScreen } from './paths';
import { StatusTag } from './StatusTag';

/** The requisition's order RFQ (its state, deadline, quotes), "Create order RFQ" once APPROVED, and the purchase orders made from it. */
export const RequisitionSourcingTab = observer(function RequisitionSourcingTab({ requisition: r }: { requisition: RequisitionDetails }) {
  const entitlements = useService(Entitlements);
  const [creating, setCreating] = useState(false);
  const rfq = useLoad<unknown>(useService(HttpClient), r.orderRfqId ? orderRfqPath(r.orderRfqId) : undefined);
  const record = recordOf<OrderRfqDetails>(rfq.data);
  const canCreate = r.status === 'APPROVED' && !r.orderRfqId && entitlements.isAllowed('orders', 'Create');
  useCommands(canCreate ? [{ id: 'requisition-create-order-rfq', title: `Create order RFQ from ${r.reference}`, run: () => setCreating(true) }] : [], [canCreate, r.reference]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 900 }}>
      <h3 className="bp6-heading">Order RFQ</h3>
      {r.orderRfqId ? (
        <LoadStates isFetching={rfq.isFetching} error={rfq.error} empty={!record} emptyText="Order RFQ not found" onRetry={rfq.reload}>
          {record && (
            <p>
              <Link to={`${ORDER_RFQS}/${record._id}`} style={{ textDecoration: 'underline' }}>
                {record.reference} · {record.title}
              </Link>{' '}
              <StatusTag state={record.status} /> · quotes due {formatDateTime(record.quoteDeadline)} · {record.quotedCount} of {record.supplierCount} suppliers quoted
            </p>
          )}
        </LoadStates>
      ) : canCreate ? (
        <Callout intent="success" title="Approved: ready for sourcing">
          <p>Ask suppliers to quote its lines with an order RFQ; the award makes the purchase orders.</p>
          <Button intent="primary" icon="comparison" text="Create order RFQ" onClick={() => setCreating(true)} />
        </Callout>
      ) : (
        <p className="bp6-text-muted">
          {r.status === 'APPROVED' ? 'Creating an order RFQ needs the Create level on purchase orders.' : 'An order RFQ is created once the requisition is approved.'}
        </p>
      )}
      <h3 className="bp6-heading">Purchase orders</h3>
      {r.purchaseOrders.length ? (
        <HTMLTable compact striped aria-label="Purchase orders">
          <thead>
            <tr>
              <th scope="col">PO number</th>
              <th scope="col">Supplier</th>
              <th scope="col">Status</th>
              <th scope="col" style={{ textAlign: 'right' }}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {r.purchaseOrders.map((po) => (
              <tr key={po._id}>
                <td>
                  <Link to={orderScreen(po._id)}>{po.poNumber}</Link>
                </td>
                <td>{po.supplierName}</td>
                <td>
                  <StatusTag state={po.status} />
                </td>
                <td style={{ textAlign: 'right' }}>{money(po.totalAmount, po.currency)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <p className="bp6-text-muted">No purchase orders yet: they are made when the order RFQ is awarded.</p>
      )}
      {creating && <CreateOrderRfqDialog requisition={r} onClose={() => setCreating(false)} />}
    </div>
  );
});
