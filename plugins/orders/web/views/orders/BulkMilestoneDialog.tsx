import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, useForm, useService } from '@portolan/sdk';
import { MILESTONES, MILESTONE_TITLES, type Milestone } from '../../../shared/states';
import type { PurchaseOrderDetails } from '../../../shared/types';
import { useOrdersApi } from '../../api/ordersApi';

type Values = { milestone: string; plannedDate: string; actualDate: string };

/** "Update milestone" for the selected lines: one milestone's planned and/or actual day (`updateMilestone/` with `lineItemIds` and the order's version). */
export function BulkMilestoneDialog({ order, lineItemIds, onClose, onDone }: { order: PurchaseOrderDetails; lineItemIds: string[]; onClose: () => void; onDone: () => void }) {
  const api = useOrdersApi();
  const notify = useService(NotificationBus);
  const form = useForm<Values>({
    initial: { milestone: 'CARGO_READY', plannedDate: '', actualDate: '' },
    validate: (v) => (v.plannedDate || v.actualDate ? {} : { actualDate: 'Give the planned or the actual day' }),
    submit: async (v) => {
      const answer = await api.updateMilestone(order._id, {
        milestone: v.milestone as Milestone,
        ...(v.plannedDate && { plannedDate: v.plannedDate }),
        ...(v.actualDate && { actualDate: v.actualDate }),
        lineItemIds,
        version: order.version,
      });
      notify.outcome(answer.ok, { success: `Milestone updated on ${lineItemIds.length} line${lineItemIds.length === 1 ? '' : 's'}`, failure: `Could not update the milestone: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: () => {
      onClose();
      onDone();
    },
  });
  return (
    <FormDialog form={form} title={`Update milestone of ${lineItemIds.length} line${lineItemIds.length === 1 ? '' : 's'}`} onClose={onClose} submit={{ text: 'Update milestone' }}>
      <FormField form={form} name="milestone" label="Milestone" required>
        <HTMLSelect {...form.input('milestone')} fill options={MILESTONES.map((m) => ({ value: m, label: MILESTONE_TITLES[m] }))} />
      </FormField>
      <FormField form={form} name="plannedDate" label="Planned day">
        <InputGroup {...form.input('plannedDate')} type="date" />
      </FormField>
      <FormField form={form} name="actualDate" label="Actual day" help="Leave empty to change the plan only">
        <InputGroup {...form.input('actualDate')} type="date" />
      </FormField>
    </FormDialog>
  );
}
