import { useState, type FormEvent } from 'react';
import { Button, Callout, FormGroup } from '@blueprintjs/core';
import { PasswordInput } from './PasswordInput';
import { passwordProblem, PASSWORD_MIN_LENGTH } from './passwordRules';

/** A new password with its confirmation; calls `onSubmit` only when both are valid. */
export function NewPasswordForm({ onSubmit, saving, error, submitText = 'Save password' }: { onSubmit: (password: string) => void; saving: boolean; error?: string; submitText?: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = passwordProblem(password, confirmation);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) onSubmit(password);
  };
  return (
    <form aria-label="New password" onSubmit={submit} noValidate>
      {error && (
        <Callout intent="danger" icon="error" className="pt-auth__callout" role="alert">
          {error}
        </Callout>
      )}
      <FormGroup label="New password" labelFor="new-password" helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}>
        <PasswordInput id="new-password" autoComplete="new-password" autoFocus value={password} onValueChange={setPassword} />
      </FormGroup>
      <FormGroup label="Confirm new password" labelFor="new-password-confirmation" intent={touched && problem ? 'danger' : 'none'} helperText={touched ? problem : undefined}>
        <PasswordInput id="new-password-confirmation" autoComplete="new-password" value={confirmation} onValueChange={setConfirmation} />
      </FormGroup>
      <Button type="submit" intent="primary" size="large" fill loading={saving} text={submitText} />
    </form>
  );
}
NewPasswordForm.displayName = 'Portolan.NewPasswordForm';
