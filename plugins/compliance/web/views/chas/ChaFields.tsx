import { InputGroup, TextArea } from '@blueprintjs/core';
import { FormField, type FormState } from '@portolan/sdk';
import type { ChaValues } from './chaFormValues';
import { PortsField } from './PortsField';

/** The fields of a customs house agent (the "New CHA" dialog and the Profile tab share them). */
export function ChaFields({ form, disabled }: { form: FormState<ChaValues>; disabled?: boolean }) {
  return (
    <>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: '0 12px' }}>
        <FormField form={form} name="name" label="Name" required>
          <InputGroup {...form.input('name')} maxLength={200} />
        </FormField>
        <FormField form={form} name="licenceNumber" label="Licence number" required help="Customs broker licence (CBLR 2018)">
          <InputGroup {...form.input('licenceNumber')} maxLength={40} />
        </FormField>
        <FormField form={form} name="pan" label="PAN" help="10 characters, e.g. AAACB1234F">
          <InputGroup {...form.input('pan')} maxLength={10} style={{ textTransform: 'uppercase' }} />
        </FormField>
      </div>
      <PortsField form={form} disabled={disabled} />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: '0 12px' }}>
        <FormField form={form} name="contactName" label="Contact name">
          <InputGroup {...form.input('contactName')} />
        </FormField>
        <FormField form={form} name="email" label="Email">
          <InputGroup {...form.input('email')} type="email" />
        </FormField>
        <FormField form={form} name="phone" label="Phone">
          <InputGroup {...form.input('phone')} type="tel" />
        </FormField>
      </div>
      <FormField form={form} name="address" label="Address">
        <TextArea {...form.input('address')} fill rows={2} />
      </FormField>
    </>
  );
}
