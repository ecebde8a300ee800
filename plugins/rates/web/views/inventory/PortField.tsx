import { PortPicker, type FormState } from '@portolan/sdk';
import type { RateValues } from './rateFormValues';

type PortName = 'origin' | 'destination' | 'port';

/**
 * A port or place field of the rate form: the SDK's PortPicker (place autocomplete) bound to the form —
 * its id is the form's (so a server 400 naming it focuses it) and its error shows beneath it.
 */
export function PortField({ form, name, label, kind, required, help }: { form: FormState<RateValues>; name: PortName; label: string; kind: 'PORT' | 'ANY'; required?: boolean; help?: string }) {
  const id = form.idOf(name);
  const error = form.errors[name];
  return (
    <PortPicker
      id={id}
      label={required ? `${label} (required)` : label}
      value={form.values[name]}
      onChange={(code) => form.set(name, code)}
      kind={kind}
      placeholder={kind === 'PORT' ? 'Port code or name, e.g. INNSA' : 'Place or port, e.g. Ahmedabad'}
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
