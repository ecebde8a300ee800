import { TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, useForm, useService } from '@portolan/sdk';
import { KYC_DOC_TYPES } from '../../../shared/states';
import type { KycDocument } from '../../../shared/types';
import { useKycApi } from '../../api/kycApi';

/** Reject a pending KYC document: the reason (required; the company is told it) goes with it. */
export function KycRejectDialog({ doc, onClose, onDone }: { doc: KycDocument; onClose: () => void; onDone: () => void }) {
  const api = useKycApi();
  const notify = useService(NotificationBus);
  const form = useForm<{ reason: string }>({
    initial: { reason: '' },
    validate: (v) => ({ reason: v.reason.trim() ? (v.reason.trim().length > 500 ? 'At most 500 characters' : undefined) : 'Say why the document is rejected' }),
    submit: async (v) => {
      const answer = await api.reject(doc._id, v.reason.trim());
      notify.outcome(answer.ok, { success: 'Document rejected', failure: `Failed to reject the document: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: () => {
      onDone();
      onClose();
    },
  });
  return (
    <FormDialog form={form} title={`Reject ${KYC_DOC_TYPES[doc.docType].title} of ${doc.companyName}`} onClose={onClose} submit={{ text: 'Reject', intent: 'danger', icon: 'cross-circle' }}>
      <p>
        {KYC_DOC_TYPES[doc.docType].number} {doc.number}. The company sees the reason and is asked to upload a corrected document.
      </p>
      <FormField form={form} name="reason" label="Reason" required>
        <TextArea {...form.input('reason')} fill rows={4} maxLength={500} />
      </FormField>
    </FormDialog>
  );
}
