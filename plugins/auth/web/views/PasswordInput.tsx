import { useState } from 'react';
import { Button, InputGroup, type InputGroupProps } from '@blueprintjs/core';

/** A password field with a show/hide toggle. */
export function PasswordInput(props: Omit<InputGroupProps, 'type' | 'rightElement'>) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      {...props}
      type={visible ? 'text' : 'password'}
      rightElement={
        <Button
          variant="minimal"
          icon={visible ? 'eye-off' : 'eye-open'}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
PasswordInput.displayName = 'Portolan.PasswordInput';
