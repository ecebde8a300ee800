import { TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, useForm, useService } from '@portolan/sdk';
import type { PurchaseOrderDetails } from '../../../shared/types';
import { useOrdersApi } from '../../api/ordersApi';

/** Cancel a purchase order with the reason the supplier and the activity see (`POST :id/cancel/` `{version, reason}`). */
export function CancelOrderDialog({ order, onClose, onDone }: { order: PurchaseOrderDetails; onClose: () => void; onDone: () => void }) {
  const api = useOrdersApi();
  const notify = useService(NotificationBus);
  const form = useForm<{ reason: string }>({
    initial: { reason: '' },
    validate: (v) => (v.reason.trim() ? {} : { reason: 'Say why the order is cancelled' }),
    submit: async (v) => {
      const answer = await api.orderAction(order._id, 'cancel', order.version, { reason: v.reason });
      notify.outcome(answer.ok, { success: 'Purchase order cancelled', failure: `Could not cancel the purchase order: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: () => {
      onClose();
      onDone();
    },
  });
  return (
    <FormDialog form={form} title={`Cancel ${order.poNumber}`} onClose={onClose} submit={{ text: 'Cancel order', intent: 'danger' }}>
      <p>The supplier's link shows the order as cancelled; nothing more can be booked on it. This cannot be undone.</p>
      <FormField form={form} name="reason" label="Reason" required>
        <TextArea {...form.input('reason')} fill rows={3} maxLength={2000} />
      </FormField>
    </FormDialog>
  );
}
