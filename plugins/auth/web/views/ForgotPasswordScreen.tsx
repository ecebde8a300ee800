import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { HttpClient, Session, useService } from '@portolan/sdk';
import { AuthCard } from './AuthCard';
import { NewPasswordForm } from './NewPasswordForm';
import { isEmail } from './passwordRules';
import './auth.css';

type Step = 'email' | 'code' | 'password' | 'done';

/** Where the server sends its emails (the forgot-password answer's `delivery`). */
type Delivery = 'email' | 'server-log' | 'none';

/** The forgot-password answer: the reset id, the server's message, and where the code went. */
interface CodeRequested {
  _id: string;
  message?: string;
  delivery?: Delivery;
}

/** What the code step says about the code — truthfully: emailed, written to the server log, or nowhere. */
function whereTheCodeWent(email: string, answer: CodeRequested) {
  const who = <strong>{email}</strong>;
  switch (answer.delivery) {
    case 'email':
      return <p>If an account exists for {who}, a 6-digit code is on its way to it by email. It expires in 15 minutes.</p>;
    case 'server-log':
      return (
        <Callout intent="warning" icon="warning-sign" title="No email was sent" className="pt-auth__callout">
          This server has no mail server configured, so if an account exists for {who}, its 6-digit code was written to the server log instead. Ask whoever runs the server for it; it expires in 15 minutes.
        </Callout>
      );
    case 'none':
      return (
        <Callout intent="danger" icon="error" title="No email was sent" className="pt-auth__callout">
          This server has no mail server configured, so no code can reach {who}. Ask your administrator to set up email for Portolan.
        </Callout>
      );
    default:
      return <p>{answer.message ?? 'Your request was received.'}</p>;
  }
}

/** SPEC §4 password reset: email → reset id; id + one-time code → token; token + new password → saved. */
const ForgotPasswordScreen = observer(function ForgotPasswordScreen() {
  const session = useService(Session);
  const http = useService(HttpClient);
  const [step, setStep] = useState<Step>('email');
  const [requested, setRequested] = useState<CodeRequested>();
  const [requestError, setRequestError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const reset = session.resetPasswordToken;

  const requestCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) return;
    setBusy(true);
    setRequestError(undefined);
    // Asked here, not through the session: the screen needs the whole answer (where the code went).
    const result = await http.post<CodeRequested>('/api/auth/v2/forgot-password/', { data: { email: email.trim() } });
    setBusy(false);
    if (result.ok && typeof result.data?._id === 'string') {
      setRequested(result.data);
      setCode('');
      setStep('code');
    } else {
      setRequestError(result.errorMessage ?? 'Unexpected error');
    }
  };
  const checkCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!requested) return;
    setCodeError(undefined);
    const token = await session.getPasswordToken(requested._id, code.trim());
    if (token) setStep('password');
    else setCodeError(session.resetPasswordToken.error ?? 'Unexpected error');
  };
  const save = async (password: string) => {
    if (reset.token && (await session.setNewPassword(reset.token, password))) setStep('done');
  };

  return (
    <AuthCard title="Reset your password" footer={<Link to="/login">Back to sign in</Link>}>
      {step === 'email' && (
        <form aria-label="Request a reset code" onSubmit={requestCode} noValidate>
          <p>Enter the email you sign in with to get a one-time code.</p>
          {requestError && <Callout intent="danger" role="alert" className="pt-auth__callout">{requestError}</Callout>}
          <FormGroup label="Email" labelFor="reset-email" intent={email && !isEmail(email) ? 'danger' : 'none'} helperText={email && !isEmail(email) ? 'Enter a valid email address' : undefined}>
            <InputGroup id="reset-email" type="email" autoComplete="username" autoFocus value={email} onValueChange={setEmail} />
          </FormGroup>
          <Button type="submit" intent="primary" fill size="large" loading={busy} disabled={!isEmail(email)} text="Send code" />
        </form>
      )}
      {step === 'code' && requested && (
        <form aria-label="Enter the code" onSubmit={checkCode} noValidate>
          {whereTheCodeWent(email, requested)}
          {codeError && <Callout intent="danger" role="alert" className="pt-auth__callout">{codeError}</Callout>}
          <FormGroup label="One-time code" labelFor="reset-code">
            <InputGroup id="reset-code" inputMode="numeric" autoComplete="one-time-code" autoFocus maxLength={6} value={code} onValueChange={(v) => setCode(v.replace(/\D/g, ''))} />
          </FormGroup>
          <Button type="submit" intent="primary" fill size="large" loading={reset.isFetching} disabled={code.length !== 6} text="Continue" />
          <div className="pt-auth__actions">
            <Button variant="minimal" small onClick={() => { setCodeError(undefined); setStep('email'); }} text="Use another email" />
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
