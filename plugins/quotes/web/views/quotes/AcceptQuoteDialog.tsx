import { InputGroup, TextArea } from '@blueprintjs/core';
import { type ApiResult, FormDialog, FormField, useForm } from '@portolan/sdk';

type Values = { name: string; email: string; comment: string };

/** Accepting an option on the shared link: who accepts (name required), an email for the confirmation, a comment. */
export function AcceptQuoteDialog({ optionLabel, onClose, onAccept }: { optionLabel: string; onClose: () => void; onAccept: (v: { name: string; email?: string; comment?: string }) => Promise<ApiResult<unknown>> }) {
  const form = useForm<Values>({
    initial: { name: '', email: '', comment: '' },
    validate: (v) => ({
      name: v.name.trim() ? undefined : 'Enter your name',
      email: !v.email.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim()) ? undefined : 'Enter an email address, e.g. buyer@example.com',
    }),
    submit: (v) => onAccept({ name: v.name.trim(), ...(v.email.trim() ? { email: v.email.trim() } : {}), ...(v.comment.trim() ? { comment: v.comment.trim() } : {}) }),
  });
  return (
    <FormDialog form={form} title={`Accept ${optionLabel}`} onClose={onClose} submit={{ text: 'Accept quote', intent: 'success', icon: 'tick' }}>
      <p>Accepting confirms the order of {optionLabel} at the quoted price; the forwarder is told at once.</p>
      <FormField form={form} name="name" label="Your name" required>
        <InputGroup {...form.input('name')} autoFocus />
      </FormField>
      <FormField form={form} name="email" label="Your email" help="For the confirmation">
        <InputGroup {...form.input('email')} type="email" />
      </FormField>
      <FormField form={form} name="comment" label="Comment">
        <TextArea {...form.input('comment')} fill rows={3} />
      </FormField>
    </FormDialog>
  );
}
