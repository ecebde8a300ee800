import { useState } from 'react';
import { Button, Callout, HTMLTable, Tag, TextArea, type Intent } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, formatDate, formatDateTime, formatMoney, useCommands, useForm, useService } from '@portolan/sdk';
import type { ProposalField, ProposalState } from '../../../shared/states';
import type { ChangeProposal, PurchaseOrderDetails } from '../../../shared/types';
import { useOrdersApi } from '../../api/ordersApi';

const FIELD_TITLES: Record<ProposalField, string> = { cargoReadyDate: 'Cargo ready', requiredDeliveryDate: 'Required delivery', quantity: 'Quantity', unitPrice: 'Unit price' };
const STATE_INTENT: Record<ProposalState, Intent> = { PENDING: 'warning', ACCEPTED: 'success', DECLINED: 'danger', WITHDRAWN: 'none' };
const STATE_TITLES: Record<ProposalState, string> = { PENDING: 'Pending', ACCEPTED: 'Accepted', DECLINED: 'Declined', WITHDRAWN: 'Withdrawn' };

function valueOf(p: ChangeProposal, value: string, currency: string): string {
  if (!value) return '—';
  if (p.field === 'unitPrice') return formatMoney({ decimal: value }, currency);
  if (p.field === 'cargoReadyDate' || p.field === 'requiredDeliveryDate') return formatDate(value);
  return value;
}

/** Answer the supplier's proposals with a text the supplier's link shows (→ ISSUED again). */
function DeclineDialog({ order, onClose, onDone }: { order: PurchaseOrderDetails; onClose: () => void; onDone: () => void }) {
  const api = useOrdersApi();
  const notify = useService(NotificationBus);
  const form = useForm<{ answer: string }>({
    initial: { answer: '' },
    validate: (v) => (v.answer.trim() ? {} : { answer: 'Write the answer the supplier reads' }),
    submit: async (v) => {
      const answer = await api.declineChanges(order._id, order.version, v.answer);
      notify.outcome(answer.ok, { success: 'Changes declined; the supplier was answered', failure: `Could not decline the changes: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: () => {
      onClose();
      onDone();
    },
  });
  return (
    <FormDialog form={form} title="Decline the proposed changes" onClose={onClose} submit={{ text: 'Decline with answer', intent: 'danger' }}>
      <p>The order goes back to issued as it was; the supplier sees your answer on its link and may acknowledge or propose again.</p>
      <FormField form={form} name="answer" label="Answer to the supplier" required>
        <TextArea {...form.input('answer')} fill rows={4} maxLength={2000} />
      </FormField>
    </FormDialog>
  );
}

/** The supplier's proposals per line (field, current → proposed, comment, answer); while CHANGES_PROPOSED: "Accept changes" and "Decline with answer". */
export function OrderChangesTab({ order, canAnswer, onChanged }: { order: PurchaseOrderDetails; canAnswer: boolean; onChanged: () => void }) {
  const api = useOrdersApi();
  const notify = useService(NotificationBus);
  const [accepting, setAccepting] = useState(false);
  const [declining, setDeclining] = useState(false);
  const answerable = canAnswer && order.status === 'CHANGES_PROPOSED' && order.proposals.some((p) => p.status === 'PENDING');
  const accept = async () => {
    setAccepting(true);
    const answer = await api.acceptChanges(order._id, order.version);
    setAccepting(false);
    notify.outcome(answer.ok, { success: 'Changes accepted', failure: `Could not accept the changes: ${answer.errorMessage ?? 'Server Error'}` });
    onChanged();
  };
  useCommands(
    answerable
      ? [
          { id: 'order-accept-changes', title: `Accept the supplier's changes (${order.poNumber})`, run: () => void accept() },
          { id: 'order-decline-changes', title: `Decline the supplier's changes (${order.poNumber})`, run: () => setDeclining(true) },
        ]
      : [],
    [answerable, order.version],
  );
  const sku = new Map(order.lines.map((l) => [l._id, l.sku]));
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {answerable && (
        <Callout intent="warning" title="The supplier proposes changes">
          Accepting changes the lines and their planned milestones and acknowledges the order.
          <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
            <Button intent="success" icon="tick" text="Accept changes" loading={accepting} onClick={() => void accept()} />
            <Button intent="danger" icon="cross" text="Decline with answer" onClick={() => setDeclining(true)} />
          </div>
        </Callout>
      )}
      {order.proposals.length ? (
        <HTMLTable compact striped aria-label="Proposed changes" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Field</th>
              <th scope="col">Current</th>
              <th scope="col">Proposed</th>
              <th scope="col">Comment</th>
              <th scope="col">Status</th>
              <th scope="col">Proposed by</th>
              <th scope="col">Answer</th>
            </tr>
          </thead>
          <tbody>
            {order.proposals.map((p) => (
              <tr key={p._id}>
                <td>
                  {p.lineNo}. {sku.get(p.lineItemId) ?? ''}
                </td>
                <td>{FIELD_TITLES[p.field]}</td>
                <td>{valueOf(p, p.currentValue, order.currency)}</td>
                <td>
                  <strong>{valueOf(p, p.proposedValue, order.currency)}</strong>
                </td>
                <td>{p.comment ?? ''}</td>
                <td>
                  {/* A minimal amber tag is too pale for WCAG AA contrast: a pending proposal gets the solid one. */}
                  <Tag minimal={p.status !== 'PENDING'} intent={STATE_INTENT[p.status]}>
                    {STATE_TITLES[p.status]}
                  </Tag>
                </td>
                <td>
                  {p.proposedBy}, {formatDateTime(p.proposedAt)}
                </td>
                <td>{p.answer ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <p className="bp6-text-muted">The supplier has proposed no change.</p>
      )}
      {declining && <DeclineDialog order={order} onClose={() => setDeclining(false)} onDone={onChanged} />}
    </div>
  );
}
