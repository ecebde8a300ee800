import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FormDialog, FormField, PortPickerField, useForm, type ApiResult } from '@portolan/sdk';
import { MASTER_KINDS } from '../../../shared/states';
import type { CompanyMasterEntry } from '../../../shared/types';
import { IdentityFields, identityData, identityProblems } from './IdentityFields';
import { CURRENCIES, nullable } from './masterOptions';

type Values = {
  code: string; name: string; kind: string; country: string; city: string; address: string; port: string;
  contactName: string; contactEmail: string; phone: string; taxId: string; paymentTerms: string; currency: string;
};
const OPTIONAL = ['city', 'address', 'port', 'contactName', 'contactEmail', 'phone', 'taxId', 'paymentTerms', 'currency'] as const;

function initialOf(entry?: CompanyMasterEntry): Values {
  return {
    code: entry?.code ?? '', name: entry?.name ?? '', kind: entry?.kind ?? 'SUPPLIER', country: entry?.country ?? '',
    ...(Object.fromEntries(OPTIONAL.map((k) => [k, entry?.[k] ?? ''])) as Record<(typeof OPTIONAL)[number], string>),
  };
}

/** A company-master entry (supplier, customer, consignee, agent): every field; the server's 400 beside the field it names. */
export function MasterEntryDialog({ entry, onClose, onSave }: { entry?: CompanyMasterEntry; onClose: () => void; onSave: (data: Record<string, unknown>) => Promise<ApiResult<unknown>> }) {
  const form = useForm<Values>({
    initial: initialOf(entry),
    validate: (v) => ({
      ...identityProblems(v),
      contactEmail: v.contactEmail.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.contactEmail.trim()) ? 'Enter an email address' : undefined,
    }),
    submit: (v) => onSave({ ...identityData(v), ...nullable(v, OPTIONAL) }),
  });
  const field = (name: keyof Values, label: string, props: Record<string, unknown> = {}) => (
    <FormField form={form} name={name} label={label}>
      <InputGroup {...form.input(name)} {...props} />
    </FormField>
  );
  return (
    <FormDialog form={form} title={entry ? `Edit ${entry.name}` : 'New party'} onClose={onClose} submit={{ text: entry ? 'Save party' : 'Create party' }} width={720}>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
        <IdentityFields form={form} kinds={MASTER_KINDS} />
        {field('city', 'City')}
        {field('address', 'Address')}
        <PortPickerField form={form} name="port" label="Port" kind="PORT" />
        <FormField form={form} name="currency" label="Currency">
          <HTMLSelect {...form.input('currency')} fill options={[{ value: '', label: 'None' }, ...CURRENCIES.map((c) => ({ value: c, label: c }))]} />
        </FormField>
        {field('contactName', 'Contact name')}
        {field('contactEmail', 'Contact email', { type: 'email' })}
        {field('phone', 'Phone', { type: 'tel' })}
        {field('taxId', 'Tax ID')}
        {field('paymentTerms', 'Payment terms', { placeholder: 'e.g. 30 days from B/L' })}
      </div>
    </FormDialog>
  );
}
