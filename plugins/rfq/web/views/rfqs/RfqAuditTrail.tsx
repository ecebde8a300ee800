import { HTMLTable } from '@blueprintjs/core';
import { HttpClient, LoadStates, formatDateTime, useLoad, useService } from '@portolan/sdk';
import { RFQ_API, type AuditEntry } from '../../../shared/types';
import type { Page } from '../../api/rfqApi';
import { stateWords } from '../vendor/stateWords';

/** `request-approval` → `Request approval`. */
const actionWords = (action: string) => action.charAt(0).toUpperCase() + action.slice(1).replace(/[-_]/g, ' ');

/** The RFQ's audit trail: every action, who did it and when, the state it moved from and to, the note. */
export function RfqAuditTrail({ rfqId }: { rfqId: string }) {
  const trail = useLoad<Page<AuditEntry>>(useService(HttpClient), RFQ_API.auditTrail(rfqId));
  const items = trail.data?.items ?? [];
  return (
    <LoadStates isFetching={trail.isFetching} error={trail.error} empty={!items.length} emptyText="No activity yet" onRetry={trail.reload}>
      <HTMLTable compact striped aria-label="Audit trail" style={{ width: '100%' }}>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">State</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {[...items].reverse().map((e) => (
            <tr key={e._id}>
              <td>{formatDateTime(e.createdAt)}</td>
              <td>{e.actorName}</td>
              <td>{actionWords(e.action)}</td>
              <td>{e.toState ? `${e.fromState ? `${stateWords(e.fromState)} → ` : ''}${stateWords(e.toState)}` : '—'}</td>
              <td>{e.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </LoadStates>
  );
}
