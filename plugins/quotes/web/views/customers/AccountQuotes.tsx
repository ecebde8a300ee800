import { useState } from 'react';
import { Card, Tag } from '@blueprintjs/core';
import { HttpClient, NotificationBus, formatDate, useService } from '@portolan/sdk';
import { QUOTES_API, type AccountView } from '../../../shared/types';
import CustomerQuoteOptions from '../quotes/CustomerQuoteOptions';

/** The quotes forwarders shared with the customer: each with its option cards and Accept (`orderConfirm`). */
export function AccountQuotes({ quotes, onChanged }: { quotes: AccountView['quotes']; onChanged: () => void }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const [busy, setBusy] = useState<string | undefined>();
  const accept = async (quoteId: string, optionId: string) => {
    setBusy(quoteId);
    const result = await http.post(QUOTES_API.orderConfirm, { data: { quoteId, optionId } });
    notify.outcome(result.ok, { success: 'Quote accepted', failure: `Failed to accept the quote${result.errorMessage ? `: ${result.errorMessage}` : ''}` });
    setBusy(undefined);
    onChanged();
  };
  return (
    <>
      {quotes.map((q) => (
        <Card key={q._id} role="region" aria-label={`Quote ${q.reference}`} style={{ marginBottom: 16 }}>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            <h3 style={{ margin: 0 }}>
              {q.reference}
              {q.revision > 1 ? ` rev. ${q.revision}` : ''}
            </h3>
            <Tag minimal intent={q.status === 'ACCEPTED' ? 'success' : q.status === 'PUBLISHED' ? 'primary' : 'none'}>{q.status}</Tag>
            <span>
              from {q.forwarder} for {q.enquiryReference} · valid until {formatDate(q.validUntil)}
            </span>
          </div>
          <CustomerQuoteOptions quote={q} busy={busy === q._id} onAccept={q.status === 'PUBLISHED' ? (optionId) => void accept(q._id, optionId) : undefined} />
        </Card>
      ))}
    </>
  );
}
