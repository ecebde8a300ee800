import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Callout, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { HttpClient, useService } from '@portolan/sdk';
import { LIMITS, TICKET_CATEGORIES, TICKET_CATEGORY_LABELS, type SupportTicket, type TicketCategory } from '../../shared/types';

type Field = 'category' | 'subject' | 'message';
const EMPTY = { category: 'question' as TicketCategory, subject: '', message: '' };

/** The request form: labelled fields, the server's checks mirrored, its 400 beside the field, a callout with the reference on success. */
export function ContactForm({ onSent }: { onSent: (ticket: SupportTicket) => void }) {
  const http = useService(HttpClient);
  const [form, setForm] = useState(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<SupportTicket>();
  const [saving, setSaving] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!form.subject.trim()) found.subject = 'Enter a subject';
    else if (form.subject.length > LIMITS.subject) found.subject = `At most ${LIMITS.subject} characters`;
    if (!form.message.trim()) found.message = 'Describe your request';
    else if (form.message.length > LIMITS.message) found.message = `At most ${LIMITS.message} characters`;
    setProblems(found);
    setError(undefined);
    if (Object.keys(found).length) return;
    setSaving(true);
    const res = await http.post<{ record: SupportTicket }>('/api/pages/contact', { data: { category: form.category, subject: form.subject.trim(), message: form.message.trim() } });
    setSaving(false);
    if (res.ok && res.data) {
      setSent(res.data.record);
      setForm(EMPTY);
      return onSent(res.data.record);
    }
    const field = String((res.error as { field?: string } | undefined)?.field ?? '').replace(/^data\./, '');
    if (field === 'category' || field === 'subject' || field === 'message') setProblems({ [field]: res.errorMessage });
    else setError(res.errorMessage);
  };

  const intent = (field: Field) => (problems[field] ? 'danger' : 'none');
  return (
    <form aria-label="Contact support" onSubmit={send} noValidate>
      {sent && (
        <Callout intent="success" role="status" title="Thank you, we received your request">
          Its reference is <strong>{sent.reference}</strong>; we sent you a copy by email. <Link to={`/contact?ticket=${sent._id}`} style={{ textDecoration: 'underline' }}>Open the request</Link>
        </Callout>
      )}
      {error && <Callout intent="danger" role="alert">{error}</Callout>}
      <FormGroup label="What is it about?" labelFor="contact-category" intent={intent('category')} helperText={problems.category}>
        <HTMLSelect id="contact-category" value={form.category} onChange={(e) => setForm({ ...form, category: e.currentTarget.value as TicketCategory })} options={TICKET_CATEGORIES.map((c) => ({ value: c, label: TICKET_CATEGORY_LABELS[c] }))} />
      </FormGroup>
      <FormGroup label="Subject" labelFor="contact-subject" intent={intent('subject')} helperText={problems.subject}>
        <InputGroup id="contact-subject" value={form.subject} intent={intent('subject')} onChange={(e) => setForm({ ...form, subject: e.target.value })} />
      </FormGroup>
      <FormGroup label="Message" labelFor="contact-message" intent={intent('message')} helperText={problems.message ?? 'Container numbers, references and what you expected help us answer quickly.'}>
        <TextArea id="contact-message" fill rows={6} value={form.message} intent={intent('message')} onChange={(e) => setForm({ ...form, message: e.target.value })} />
      </FormGroup>
      <Button type="submit" intent="primary" icon="send-message" text="Send request" loading={saving} />
    </form>
  );
}
