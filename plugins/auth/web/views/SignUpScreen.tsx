import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Callout, FormGroup, InputGroup, SegmentedControl } from '@blueprintjs/core';
import { Session, useService } from '@portolan/sdk';
import { AuthCard } from './AuthCard';
import { PasswordInput } from './PasswordInput';
import { isEmail, passwordProblem, PASSWORD_MIN_LENGTH } from './passwordRules';
import './auth.css';

/** Sign-up (auth v2): creates a company and its first user, then sends them to sign in. */
const SignUpScreen = observer(function SignUpScreen() {
  const session = useService(Session);
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', email: '', companyName: '', companyKind: 'shipper' as 'shipper' | 'forwarder', phone: '', password: '', confirmation: '' });
  const [touched, setTouched] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const problems = {
    name: form.name.trim() ? undefined : 'Enter your name',
    email: isEmail(form.email) ? undefined : 'Enter a valid email address',
    companyName: form.companyName.trim() ? undefined : 'Enter your company name',
    password: passwordProblem(form.password, form.confirmation),
  };
  const valid = !Object.values(problems).some(Boolean);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    const { confirmation: _c, phone, ...rest } = form;
    const ok = await session.register({ ...rest, name: rest.name.trim(), email: rest.email.trim(), companyName: rest.companyName.trim(), ...(phone.trim() ? { phone: phone.trim() } : {}) });
    if (ok) navigate(`/login?email=${encodeURIComponent(form.email.trim())}`);
  };
  const show = (field: keyof typeof problems) => (touched ? problems[field] : undefined);

  return (
    <AuthCard title="Create your Portolan account" subtitle="One account for your company; invite colleagues later." footer={<>Already have an account? <Link to="/login">Sign in</Link></>}>
      <form aria-label="Create account" onSubmit={submit} noValidate>
        {session.signUp.failed && session.signUp.error && (
          <Callout intent="danger" icon="error" className="pt-auth__callout" role="alert">
            {session.signUp.error}
          </Callout>
        )}
        <FormGroup label="Your name" labelFor="signup-name" intent={show('name') ? 'danger' : 'none'} helperText={show('name')}>
          <InputGroup id="signup-name" autoComplete="name" value={form.name} onValueChange={set('name')} />
        </FormGroup>
        <FormGroup label="Work email" labelFor="signup-email" intent={show('email') ? 'danger' : 'none'} helperText={show('email')}>
          <InputGroup id="signup-email" type="email" autoComplete="email" value={form.email} onValueChange={set('email')} />
        </FormGroup>
        <FormGroup label="Company" labelFor="signup-company" intent={show('companyName') ? 'danger' : 'none'} helperText={show('companyName')}>
          <InputGroup id="signup-company" autoComplete="organization" value={form.companyName} onValueChange={set('companyName')} />
        </FormGroup>
        <FormGroup label="Your company is a">
          <SegmentedControl
            aria-label="Company type"
            fill
            options={[{ label: 'Shipper', value: 'shipper' }, { label: 'Forwarder', value: 'forwarder' }]}
            value={form.companyKind}
            onValueChange={(v) => set('companyKind')(v)}
          />
        </FormGroup>
        <FormGroup label="Phone" labelInfo="(optional)" labelFor="signup-phone">
          <InputGroup id="signup-phone" type="tel" autoComplete="tel" value={form.phone} onValueChange={set('phone')} />
        </FormGroup>
        <FormGroup label="Password" labelFor="signup-password" helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}>
          <PasswordInput id="signup-password" autoComplete="new-password" value={form.password} onValueChange={set('password')} />
        </FormGroup>
        <FormGroup label="Confirm password" labelFor="signup-confirmation" intent={show('password') ? 'danger' : 'none'} helperText={show('password')}>
          <PasswordInput id="signup-confirmation" autoComplete="new-password" value={form.confirmation} onValueChange={set('confirmation')} />
        </FormGroup>
        <Button type="submit" intent="primary" size="large" fill loading={session.signUp.isSigningUp} text="Create account" />
      </form>
    </AuthCard>
  );
});

export default SignUpScreen;
