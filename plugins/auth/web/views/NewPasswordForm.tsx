import { useState, type FormEvent } from 'react';
import { Button, Callout, FormGroup } from '@blueprintjs/core';
import { PasswordInput } from './PasswordInput';
import { passwordProblem, PASSWORD_MIN_LENGTH } from './passwordRules';

export interface NewPasswordFormProps {
  /** Called only when the new password and its confirmation are valid (and, when asked, the current one is filled in). */
  onSubmit: (password: string, currentPassword: string) => void;
  saving: boolean;
  /** The server's message for the whole form. */
  error?: string;
  submitText?: string;
  /** Ask for the current password first (a signed-in user changing theirs). */
  askCurrent?: boolean;
  /** The server's message about the current password, shown beside that field. */
  currentError?: string;
}

/** A new password with its confirmation — and the current password when `askCurrent`; calls `onSubmit` only when they are valid. */
export function NewPasswordForm({ onSubmit, saving, error, submitText = 'Save password', askCurrent = false, currentError }: NewPasswordFormProps) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = passwordProblem(password, confirmation);
  const currentProblem = askCurrent && touched && !current ? 'Enter your current password' : currentError;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem && (!askCurrent || current)) onSubmit(password, current);
  };
  return (
    <form aria-label="New password" onSubmit={submit} noValidate>
      {error && (
        <Callout intent="danger" icon="error" className="pt-auth__callout" role="alert">
          {error}
        </Callout>
      )}
      {askCurrent && (
        <FormGroup label="Current password" labelFor="current-password" intent={currentProblem ? 'danger' : 'none'} helperText={currentProblem && <span role="alert">{currentProblem}</span>}>
          <PasswordInput id="current-password" autoComplete="current-password" autoFocus value={current} onValueChange={setCurrent} />
        </FormGroup>
      )}
      <FormGroup label="New password" labelFor="new-password" helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}>
        <PasswordInput id="new-password" autoComplete="new-password" autoFocus={!askCurrent} value={password} onValueChange={setPassword} />
      </FormGroup>
      <FormGroup label="Confirm new password" labelFor="new-password-confirmation" intent={touched && problem ? 'danger' : 'none'} helperText={touched ? problem : undefined}>
        <PasswordInput id="new-password-confirmation" autoComplete="new-password" value={confirmation} onValueChange={setConfirmation} />
      </FormGroup>
      <Button type="submit" intent="primary" size="large" fill loading={saving} text={submitText} />
    </form>
  );
}
NewPasswordForm.displayName = 'Portolan.NewPasswordForm';
