import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup, TextArea } from '@blueprintjs/core';
import { FormField, useForm, type ApiResult } from '@portolan/sdk';

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
    <Dialog isOpen title={`Accept ${optionLabel}`} onClose={onClose} style={{ width: 480 }}>
      <form onSubmit={form.onSubmit}>
        <DialogBody>
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
              <Button type="submit" intent="success" icon="tick" text="Accept quote" loading={form.submitting} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
