import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate } from 'react-router-dom';
import { Callout } from '@blueprintjs/core';
import { HttpClient, Session, useService } from '@portolan/sdk';
import { AuthCard } from './AuthCard';
import { NewPasswordForm } from './NewPasswordForm';
import './auth.css';

/** Change-password for a signed-in user: a password token from the session, then the new password. Signed out, it is the reset flow. */
const ChangePasswordScreen = observer(function ChangePasswordScreen() {
  const session = useService(Session);
  const http = useService(HttpClient);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  if (!session.isLoggedIn && !done) return <Navigate to="/forgot-password" replace />;

  const save = async (password: string) => {
    setSaving(true);
    setError(undefined);
    const result = await http.post<{ record: { token: string } }>('/api/auth/v2/generate-reset-password-token/');
    const token = result.ok ? result.data?.record?.token : undefined;
    if (!token) {
      setSaving(false);
      setError(result.errorMessage ?? 'Unexpected error');
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
        <NewPasswordForm onSubmit={save} saving={saving} error={error} submitText="Change password" />
      )}
    </AuthCard>
  );
});

export default ChangePasswordScreen;
