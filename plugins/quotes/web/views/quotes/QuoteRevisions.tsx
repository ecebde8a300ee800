import { HTMLTable, Tag } from '@blueprintjs/core';
import { HttpClient, LoadStates, formatDateTime, formatMoney, useLoad, useService } from '@portolan/sdk';
import { QUOTES_API, type QuoteRevision } from '../../../shared/types';
import { answerParts } from './answerParts';

/** The quote's earlier revisions (snapshots): when, state, options and their lowest total. */
export function QuoteRevisions({ quoteId }: { quoteId: string }) {
  const load = useLoad<unknown>(useService(HttpClient), `${QUOTES_API.quote}/${quoteId}/revisions`);
  const revisions = answerParts.items<QuoteRevision>(load.data);
  return (
    <section aria-labelledby="quote-revisions-title">
      <h3 id="quote-revisions-title" className="bp6-heading" style={{ fontSize: 15 }}>
        Revisions
      </h3>
      <LoadStates isFetching={load.isFetching} error={load.error} empty={!revisions.length} emptyText="No earlier revisions" onRetry={load.reload}>
        <HTMLTable compact striped style={{ width: '100%' }} aria-labelledby="quote-revisions-title">
          <thead>
            <tr>
              <th scope="col">Revision</th>
              <th scope="col">Saved</th>
              <th scope="col">State</th>
              <th scope="col">Options</th>
              <th scope="col">From</th>
              <th scope="col">Valid until</th>
            </tr>
          </thead>
          <tbody>
            {revisions.map((r) => (
              <tr key={r.revision}>
                <td>rev {r.revision}</td>
                <td>{formatDateTime(r.createdAt)}</td>
                <td>
                  <Tag minimal>{r.status}</Tag>
                </td>
                <td>{r.snapshot.options.length}</td>
                <td>{r.snapshot.sellFrom ? formatMoney({ decimal: r.snapshot.sellFrom }, r.snapshot.currency) : '—'}</td>
                <td>{r.snapshot.validUntil}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
    </section>
  );
}
