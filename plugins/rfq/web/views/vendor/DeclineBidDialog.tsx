import { HTMLSelect, TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, useForm, type ApiResult } from '@portolan/sdk';
import { DECLINE_REASONS, type DeclineReason } from '../../../shared/states';
import { stateWords } from './stateWords';

type Values = { reason: string; comment: string };

/** Declining to bid on an RFQ: why (DECLINE_REASONS) and a comment for the shipper (needed with "Other"). */
export function DeclineBidDialog({ onClose, onDecline }: { onClose: () => void; onDecline: (reason: DeclineReason, comment: string) => Promise<ApiResult<unknown>> }) {
  const form = useForm<Values>({
    initial: { reason: '', comment: '' },
    validate: (v) => ({
      reason: v.reason ? undefined : 'Pick a reason',
      comment: v.reason === 'OTHER' && !v.comment.trim() ? 'Say why' : v.comment.length > 2000 ? 'At most 2000 characters' : undefined,
    }),
    submit: (v) => onDecline(v.reason as DeclineReason, v.comment.trim()),
  });
  return (
    <FormDialog form={form} title="Decline to bid" onClose={onClose} submit={{ text: 'Decline to bid', intent: 'danger' }}>
      <p>The shipper sees that you declined, with your reason. You cannot bid on this RFQ afterwards.</p>
      <FormField form={form} name="reason" label="Reason" required>
        <HTMLSelect {...form.input('reason')} fill options={[{ value: '', label: 'Choose a reason…' }, ...DECLINE_REASONS.map((r) => ({ value: r, label: stateWords(r) }))]} />
      </FormField>
      <FormField form={form} name="comment" label="Comment to the shipper">
        <TextArea {...form.input('comment')} fill rows={3} />
      </FormField>
    </FormDialog>
  );
}
