import { useSearchParams } from 'react-router-dom';
import { Button, NonIdealState } from '@blueprintjs/core';
import { HttpClient, LoadStates, NotificationBus, useCommands, useLoad, useService } from '@portolan/sdk';
import { QUOTES_API, type CustomerQuote } from '../../../shared/types';
import { answerParts } from './answerParts';
import { CustomerQuoteDocument } from './CustomerQuoteDocument';
import { downloadQuotePdf } from './downloadQuotePdf';

/**
 * `/enquiries/printable-quote?quote=<id>` (and under `/enquiriesV2`), no chrome: the quote as the customer
 * sees it (customer-view: sell prices only), laid out for A4 with a print stylesheet; Print and Download PDF.
 */
export default function PrintableQuoteScreen() {
  const [params] = useSearchParams();
  const id = params.get('quote');
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const load = useLoad<unknown>(http, id ? `${QUOTES_API.quote}/${id}/customer-view` : undefined);
  const quote = answerParts.record<CustomerQuote>(load.data);
  const pdf = () => downloadQuotePdf(http, notify, `${QUOTES_API.quote}/${id}/pdf`, `${quote?.reference ?? 'quote'}-rev${quote?.revision ?? 1}.pdf`);
  useCommands(
    [
      { id: 'print-quote', title: 'Print quote', run: () => window.print() },
      { id: 'quote-pdf', title: 'Download quote PDF', run: () => void pdf() },
    ],
    [id, quote?.reference],
  );
  if (!id) return <NonIdealState icon="document" title="No quote chosen" description="Open the printable quote from a quote's page." />;
  return (
    <main style={{ background: '#F6F7F9', minHeight: '100vh', padding: '16px 0' }}>
      <LoadStates isFetching={load.isFetching} error={load.error} empty={!quote} emptyText="Quote not found" onRetry={load.reload}>
        {quote && (
          <CustomerQuoteDocument
            quote={quote}
            actions={
              <>
                <Button icon="print" text="Print" onClick={() => window.print()} />
                <Button icon="document" intent="primary" text="Download PDF" onClick={() => void pdf()} />
              </>
            }
          />
        )}
      </LoadStates>
    </main>
  );
}
