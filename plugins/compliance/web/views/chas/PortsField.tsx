import { FormGroup, TagInput } from '@blueprintjs/core';
import type { FormState } from '@portolan/sdk';
import type { ChaValues } from './chaFormValues';
import { isLocode, portsOf } from './chaFormValues';
import { portText } from './chaWords';

/**
 * The ports an agent clears at: UN/LOCODEs typed as tags (Enter, comma or space adds; pasted lists are
 * split), each shown with the port's name; a code that is not a UN/LOCODE shows red and is named in the
 * field's error. (The SDK PortPicker picks one place; a CHA serves several ports.)
 */
export function PortsField({ form }: { form: FormState<ChaValues> }) {
  const id = form.idOf('ports');
  const error = form.errors.ports;
  const ports = portsOf(form.values.ports);
  const setPorts = (next: string[]) => form.set('ports', next.join(','));
  return (
    <FormGroup
      label="Ports"
      labelFor={id}
      labelInfo="(required)"
      intent={error ? 'danger' : 'none'}
      helperText={
        error ? (
          <span id={`${id}-error`} role="alert">
            {error}
          </span>
        ) : (
          'UN/LOCODEs of the ports or ICDs it clears at, e.g. INNSA, INMUN; Enter or comma adds one'
        )
      }
    >
      <TagInput
        values={ports.map(portText)}
        onAdd={(added) => setPorts([...ports, ...added.flatMap(portsOf).filter((p) => !ports.includes(p))])}
        onRemove={(_value, index) => setPorts(ports.filter((_p, i) => i !== index))}
        separator={/[,\s;]+/}
        addOnBlur
        addOnPaste
        intent={error ? 'danger' : 'none'}
        placeholder={ports.length ? '' : 'INNSA, INMUN…'}
        tagProps={(_value, index) => ({ minimal: true, intent: isLocode(ports[index]) ? 'none' : 'danger' })}
        inputProps={{ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined }}
      />
    </FormGroup>
  );
}
