import { HTMLSelect } from '@blueprintjs/core';
import { FormField, HttpClient, useLoad, useService, type FormState } from '@portolan/sdk';
import { ORDERS_API, type LocationOption } from '../../../shared/types';
import { itemsOf } from '../../api/sourcingApi';
import { CURRENCIES } from './currencies';
import type { FormValues } from './lineValues';

type FieldProps = { form: FormState<FormValues>; name: string };

/** A currency select (the usual ones, and the record's own when it is another). */
export function CurrencyField({ form, name }: FieldProps) {
  const current = form.values[name];
  const currencies = CURRENCIES.includes(current) ? CURRENCIES : [current, ...CURRENCIES];
  return (
    <FormField form={form} name={name} label="Currency" required>
      <HTMLSelect {...form.input(name)}>
        {currencies.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </HTMLSelect>
    </FormField>
  );
}

/** A company location select (`list-company-locations`), optional. */
export function LocationField({ form, name, label, help, none }: FieldProps & { label: string; help: string; none: string }) {
  const locations = useLoad<unknown>(useService(HttpClient), ORDERS_API.listCompanyLocations);
  return (
    <FormField form={form} name={name} label={label} help={locations.error ? `The locations could not be loaded: ${locations.error}` : help}>
      <HTMLSelect {...form.input(name)}>
        <option value="">{none}</option>
        {itemsOf<LocationOption>(locations.data).map((l) => (
          <option key={l._id} value={l._id}>
            {l.name} ({l.code}
            {l.city ? `, ${l.city}` : ''})
          </option>
        ))}
      </HTMLSelect>
    </FormField>
  );
}
