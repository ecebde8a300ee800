import { TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, useForm, useService } from '@portolan/sdk';
import type { InvoiceRecord } from '../../../shared/types';
import { useInvoicesApi } from '../../api/invoicesApi';
import { invoiceNumber } from './InvoiceList';

/** The actions that take a text: void (the issuer's reason), approve (an optional note), dispute (the customer's note). */
export type NoteAction = 'void' | 'approve' | 'dispute';

const TEXTS: Record<NoteAction, { title: string; label: string; missing?: string; intro: string; done: string; intent: 'danger' | 'success' | 'warning' }> = {
  void: { title: 'Void', label: 'Reason', missing: 'Say why the invoice is voided', intro: 'A void invoice stays in the numbering but is owed by no one. Only an invoice without payments or credit notes can be voided.', done: 'Invoice voided', intent: 'danger' },
  approve: { title: 'Approve', label: 'Note', intro: 'Tell the issuer you accept the invoice for payment.', done: 'Invoice approved', intent: 'success' },
  dispute: { title: 'Dispute', label: 'What is wrong', missing: 'Say what is wrong with the invoice', intro: 'The issuer reads your note and may credit or void the invoice.', done: 'Invoice disputed', intent: 'warning' },
};

/** Void, approve or dispute: one text, then `POST :id/<action> {version, reason|note}`. */
export function InvoiceNoteDialog({ invoice, action, onClose, onDone }: { invoice: InvoiceRecord; action: NoteAction; onClose: () => void; onDone: () => void }) {
  const api = useInvoicesApi();
  const notify = useService(NotificationBus);
  const t = TEXTS[action];
  const form = useForm<{ text: string }>({
    initial: { text: '' },
    validate: (v) => (t.missing && !v.text.trim() ? { text: t.missing } : v.text.length > 2000 ? { text: 'At most 2,000 characters' } : {}),
    submit: async (v) => {
      const text = v.text.trim();
      const answer =
        action === 'void' ? await api.void(invoice._id, { version: invoice.version, reason: text }) : await api[action](invoice._id, { version: invoice.version, ...(text ? { note: text } : {}) });
      notify.outcome(answer.ok, { success: t.done, failure: `${t.title} failed: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: () => {
      onClose();
      onDone();
    },
  });
  return (
    <FormDialog form={form} title={`${t.title} · ${invoiceNumber(invoice)}`} onClose={onClose} submit={{ text: t.title, intent: t.intent }}>
      <p>{t.intro}</p>
      <FormField form={form} name="text" label={t.label} required={Boolean(t.missing)}>
        <TextArea {...form.input('text')} fill rows={3} maxLength={2000} />
      </FormField>
    </FormDialog>
  );
}
