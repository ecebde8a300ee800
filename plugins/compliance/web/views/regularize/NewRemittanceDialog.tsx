import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, isCurrency, useForm, useService, type FieldErrors } from '@portolan/sdk';
import { EXPORT_PURPOSE_CODES, PARTNER_BANKS, type PartnerBank } from '../../../shared/states';
import { useRegularizationApi } from '../../api/regularizationApi';
import { amountProblem } from './billFormValues';

type Values = { bankReference: string; remittanceDate: string; amount: string; currency: string; purposeCode: string; remitterName: string; remitterCountry: string; bank: string };

const EMPTY: Values = { bankReference: '', remittanceDate: '', amount: '', currency: 'USD', purposeCode: 'P0102', remitterName: '', remitterCountry: '', bank: 'ICICI' };

function validate(v: Values): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.bankReference.trim()) errors.bankReference = 'Enter the bank reference (IRM number)';
  else if (v.bankReference.trim().length > 40) errors.bankReference = 'At most 40 characters';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.remittanceDate)) errors.remittanceDate = 'Enter the remittance date';
  const currency = v.currency.trim().toUpperCase();
  if (!isCurrency(currency)) errors.currency = 'Enter an ISO 4217 currency, e.g. USD';
  const amount = amountProblem(v.amount, currency);
  if (amount) errors.amount = amount;
  if (!(v.purposeCode in EXPORT_PURPOSE_CODES)) errors.purposeCode = 'Choose the purpose code';
  if (!v.remitterName.trim()) errors.remitterName = 'Enter the remitter';
  if (v.remitterCountry.trim() && !/^[A-Z]{2}$/.test(v.remitterCountry.trim().toUpperCase())) errors.remitterCountry = 'Enter a two-letter country code, e.g. US';
  if (!(v.bank in PARTNER_BANKS)) errors.bank = 'Choose the bank';
  return errors;
}

/** "New remittance": an inward remittance as the bank advised it (IRM), with its FEMA purpose code. */
export function NewRemittanceDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const api = useRegularizationApi();
  const notify = useService(NotificationBus);
  const form = useForm<Values>({
    initial: EMPTY,
    validate,
    submit: async (v) => {
      const answer = await api.createRemittance({
        bankReference: v.bankReference.trim(),
        remittanceDate: v.remittanceDate,
        amount: v.amount.trim(),
        currency: v.currency.trim().toUpperCase(),
        purposeCode: v.purposeCode,
        remitterName: v.remitterName.trim(),
        ...(v.remitterCountry.trim() ? { remitterCountry: v.remitterCountry.trim().toUpperCase() } : {}),
        bank: v.bank as PartnerBank,
      });
      if (!answer.ok) notify.failure(`Failed to record the remittance: ${answer.errorMessage ?? 'Server Error'}`);
      return answer;
    },
    onSuccess: () => {
      notify.success('Remittance recorded');
      onCreated();
    },
  });
  return (
    <FormDialog form={form} title="New inward remittance" onClose={onClose} submit={{ text: 'Record remittance', icon: 'add' }} width={600}>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0 12px' }}>
        <FormField form={form} name="bankReference" label="Bank reference (IRM)" required>
          <InputGroup {...form.input('bankReference')} maxLength={40} />
        </FormField>
        <FormField form={form} name="remittanceDate" label="Remittance date" required>
          <InputGroup {...form.input('remittanceDate')} type="date" />
        </FormField>
        <FormField form={form} name="currency" label="Currency" required>
          <InputGroup {...form.input('currency')} maxLength={3} />
        </FormField>
        <FormField form={form} name="amount" label="Amount" required>
          <InputGroup {...form.input('amount')} inputMode="decimal" />
        </FormField>
        <FormField form={form} name="remitterName" label="Remitter" required>
          <InputGroup {...form.input('remitterName')} />
        </FormField>
        <FormField form={form} name="remitterCountry" label="Remitter country" help="Two letters, e.g. US">
          <InputGroup {...form.input('remitterCountry')} maxLength={2} />
        </FormField>
        <FormField form={form} name="bank" label="Bank" required>
          <HTMLSelect {...form.input('bank')} fill options={Object.entries(PARTNER_BANKS).map(([value, label]) => ({ value, label }))} />
        </FormField>
      </div>
      <FormField form={form} name="purposeCode" label="Purpose code" required help={EXPORT_PURPOSE_CODES[form.values.purposeCode as keyof typeof EXPORT_PURPOSE_CODES]}>
        <HTMLSelect {...form.input('purposeCode')} fill options={Object.entries(EXPORT_PURPOSE_CODES).map(([value, label]) => ({ value, label: `${value} — ${label}` }))} />
      </FormField>
    </FormDialog>
  );
}
