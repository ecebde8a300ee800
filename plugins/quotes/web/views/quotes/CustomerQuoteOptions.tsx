import { Button, Card, HTMLTable, Tag } from '@blueprintjs/core';
import { formatDateTime, formatMoney, formatPort } from '@portolan/sdk';
import { carrierLabel, portName } from '@portolan/sdk/shared';
import type { CustomerQuote } from '../../../shared/types';

export type CustomerQuoteOptionsProps = {
  quote: Pick<CustomerQuote, 'currency' | 'options' | 'acceptedOptionId' | 'status'>;
  /** Given: an Accept button per option while the quote is PUBLISHED. */
  onAccept?: (optionId: string) => void;
  /** An accept is under way: the buttons wait. */
  busy?: boolean;
};

const STAGE_LABELS: Record<string, string> = { ORIGIN: 'Origin', FREIGHT: 'Freight', DESTINATION: 'Destination', INLAND: 'Inland' };

function place(code: string): string {
  return formatPort(code, portName(code));
}

/**
 * The options of a quote as its customer sees them (the shared link, /account, the printable quote):
 * one card each with the carrier, routing, transit, next sailing, the sell lines and the total — never a
 * buy figure or margin (CustomerQuote carries none). The accepted option is marked; with `onAccept` a
 * published quote offers Accept on each option.
 */
export default function CustomerQuoteOptions({ quote, onAccept, busy }: CustomerQuoteOptionsProps) {
  const canAccept = Boolean(onAccept) && quote.status === 'PUBLISHED' && !quote.acceptedOptionId;
  if (!quote.options.length) return <p className="bp6-text-muted">This quote has no options.</p>;
  return (
    <div className="pt-customer-quote-options" style={{ display: 'grid', gap: 12 }}>
      {quote.options.map((option, index) => {
        const accepted = option._id === quote.acceptedOptionId;
        const titleId = `quote-option-${option._id}`;
        return (
          <Card
            key={option._id}
            compact
            elevation={accepted ? 2 : 0}
            className="pt-quote-option"
            aria-labelledby={titleId}
            role="region"
            style={{ breakInside: 'avoid', pageBreakInside: 'avoid', ...(accepted ? { boxShadow: '0 0 0 2px #238551' } : {}) }}
          >
            <div style={{ display: 'flex', alignItems: 'baseline', gap: 8, flexWrap: 'wrap' }}>
              <h3 id={titleId} className="bp6-heading" style={{ margin: 0, fontSize: 16 }}>
                Option {index + 1}
                {option.title ? `: ${option.title}` : ''}
              </h3>
              {accepted && (
                <Tag intent="success" icon="tick">
                  Accepted
                </Tag>
              )}
              <span style={{ marginLeft: 'auto', fontSize: 18, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                <span className="bp6-text-muted" style={{ fontSize: 13, fontWeight: 400 }}>
                  Total{' '}
                </span>
                {formatMoney({ decimal: option.total }, quote.currency)}
              </span>
            </div>
            <dl className="pt-quote-option-facts" style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px', margin: '8px 0' }}>
              <dt className="bp6-text-muted">Carrier</dt>
              <dd style={{ margin: 0 }}>{carrierLabel(option.carrier, option.carrier || '—')}</dd>
              <dt className="bp6-text-muted">Routing</dt>
              <dd style={{ margin: 0 }}>
                {place(option.origin)} → {place(option.destination)}
                {option.via.length ? ` via ${option.via.map(place).join(', ')}` : ' (direct)'}
              </dd>
              <dt className="bp6-text-muted">Transit</dt>
              <dd style={{ margin: 0 }}>{option.transitDays == null ? '—' : `${option.transitDays} days`}</dd>
              {option.freeDays != null && (
                <>
                  <dt className="bp6-text-muted">Free time</dt>
                  <dd style={{ margin: 0 }}>{option.freeDays} days</dd>
                </>
              )}
              <dt className="bp6-text-muted">Sailing</dt>
              <dd style={{ margin: 0 }}>
                {option.sailing
                  ? `${option.sailing.vessel} ${option.sailing.voyage}, departs ${formatDateTime(option.sailing.departsAt)}, arrives ${formatDateTime(option.sailing.arrivesAt)}`
                  : 'On request'}
              </dd>
            </dl>
            <HTMLTable compact style={{ width: '100%' }} aria-label={`Charges of option ${index + 1}`}>
              <thead>
                <tr>
                  <th scope="col">Charge</th>
                  <th scope="col">Stage</th>
                  <th scope="col" style={{ textAlign: 'right' }}>
                    Quantity
                  </th>
                  <th scope="col" style={{ textAlign: 'right' }}>
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {option.lines.map((line, i) => (
                  <tr key={`${line.code}-${i}`}>
                    <td>{line.name || line.code}</td>
                    <td>{STAGE_LABELS[line.stage] ?? line.stage}</td>
                    <td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{line.quantity}</td>
                    <td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{formatMoney({ decimal: line.amount }, quote.currency)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    Total
                  </th>
                  <td style={{ textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{formatMoney({ decimal: option.total }, quote.currency)}</td>
                </tr>
              </tfoot>
            </HTMLTable>
            {canAccept && onAccept && (
              <div className="pt-no-print" style={{ marginTop: 8, display: 'flex', justifyContent: 'flex-end' }}>
                <Button intent="primary" icon="tick" loading={busy} disabled={busy} text={`Accept option ${index + 1}`} onClick={() => onAccept(option._id)} />
              </div>
            )}
          </Card>
        );
      })}
    </div>
  );
}
