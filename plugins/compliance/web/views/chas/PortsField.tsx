import { useState } from 'react';
import { Classes, FormGroup, Icon, InputGroup, Tag } from '@blueprintjs/core';
import type { FormState } from '@portolan/sdk';
import { portName } from '@portolan/sdk/shared';
import type { ChaValues } from './chaFormValues';
import { isLocode, portsOf } from './chaFormValues';
import { portText } from './chaWords';

/**
 * The ports an agent clears at: UN/LOCODEs typed into the field (Enter, comma or leaving the field adds
 * them; a pasted list is split), each shown as a tag with the port's name and its own "Remove <code>"
 * button; a code that is not a UN/LOCODE shows red and is named in the field's error. (The SDK
 * PortPicker picks one place; a CHA serves several ports.)
 */
export function PortsField({ form, disabled }: { form: FormState<ChaValues>; disabled?: boolean }) {
  const id = form.idOf('ports');
  const error = form.errors.ports;
  const ports = portsOf(form.values.ports);
  const [draft, setDraft] = useState('');
  const add = () => {
    const added = portsOf(draft).filter((p) => !ports.includes(p));
    if (added.length) form.set('ports', [...ports, ...added].join(','));
    setDraft('');
  };
  const remove = (code: string) => form.set('ports', ports.filter((p) => p !== code).join(','));
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
          'UN/LOCODEs of the seaports it clears at, e.g. INNSA, INMUN: Enter or a comma adds one'
        )
      }
    >
      {ports.length > 0 && (
        <ul aria-label="Added ports" style={{ display: 'flex', gap: 4, flexWrap: 'wrap', listStyle: 'none', padding: 0, margin: '0 0 4px' }}>
          {ports.map((code) => (
            <li key={code}>
              <Tag minimal intent={isLocode(code) && portName(code) ? 'none' : 'danger'}>
                {portText(code)}
                {!disabled && (
                  <button type="button" className={Classes.TAG_REMOVE} aria-label={`Remove ${code}`} onClick={() => remove(code)}>
                    <Icon icon="small-cross" size={14} />
                  </button>
                )}
              </Tag>
            </li>
          ))}
        </ul>
      )}
      <InputGroup
        id={id}
        value={draft}
        disabled={disabled}
        placeholder="INNSA, INMUN…"
        intent={error ? 'danger' : 'none'}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          const value = e.target.value;
          if (/[,;\s]$/.test(value) && value.trim()) {
            setDraft(value);
            const added = portsOf(value).filter((p) => !ports.includes(p));
            if (added.length) form.set('ports', [...ports, ...added].join(','));
            setDraft('');
          } else setDraft(value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && draft.trim()) {
            e.preventDefault();
            add();
          } else if (e.key === 'Backspace' && !draft && ports.length) remove(ports[ports.length - 1]);
        }}
        onBlur={add}
      />
    </FormGroup>
  );
}
