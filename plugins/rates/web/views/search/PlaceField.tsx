import { PortPicker, type FormState } from '@portolan/sdk';
import type { SearchFormValues } from './searchFormValues';

export interface PlaceFieldProps {
  form: FormState<SearchFormValues>;
  name: 'origin' | 'destination';
  label: string;
  placeholder: string;
}

/**
 * A port or inland place of the search, picked with the SDK's PortPicker (the place autocomplete);
 * a place resolves to its nearest ports on the server. Its client check or the server's 400 shows below it.
 */
export function PlaceField({ form, name, label, placeholder }: PlaceFieldProps) {
  const id = form.idOf(name);
  const error = form.errors[name];
  return (
    <div style={{ minWidth: 240 }}>
      <PortPicker
        id={id}
        label={label}
        value={form.values[name]}
        onChange={(code) => form.set(name, code)}
        placeholder={placeholder}
        intent={error ? 'danger' : 'none'}
        helperText={
          error ? (
            <span id={`${id}-error`} role="alert">
              {error}
            </span>
          ) : (
            'Port or inland place'
          )
        }
      />
    </div>
  );
}
