import { useEffect, useState } from 'react';
import { Button, Callout, Card, FormGroup, H3, Tag, TextArea } from '@blueprintjs/core';
import { HttpClient, RecordActivity, useService } from '@portolan/sdk';
import { TICKET_ACTIONS, TICKET_CATEGORY_LABELS, type SupportTicket, type TicketAction } from '../../shared/types';

export const STATE_INTENT = { OPEN: 'primary', ANSWERED: 'success', CLOSED: 'none' } as const;

/** One request: what was asked, its actions (answer for the platform admin, close, reopen) and its activity. */
export function TicketDetails({ id, admin, onChanged }: { id: string; admin: boolean; onChanged: () => void }) {
  const http = useService(HttpClient);
  const [ticket, setTicket] = useState<SupportTicket>();
  const [error, setError] = useState<string>();
  const [reply, setReply] = useState('');
  const [replyProblem, setReplyProblem] = useState<string>();

  useEffect(() => {
    let live = true;
    void http.get<{ record: SupportTicket }>(`/api/pages/tickets/${id}`).then((res) => {
      if (!live) return;
      if (res.ok && res.data) {
        setTicket(res.data.record);
      } else setError(res.errorMessage);
    });
    return () => void (live = false);
  }, [http, id]);

  const act = async (action: TicketAction) => {
    if (!ticket) return;
    if (action === 'answer' && !reply.trim()) return setReplyProblem('Write the answer');
    setReplyProblem(undefined);
    const res = await http.post<{ record: SupportTicket }>(`/api/pages/tickets/${ticket._id}/${action}`, { data: { version: ticket.version, ...(action === 'answer' ? { reply: reply.trim() } : {}) } });
    if (res.ok && res.data) {
      setTicket(res.data.record);
      setReply('');
      setError(undefined);
      onChanged();
    } else if ((res.error as { field?: string } | undefined)?.field === 'data.reply') setReplyProblem(res.errorMessage);
    else setError(res.errorMessage);
  };

  if (!ticket) return error ? <Callout intent="danger" role="alert">{error}</Callout> : null;
  const can = (action: TicketAction) => (TICKET_ACTIONS[action].from as readonly string[]).includes(ticket.status) && (admin || !TICKET_ACTIONS[action].platformOnly);
  return (
    <Card aria-label={`Request ${ticket.reference}`} style={{ marginTop: 12 }}>
      <H3>
        {ticket.reference}: {ticket.subject} <Tag intent={STATE_INTENT[ticket.status]}>{ticket.status}</Tag>
      </H3>
      <p>
        {TICKET_CATEGORY_LABELS[ticket.category]} · {ticket.userName} &lt;{ticket.email}&gt;{ticket.companyName ? ` · ${ticket.companyName}` : ''} · {new Date(ticket.createdAt).toLocaleString()}
      </p>
      <p style={{ whiteSpace: 'pre-wrap' }}>{ticket.message}</p>
      {error && <Callout intent="danger" role="alert">{error}</Callout>}
      {can('answer') && (
        <FormGroup label="Answer" labelFor="ticket-reply" intent={replyProblem ? 'danger' : 'none'} helperText={replyProblem ?? 'Emailed to the user and kept in the activity.'}>
          <TextArea id="ticket-reply" fill rows={4} value={reply} onChange={(e) => setReply(e.target.value)} />
        </FormGroup>
      )}
      <div style={{ display: 'flex', gap: 8 }}>
        {can('answer') && <Button intent="primary" icon="send-message" text="Send answer" onClick={() => void act('answer')} />}
        {can('close') && <Button icon="tick" text="Close request" onClick={() => void act('close')} />}
        {can('reopen') && <Button icon="refresh" text="Reopen" onClick={() => void act('reopen')} />}
      </div>
      <H3 style={{ marginTop: 16 }}>Activity</H3>
      <RecordActivity key={ticket.version} path={`/api/pages/tickets/${ticket._id}`} />
    </Card>
  );
}
