import { TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, useForm, useService } from '@portolan/sdk';
import type { Rfq } from '../../../shared/types';
import { useRfqApi } from '../../api/rfqApi';

/** Cancel an RFQ with the reason the vendors and the audit trail see (`POST :id/cancel/` `{version, reason}`). */
export function CancelRfqDialog({ rfq, onClose, onDone }: { rfq: Rfq; onClose: () => void; onDone: () => void }) {
  const api = useRfqApi();
  const notify = useService(NotificationBus);
  const form = useForm<{ reason: string }>({
    initial: { reason: '' },
    validate: (v) => (v.reason.trim() ? {} : { reason: 'Say why the RFQ is cancelled' }),
    submit: async (v) => {
      const answer = await api.rfqAction(rfq._id, 'cancel', rfq.version, { reason: v.reason });
      notify.outcome(answer.ok, { success: 'RFQ cancelled', failure: `Failed to cancel the RFQ: ${answer.errorMessage ?? ''}` });
      return answer;
    },
    onSuccess: () => {
      onClose();
      onDone();
    },
  });
  return (
    <FormDialog form={form} title={`Cancel ${rfq.reference}`} onClose={onClose} submit={{ text: 'Cancel RFQ', intent: 'danger' }}>
      <p>The invited vendors are told the RFQ is cancelled; bids can no longer be made. This cannot be undone.</p>
      <FormField form={form} name="reason" label="Reason" required>
        <TextArea {...form.input('reason')} fill rows={3} maxLength={2000} />
      </FormField>
    </FormDialog>
  );
}
