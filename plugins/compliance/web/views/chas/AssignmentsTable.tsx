import { Link } from 'react-router-dom';
import { Button, HTMLTable } from '@blueprintjs/core';
import { formatDateTime } from '@portolan/sdk';
import type { ChaAssignment } from '../../../shared/types';
import { DIRECTION_TITLES, portText } from './chaWords';

/** CHA assignments as a table: from the agent's side (`show: 'shipment'`) or the shipment's (`show: 'cha'`), each with Remove when allowed. */
export function AssignmentsTable({ items, show, label, onRemove, removing }: { items: ChaAssignment[]; show: 'shipment' | 'cha'; label: string; onRemove?: (a: ChaAssignment) => void; removing?: string }) {
  return (
    <HTMLTable compact striped aria-label={label} style={{ width: '100%' }}>
      <thead>
        <tr>
          <th>{show === 'shipment' ? 'Shipment' : 'CHA'}</th>
          <th>Port</th>
          <th>Direction</th>
          <th>Note</th>
          <th>Assigned</th>
          {onRemove && <th aria-label="Actions" />}
        </tr>
      </thead>
      <tbody>
        {items.map((a) => {
          const name = show === 'shipment' ? a.shipmentReference : a.chaName;
          return (
            <tr key={a._id}>
              <td>
                {show === 'shipment' ? <Link to={`/shipments/${encodeURIComponent(a.shipmentId)}`}>{a.shipmentReference}</Link> : <Link to={`/chas/${encodeURIComponent(a.chaId)}`}>{a.chaName}</Link>}
              </td>
              <td>{portText(a.port)}</td>
              <td>{DIRECTION_TITLES[a.direction]}</td>
              <td>{a.note ?? '—'}</td>
              <td>{formatDateTime(a.createdAt)}</td>
              {onRemove && (
                <td>
                  <Button size="small" variant="minimal" intent="danger" icon="trash" text="Remove" aria-label={`Remove ${name} at ${a.port}`} loading={removing === a._id} onClick={() => onRemove(a)} />
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
