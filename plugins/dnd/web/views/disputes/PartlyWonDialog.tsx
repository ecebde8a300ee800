import { InputGroup, TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, compareDecimals, isDecimal, useForm, useService } from '@portolan/sdk';
import type { Dispute } from '../../../shared/types';
import { useDndApi } from '../../api/dndApi';

/** Close a submitted dispute as partly won: the amount the carrier credited (less than disputed) and a note. */
export function PartlyWonDialog({ dispute, onClose, onDone }: { dispute: Dispute; onClose: () => void; onDone: () => void }) {
  const api = useDndApi();
  const notify = useService(NotificationBus);
  const form = useForm<{ outcomeAmount: string; note: string }>({
    initial: { outcomeAmount: '', note: '' },
    validate: (v) => {
      const amount = v.outcomeAmount.trim();
      if (!isDecimal(amount) || Number(amount) <= 0) return { outcomeAmount: 'Enter the amount credited, like 150.00' };
      if (compareDecimals(amount, dispute.disputed.amount) > 0) return { outcomeAmount: `At most the ${dispute.disputed.amount} disputed` };
      return {};
    },
    submit: async (v) => {
      const answer = await api.disputeAction(dispute._id, 'partlyWin', { version: dispute.version, outcomeAmount: v.outcomeAmount.trim(), ...(v.note.trim() && { note: v.note.trim() }) });
      notify.outcome(answer.ok, { success: 'Dispute closed as partly won', failure: `Could not close the dispute: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: () => {
      onClose();
      onDone();
    },
  });
  return (
    <FormDialog form={form} title={`Partly won: ${dispute.reference}`} onClose={onClose} submit={{ text: 'Partly won', intent: 'success' }}>
      <FormField form={form} name="outcomeAmount" label={`Amount credited (${dispute.disputed.currency})`} required>
        <InputGroup {...form.input('outcomeAmount')} inputMode="decimal" />
      </FormField>
      <FormField form={form} name="note" label="Note">
        <TextArea {...form.input('note')} fill rows={2} maxLength={2000} />
      </FormField>
    </FormDialog>
  );
}
