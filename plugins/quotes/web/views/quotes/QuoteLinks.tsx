import { useState } from 'react';
import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { HttpClient, LoadStates, NotificationBus, formatDateTime, useLoad, useService } from '@portolan/sdk';
import { QUOTES_API, type QuoteLink } from '../../../shared/types';
import { answerParts } from './answerParts';

/** A published quote's links: who it went to, opened how often and when last, expiry; revoke an active one. */
export function QuoteLinks({ quoteId }: { quoteId: string }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const load = useLoad<unknown>(http, `${QUOTES_API.quote}/${quoteId}/links`);
  const links = answerParts.items<QuoteLink>(load.data);
  const [busy, setBusy] = useState<string>();
  const revoke = async (link: QuoteLink) => {
    setBusy(link._id);
    const answer = await http.post(`${QUOTES_API.quote}/${quoteId}/links/${link._id}/revoke/`, { data: {} });
    setBusy(undefined);
    notify.outcome(answer.ok, { success: 'Link revoked', failure: `Failed to revoke the link: ${answer.errorMessage ?? ''}` });
    load.reload();
  };
  return (
    <section aria-labelledby="quote-links-title">
      <h3 id="quote-links-title" className="bp6-heading" style={{ fontSize: 15 }}>
        Shared links
      </h3>
      <LoadStates isFetching={load.isFetching} error={load.error} empty={!links.length} emptyText="No links yet" onRetry={load.reload}>
        <HTMLTable compact striped style={{ width: '100%' }} aria-labelledby="quote-links-title">
          <thead>
            <tr>
              <th scope="col">Sent to</th>
              <th scope="col">Created</th>
              <th scope="col">Expires</th>
              <th scope="col">Opened</th>
              <th scope="col">Last opened</th>
              <th scope="col">State</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {links.map((l) => (
              <tr key={l._id}>
                <td>{l.email ?? '—'}</td>
                <td>{formatDateTime(l.createdAt)}</td>
                <td>{formatDateTime(l.expiresAt)}</td>
                <td>{l.openedCount === 1 ? '1 time' : `${l.openedCount} times`}</td>
                <td>{l.lastOpenedAt ? formatDateTime(l.lastOpenedAt) : 'Never'}</td>
                <td>
                  <Tag minimal intent={l.isActive ? 'success' : 'none'}>
                    {l.revokedAt ? 'Revoked' : l.isActive ? 'Active' : 'Expired'}
                  </Tag>
                </td>
                <td style={{ display: 'flex', gap: 4 }}>
                  <Button size="small" variant="minimal" icon="duplicate" text="Copy link" onClick={() => void navigator.clipboard?.writeText(l.url).then(() => notify.success('Link copied'))} />
                  {l.isActive && <Button size="small" intent="danger" variant="minimal" icon="disable" text="Revoke" loading={busy === l._id} onClick={() => void revoke(l)} />}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
    </section>
  );
}
