import { Button, Callout, Card, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { HttpClient, NotificationBus, RecordActivity, TransitionButtons, formatDate, formatDateTime, formatMoney, formatPort, useCommands, useService } from '@portolan/sdk';
import { carrierLabel } from '@portolan/sdk/shared';
import { QUOTE_ACTIONS } from '../../../shared/states';
import { QUOTES_API, type QuoteRecord } from '../../../shared/types';
import { downloadQuotePdf } from './downloadQuotePdf';
import type { Published } from './QuoteEditor';
import { QuoteLinks } from './QuoteLinks';
import { QuoteRevisions } from './QuoteRevisions';
import { quoteStateIntent } from './quoteStateIntent';
import { useEnquiriesPrefix } from './useEnquiriesPrefix';

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;
/** The bookings area's new-booking form prefilled from the accepted option (only a URL, no import across areas). */
const bookingLinkOf = (quoteId: string, reference: string, o: { carrier: string; origin: string; destination: string; sailing: { departsAt: string } | null }) =>
  `/bookings/new?${new URLSearchParams({ source: 'QUOTE', sourceId: quoteId, carrier: o.carrier, pol: o.origin, pod: o.destination, contractRef: reference, ...(o.sailing && { etd: o.sailing.departsAt.slice(0, 10) }) }).toString()}`;
const reason = (r: string) => r.charAt(0) + r.slice(1).toLowerCase().replace(/_/g, ' ');

export type QuoteSummaryProps = {
  quote: QuoteRecord;
  /** Just published: the link to hand over. */
  published?: Published;
  /** After a state move (revise, withdraw) or a revoke. */
  onChanged: () => void;
  onNewQuote?: () => void;
};

/**
 * A quote past its draft (PUBLISHED, ACCEPTED, DECLINED, EXPIRED, WITHDRAWN), read-only for the
 * forwarder: its options with buy, margin and sell, the accepted one highlighted, the decline reason, the
 * shared links and revisions, the state moves (revise, withdraw), the PDF and the printable page.
 */
export function QuoteSummary({ quote, published, onChanged, onNewQuote }: QuoteSummaryProps) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const prefix = useEnquiriesPrefix();
  const path = `${QUOTES_API.quote}/${quote._id}`;
  const pdf = () => downloadQuotePdf(http, notify, `${path}/pdf`, `${quote.reference}-rev${quote.revision}.pdf`);
  useCommands([{ id: 'quote-pdf', title: 'Download quote PDF', run: () => void pdf() }], [quote._id, quote.version]);
  const accepted = quote.options.find((o) => o._id === quote.acceptedOptionId);
  return (
    <section aria-labelledby="quote-summary-title">
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <h2 id="quote-summary-title" className="bp6-heading" style={{ margin: 0, fontSize: 18 }}>
          Quote {quote.reference} rev {quote.revision}
        </h2>
        <Tag intent={quoteStateIntent(quote.status)}>{quote.status}</Tag>
        <span style={{ flex: 1 }} />
        <TransitionButtons path={path} feature="quotes" state={quote.status} version={quote.version} actions={QUOTE_ACTIONS} onDone={onChanged} />
        <Button icon="document" text="Download PDF" onClick={() => void pdf()} />
        <Link className="bp6-button" to={`${prefix}/printable-quote?quote=${quote._id}`} target="_blank" rel="noopener">
          Printable
        </Link>
        {quote.status === 'ACCEPTED' && accepted && (
          <Link className="bp6-button bp6-intent-primary" to={bookingLinkOf(quote._id, quote.reference, accepted)}>
            Book
          </Link>
        )}
        {quote.status === 'WITHDRAWN' && onNewQuote && <Button icon="add" intent="primary" text="New quote" onClick={onNewQuote} />}
      </div>
      {published && (
        <Callout intent="success" title="Quote published" style={{ margin: '12px 0' }}>
          {published.emailedTo ? <p>The link was emailed to {published.emailedTo}.</p> : <p>Share this link with the customer.</p>}
          {published.link && (
            <div style={{ display: 'flex', gap: 8 }}>
              <InputGroup readOnly value={published.link.url} aria-label="Shared quote link" fill />
              <Button icon="duplicate" text="Copy link" onClick={() => void navigator.clipboard?.writeText(published.link!.url).then(() => notify.success('Link copied'))} />
            </div>
          )}
          {published.link && <p className="bp6-text-small">Expires {formatDateTime(published.link.expiresAt)}.</p>}
        </Callout>
      )}
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr max-content 1fr', gap: '4px 16px', margin: '12px 0' }}>
        <dt className="bp6-text-muted">Customer</dt>
        <dd style={{ margin: 0 }}>{quote.customerName}</dd>
        <dt className="bp6-text-muted">Valid until</dt>
        <dd style={{ margin: 0 }}>{formatDate(quote.validUntil)}</dd>
        <dt className="bp6-text-muted">Published</dt>
        <dd style={{ margin: 0 }}>{quote.publishedAt ? formatDateTime(quote.publishedAt) : '—'}</dd>
        <dt className="bp6-text-muted">Exchange rates</dt>
        <dd style={{ margin: 0 }}>
          {quote.currency} at {quote.exchange.source} {quote.exchange.rateDate}
        </dd>
        <dt className="bp6-text-muted">Quote margin</dt>
        <dd style={{ margin: 0 }}>{quote.margin ? (quote.margin.type === 'PERCENT' ? `${quote.margin.value}%` : formatMoney({ decimal: quote.margin.value }, quote.currency)) : 'None'}</dd>
        {quote.acceptedAt && (
          <>
            <dt className="bp6-text-muted">Accepted</dt>
            <dd style={{ margin: 0 }}>
              {accepted ? `${accepted.title} ` : ''}by {quote.acceptedBy ?? 'the customer'} on {formatDateTime(quote.acceptedAt)}
            </dd>
          </>
        )}
      </dl>
      {quote.status === 'DECLINED' && (
        <Callout intent="danger" title="Declined by the customer" style={{ marginBottom: 12 }}>
          Reason: {quote.declineReason ? reason(quote.declineReason) : 'not given'}
          {quote.declineComment ? ` — “${quote.declineComment}”` : ''}
        </Callout>
      )}
      <div style={{ display: 'grid', gap: 12 }}>
        {quote.options.map((o, i) => {
          const isAccepted = o._id === quote.acceptedOptionId;
          return (
            <Card key={o._id} compact role="region" aria-label={`Option ${i + 1}`} style={isAccepted ? { boxShadow: '0 0 0 2px #238551' } : undefined}>
              <div style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
                <h3 className="bp6-heading" style={{ margin: 0, fontSize: 15 }}>
                  Option {i + 1}: {o.title}
                </h3>
                {isAccepted && (
                  <Tag intent="success" icon="tick">
                    Accepted
                  </Tag>
                )}
                <span className="bp6-text-muted">
                  {carrierLabel(o.carrier, '—')} · {formatPort(o.origin)} → {formatPort(o.destination)} · {o.transitDays == null ? 'transit —' : `${o.transitDays} days`}
                </span>
              </div>
              <HTMLTable compact style={{ width: '100%' }} aria-label={`Lines of option ${i + 1}`}>
                <thead>
                  <tr>
                    <th scope="col">Code</th>
                    <th scope="col">Name</th>
                    <th scope="col">Quantity</th>
                    <th scope="col" style={num}>
                      Buy
                    </th>
                    <th scope="col" style={num}>
                      Buy ({quote.currency})
                    </th>
                    <th scope="col">Margin</th>
                    <th scope="col" style={num}>
                      Sell
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {o.lines.map((l) => (
                    <tr key={l._id}>
                      <td>{l.code}</td>
                      <td>{l.name}</td>
                      <td>{l.quantity}</td>
                      <td style={num}>{formatMoney({ decimal: l.buyAmount }, l.buyCurrency)}</td>
                      <td style={num}>{formatMoney({ decimal: l.buyConverted }, quote.currency)}</td>
                      <td>{l.margin ? (l.margin.type === 'PERCENT' ? `${l.margin.value}%` : formatMoney({ decimal: l.margin.value }, quote.currency)) : 'Quote'}</td>
                      <td style={num}>{formatMoney({ decimal: l.sellAmount }, quote.currency)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={4}>
                      Totals
                    </th>
                    <td style={num}>{formatMoney({ decimal: o.buyTotal }, quote.currency)}</td>
                    <td>{formatMoney({ decimal: o.marginTotal }, quote.currency)}</td>
                    <td style={{ ...num, fontWeight: 600 }}>{formatMoney({ decimal: o.sellTotal }, quote.currency)}</td>
                  </tr>
                </tfoot>
              </HTMLTable>
            </Card>
          );
        })}
      </div>
      {(quote.terms || quote.notes) && (
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, marginTop: 12 }}>
          <div>
            <h3 className="bp6-heading" style={{ fontSize: 15 }}>
              Terms and conditions
            </h3>
            <p style={{ whiteSpace: 'pre-wrap' }}>{quote.terms ?? '—'}</p>
          </div>
          <div>
            <h3 className="bp6-heading" style={{ fontSize: 15 }}>
              Notes
            </h3>
            <p style={{ whiteSpace: 'pre-wrap' }}>{quote.notes ?? '—'}</p>
          </div>
        </div>
      )}
      <QuoteLinks key={`links-${quote.version}`} quoteId={quote._id} />
      <QuoteRevisions key={`revisions-${quote.version}`} quoteId={quote._id} />
      <section aria-labelledby="quote-activity-title">
        <h3 id="quote-activity-title" className="bp6-heading" style={{ fontSize: 15 }}>
          Activity
        </h3>
        <RecordActivity key={quote.version} path={path} />
      </section>
    </section>
  );
}
