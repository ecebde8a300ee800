import { HTMLTable, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { HttpClient, LoadStates, useLoad, useService, type RecordSlotProps } from '@portolan/sdk';
import { MILESTONE_TITLES } from '../../../shared/states';
import { ORDERS_API, type ShipmentOrderLine } from '../../../shared/types';

/**
 * The orders plugin's "Orders" tab on a shipment's details (a `recordTabs` contribution): the purchase
 * order lines the shipment carries, with their quantities and milestones, each linked to its order.
 */
export default function ShipmentOrdersTab({ recordId }: RecordSlotProps) {
  const http = useService(HttpClient);
  const load = useLoad<{ items: ShipmentOrderLine[] }>(http, `${ORDERS_API.shipmentOrders}?shipmentId=${encodeURIComponent(recordId)}`);
  const items = load.data?.items ?? [];
  return (
    <LoadStates
      isFetching={load.isFetching && !load.data}
      error={load.error}
      onRetry={load.reload}
      empty={!items.length}
      emptyText="No purchase order lines on this shipment"
      emptyDescription="Create a shipment from an order's lines on the order's screen to link them here."
    >
      <HTMLTable compact striped style={{ width: '100%' }} aria-label="Purchase order lines on this shipment">
        <thead>
          <tr>
            <th scope="col">PO number</th>
            <th scope="col">Supplier</th>
            <th scope="col">Line</th>
            <th scope="col">SKU</th>
            <th scope="col">Description</th>
            <th scope="col" style={{ textAlign: 'right' }}>Quantity</th>
            <th scope="col">Milestone</th>
          </tr>
        </thead>
        <tbody>
          {items.map((line) => (
            <tr key={`${line.lineItemId}`}>
              <td>
                <Link to={`/orders/${line.orderId}?tab=lines`} style={{ textDecoration: 'underline' }}>
                  {line.poNumber}
                </Link>
              </td>
              <td>{line.supplierName}</td>
              <td>{line.lineNo}</td>
              <td>{line.sku}</td>
              <td>{line.description}</td>
              <td style={{ textAlign: 'right' }}>
                {line.quantity} {line.unit}
              </td>
              <td>
                <Tag minimal>{MILESTONE_TITLES[line.milestone]}</Tag>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </LoadStates>
  );
}
