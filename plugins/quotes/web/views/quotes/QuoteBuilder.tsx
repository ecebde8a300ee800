import { useState } from 'react';
import { HttpClient, LoadStates, useLoad, useService } from '@portolan/sdk';
import { QUOTES_API, type Enquiry, type QuoteRecord } from '../../../shared/types';
import { answerParts } from './answerParts';
import { CreateQuoteForm } from './CreateQuoteForm';
import { QuoteEditor, type Published } from './QuoteEditor';
import { QuoteSummary } from './QuoteSummary';

/** The newer of two copies of the same quote (by version). */
function newer(a: QuoteRecord | undefined, b: QuoteRecord | undefined, id: string | null): QuoteRecord | undefined {
  const x = a?._id === id ? a : undefined;
  const y = b?._id === id ? b : undefined;
  if (!x) return y;
  if (!y) return x;
  return y.version > x.version ? y : x;
}

/**
 * The Quote tab of an enquiry: no quote → "Create quote"; a DRAFT → the editor; past its draft → the
 * read-only quote with its links, revisions and moves. `onChanged` tells the enquiry to reload (its state
 * and current quote move with the quote).
 */
export default function QuoteBuilder({ enquiry, onChanged }: { enquiry: Enquiry; onChanged: () => void }) {
  const http = useService(HttpClient);
  const [latest, setLatest] = useState<QuoteRecord>();
  const [published, setPublished] = useState<Published>();
  const [startNew, setStartNew] = useState(false);
  const [createdId, setCreatedId] = useState<string>();
  const quoteId = startNew ? null : (createdId ?? enquiry.quoteId ?? null);
  const load = useLoad<unknown>(http, quoteId ? `${QUOTES_API.quote}/${quoteId}` : undefined);
  const quote = newer(latest, answerParts.record<QuoteRecord>(load.data), quoteId);

  const changed = (q?: QuoteRecord) => {
    if (q) setLatest(q);
    else load.reload();
    onChanged();
  };
  if (!quoteId)
    return (
      <CreateQuoteForm
        enquiry={enquiry}
        onCreated={(q) => {
          setStartNew(false);
          setCreatedId(q._id);
          setLatest(q);
          onChanged();
        }}
      />
    );
  return (
    <LoadStates isFetching={load.isFetching} error={quote ? undefined : load.error} empty={!quote} emptyText="Quote not found" onRetry={load.reload}>
      {quote &&
        (quote.status === 'DRAFT' ? (
          <QuoteEditor
            key={`${quote._id}:${quote.version}`}
            quote={quote}
            enquiry={enquiry}
            onSaved={(q) => changed(q)}
            onReload={() => {
              setLatest(undefined);
              load.reload();
            }}
            onPublished={(p) => {
              setPublished(p);
              changed(p.record);
            }}
          />
        ) : (
          <QuoteSummary
            quote={quote}
            published={published?.record._id === quote._id && published.record.version === quote.version ? published : undefined}
            onChanged={() => {
              setLatest(undefined);
              changed();
            }}
            onNewQuote={() => setStartNew(true)}
          />
        ))}
    </LoadStates>
  );
}
