import { InputGroup } from '@blueprintjs/core';
import { FormField, type FormState } from '@portolan/sdk';
import type { SearchFormValues } from './searchFormValues';

export interface PlaceFieldProps {
  form: FormState<SearchFormValues>;
  name: 'origin' | 'destination';
  label: string;
  placeholder: string;
}

/** A port or inland place of the search (a UN/LOCODE; a place resolves to its nearest ports on the server). */
export function PlaceField({ form, name, label, placeholder }: PlaceFieldProps) {
  return (
    <FormField form={form} name={name} label={label} required help="Port or place (UN/LOCODE)">
      <InputGroup {...form.input(name)} placeholder={placeholder} autoComplete="off" intent={form.errors[name] ? 'danger' : 'none'} onBlur={(e) => {
          const code = e.currentTarget.value.trim().toUpperCase();
          if (code !== e.currentTarget.value) form.set(name, code);
        }} />
    </FormField>
  );
}
