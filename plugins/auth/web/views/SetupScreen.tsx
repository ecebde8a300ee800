import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Classes, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { COUNTRY_NAMES } from '@portolan/sdk/shared';
import { HttpClient, Session, useService } from '@portolan/sdk';
import { AuthCard } from './AuthCard';
import { PasswordInput } from './PasswordInput';
import { isEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwordRules';
import './auth.css';

type Field = 'companyName' | 'country' | 'name' | 'email' | 'password';
const COUNTRIES = Object.entries(COUNTRY_NAMES).sort((a, b) => a[1].localeCompare(b[1]));

/** Client checks mirroring POST /api/setup's schema and rules (the server decides). */
function problemsOf(form: Record<Field, string>): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!form.companyName.trim()) problems.companyName = 'Enter the name of your company';
  if (!COUNTRY_NAMES[form.country]) problems.country = 'Choose the country';
  if (!form.name.trim()) problems.name = 'Enter your name';
  if (!isEmail(form.email)) problems.email = 'Enter a valid email address';
  if (form.password.length < PASSWORD_MIN_LENGTH) problems.password = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
  else if (form.password.length > PASSWORD_MAX_LENGTH) problems.password = `Use at most ${PASSWORD_MAX_LENGTH} characters`;
  return problems;
}

/**
 * First-run set-up (/setup, chrome hidden): while the platform has no user, a form creates the platform
 * company and its first user (the platform admin), then signs in the same way the login screen does
 * and opens the home page. Once set up, a card sends people to /login.
 */
const SetupScreen = observer(function SetupScreen() {
  const http = useService(HttpClient);
  const session = useService(Session);
  const navigate = useNavigate();
  const [open, setOpen] = useState<boolean | undefined>();
  const [loadError, setLoadError] = useState<string>();
  const [form, setForm] = useState<Record<Field, string>>({ companyName: '', country: 'IN', name: '', email: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    void http.get<{ open: boolean }>('/api/setup').then((res) => {
      if (!live) return;
      if (res.ok) setOpen(!!res.data?.open);
      else setLoadError(res.errorMessage ?? 'Server Error');
    });
    return () => void (live = false);
  }, [http]);

  const set = (field: Field) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(form);
    setProblems(found);
    setError(undefined);
    if (Object.keys(found).length) return;
    setSaving(true);
    const data = { companyName: form.companyName.trim(), country: form.country, name: form.name.trim(), email: form.email.trim(), password: form.password };
    const res = await http.post('/api/setup', { data });
    if (res.ok) {
      // Sign in as the login screen does, so the session keeps the token its own way.
      if (await session.logIn(data.email, data.password)) navigate('/', { replace: true });
      else setError(session.login.error ?? 'Set-up is done: sign in to continue');
      setSaving(false);
      return;
    }
    setSaving(false);
    if (res.status === 409) return setOpen(false);
    const field = String((res.error as { field?: string } | undefined)?.field ?? '').replace(/^data\./, '') as Field;
    if (field in form) setProblems({ [field]: res.errorMessage });
    else setError(res.errorMessage);
  };

  if (loadError) {
    return (
      <AuthCard title="Set up Portolan">
        <div className={`${Classes.CALLOUT} ${Classes.INTENT_DANGER}`} role="alert">{loadError}</div>
      </AuthCard>
    );
  }
  if (open === undefined) return <AuthCard title="Set up Portolan" subtitle="Checking…">{null}</AuthCard>;
  if (!open) {
    return (
      <AuthCard title="Set-up is done" subtitle="This Portolan already has its platform admin.">
        <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY} ${Classes.FILL}`} to="/login">Sign in</Link>
      </AuthCard>
    );
  }

  const group = (field: Field, label: string, input: ReactNode, helper?: string) => (
    <FormGroup label={label} labelFor={`setup-${field}`} intent={problems[field] ? 'danger' : 'none'} helperText={problems[field] ?? helper}>
      {input}
    </FormGroup>
  );
  const text = (field: Field, type = 'text', autoComplete = 'off') => (
    <div className={`${Classes.INPUT_GROUP} ${problems[field] ? Classes.INTENT_DANGER : ''}`}>
      <input id={`setup-${field}`} name={field} type={type} className={Classes.INPUT} autoComplete={autoComplete} aria-invalid={!!problems[field]} value={form[field]} onChange={(e) => set(field)(e.target.value)} />
    </div>
  );

  return (
    <AuthCard title="Set up Portolan" subtitle="Create the platform company and its first user. You will be its platform admin.">
      <form aria-label="Set up Portolan" onSubmit={submit} noValidate>
        {error && <div className={`${Classes.CALLOUT} ${Classes.INTENT_DANGER} pt-auth__callout`} role="alert">{error}</div>}
        {group('companyName', 'Company', text('companyName', 'text', 'organization'))}
        {group(
          'country',
          'Country',
          <HTMLSelect id="setup-country" name="country" fill value={form.country} onChange={(e) => set('country')(e.currentTarget.value)} options={COUNTRIES.map(([code, label]) => ({ value: code, label }))} />,
        )}
        {group('name', 'Your name', text('name', 'text', 'name'))}
        {group('email', 'Email', text('email', 'email', 'username'))}
        {group(
          'password',
          'Password',
          <PasswordInput id="setup-password" name="password" autoComplete="new-password" value={form.password} onValueChange={set('password')} />,
          `At least ${PASSWORD_MIN_LENGTH} characters; not a common password and not your email.`,
        )}
        <button type="submit" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY} ${Classes.LARGE} ${Classes.FILL}`} disabled={saving} aria-busy={saving}>
          {saving ? 'Setting up…' : 'Set up Portolan'}
        </button>
      </form>
    </AuthCard>
  );
});

export default SetupScreen;
