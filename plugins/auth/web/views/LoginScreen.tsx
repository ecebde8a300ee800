import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Classes, FormGroup } from '@blueprintjs/core';
import { Session, useService } from '@portolan/sdk';
import { AuthCard } from './AuthCard';
import { PasswordInput } from './PasswordInput';
import './auth.css';

/**
 * The login app (/login) and the login area shown on protected paths when signed out. It is built
 * from Blueprint's `Classes` on plain elements (no Button/InputGroup/Callout): those pull in the icon
 * machinery, and this screen is the one with the tightest bundle budget. After
 * signing in on /login the user goes to `?next=` (a local path) or the home page; in the login
 * area they simply stay on the page they asked for.
 */
const LoginScreen = observer(function LoginScreen() {
  const session = useService(Session);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const addingAccount = params.get('add') === '1';
  const onLoginPage = pathname.startsWith('/login');

  // Adding an account: `as` names the account being added (kept in the URL, since the screen may be
  // remounted while the new account loads); once it is the active one, go on as after any sign-in.
  const added = addingAccount && !!session.user && session.user.email.toLowerCase() === (params.get('as') ?? '').trim().toLowerCase();
  if (session.isLoggedIn && onLoginPage && (!addingAccount || added)) return <Navigate to={safeNext(params.get('next'))} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (addingAccount) {
      const next = new URLSearchParams(params);
      next.set('as', email.trim());
      next.set('email', email.trim());
      navigate({ search: `?${next.toString()}` }, { replace: true });
    }
    const ok = await session.logIn(email.trim(), password);
    if (ok) setPassword('');
  };
  const saved = addingAccount ? [] : session.users;

  return (
    <AuthCard
      title={addingAccount ? 'Add another account' : 'Sign in to Portolan'}
      subtitle={onLoginPage ? 'The ocean-freight workbench for shippers and forwarders' : 'Sign in to open this page'}
      footer={
        <>
          New to Portolan? <Link to="/signup">Create an account</Link>
        </>
      }
    >
      {saved.length > 0 && (
        <div className="pt-auth__saved" role="group" aria-label="Saved accounts">
          {saved.map((u) => (
            <button key={u.email} type="button" className={`${Classes.BUTTON} ${Classes.OUTLINED} ${Classes.FILL} ${Classes.ALIGN_LEFT}`} onClick={() => session.switchTo(u.email)}>
              Continue as {u.email}
            </button>
          ))}
        </div>
      )}
      <form aria-label="Sign in" onSubmit={submit} noValidate>
        {session.login.failed && session.login.error && (
          <div className={`${Classes.CALLOUT} ${Classes.INTENT_DANGER} pt-auth__callout`} role="alert">
            {session.login.error}
          </div>
        )}
        <FormGroup label="Email" labelFor="login-email">
          <div className={`${Classes.INPUT_GROUP} ${Classes.LARGE}`}>
            <input id="login-email" name="email" type="email" className={Classes.INPUT} autoComplete="username" autoFocus required value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
        </FormGroup>
        <FormGroup label="Password" labelFor="login-password">
          <PasswordInput id="login-password" name="password" autoComplete="current-password" required value={password} onValueChange={setPassword} large />
        </FormGroup>
        <button
          type="submit"
          className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY} ${Classes.LARGE} ${Classes.FILL}`}
          disabled={!email || !password || session.login.isLoggingIn}
          aria-busy={session.login.isLoggingIn}
        >
          {session.login.isLoggingIn ? 'Signing in…' : 'Sign in'}
        </button>
        <div className="pt-auth__actions">
          <Link to="/forgot-password">Forgot password?</Link>
          {addingAccount && <Link to="/">Cancel</Link>}
        </div>
      </form>
    </AuthCard>
  );
});

/** Only local paths are followed after sign-in (never another site). */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export default LoginScreen;
