import { InputGroup, TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, useForm, type ApiResult } from '@portolan/sdk';

type Values = { name: string; reason: string };

/** Rejecting an order from the link: the supplier's name and the reason (both required). */
export function RejectOrderDialog({ name, onClose, onReject }: { name: string; onClose: () => void; onReject: (v: Values) => Promise<ApiResult<unknown>> }) {
  const form = useForm<Values>({
    initial: { name, reason: '' },
    validate: (v) => ({
      name: v.name.trim() ? undefined : 'Enter your name',
      reason: !v.reason.trim() ? 'Say why you reject the order' : v.reason.length > 2000 ? 'At most 2,000 characters' : undefined,
    }),
    submit: (v) => onReject({ name: v.name.trim(), reason: v.reason.trim() }),
  });
  return (
    <FormDialog form={form} title="Reject order" onClose={onClose} submit={{ text: 'Reject order', intent: 'danger', icon: 'cross' }}>
      <FormField form={form} name="name" label="Your name" required>
        <InputGroup {...form.input('name')} autoComplete="name" maxLength={200} />
      </FormField>
      <FormField form={form} name="reason" label="Reason" required help="The buyer reads this with the rejected order">
        <TextArea {...form.input('reason')} fill rows={4} maxLength={2000} />
      </FormField>
    </FormDialog>
  );
}
