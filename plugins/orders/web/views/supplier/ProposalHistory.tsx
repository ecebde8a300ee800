import { HTMLTable, Tag, type Intent } from '@blueprintjs/core';
import { formatDate, formatDateTime, formatMoney } from '@portolan/sdk';
import type { ProposalField, ProposalState } from '../../../shared/states';
import type { AcknowledgementView, ChangeProposal } from '../../../shared/types';
import { stateWords } from './orderStateWords';

const FIELD_TITLES: Record<ProposalField, string> = { cargoReadyDate: 'Cargo ready', requiredDeliveryDate: 'Required delivery', quantity: 'Quantity', unitPrice: 'Unit price' };
const STATE_INTENTS: Record<ProposalState, Intent> = { PENDING: 'primary', ACCEPTED: 'success', DECLINED: 'danger', WITHDRAWN: 'none' };

/** The supplier's past proposals, newest first, with the buyer's answers. */
export function ProposalHistory({ view }: { view: AcknowledgementView }) {
  const shown = (p: ChangeProposal, value: string) =>
    p.field === 'unitPrice' ? formatMoney({ decimal: value }, view.currency) : p.field === 'quantity' ? value : formatDate(value);
  const proposals = [...view.proposals].sort((a, b) => b.proposedAt.localeCompare(a.proposedAt) || a.lineNo - b.lineNo);
  return (
    <section aria-labelledby="ack-proposals-title" style={{ marginTop: 24 }}>
      <h2 id="ack-proposals-title" style={{ fontSize: 16, margin: '0 0 8px' }}>
        Proposed changes and the buyer’s answers
      </h2>
      <HTMLTable compact striped aria-label="Proposed changes" style={{ width: '100%' }}>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Change</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Comment</th>
            <th scope="col">Proposed</th>
            <th scope="col">Status</th>
            <th scope="col">Buyer’s answer</th>
          </tr>
        </thead>
        <tbody>
          {proposals.map((p) => (
            <tr key={p._id}>
              <td>{p.lineNo}</td>
              <td>{FIELD_TITLES[p.field]}</td>
              <td>{shown(p, p.currentValue)}</td>
              <td>{shown(p, p.proposedValue)}</td>
              <td>{p.comment ?? '—'}</td>
              <td>
                {p.proposedBy}, {formatDateTime(p.proposedAt)}
              </td>
              <td>
                <Tag intent={STATE_INTENTS[p.status]}>{stateWords(p.status)}</Tag>
              </td>
              <td>{p.answer ? `${p.answer}${p.answeredAt ? ` (${formatDateTime(p.answeredAt)})` : ''}` : p.answeredAt ? formatDateTime(p.answeredAt) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
