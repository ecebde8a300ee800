import { TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, useForm, useService } from '@portolan/sdk';
import { BOOKING_ACTIONS, type BookingAction } from '../../shared/states';
import type { BookingDetails } from '../../shared/types';
import { useBookingsApi } from '../api/bookingsApi';

/** The actions that take a reason (or, asking for an update, the message the shipper reads). */
export type ReasonAction = Extract<BookingAction, 'cancel' | 'reject' | 'decline' | 'declineAmendment' | 'requestUpdate'>;

const TEXTS: Record<ReasonAction, { label: string; missing: string; intro: string; done: string; intent: 'danger' | 'primary' }> = {
  cancel: { label: 'Reason', missing: 'Say why the booking is cancelled', intro: 'The provider is told; the booking cannot be reopened.', done: 'Booking cancelled', intent: 'danger' },
  reject: { label: 'Reason', missing: 'Say why the request is rejected', intro: 'The shipper reads the reason; the booking ends.', done: 'Booking rejected', intent: 'danger' },
  decline: { label: 'Reason', missing: 'Say why the booking is declined', intro: 'The confirmed booking ends; the shipper reads the reason.', done: 'Booking declined', intent: 'danger' },
  declineAmendment: { label: 'Reason', missing: 'Say why the amendment is declined', intro: 'The booking stays as confirmed; the shipper reads the reason.', done: 'Amendment declined', intent: 'danger' },
  requestUpdate: { label: 'Message to the shipper', missing: 'Say what needs to change', intro: 'The shipper reads your message and sends an update (or an amendment of the confirmed booking).', done: 'Update requested', intent: 'primary' },
};

/** Cancel, reject, decline, decline an amendment or ask for an update: one text, then `POST :id/<action>/ {version, reason}`. */
export function ReasonDialog({ booking, action, onClose, onDone }: { booking: BookingDetails; action: ReasonAction; onClose: () => void; onDone: () => void }) {
  const api = useBookingsApi();
  const notify = useService(NotificationBus);
  const t = TEXTS[action];
  const form = useForm<{ reason: string }>({
    initial: { reason: '' },
    validate: (v) => (v.reason.trim() ? v.reason.trim().length > 2000 ? { reason: 'At most 2,000 characters' } : {} : { reason: t.missing }),
    submit: async (v) => {
      const answer = await api.action(booking._id, action, { version: booking.version, reason: v.reason.trim() });
      notify.outcome(answer.ok, { success: t.done, failure: `${BOOKING_ACTIONS[action].title} failed: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: () => {
      onClose();
      onDone();
    },
  });
  return (
    <FormDialog form={form} title={`${BOOKING_ACTIONS[action].title} · ${booking.reference}`} onClose={onClose} submit={{ text: BOOKING_ACTIONS[action].title, intent: t.intent }}>
      <p>{t.intro}</p>
      <FormField form={form} name="reason" label={t.label} required>
        <TextArea {...form.input('reason')} fill rows={3} maxLength={2000} />
      </FormField>
    </FormDialog>
  );
}
