import { TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, useForm, type ApiResult } from '@portolan/sdk';

/** Declining to quote on an order RFQ from the link: the reason (required). */
export function DeclineQuoteDialog({ onClose, onDecline }: { onClose: () => void; onDecline: (reason: string) => Promise<ApiResult<unknown>> }) {
  const form = useForm<{ reason: string }>({
    initial: { reason: '' },
    validate: (v) => ({ reason: !v.reason.trim() ? 'Say why you do not quote' : v.reason.length > 2000 ? 'At most 2,000 characters' : undefined }),
    submit: async (v) => {
      const result = await onDecline(v.reason.trim());
      // The server names the reason `data.decline.reason`.
      const error = result.error as { field?: string } | undefined;
      return error?.field?.startsWith('data.decline') ? { ...result, error: { ...error, field: 'data.reason' } } : result;
    },
    onSuccess: onClose,
  });
  return (
    <FormDialog form={form} title="Decline to quote" onClose={onClose} submit={{ text: 'Decline to quote', intent: 'danger', icon: 'cross' }}>
      <FormField form={form} name="reason" label="Reason" required help="The buyer reads this">
        <TextArea {...form.input('reason')} fill rows={4} maxLength={2000} />
      </FormField>
    </FormDialog>
  );
}
