import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { Session, useService } from '@portolan/sdk';
import { AuthCard } from './AuthCard';
import { NewPasswordForm } from './NewPasswordForm';
import { isEmail } from './passwordRules';
import './auth.css';

type Step = 'email' | 'code' | 'password' | 'done';

/** SPEC §4 password reset: email → reset id; id + one-time code → token; token + new password → saved. */
const ForgotPasswordScreen = observer(function ForgotPasswordScreen() {
  const session = useService(Session);
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const reset = session.resetPasswordToken;

  const requestCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) return;
    setBusy(true);
    const id = await session.forgotPassword(email.trim());
    setBusy(false);
    if (id) setStep('code');
  };
  const checkCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!reset._id) return;
    const token = await session.getPasswordToken(reset._id, code.trim());
    if (token) setStep('password');
  };
  const save = async (password: string) => {
    if (reset.token && (await session.setNewPassword(reset.token, password))) setStep('done');
  };

  return (
    <AuthCard title="Reset your password" footer={<Link to="/login">Back to sign in</Link>}>
      {step === 'email' && (
        <form aria-label="Request a reset code" onSubmit={requestCode} noValidate>
          <p>Enter the email you sign in with. We'll send you a one-time code.</p>
          {reset.error && <Callout intent="danger" role="alert" className="pt-auth__callout">{reset.error}</Callout>}
          <FormGroup label="Email" labelFor="reset-email" intent={email && !isEmail(email) ? 'danger' : 'none'} helperText={email && !isEmail(email) ? 'Enter a valid email address' : undefined}>
            <InputGroup id="reset-email" type="email" autoComplete="username" autoFocus value={email} onValueChange={setEmail} />
          </FormGroup>
          <Button type="submit" intent="primary" fill size="large" loading={busy} disabled={!isEmail(email)} text="Send code" />
        </form>
      )}
      {step === 'code' && (
        <form aria-label="Enter the code" onSubmit={checkCode} noValidate>
          <p>If an account exists for <strong>{email}</strong>, a 6-digit code is on its way. It expires in 15 minutes.</p>
          {reset.error && <Callout intent="danger" role="alert" className="pt-auth__callout">{reset.error}</Callout>}
          <FormGroup label="One-time code" labelFor="reset-code">
            <InputGroup id="reset-code" inputMode="numeric" autoComplete="one-time-code" autoFocus maxLength={6} value={code} onValueChange={(v) => setCode(v.replace(/\D/g, ''))} />
          </FormGroup>
          <Button type="submit" intent="primary" fill size="large" loading={reset.isFetching} disabled={code.length !== 6} text="Continue" />
          <div className="pt-auth__actions">
            <Button variant="minimal" small onClick={() => setStep('email')} text="Use another email" />
          </div>
        </form>
      )}
      {step === 'password' && <NewPasswordForm onSubmit={save} saving={session.setPassword.isSaving} error={session.setPassword.error} />}
      {step === 'done' && (
        <Callout intent="success" icon="tick-circle" title="Password updated">
          You can now <Link to={`/login?email=${encodeURIComponent(email)}`}>sign in with your new password</Link>.
        </Callout>
      )}
    </AuthCard>
  );
});

export default ForgotPasswordScreen;
