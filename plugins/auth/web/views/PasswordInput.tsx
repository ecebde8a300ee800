import { useState } from 'react';
import { Classes } from '@blueprintjs/core';

export interface PasswordInputProps {
  id: string;
  name?: string;
  autoComplete: string;
  value: string;
  onValueChange: (value: string) => void;
  autoFocus?: boolean;
  required?: boolean;
  large?: boolean;
}

/**
 * A password field with a show/hide toggle. Built from Blueprint's `Classes` on plain elements:
 * it is on the login page, and Blueprint's InputGroup and Button would bring the icon machinery
 * (~10 KiB gz) onto the page that has the tightest budget.
 */
export function PasswordInput({ id, name, autoComplete, value, onValueChange, autoFocus, required, large }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={`${Classes.INPUT_GROUP}${large ? ` ${Classes.LARGE}` : ''}`}>
      <input
        id={id}
        name={name}
        className={Classes.INPUT}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        required={required}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <span className={Classes.INPUT_ACTION}>
        <button type="button" className={`${Classes.BUTTON} ${Classes.MINIMAL} pt-auth__reveal`} aria-label={visible ? 'Hide password' : 'Show password'} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? 'Hide' : 'Show'}
        </button>
      </span>
    </div>
  );
}
PasswordInput.displayName = 'Portolan.PasswordInput';
