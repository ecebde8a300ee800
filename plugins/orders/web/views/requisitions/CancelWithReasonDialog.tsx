import { TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, HttpClient, NotificationBus, useForm, useService } from '@portolan/sdk';

export interface CancelWithReasonDialogProps {
  /** The record's API path: posts `<path>/cancel/` `{data: {version, reason}}`. */
  path: string;
  version: number;
  /** The action's title ('Cancel requisition') and how the texts name the record ('requisition'). */
  title: string;
  noun: string;
  onClose: () => void;
  onDone: () => void;
}

/** Cancels a record, asking why (the server requires the reason; it shows on the record and in its activity). */
export function CancelWithReasonDialog({ path, version, title, noun, onClose, onDone }: CancelWithReasonDialogProps) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const form = useForm({
    initial: { reason: '' },
    validate: (v) => ({ reason: !v.reason.trim() ? `Say why the ${noun} is cancelled` : v.reason.length > 2000 ? 'At most 2,000 characters' : undefined }),
    submit: async (v) => {
      const answer = await http.post(`${path}/cancel/`, { data: { version, reason: v.reason.trim() } });
      if (!answer.ok) notify.failure(`Failed to cancel the ${noun}: ${answer.errorMessage ?? 'Server Error'}`);
      return answer;
    },
    onSuccess: () => {
      notify.success(`${noun.charAt(0).toUpperCase()}${noun.slice(1)} cancelled`);
      onClose();
      onDone();
    },
  });
  return (
    <FormDialog form={form} title={title} onClose={onClose} submit={{ text: title, intent: 'danger', icon: 'disable' }}>
      <FormField form={form} name="reason" label="Reason" required help="Everyone who opens it sees the reason">
        <TextArea {...form.input('reason')} fill rows={3} autoFocus />
      </FormField>
    </FormDialog>
  );
}
