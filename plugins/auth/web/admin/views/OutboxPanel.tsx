import { observer } from 'mobx-react-lite';
import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { HttpClient, useService, useLoad, LoadStates, formatDateTime } from '@portolan/sdk';

interface Mail {
  _id: string;
  to: string;
  subject: string;
  body: string;
  status: 'queued' | 'sent' | 'failed';
  transport: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** Platform admins: the outbox — what the server queued and how it went out (codes are masked). */
export const OutboxPanel = observer(function OutboxPanel() {
  const http = useService(HttpClient);
  const mails = useLoad<{ items: Mail[] }>(http, '/api/auth/v2/outbox?limit=200');
  const items = mails.data?.items ?? [];
  return (
    <section aria-label="Outbox">
      <div className="pt-admin__bar">
        <span className="pt-admin__grow pt-admin__muted">SMTP when PORTOLAN_SMTP_URL is set on the server; otherwise emails go to the server log.</span>
        <Button size="small" icon="refresh" text="Refresh" onClick={mails.reload} />
      </div>
      <LoadStates isFetching={mails.isFetching} error={mails.error} empty={items.length === 0} emptyText="The outbox is empty" onRetry={mails.reload}>
        <HTMLTable compact striped aria-label="Outbox">
          <thead>
            <tr>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">Status</th>
              <th scope="col">Queued</th>
              <th scope="col">Sent</th>
            </tr>
          </thead>
          <tbody>
            {items.map((m) => (
              <tr key={m._id} title={m.body}>
                <td>{m.to}</td>
                <td>{m.subject}</td>
                <td>
                  <Tag minimal intent={m.status === 'sent' ? 'success' : m.status === 'failed' ? 'danger' : 'warning'}>{m.status}</Tag> {m.transport && <span className="pt-admin__muted">{m.transport}</span>}
                  {m.lastError && <div className="pt-admin__muted">{m.lastError}</div>}
                </td>
                <td>{formatDateTime(m.createdAt)}</td>
                <td>{formatDateTime(m.sentAt)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
    </section>
  );
});
