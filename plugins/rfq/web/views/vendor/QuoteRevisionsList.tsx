import { HTMLTable } from '@blueprintjs/core';
import { HttpClient, LoadStates, formatDateTime, formatMoney, useLoad, useService } from '@portolan/sdk';
import { RFQ_API, type QuoteRevision, type VendorRfqLane } from '../../../shared/types';
import type { Page } from '../../api/rfqApi';

/** The vendor's own submitted revisions of its bid sheet (GET quotes/:id/history), newest first, each with its lines. */
export function QuoteRevisionsList({ quoteId, lanes, currency }: { quoteId: string; lanes: readonly VendorRfqLane[]; currency: string }) {
  const http = useService(HttpClient);
  const history = useLoad<Page<QuoteRevision>>(http, RFQ_API.quoteRevisions(quoteId));
  const laneNo = new Map(lanes.map((l) => [l._id, l]));
  const revisions = [...(history.data?.items ?? [])].sort((a, b) => b.revision - a.revision);
  return (
    <LoadStates isFetching={history.isFetching} error={history.error} empty={!revisions.length} emptyText="No revisions submitted yet" onRetry={history.reload}>
      {revisions.map((r) => (
        <details key={r.revision} style={{ marginBottom: 8 }}>
          <summary>
            Revision {r.revision} · round {r.round} · {formatDateTime(r.submittedAt)} by {r.submittedBy} · total {formatMoney({ decimal: r.total }, currency)}
          </summary>
          <HTMLTable compact striped aria-label={`Lines of revision ${r.revision}`}>
            <thead>
              <tr>
                <th scope="col">Lane</th>
                <th scope="col">Amount</th>
                <th scope="col">Transit days</th>
                <th scope="col">Free days</th>
                <th scope="col">Carrier</th>
              </tr>
            </thead>
            <tbody>
              {r.lines.map((l) => {
                const lane = laneNo.get(l.laneId);
                return (
                  <tr key={l.laneId}>
                    <td>{lane ? `${lane.lineNo}. ${lane.origin} → ${lane.destination} ${lane.containerType}` : l.laneId}</td>
                    <td>{formatMoney({ decimal: l.amount }, currency)}</td>
                    <td>{l.transitDays ?? '—'}</td>
                    <td>{l.freeDays ?? '—'}</td>
                    <td>{l.carrier ?? '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </details>
      ))}
    </LoadStates>
  );
}
