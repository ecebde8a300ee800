import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Checkbox, Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { formatDate, formatMoney } from '@portolan/sdk';
import { MILESTONE_TITLES } from '../../../shared/states';
import type { OrderLineItem, PurchaseOrderDetails } from '../../../shared/types';
import { DelayBadge } from './DelayBadge';
import { LineMilestonesDialog } from './LineMilestonesDialog';

export interface OrderLinesTabProps {
  order: PurchaseOrderDetails;
  /** The lines chosen for "Update milestone" and "Create shipment". */
  selected: string[];
  onSelect: (ids: string[]) => void;
  /** The user may change milestones (Update level, order past its draft). */
  canUpdate: boolean;
  /** Lines may be shipped now (the order is issued or acknowledged). */
  canShip: boolean;
  onCreateShipment: () => void;
  onUpdateMilestone: () => void;
  onChanged: () => void;
}

const isOpen = (line: OrderLineItem) => !line.cancelled && Number(line.openQuantity) > 0;

/**
 * The order's lines: quantity, price and amount, dates, milestone, booked and open quantity, delay, the
 * shipments carrying them (links to the shipment); per line its milestones dialog; selected lines get
 * "Update milestone" and "Create shipment".
 */
export function OrderLinesTab({ order, selected, onSelect, canUpdate, canShip, onCreateShipment, onUpdateMilestone, onChanged }: OrderLinesTabProps) {
  const [editing, setEditing] = useState<OrderLineItem | undefined>();
  const lines = order.lines;
  const choosable = lines.filter((l) => !l.cancelled);
  const all = choosable.length > 0 && choosable.every((l) => selected.includes(l._id));
  const toggle = (lineId: string) => onSelect(selected.includes(lineId) ? selected.filter((x) => x !== lineId) : [...selected, lineId]);
  const openSelected = lines.filter((l) => selected.includes(l._id) && isOpen(l));
  return (
    <div>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 6, flexWrap: 'wrap' }}>
        <span className={Classes.TEXT_MUTED}>{selected.length ? `${selected.length} of ${lines.length} lines selected` : 'Select lines to update a milestone or ship them'}</span>
        {canUpdate && <Button size="small" icon="flag" text="Update milestone" disabled={!selected.length} onClick={onUpdateMilestone} />}
        {canShip && <Button size="small" intent="primary" icon="cube-add" text="Create shipment" disabled={!openSelected.length} onClick={onCreateShipment} />}
      </div>
      <div style={{ overflowX: 'auto' }}>
        <HTMLTable compact striped aria-label="Lines" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">
                <Checkbox aria-label="Select all lines" checked={all} indeterminate={!all && selected.length > 0} onChange={() => onSelect(all ? [] : choosable.map((l) => l._id))} style={{ margin: 0 }} />
              </th>
              <th scope="col">#</th>
              <th scope="col">SKU</th>
              <th scope="col">Description</th>
              <th scope="col">Quantity</th>
              <th scope="col">Unit price</th>
              <th scope="col">Amount</th>
              <th scope="col">Cargo ready</th>
              <th scope="col">Required delivery</th>
              <th scope="col">Milestone</th>
              <th scope="col">Booked</th>
              <th scope="col">Open</th>
              <th scope="col">Delay</th>
              <th scope="col">Shipments</th>
              <th scope="col">
                <span className={Classes.TEXT_MUTED}>Milestones</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line._id} className={line.cancelled ? Classes.TEXT_DISABLED : undefined}>
                <td>
                  <Checkbox aria-label={`Select line ${line.lineNo}`} checked={selected.includes(line._id)} disabled={line.cancelled} onChange={() => toggle(line._id)} style={{ margin: 0 }} />
                </td>
                <td>{line.lineNo}</td>
                <td>{line.sku}</td>
                <td>
                  {line.description}
                  {line.hsCode && <div className={Classes.TEXT_MUTED}>HS {line.hsCode}</div>}
                </td>
                <td style={{ whiteSpace: 'nowrap' }}>
                  {line.quantity} {line.unit}
                </td>
                <td style={{ whiteSpace: 'nowrap' }}>{formatMoney({ decimal: line.unitPrice }, order.currency)}</td>
                <td style={{ whiteSpace: 'nowrap' }}>{formatMoney({ decimal: line.amount }, order.currency)}</td>
                <td>{formatDate(line.cargoReadyDate)}</td>
                <td>{formatDate(line.requiredDeliveryDate)}</td>
                <td>{line.cancelled ? <Tag minimal>Cancelled</Tag> : MILESTONE_TITLES[line.milestone]}</td>
                <td>{line.bookedQuantity}</td>
                <td>{isOpen(line) ? line.openQuantity : <Tag minimal intent="success">Fully booked</Tag>}</td>
                <td>
                  <DelayBadge late={line.late} delayDays={line.delayDays} quiet />
                </td>
                <td>
                  {line.shipments.length
                    ? line.shipments.map((s, i) => (
                        <span key={s.shipmentId}>
                          {i > 0 && ', '}
                          <Link to={`/shipments/${encodeURIComponent(s.shipmentId)}`}>{s.reference}</Link> ({s.quantity})
                        </span>
                      ))
                    : '—'}
                </td>
                <td>
                  <Button size="small" variant="minimal" icon="calendar" text="Dates" aria-label={`Dates: milestones of line ${line.lineNo}`} onClick={() => setEditing(line)} disabled={!canUpdate || line.cancelled} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      {editing && <LineMilestonesDialog orderId={order._id} line={editing} onClose={() => setEditing(undefined)} onDone={onChanged} />}
    </div>
  );
}
