import type { ReactNode } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, type IconName, type Intent } from '@blueprintjs/core';
import type { FormState } from './useForm';

export interface FormDialogProps<V extends Record<string, string>> {
  form: FormState<V>;
  title: string;
  onClose: () => void;
  /** The submit button: its text, intent and icon. */
  submit: { text: string; intent?: Intent; icon?: IconName; disabled?: boolean };
  /** Dialog width in px (default 480). */
  width?: number;
  /** The form's accessible name (default: the title). */
  label?: string;
  /** The fields (FormField…), and anything shown above the form's own error. */
  children: ReactNode;
}

/**
 * A form in a dialog, the way every area asks for a few values (decline a quote, publish an offer, add
 * a charge type): Blueprint Dialog → form → the fields → the form's own error (not tied to a field) →
 * Cancel and the submit button, which shows progress while the form submits. Escape and Cancel close.
 */
export function FormDialog<V extends Record<string, string>>({ form, title, onClose, submit, width = 480, label, children }: FormDialogProps<V>) {
  return (
    <Dialog isOpen title={title} onClose={onClose} style={{ width, maxWidth: '95vw' }}>
      <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label={label ?? title}>
        <DialogBody>
          {children}
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
              <Button type="submit" intent={submit.intent ?? 'primary'} icon={submit.icon} text={submit.text} disabled={submit.disabled} loading={form.submitting} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
