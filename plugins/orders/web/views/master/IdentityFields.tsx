import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FormField, type FieldErrors, type FormState } from '@portolan/sdk';
import { COUNTRY_OPTIONS, words } from './masterOptions';

type Identity = { code: string; name: string; kind: string; country: string };

/** The client checks of code, name and country (mirroring the server's schema). */
export function identityProblems(v: Identity): FieldErrors {
  return {
    code: !v.code.trim() ? 'Enter a code' : !/^[A-Za-z0-9][A-Za-z0-9_-]{0,19}$/.test(v.code.trim()) ? 'Up to 20 letters, digits, - or _ (such as SUP-NINGBO)' : undefined,
    name: !v.name.trim() ? 'Enter a name' : v.name.length > 200 ? 'At most 200 characters' : undefined,
    country: v.country ? undefined : 'Choose a country',
  };
}

/** Code (upper case), name, kind and country as the API takes them. */
export function identityData(v: Identity): Identity {
  return { code: v.code.trim().toUpperCase(), name: v.name.trim(), kind: v.kind, country: v.country };
}

/** Code, name, kind and country of a company-master entry or a location: the first four fields of their dialogs. */
export function IdentityFields<V extends Identity & Record<string, string>>({ form, kinds }: { form: FormState<V>; kinds: readonly string[] }) {
  return (
    <>
      <FormField form={form} name="code" label="Code" required>
        <InputGroup {...form.input('code')} maxLength={20} />
      </FormField>
      <FormField form={form} name="name" label="Name" required>
        <InputGroup {...form.input('name')} maxLength={200} />
      </FormField>
      <FormField form={form} name="kind" label="Kind" required>
        <HTMLSelect {...form.input('kind')} fill options={kinds.map((k) => ({ value: k, label: words(k) }))} />
      </FormField>
      <FormField form={form} name="country" label="Country" required>
        <HTMLSelect {...form.input('country')} fill options={[{ value: '', label: 'Choose a country…' }, ...COUNTRY_OPTIONS]} />
      </FormField>
    </>
  );
}
