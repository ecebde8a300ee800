import { useNavigate } from 'react-router-dom';
import { InputGroup, TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, compareDecimals, isDecimal, useForm, useService } from '@portolan/sdk';
import type { CarrierInvoiceDetails } from '../../../shared/types';
import { useDndApi } from '../../api/dndApi';

/** Open a dispute of a carrier invoice: the reason (the findings prefill it) and the amount disputed (the difference by default). */
export function OpenDisputeDialog({ invoice, onClose }: { invoice: CarrierInvoiceDetails; onClose: () => void }) {
  const api = useDndApi();
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const positive = invoice.difference && Number(invoice.difference.amount) > 0 ? invoice.difference.amount : '';
  const form = useForm<{ reason: string; amount: string }>({
    initial: { reason: invoice.findings.map((f) => f.message).join('\n'), amount: positive },
    validate: (v) => ({
      ...(v.reason.trim() ? {} : { reason: 'Say what is wrong with the invoice' }),
      ...(v.amount.trim() && (!isDecimal(v.amount.trim()) || Number(v.amount) <= 0) ? { amount: 'An amount like 250.00' } : {}),
      ...(v.amount.trim() && compareDecimals(v.amount.trim(), invoice.amount.amount) > 0 ? { amount: 'Cannot be more than the invoice total' } : {}),
    }),
    submit: async (v) => {
      const answer = await api.openDispute({ invoiceId: invoice._id, reason: v.reason.trim(), ...(v.amount.trim() && { amount: v.amount.trim() }) });
      notify.outcome(answer.ok, { success: 'Dispute opened', failure: `Could not open the dispute: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: (answer) => {
      const data = answer.data as { record?: { _id: string }; id?: string } | undefined;
      const id = data?.record?._id ?? data?.id;
      onClose();
      if (id) navigate(`/dnd/disputes/${encodeURIComponent(id)}`);
    },
  });
  return (
    <FormDialog form={form} title={`Dispute invoice ${invoice.invoiceNumber}`} onClose={onClose} submit={{ text: 'Open dispute', intent: 'warning', icon: 'flag' }} width={560}>
      <p>Dispute by {invoice.disputeBy} (46 CFR 541.8). The findings go with the dispute as its evidence.</p>
      <FormField form={form} name="reason" label="Reason" required>
        <TextArea {...form.input('reason')} fill rows={4} maxLength={4000} />
      </FormField>
      <FormField form={form} name="amount" label={`Amount disputed (${invoice.amount.currency})`} help="Empty: the difference to what is expected">
        <InputGroup {...form.input('amount')} inputMode="decimal" />
      </FormField>
    </FormDialog>
  );
}
