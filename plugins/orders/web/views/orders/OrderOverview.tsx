import { Callout } from '@blueprintjs/core';
import { formatDate, formatDateTime, formatMoney } from '@portolan/sdk';
import type { PurchaseOrderDetails } from '../../../shared/types';

function Facts({ label, facts }: { label: string; facts: Array<[string, string | null | undefined]> }) {
  return (
    <section aria-label={label}>
      <h2 className="bp6-heading" style={{ fontSize: 15 }}>
        {label}
      </h2>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px', margin: 0 }}>
        {facts.map(([name, value]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt className="bp6-text-muted">{name}</dt>
            <dd style={{ margin: 0 }}>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The order's parties, terms, ship-to, dates and the state of the supplier's acknowledgement link. */
export function OrderOverview({ order }: { order: PurchaseOrderDetails }) {
  const s = order.supplier;
  const to = order.shipTo;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {order.status === 'CANCELLED' && order.cancelReason && (
        <Callout intent="danger" title="Cancelled">
          {order.cancelReason}
        </Callout>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: 16 }}>
        <Facts
          label="Supplier"
          facts={[
            ['Name', `${s.name} (${s.code})`],
            ['Address', [s.address, s.city, s.country].filter(Boolean).join(', ')],
            ['Contact', s.contactName],
            ['Email', s.contactEmail],
            ['Phone', s.phone],
            ['Tax id', s.taxId],
          ]}
        />
        <Facts
          label="Terms"
          facts={[
            ['Incoterm', order.incoterm],
            ['Currency', order.currency],
            ['Total', formatMoney({ decimal: order.totalAmount }, order.currency)],
            ['Payment terms', order.paymentTerms],
            ['Ship from', order.shipFrom],
            ['Port of loading', order.pol],
            ['Port of discharge', order.pod],
          ]}
        />
        <Facts label="Ship to" facts={to ? [['Location', `${to.name} (${to.code})`], ['Address', [to.address, to.city, to.country].filter(Boolean).join(', ')], ['Port', to.port]] : [['Location', null]]} />
        <Facts
          label="Dates"
          facts={[
            ['Order date', formatDate(order.orderDate)],
            ['Issued', order.issuedAt && formatDateTime(order.issuedAt)],
            ['Acknowledged', order.acknowledgedAt && formatDateTime(order.acknowledgedAt)],
            ['Next cargo ready', order.nextCargoReadyDate && formatDate(order.nextCargoReadyDate)],
            ['Created', formatDateTime(order.createdAt)],
          ]}
        />
        <Facts
          label="Supplier link"
          facts={
            order.link
              ? [
                  ['Sent to', order.link.sentTo],
                  ['Created', formatDateTime(order.link.createdAt)],
                  ['Expires', formatDateTime(order.link.expiresAt)],
                  ['Last opened', order.link.lastOpenedAt ? formatDateTime(order.link.lastOpenedAt) : 'Not opened yet'],
                ]
              : [['Status', 'No link yet (sent when the order is issued)']]
          }
        />
      </div>
      {order.notes && (
        <section aria-label="Notes">
          <h2 className="bp6-heading" style={{ fontSize: 15 }}>
            Notes
          </h2>
          <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{order.notes}</p>
        </section>
      )}
    </div>
  );
}
