import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLSelect, TextArea } from '@blueprintjs/core';
import { FormField, useForm, type ApiResult } from '@portolan/sdk';
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
    <Dialog isOpen title="Decline quote" onClose={onClose} style={{ width: 480 }}>
      <form onSubmit={form.onSubmit}>
        <DialogBody>
          <FormField form={form} name="reason" label="Reason" required>
            <HTMLSelect {...form.input('reason')} fill options={[{ value: '', label: 'Choose a reason…' }, ...LOSS_REASONS.map((r) => ({ value: r, label: words(r) }))]} />
          </FormField>
          <FormField form={form} name="comment" label="Comment">
            <TextArea {...form.input('comment')} fill rows={3} />
          </FormField>
          {form.formError && (
            <Callout intent="danger" role="alert">
              {form.formError.message}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button type="submit" intent="danger" text="Decline quote" loading={form.submitting} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
