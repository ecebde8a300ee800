import { InputGroup } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, useForm, useService } from '@portolan/sdk';
import type { BillRecord } from '../../../shared/types';
import { useRegularizationApi, type One } from '../../api/regularizationApi';
import { EMPTY_BILL, billValues, toBill, toBillChanges, validateBill, type BillFormValues } from './billFormValues';

/** "New bill" (or "Edit bill" of a saved one, with its version): a shipping bill with its export invoice, checked as the server checks it. */
export function BillDialog({ bill, onClose, onSaved }: { bill?: BillRecord; onClose: () => void; onSaved: (id: string) => void }) {
  const api = useRegularizationApi();
  const notify = useService(NotificationBus);
  const form = useForm<BillFormValues>({
    initial: bill ? billValues(bill) : EMPTY_BILL,
    validate: validateBill,
    submit: async (values) => {
      const answer = bill ? await api.updateBill(bill._id, { ...toBillChanges(values), version: bill.version }) : await api.createBill(toBill(values));
      if (!answer.ok) notify.failure(`Failed to ${bill ? 'save' : 'create'} the bill: ${answer.errorMessage ?? 'Server Error'}`);
      return answer;
    },
    onSuccess: (answer) => {
      const record = (answer.data as One<BillRecord> | undefined)?.record;
      notify.success(`Bill ${record?.sbNumber ?? ''} ${bill ? 'saved' : 'created'}`);
      if (record) onSaved(record._id);
      else onClose();
    },
  });
  return (
    <FormDialog form={form} title={bill ? `Edit bill ${bill.sbNumber}` : 'New export bill'} onClose={onClose} submit={bill ? { text: 'Save bill', icon: 'floppy-disk' } : { text: 'Create bill', icon: 'add' }} width={560}>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0 12px' }}>
        <FormField form={form} name="sbNumber" label="Shipping bill number" required help="7 digits">
          <InputGroup {...form.input('sbNumber')} inputMode="numeric" maxLength={7} />
        </FormField>
        <FormField form={form} name="sbDate" label="Shipping bill date" required>
          <InputGroup {...form.input('sbDate')} type="date" />
        </FormField>
        <FormField form={form} name="portCode" label="Port code" required help="Customs location, e.g. INNSA1">
          <InputGroup {...form.input('portCode')} maxLength={6} />
        </FormField>
        <FormField form={form} name="invoiceNumber" label="Invoice number" required>
          <InputGroup {...form.input('invoiceNumber')} maxLength={40} />
        </FormField>
        <FormField form={form} name="invoiceDate" label="Invoice date" required>
          <InputGroup {...form.input('invoiceDate')} type="date" />
        </FormField>
        <FormField form={form} name="currency" label="Currency" required>
          <InputGroup {...form.input('currency')} maxLength={3} />
        </FormField>
        <FormField form={form} name="invoiceValue" label="Invoice value" required>
          <InputGroup {...form.input('invoiceValue')} inputMode="decimal" />
        </FormField>
        <FormField form={form} name="buyerName" label="Buyer">
          <InputGroup {...form.input('buyerName')} />
        </FormField>
        <FormField form={form} name="buyerCountry" label="Buyer country" help="Two letters, e.g. DE">
          <InputGroup {...form.input('buyerCountry')} maxLength={2} />
        </FormField>
      </div>
    </FormDialog>
  );
}
