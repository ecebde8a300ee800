import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { HttpClient, NotificationBus, formatDate, formatDateTime, useCommands, useLoad, useService } from '@portolan/sdk';
import type { LossReason } from '../../../shared/states';
import { QUOTES_API, type CustomerQuote } from '../../../shared/types';
import { AcceptQuoteDialog } from './AcceptQuoteDialog';
import { answerParts } from './answerParts';
import { CommentThread } from './CommentThread';
import { CustomerQuoteDocument } from './CustomerQuoteDocument';
import CustomerQuoteOptions from './CustomerQuoteOptions';
import { DeclineQuoteDialog } from './DeclineQuoteDialog';
import { downloadQuotePdf } from './downloadQuotePdf';

/**
 * `/enquiries/view-quote?token=…` (and under `/enquiriesV2`): the quote a customer opens from the link —
 * public, no chrome, no sign-in. Sell prices only (the API's CustomerQuote has no buy figure or margin);
 * accept an option (order confirm) or decline with a reason, comment, download the PDF.
 */
export default function SharedQuoteScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const base = `${QUOTES_API.customerQuote}/${encodeURIComponent(token)}`;
  const load = useLoad<unknown>(http, token ? base : undefined);
  const quote = answerParts.record<CustomerQuote>(load.data);
  const [accepting, setAccepting] = useState<string>();
  const [declining, setDeclining] = useState(false);
  const pdf = () => downloadQuotePdf(http, notify, `${base}/pdf`, `${quote?.reference ?? 'quote'}-rev${quote?.revision ?? 1}.pdf`);
  useCommands([{ id: 'quote-pdf', title: 'Download quote PDF', run: () => void pdf() }], [token, quote?.reference]);

  if (!token || (!quote && load.error))
    return (
      <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
        <NonIdealState
          icon="link"
          title="This quote link cannot be opened"
          description={
            <>
              <p>{token ? load.error : 'The link has no token.'}</p>
              <p>The link may have expired or been withdrawn. Ask your forwarder for a new one.</p>
            </>
          }
          action={token ? <Button text="Try again" onClick={load.reload} /> : undefined}
        />
      </main>
    );
  if (!quote)
    return (
      <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Spinner aria-label="Loading" />
      </main>
    );

  const index = quote.options.findIndex((o) => o._id === accepting);
  const optionLabel = (i: number) => `option ${i + 1}${quote.options[i]?.title ? ` (${quote.options[i].title})` : ''}`;
  const acceptedIndex = quote.options.findIndex((o) => o._id === quote.acceptedOptionId);
  const open = quote.status === 'PUBLISHED' && !quote.acceptedOptionId;

  const accept = async (v: { name: string; email?: string; comment?: string }) => {
    const answer = await http.post(QUOTES_API.orderConfirm, { data: { token, optionId: accepting, ...v } });
    notify.outcome(answer.ok, { success: 'Quote accepted — your forwarder has been told', failure: `Failed to accept the quote: ${answer.errorMessage ?? ''}` });
    if (answer.ok) {
      setAccepting(undefined);
      load.reload();
    }
    return answer;
  };
  const decline = async (v: { reason: LossReason; comment?: string }) => {
    const answer = await http.post(QUOTES_API.feedback, { data: { token, ...v } });
    notify.outcome(answer.ok, { success: 'Quote declined — thank you for telling us why', failure: `Failed to decline the quote: ${answer.errorMessage ?? ''}` });
    if (answer.ok) {
      setDeclining(false);
      load.reload();
    }
    return answer;
  };

  return (
    <main style={{ background: '#F6F7F9', minHeight: '100vh', padding: '16px 8px' }}>
      <div style={{ maxWidth: 960, margin: '0 auto' }}>
        {quote.status === 'ACCEPTED' && acceptedIndex >= 0 && (
          <Callout intent="success" icon="tick-circle" title={`You accepted ${optionLabel(acceptedIndex)}`} style={{ marginBottom: 12 }}>
            Your forwarder will confirm the booking details.
          </Callout>
        )}
        {quote.status === 'DECLINED' && (
          <Callout intent="warning" title="You declined this quote" style={{ marginBottom: 12 }}>
            Your forwarder may send you a revised quote.
          </Callout>
        )}
        {(quote.status === 'EXPIRED' || quote.status === 'WITHDRAWN') && (
          <Callout intent="warning" title={quote.status === 'EXPIRED' ? 'This quote has expired' : 'This quote was withdrawn'} style={{ marginBottom: 12 }}>
            Ask your forwarder for a new quote.
          </Callout>
        )}
        {open && (
          <Callout intent="primary" icon="time" style={{ marginBottom: 12 }}>
            Valid until {formatDate(quote.validUntil)}; this link works until {formatDateTime(quote.linkExpiresAt)}.
          </Callout>
        )}
      </div>
      <CustomerQuoteDocument
        quote={quote}
        options={<CustomerQuoteOptions quote={quote} onAccept={open ? (id) => setAccepting(id) : undefined} />}
        actions={
          <>
            <Button icon="document" text="Download PDF" onClick={() => void pdf()} />
            {open && <Button icon="cross" intent="danger" variant="outlined" text="Decline quote" onClick={() => setDeclining(true)} />}
          </>
        }
      />
      <div style={{ maxWidth: 960, margin: '16px auto', background: '#fff', padding: 24 }}>
        <CommentThread scope={{ token }} askName />
      </div>
      {accepting && index >= 0 && <AcceptQuoteDialog optionLabel={optionLabel(index)} onClose={() => setAccepting(undefined)} onAccept={accept} />}
      {declining && <DeclineQuoteDialog onClose={() => setDeclining(false)} onDecline={decline} />}
    </main>
  );
}
