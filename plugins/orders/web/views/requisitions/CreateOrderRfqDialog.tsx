import { useNavigate } from 'react-router-dom';
import { InputGroup } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, useForm, useService } from '@portolan/sdk';
import { addDays, todayUtc } from '@portolan/sdk/shared';
import type { OrderRfqDetails, RequisitionDetails } from '../../../shared/types';
import { recordOf, useSourcingApi, type One } from '../../api/sourcingApi';
import { SupplierChecklist } from '../orderRfqs/SupplierChecklist';
import { idsOf } from './lineValues';
import { ORDER_RFQS } from './paths';

type Values = { title: string; supplierIds: string; quoteDeadline: string };

export interface CreateOrderRfqDialogProps {
  requisition: RequisitionDetails;
  onClose: () => void;
}

/**
 * "Create order RFQ" of an APPROVED requisition: the suppliers to ask and the quote deadline (a week
 * ahead, 17:00 local time); POST create-from-requisition makes a DRAFT RFQ of its lines (the requisition →
 * SOURCING) and opens it.
 */
export function CreateOrderRfqDialog({ requisition, onClose }: CreateOrderRfqDialogProps) {
  const api = useSourcingApi();
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const form = useForm<Values>({
    initial: { title: requisition.title, supplierIds: '', quoteDeadline: `${addDays(todayUtc(), 7)}T17:00` },
    validate: (v) => ({
      title: !v.title.trim() ? 'Give the RFQ a title' : v.title.length > 200 ? 'At most 200 characters' : undefined,
      supplierIds: idsOf(v.supplierIds).length ? undefined : 'Pick at least one supplier',
      quoteDeadline: !v.quoteDeadline || Number.isNaN(new Date(v.quoteDeadline).getTime()) ? 'Choose the deadline' : new Date(v.quoteDeadline).getTime() <= Date.now() ? 'The deadline must be in the future' : undefined,
    }),
    submit: async (v) => {
      const answer = await api.createOrderRfqFromRequisition({ requisitionId: requisition._id, supplierIds: idsOf(v.supplierIds), quoteDeadline: new Date(v.quoteDeadline).toISOString(), title: v.title.trim() });
      if (!answer.ok) notify.failure(`Failed to create the order RFQ: ${answer.errorMessage ?? 'Server Error'}`);
      return answer;
    },
    onSuccess: (result) => {
      const answer = result.data as One<OrderRfqDetails> | undefined;
      notify.success('Order RFQ created');
      navigate(`${ORDER_RFQS}/${answer?.id ?? recordOf<OrderRfqDetails>(answer)?._id ?? ''}`);
    },
  });
  return (
    <FormDialog form={form} title={`Create order RFQ from ${requisition.reference}`} onClose={onClose} submit={{ text: 'Create order RFQ', icon: 'comparison' }} width={560}>
      <p>
        The RFQ asks the suppliers to quote the requisition’s {requisition.lines.length} line{requisition.lines.length === 1 ? '' : 's'}. It starts as a draft: check it, then send it to the suppliers.
      </p>
      <FormField form={form} name="title" label="Title" required>
        <InputGroup {...form.input('title')} />
      </FormField>
      <FormField form={form} name="quoteDeadline" label="Quote deadline" required help="Your local time">
        <InputGroup {...form.input('quoteDeadline')} type="datetime-local" />
      </FormField>
      <SupplierChecklist id={form.idOf('supplierIds')} chosen={idsOf(form.values.supplierIds)} onChange={(ids) => form.set('supplierIds', ids.join(','))} error={form.errors.supplierIds} />
    </FormDialog>
  );
}
