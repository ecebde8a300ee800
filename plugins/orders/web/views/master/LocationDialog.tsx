import { InputGroup } from '@blueprintjs/core';
import { FormDialog, FormField, PortPickerField, useForm, type ApiResult } from '@portolan/sdk';
import { LOCATION_KINDS } from '../../../shared/states';
import type { CompanyLocation } from '../../../shared/types';
import { IdentityFields, identityData, identityProblems } from './IdentityFields';
import { nullable } from './masterOptions';

type Values = { code: string; name: string; kind: string; address: string; city: string; country: string; port: string };
const OPTIONAL = ['address', 'city', 'port'] as const;

/** A location of the company (warehouse, factory, office…): every field; the server's 400 beside the field it names. */
export function LocationDialog({ location, onClose, onSave }: { location?: CompanyLocation; onClose: () => void; onSave: (data: Record<string, unknown>) => Promise<ApiResult<unknown>> }) {
  const form = useForm<Values>({
    initial: {
      code: location?.code ?? '',
      name: location?.name ?? '',
      kind: location?.kind ?? 'WAREHOUSE',
      address: location?.address ?? '',
      city: location?.city ?? '',
      country: location?.country ?? '',
      port: location?.port ?? '',
    },
    validate: identityProblems,
    submit: (v) => onSave({ ...identityData(v), ...nullable(v, OPTIONAL) }),
  });
  return (
    <FormDialog form={form} title={location ? `Edit ${location.name}` : 'New location'} onClose={onClose} submit={{ text: location ? 'Save location' : 'Create location' }} width={640}>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
        <IdentityFields form={form} kinds={LOCATION_KINDS} />
        <FormField form={form} name="address" label="Address">
          <InputGroup {...form.input('address')} maxLength={500} />
        </FormField>
        <FormField form={form} name="city" label="City">
          <InputGroup {...form.input('city')} maxLength={100} />
        </FormField>
        <PortPickerField form={form} name="port" label="Nearest port" kind="PORT" />
      </div>
    </FormDialog>
  );
}
