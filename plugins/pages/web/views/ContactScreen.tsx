import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { Callout, H1, H2, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { HttpClient, Session, useService } from '@portolan/sdk';
import type { SupportTicket } from '../../shared/types';
import { ContactForm } from './ContactForm';
import { STATE_INTENT, TicketDetails } from './TicketDetails';

/**
 * /contact: write to support, then "Your requests" (the company's; every company's for the platform
 * admin, who answers them) with the chosen request's details and activity (?ticket= in the URL).
 */
const ContactScreen = observer(function ContactScreen() {
  const http = useService(HttpClient);
  const session = useService(Session);
  const admin = !!session.user?.isPlatformAdmin;
  const [params, setParams] = useSearchParams();
  const selected = params.get('ticket') ?? '';
  const [tickets, setTickets] = useState<SupportTicket[]>();
  const [error, setError] = useState<string>();

  const load = useCallback(async () => {
    const res = await http.get<{ items: SupportTicket[]; count: number }>('/api/pages/tickets', { query: { limit: 200 } });
    if (res.ok && res.data) {
      setTickets(res.data.items);
      setError(undefined);
    } else setError(res.errorMessage);
  }, [http]);
  useEffect(() => void load(), [load]);
  const select = (id: string) => setParams(id ? { ticket: id } : {}, { replace: true });

  return (
    <div style={{ maxWidth: 980, margin: '0 auto', padding: 16 }}>
      <H1>Contact support</H1>
      {!admin && <ContactForm onSent={() => void load()} />}
      <H2 style={{ marginTop: 24 }}>{admin ? 'Support requests of every company' : 'Your requests'}</H2>
      {error && <Callout intent="danger" role="alert">{error}</Callout>}
      {!tickets && !error && <Spinner aria-label="Loading" />}
      {tickets && tickets.length === 0 && <NonIdealState icon="inbox" title="No requests yet" description="Requests you send appear here with our answers." />}
      {tickets && tickets.length > 0 && (
        <HTMLTable compact interactive striped aria-label={admin ? 'Support requests' : 'Your requests'} style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>Reference</th>
              {admin && <th>Company</th>}
              <th>Subject</th>
              <th>From</th>
              <th>Status</th>
              <th>Sent</th>
            </tr>
          </thead>
          <tbody>
            {tickets.map((t) => (
              <tr key={t._id} aria-selected={t._id === selected} onClick={() => select(t._id)}>
                <td>
                  <a href={`/contact?ticket=${t._id}`} onClick={(e) => (e.preventDefault(), select(t._id))}>{t.reference}</a>
                </td>
                {admin && <td>{t.companyName}</td>}
                <td>{t.subject}</td>
                <td>{t.userName}</td>
                <td><Tag intent={STATE_INTENT[t.status]}>{t.status}</Tag></td>
                <td>{new Date(t.createdAt).toLocaleDateString()}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {selected && <TicketDetails key={selected} id={selected} admin={admin} onChanged={() => void load()} />}
    </div>
  );
});

export default ContactScreen;
