import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { HttpClient, NotificationBus, useService } from '@portolan/sdk';
import { AuthCard } from './AuthCard';
import './auth.css';

/** /enterprises — open: ask for a demo of the enterprise plan (a lead, SPEC §3: createdVia LeadEngine). */
export default function RequestDemoScreen() {
  const http = useService(HttpClient);
  const bus = useService(NotificationBus);
  const [form, setForm] = useState({ name: '', email: '', company: '', number: '' });
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(undefined);
    const result = await http.post('/api/request-demo', { data: { ...form, createdVia: 'LeadEngine' } });
    setSending(false);
    bus.outcome(result.ok, { success: 'Updated Lead', failure: 'retry' });
    if (result.ok) setSent(true);
    else setError(result.errorMessage);
  };

  const field = (key: keyof typeof form, label: string, type = 'text', required = true) => (
    <FormGroup label={label} labelFor={`lead-${key}`}>
      <InputGroup id={`lead-${key}`} type={type} required={required} maxLength={key === 'number' ? 40 : 200} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
    </FormGroup>
  );

  return (
    <AuthCard title="Portolan for enterprises" subtitle="Tell us who you are and we will show you around." footer={<Link to="/login">Sign in</Link>}>
      {sent ? (
        <Callout intent="success" icon="tick-circle" title="Thank you">
          We received your request and will contact you shortly.
        </Callout>
      ) : (
        <form aria-label="Request a demo" onSubmit={submit}>
          {field('name', 'Name')}
          {field('email', 'Work email', 'email')}
          {field('company', 'Company')}
          {field('number', 'Phone number (optional)', 'tel', false)}
          {error && (
            <Callout intent="danger" role="alert" className="pt-auth__callout">
              {error}
            </Callout>
          )}
          <Button type="submit" intent="primary" fill text="Request a demo" loading={sending} />
        </form>
      )}
    </AuthCard>
  );
}
