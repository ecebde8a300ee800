import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate } from 'react-router-dom';
import { Callout } from '@blueprintjs/core';
import { HttpClient, Session, serverErrorOf, useService } from '@portolan/sdk';
import { AuthCard } from './AuthCard';
import { NewPasswordForm } from './NewPasswordForm';
import './auth.css';

/**
 * Change-password for a signed-in user: the current password buys a password token for the session
 * (a session alone is not enough), then the token sets the new password. Signed out, it is the reset flow.
 */
const ChangePasswordScreen = observer(function ChangePasswordScreen() {
  const session = useService(Session);
  const http = useService(HttpClient);
  const [error, setError] = useState<string>();
  const [currentError, setCurrentError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  if (!session.isLoggedIn && !done) return <Navigate to="/forgot-password" replace />;

  const save = async (password: string, currentPassword: string) => {
    setSaving(true);
    setError(undefined);
    setCurrentError(undefined);
    const result = await http.post<{ record: { token: string } }>('/api/auth/v2/generate-reset-password-token/', { data: { currentPassword } });
    const token = result.ok ? result.data?.record?.token : undefined;
    if (!token) {
      setSaving(false);
      const failure = serverErrorOf(result);
      if (failure?.field === 'currentPassword') setCurrentError(failure.message);
      else setError(failure?.message ?? 'Unexpected error');
      return;
    }
    const ok = await session.setNewPassword(token, password);
    setSaving(false);
    if (ok) setDone(true);
    else setError(session.setPassword.error);
  };

  return (
    <AuthCard title="Change your password" subtitle={session.user?.email} footer={<Link to="/">Back to Portolan</Link>}>
      {done ? (
        <Callout intent="success" icon="tick-circle" title="Password updated">
          Your other sessions were signed out. <Link to="/login">Sign in again</Link> with your new password.
        </Callout>
      ) : (
        <>
          <p>
            Forgot your current password? <Link to="/forgot-password">Reset it with a code</Link> instead.
          </p>
          <NewPasswordForm onSubmit={save} saving={saving} error={error} submitText="Change password" askCurrent currentError={currentError} />
        </>
      )}
    </AuthCard>
  );
});

export default ChangePasswordScreen;
