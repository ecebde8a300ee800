import { HTMLTable, Tag, type Intent } from '@blueprintjs/core';
import { formatDate } from '@portolan/sdk';
import type { AccountView } from '../../../shared/types';
import type { EnquiryState } from '../../../shared/states';

const INTENT: Record<EnquiryState, Intent> = { RECEIVED: 'primary', QUOTING: 'warning', QUOTED: 'success', WON: 'success', LOST: 'danger', EXPIRED: 'none' };

/** The customer's enquiries at its forwarders, newest first, with where each stands. */
export function AccountEnquiries({ enquiries }: { enquiries: AccountView['enquiries'] }) {
  return (
    <HTMLTable striped compact aria-label="Your enquiries" style={{ width: '100%' }}>
      <thead>
        <tr>
          <th scope="col">Reference</th>
          <th scope="col">Forwarder</th>
          <th scope="col">Lane</th>
          <th scope="col">Load</th>
          <th scope="col">Sent</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {enquiries.map((e) => (
          <tr key={e._id}>
            <td>{e.reference}</td>
            <td>{e.forwarder}</td>
            <td>{e.origin} → {e.destination}</td>
            <td>{e.mode === 'FCL' ? e.containers.map((c) => `${c.count} × ${c.type}`).join(', ') : 'LCL'}</td>
            <td>{formatDate(e.createdAt)}</td>
            <td><Tag minimal intent={INTENT[e.status]}>{e.status}</Tag></td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
