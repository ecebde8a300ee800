import { useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { HttpClient, NotificationBus, useService } from '@portolan/sdk';
import { QUOTES_API } from '../../../shared/types';

/**
 * ICICI's "Create an account": the lead asks for a Portolan account with the details it just gave
 * (`POST webforms/icici/create-user`); the email that follows says how to choose a password.
 */
export function CreateAccountButton({ contact }: { contact: { name: string; email: string; company: string; number: string } }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const [state, setState] = useState<{ busy: boolean; done?: boolean; error?: string }>({ busy: false });
  const create = async () => {
    setState({ busy: true });
    const result = await http.post(`${QUOTES_API.webforms}/icici/create-user`, {
      data: { name: contact.name, email: contact.email, company: contact.company, createdVia: 'LeadEngine', ...(contact.number ? { number: contact.number } : {}) },
    });
    notify.outcome(result.ok, { success: 'User Account Created', failure: 'failed to create account' });
    setState(result.ok ? { busy: false, done: true } : { busy: false, error: result.errorMessage });
  };
  if (state.done) return <Callout intent="primary" title="Your Portolan account is ready">We emailed {contact.email}: choose a password with "Forgot password" on the sign-in page, then follow your shipments and quotes in Portolan.</Callout>;
  return (
    <Callout title="Track your quotes and shipments in Portolan">
      <p>Create a free Portolan account for {contact.company} with these details.</p>
      {state.error && <p role="alert" className="bp6-text-intent-danger">{state.error}</p>}
      <Button intent="primary" text="Create an account" loading={state.busy} onClick={() => void create()} />
    </Callout>
  );
}
