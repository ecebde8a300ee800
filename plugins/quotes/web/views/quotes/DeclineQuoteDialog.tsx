import { HTMLSelect, TextArea } from '@blueprintjs/core';
import { type ApiResult, FormDialog, FormField, useForm } from '@portolan/sdk';
import { LOSS_REASONS, type LossReason } from '../../../shared/states';

type Values = { reason: string; comment: string };
const words = (s: string) => s.charAt(0) + s.slice(1).toLowerCase().replace(/_/g, ' ');

/** Declining a quote on the shared link: why (one of the loss reasons) and a comment. */
export function DeclineQuoteDialog({ onClose, onDecline }: { onClose: () => void; onDecline: (v: { reason: LossReason; comment?: string }) => Promise<ApiResult<unknown>> }) {
  const form = useForm<Values>({
    initial: { reason: '', comment: '' },
    validate: (v) => ({ reason: v.reason ? undefined : 'Pick a reason' }),
    submit: (v) => onDecline({ reason: v.reason as LossReason, ...(v.comment.trim() ? { comment: v.comment.trim() } : {}) }),
  });
  return (
    <FormDialog form={form} title="Decline quote" onClose={onClose} submit={{ text: 'Decline quote', intent: 'danger' }}>
      <FormField form={form} name="reason" label="Reason" required>
        <HTMLSelect {...form.input('reason')} fill options={[{ value: '', label: 'Choose a reason…' }, ...LOSS_REASONS.map((r) => ({ value: r, label: words(r) }))]} />
      </FormField>
      <FormField form={form} name="comment" label="Comment">
        <TextArea {...form.input('comment')} fill rows={3} />
      </FormField>
    </FormDialog>
  );
}
