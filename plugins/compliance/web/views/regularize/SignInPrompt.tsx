import { Link, useLocation } from 'react-router-dom';
import { Classes, NonIdealState } from '@blueprintjs/core';

/** `/regularize` signed out and without a partner link's token: what the page is, and a way to sign in and come back. */
export function SignInPrompt() {
  const { pathname, search } = useLocation();
  const next = `${pathname}${search}`;
  return (
    <main style={{ minHeight: '70vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      <NonIdealState
        icon="bank-account"
        title="Regularization of export bills"
        description={
          <>
            <p>Match inward remittances to your shipping bills and push the regularization to your bank. Sign in to open your company&apos;s bills.</p>
            <p>A bank customer with a signed partner link opens the page from that link; it needs no sign-in.</p>
          </>
        }
        action={
          <Link to={`/login?next=${encodeURIComponent(next)}`} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
            Sign in
          </Link>
        }
      />
    </main>
  );
}
