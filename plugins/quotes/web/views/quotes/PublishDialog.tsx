import { InputGroup, TextArea } from '@blueprintjs/core';
import { type ApiResult, FormDialog, FormField, useForm } from '@portolan/sdk';

type Values = { email: string; expiresInDays: string; message: string };

export type PublishDialogProps = {
  /** The enquiry contact's email. */
  email: string | null;
  onClose: () => void;
  /** Saves pending edits, then posts publishQuotes. */
  onPublish: (values: { email: string | null; expiresInDays: number; message: string | null }) => Promise<ApiResult<unknown>>;
};

function validate(v: Values) {
  const days = Number(v.expiresInDays);
  return {
    email: !v.email.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim()) ? undefined : 'Enter an email address, e.g. buyer@example.com',
    expiresInDays: /^\d+$/.test(v.expiresInDays.trim()) && days >= 1 && days <= 90 ? undefined : 'Enter whole days from 1 to 90',
  };
}

/** Publish: who receives the link by email, how long the link lives, a message for the customer. */
export function PublishDialog({ email, onClose, onPublish }: PublishDialogProps) {
  const form = useForm<Values>({
    initial: { email: email ?? '', expiresInDays: '14', message: '' },
    validate,
    submit: (v) => onPublish({ email: v.email.trim() || null, expiresInDays: Number(v.expiresInDays), message: v.message.trim() || null }),
  });
  return (
    <FormDialog form={form} title="Publish quote" onClose={onClose} submit={{ text: 'Publish', icon: 'send-message' }} width={520}>
      <p>The customer gets a signed link to the quote (no sign-in); it shows the options and sell prices only.</p>
      <FormField form={form} name="email" label="Email the link to" help="Leave empty to share the link yourself">
        <InputGroup {...form.input('email')} type="email" />
      </FormField>
      <FormField form={form} name="expiresInDays" label="Link expires in (days)" required>
        <InputGroup {...form.input('expiresInDays')} inputMode="numeric" />
      </FormField>
      <FormField form={form} name="message" label="Message">
        <TextArea {...form.input('message')} fill rows={3} />
      </FormField>
    </FormDialog>
  );
}
