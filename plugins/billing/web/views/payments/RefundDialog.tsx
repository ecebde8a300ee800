import { InputGroup, TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, formatMoney, useForm, useService, type ApiResult } from '@portolan/sdk';
import type { PaymentRecord } from '../../../shared/types';
import { usePaymentsApi } from '../../api/paymentsApi';
import { majorToMinor, minorToInput } from '../../api/paymentAmounts';

type Values = { amountMinor: string; reason: string; receivedOn: string };

/** Refund of a payment's unapplied credit (Approve): amount (at most the credit), reason, date; the server's 400 beside its field. */
export function RefundDialog({ payment, onClose, onDone }: { payment: PaymentRecord; onClose: () => void; onDone: () => void }) {
  const api = usePaymentsApi();
  const notify = useService(NotificationBus);
  const credit = formatMoney({ minor: payment.unappliedMinor }, payment.currency);
  const form = useForm<Values>({
    initial: { amountMinor: minorToInput(payment.unappliedMinor, payment.currency), reason: '', receivedOn: new Date().toISOString().slice(0, 10) },
    validate: (v) => {
      const minor = majorToMinor(v.amountMinor, payment.currency);
      return {
        amountMinor: minor === undefined || minor <= 0 ? 'Enter an amount' : minor > payment.unappliedMinor ? `At most the unapplied credit, ${credit}` : undefined,
        reason: v.reason.trim() ? undefined : 'Say why',
        receivedOn: v.receivedOn ? undefined : 'Choose the date',
      };
    },
    submit: async (v): Promise<ApiResult<unknown>> => {
      const answer = await api.refund(payment._id, { amountMinor: majorToMinor(v.amountMinor, payment.currency)!, reason: v.reason.trim(), receivedOn: v.receivedOn });
      if (!answer.ok && !(answer.status === 400)) notify.outcome(false, { success: '', failure: `Could not refund: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: () => {
      notify.outcome(true, { success: 'Refund recorded', failure: '' });
      onDone();
    },
  });
  return (
    <FormDialog form={form} title="Refund the unapplied credit" onClose={onClose} submit={{ text: 'Refund', intent: 'warning' }}>
      <FormField form={form} name="amountMinor" label={`Amount (${payment.currency})`} required help={`Unapplied credit: ${credit}`}>
        <InputGroup {...form.input('amountMinor')} inputMode="decimal" />
      </FormField>
      <FormField form={form} name="reason" label="Reason" required>
        <TextArea {...form.input('reason')} fill />
      </FormField>
      <FormField form={form} name="receivedOn" label="Refunded on" required>
        <InputGroup {...form.input('receivedOn')} type="date" />
      </FormField>
    </FormDialog>
  );
}
