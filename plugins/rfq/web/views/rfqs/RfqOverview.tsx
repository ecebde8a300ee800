import { Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { formatDate, formatDateTime } from '@portolan/sdk';
import type { Rfq, RfqInvitation } from '../../../shared/types';
import { invitationIntent } from '../vendor/invitationIntent';
import { stateWords } from '../vendor/stateWords';
import { money } from './money';

/** An invitation's steps so far: invited → viewed → bid (or declined), each with its time. */
function InvitationTimeline({ invitation }: { invitation: RfqInvitation }) {
  const steps: Array<[string, string | null]> = [
    ['Invited', invitation.invitedAt],
    ['Viewed', invitation.viewedAt],
    [invitation.status === 'DECLINED' ? 'Declined' : 'Bid', invitation.status === 'DECLINED' ? (invitation.bidAt ?? invitation.viewedAt ?? invitation.invitedAt) : invitation.bidAt],
  ];
  return (
    <ol aria-label={`${invitation.vendorName}: invitation steps`} style={{ display: 'flex', gap: 12, listStyle: 'none', padding: 0, margin: 0, flexWrap: 'wrap' }}>
      {steps.map(([label, at]) => (
        <li key={label} className={at ? undefined : 'bp6-text-muted'}>
          {at ? '●' : '○'} {label}
          {at ? ` ${formatDateTime(at)}` : ''}
        </li>
      ))}
    </ol>
  );
}

/** The owner's overview: the tender, its totals, terms and the invited vendors with each invitation's progress. */
export function RfqOverview({ rfq }: { rfq: Rfq }) {
  const facts: Array<[string, string]> = [
    ['Contract', `${formatDate(rfq.contractFrom)} – ${formatDate(rfq.contractTo)}`],
    ['Bid deadline', formatDateTime(rfq.bidDeadline)],
    ...(rfq.roundDeadline ? [['Round deadline', formatDateTime(rfq.roundDeadline)] as [string, string]] : []),
    ['Round', String(rfq.round)],
    ['Bids', rfq.sealed ? (rfq.bidsSealed ? 'Sealed until the deadline' : 'Sealed, now open') : 'Open (prices show as they come)'],
    ['Currency', rfq.currency],
    ['Lanes', String(rfq.lanes.length)],
    ['Baseline total', money(rfq.baselineTotal, rfq.currency)],
    ['Allocated total', money(rfq.allocatedTotal, rfq.currency)],
  ];
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {rfq.status === 'CANCELLED' && rfq.cancelReason && (
        <Callout intent="danger" title="Cancelled">
          {rfq.cancelReason}
        </Callout>
      )}
      {rfq.description && <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{rfq.description}</p>}
      <dl aria-label="RFQ facts" style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className="bp6-text-muted">{label}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="rfq-terms-title">
        <h2 id="rfq-terms-title" className="bp6-heading" style={{ fontSize: 16 }}>
          Terms
        </h2>
        {rfq.terms.length ? (
          <ol>
            {rfq.terms.map((t, i) => (
              <li key={i}>
                <strong>{t.title}</strong>
                <p style={{ whiteSpace: 'pre-wrap', margin: '2px 0 8px' }}>{t.body}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="bp6-text-muted">No terms.</p>
        )}
      </section>
      <section aria-labelledby="rfq-vendors-title">
        <h2 id="rfq-vendors-title" className="bp6-heading" style={{ fontSize: 16 }}>
          Invited vendors ({rfq.invitations.length})
        </h2>
        {rfq.invitations.length ? (
          <HTMLTable compact striped aria-label="Invited vendors" style={{ width: '100%' }}>
            <thead>
              <tr>
                <th scope="col">Vendor</th>
                <th scope="col">Status</th>
                <th scope="col">Progress</th>
              </tr>
            </thead>
            <tbody>
              {rfq.invitations.map((inv) => (
                <tr key={inv.vendorCompanyId}>
                  <td>{inv.vendorName}</td>
                  <td>
                    <Tag minimal intent={invitationIntent(inv.status)}>
                      {stateWords(inv.status)}
                    </Tag>
                    {inv.declineReason && (
                      <div className="bp6-text-muted">
                        {stateWords(inv.declineReason)}
                        {inv.declineComment ? `: ${inv.declineComment}` : ''}
                      </div>
                    )}
                  </td>
                  <td>
                    <InvitationTimeline invitation={inv} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        ) : (
          <p className="bp6-text-muted">No vendor invited yet: edit the RFQ to invite some.</p>
        )}
      </section>
    </div>
  );
}
