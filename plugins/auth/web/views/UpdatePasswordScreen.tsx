import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { Callout } from '@blueprintjs/core';
import { Session, useService } from '@portolan/sdk';
import { AuthCard } from './AuthCard';
import { NewPasswordForm } from './NewPasswordForm';
import './auth.css';

/** Sets a password from a link carrying a password token (`/update-password?token=…`). */
const UpdatePasswordScreen = observer(function UpdatePasswordScreen() {
  const session = useService(Session);
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);

  return (
    <AuthCard title="Set your password" footer={<Link to="/login">Back to sign in</Link>}>
      {!token && (
        <Callout intent="warning" icon="warning-sign" title="This link has no token">
          Open the link from your email again, or <Link to="/forgot-password">ask for a new code</Link>.
        </Callout>
      )}
      {token && done && (
        <Callout intent="success" icon="tick-circle" title="Password updated">
          <Link to="/login">Sign in</Link> with your new password.
        </Callout>
      )}
      {token && !done && (
        <NewPasswordForm
          onSubmit={async (password) => setDone(await session.setNewPassword(token, password))}
          saving={session.setPassword.isSaving}
          error={session.setPassword.error}
        />
      )}
    </AuthCard>
  );
});

export default UpdatePasswordScreen;
