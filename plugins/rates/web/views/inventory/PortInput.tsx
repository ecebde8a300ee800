import { InputGroup } from '@blueprintjs/core';
import type { FieldInputProps } from '@portolan/sdk';

/**
 * A UN/LOCODE input (upper-cased as typed) for a port or an inland place. Stands in for the SDK's
 * PortPicker until it is exported; the props are the form's `input(name)` plus the setter.
 */
export function PortInput({ input, set, placeholder, invalid }: { input: FieldInputProps; set: (value: string) => void; placeholder?: string; invalid?: boolean }) {
  return (
    <InputGroup
      {...input}
      onChange={(e) => set(e.target.value.toUpperCase())}
      placeholder={placeholder ?? 'UN/LOCODE, e.g. INNSA'}
      maxLength={5}
      autoComplete="off"
      spellCheck={false}
      leftIcon="map-marker"
      intent={invalid ? 'danger' : 'none'}
    />
  );
}
