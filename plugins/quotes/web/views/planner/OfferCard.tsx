import type { ReactNode } from 'react';
import { Card, HTMLTable, Tag } from '@blueprintjs/core';
import { formatDate, formatMoney } from '@portolan/sdk';
import { carrierLabel } from '@portolan/sdk/shared';
import type { PlannerOffer } from '../../../shared/types';

/** One priced offer: carrier, routing, transit, total with its breakdown, next sailing, and an action. */
export function OfferCard({ offer, badge, action }: { offer: PlannerOffer; badge?: string; action?: ReactNode }) {
  const title = `${carrierLabel(offer.carrier)} ${offer.origin} → ${offer.destination}`;
  return (
    <Card className="planner-offer" role="group" aria-label={title}>
      <div className="planner-offer-head">
        <h3>{carrierLabel(offer.carrier)}</h3>
        {badge && <Tag intent="success">{badge}</Tag>}
        <strong className="planner-offer-total">{formatMoney({ decimal: offer.total }, offer.currency)}</strong>
      </div>
      <p>
        {offer.origin} → {offer.via.length ? `${offer.via.join(' → ')} → ` : ''}
        {offer.destination}
        {offer.transitDays !== null && ` · ${offer.transitDays} days`}
        {` · next sailing ${offer.nextSailing ? formatDate(offer.nextSailing) : 'on request'}`}
        {` · valid to ${formatDate(offer.validTo)}`}
      </p>
      <details>
        <summary>Price breakdown</summary>
        <HTMLTable compact aria-label={`Price breakdown ${offer.carrier}`}>
          <thead>
            <tr>
              <th scope="col">Charge</th>
              <th scope="col">Stage</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {offer.lines.map((l, i) => (
              <tr key={`${l.name}-${i}`}>
                <td>{l.name}</td>
                <td>{l.stage.toLowerCase()}</td>
                <td>{formatMoney({ decimal: l.amount }, offer.currency)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </details>
      {action}
    </Card>
  );
}
