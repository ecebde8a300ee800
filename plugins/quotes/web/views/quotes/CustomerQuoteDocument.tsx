import type { ReactNode } from 'react';
import { Tag } from '@blueprintjs/core';
import { formatDate, formatPort } from '@portolan/sdk';
import { portName } from '@portolan/sdk/shared';
import type { CustomerQuote } from '../../../shared/types';
import CustomerQuoteOptions from './CustomerQuoteOptions';
import { quoteStateIntent } from './quoteStateIntent';

const words = (s: string) => s.charAt(0) + s.slice(1).toLowerCase().replace(/_/g, ' ');

/** The print rules of a customer quote: A4 margins, no buttons or chrome, no option split over a page. */
export const PRINT_STYLES = `
@page { size: A4; margin: 16mm 14mm; }
@media print {
  .pt-no-print, .bp6-navbar, nav, .bp6-toast-container { display: none !important; }
  body, .pt-customer-quote { background: #fff !important; color: #000 !important; }
  .pt-customer-quote { max-width: none !important; margin: 0 !important; padding: 0 !important; box-shadow: none !important; }
  .pt-quote-option, .pt-customer-quote section { break-inside: avoid; page-break-inside: avoid; }
  .pt-quote-option { box-shadow: none !important; border: 1px solid #999; }
  a { color: inherit; text-decoration: none; }
}`;

export type CustomerQuoteDocumentProps = {
  quote: CustomerQuote;
  /** The options area (CustomerQuoteOptions with or without Accept); default: without. */
  options?: ReactNode;
  /** Buttons in the header (hidden in print). */
  actions?: ReactNode;
};

/**
 * A quote as its customer reads it — the forwarder's letterhead and monogram, the customer, lane, cargo,
 * options with sell prices only, terms and validity. The shared link and the printable page both draw it.
 */
export function CustomerQuoteDocument({ quote, options, actions }: CustomerQuoteDocumentProps) {
  const { enquiry, forwarder } = quote;
  const cargo = enquiry.cargo;
  const place = (code: string) => formatPort(code, portName(code));
  return (
    <article className="pt-customer-quote" aria-labelledby="customer-quote-title" style={{ maxWidth: 960, margin: '0 auto', padding: 24, background: '#fff' }}>
      <style>{PRINT_STYLES}</style>
      <header style={{ display: 'flex', gap: 16, alignItems: 'center', borderBottom: '2px solid #2D72D2', paddingBottom: 12 }}>
        <div aria-hidden="true" style={{ width: 56, height: 56, borderRadius: '50%', background: '#2D72D2', color: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 22, fontWeight: 700, flexShrink: 0 }}>
          {forwarder.logoText}
        </div>
        <div style={{ flex: 1 }}>
          <div style={{ fontSize: 20, fontWeight: 700 }}>{forwarder.name}</div>
          <address className="bp6-text-muted" style={{ fontStyle: 'normal' }}>
            {[forwarder.address, forwarder.phone, forwarder.email].filter(Boolean).join(' · ')}
          </address>
        </div>
        {actions && (
          <div className="pt-no-print" style={{ display: 'flex', gap: 8 }}>
            {actions}
          </div>
        )}
      </header>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 12, margin: '16px 0 8px', flexWrap: 'wrap' }}>
        <h1 id="customer-quote-title" className="bp6-heading" style={{ margin: 0, fontSize: 22 }}>
          Quotation {quote.reference}
          {quote.revision > 1 ? ` (revision ${quote.revision})` : ''}
        </h1>
        <Tag intent={quoteStateIntent(quote.status)}>{words(quote.status)}</Tag>
      </div>
      <section aria-labelledby="customer-quote-facts" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 16 }}>
        <h2 id="customer-quote-facts" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          Quote details
        </h2>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px', margin: 0 }}>
          <dt className="bp6-text-muted">Prepared for</dt>
          <dd style={{ margin: 0 }}>{quote.customerName}</dd>
          <dt className="bp6-text-muted">Enquiry</dt>
          <dd style={{ margin: 0 }}>{enquiry.reference}</dd>
          <dt className="bp6-text-muted">Lane</dt>
          <dd style={{ margin: 0 }}>
            {place(enquiry.origin)} → {place(enquiry.destination)}
          </dd>
          <dt className="bp6-text-muted">Valid until</dt>
          <dd style={{ margin: 0 }}>{formatDate(quote.validUntil)}</dd>
          <dt className="bp6-text-muted">Prices in</dt>
          <dd style={{ margin: 0 }}>
            {quote.currency} (exchange rates of {quote.exchangeRateDate})
          </dd>
        </dl>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px', margin: 0 }}>
          <dt className="bp6-text-muted">Cargo</dt>
          <dd style={{ margin: 0 }}>
            {cargo.commodity}
            {cargo.hsCode ? ` (HS ${cargo.hsCode})` : ''}
          </dd>
          <dt className="bp6-text-muted">Equipment</dt>
          <dd style={{ margin: 0 }}>{enquiry.mode === 'FCL' ? enquiry.containers.map((c) => `${c.count} × ${c.type}`).join(', ') || 'FCL' : 'LCL'}</dd>
          <dt className="bp6-text-muted">Weight / volume</dt>
          <dd style={{ margin: 0 }}>
            {cargo.weightKg ? `${cargo.weightKg} kg` : '—'} / {cargo.volumeM3 ? `${cargo.volumeM3} m³` : '—'}
            {cargo.packages ? `, ${cargo.packages} packages` : ''}
          </dd>
          {(cargo.dgClass || cargo.reeferTempC) && (
            <>
              <dt className="bp6-text-muted">Special</dt>
              <dd style={{ margin: 0 }}>{[cargo.dgClass && `Dangerous goods class ${cargo.dgClass}`, cargo.reeferTempC && `Reefer at ${cargo.reeferTempC} °C`].filter(Boolean).join('; ')}</dd>
            </>
          )}
          <dt className="bp6-text-muted">Ready</dt>
          <dd style={{ margin: 0 }}>
            {formatDate(enquiry.cargoReadyOn)}
            {enquiry.incoterm ? ` · ${enquiry.incoterm}` : ''}
          </dd>
          {enquiry.services.length > 0 && (
            <>
              <dt className="bp6-text-muted">Services</dt>
              <dd style={{ margin: 0 }}>{enquiry.services.map(words).join(', ')}</dd>
            </>
          )}
        </dl>
      </section>
      <section aria-labelledby="customer-quote-options" style={{ marginTop: 16 }}>
        <h2 id="customer-quote-options" className="bp6-heading" style={{ fontSize: 18 }}>
          Options
        </h2>
        {options ?? <CustomerQuoteOptions quote={quote} />}
      </section>
      {quote.notes && (
        <section aria-labelledby="customer-quote-notes" style={{ marginTop: 16 }}>
          <h2 id="customer-quote-notes" className="bp6-heading" style={{ fontSize: 16 }}>
            Notes
          </h2>
          <p style={{ whiteSpace: 'pre-wrap' }}>{quote.notes}</p>
        </section>
      )}
      <section aria-labelledby="customer-quote-terms" style={{ marginTop: 16 }}>
        <h2 id="customer-quote-terms" className="bp6-heading" style={{ fontSize: 16 }}>
          Terms and conditions
        </h2>
        <p style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{quote.terms ?? 'As agreed with the forwarder.'}</p>
        <p className="bp6-text-small bp6-text-muted">
          This quotation is valid until {formatDate(quote.validUntil)}. Prices are in {quote.currency}, converted at the exchange rates of {quote.exchangeRateDate}.
        </p>
      </section>
    </article>
  );
}
