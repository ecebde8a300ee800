import { PortPicker } from '../components';
import type { FormState } from './useForm';

export interface PortPickerFieldProps<V extends Record<string, string>> {
  /** The form (from `useForm`) and the field holding the UN/LOCODE. */
  form: Pick<FormState<V>, 'values' | 'errors' | 'idOf' | 'set'>;
  name: keyof V & string;
  label: string;
  /** Ports only, or ports and inland places (default). */
  kind?: 'PORT' | 'ANY';
  required?: boolean;
  placeholder?: string;
  /** Shown under the field while it has no error. */
  help?: string;
}

/**
 * A port or place field of a form: the PortPicker bound to `useForm` — its id is the form's (a server
 * 400 naming the field focuses it), a client check or the server's 400 shows beneath it.
 */
export function PortPickerField<V extends Record<string, string>>({ form, name, label, kind, required, placeholder, help }: PortPickerFieldProps<V>) {
  const id = form.idOf(name);
  const error = form.errors[name];
  return (
    <PortPicker
      id={id}
      label={required ? `${label} (required)` : label}
      value={form.values[name] ?? ''}
      onChange={(code) => form.set(name, code)}
      kind={kind}
      placeholder={placeholder}
      intent={error ? 'danger' : 'none'}
      helperText={
        error ? (
          <span id={`${id}-error`} role="alert">
            {error}
          </span>
        ) : (
          help
        )
      }
    />
  );
}
