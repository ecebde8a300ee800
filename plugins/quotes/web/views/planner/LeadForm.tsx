import type { CSSProperties } from 'react';
import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { FormField, HttpClient, useForm, useService } from '@portolan/sdk';
import type { LeadInput, PlannerSearch } from '../../../shared/types';

type LeadValues = { name: string; email: string; company: string; number: string; website: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Visually hidden, still in the page: bots fill it, people never see it (screen readers are told to leave it empty). */
const HIDDEN: CSSProperties = { position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' };

export interface LeadFormProps {
  plannerKey: string;
  search?: PlannerSearch;
  offerId?: string;
  onDone: (reference: string | null, contact: { name: string; email: string; company: string; number: string }) => void;
  onCancel?: () => void;
}

/**
 * The planner's lead form (name, email, company, number) with the honeypot `website`; posts the lead
 * with the lane and offer picked to `POST /api/webforms/:key/`; the server's 400 shows beside its field.
 */
export function LeadForm({ plannerKey, search, offerId, onDone, onCancel }: LeadFormProps) {
  const http = useService(HttpClient);
  const form = useForm<LeadValues>({
    initial: { name: '', email: '', company: '', number: '', website: '' },
    validate: (v) => ({
      name: v.name.trim() ? undefined : 'Your name',
      email: EMAIL.test(v.email.trim()) ? undefined : 'A valid email, e.g. you@company.com',
      company: v.company.trim() ? undefined : 'Your company',
    }),
    submit: (v) => {
      const data: LeadInput = { name: v.name.trim(), email: v.email.trim(), company: v.company.trim(), createdVia: 'LeadEngine', ...(v.number.trim() ? { number: v.number.trim() } : {}), ...(search ? { search } : {}), ...(offerId ? { offerId } : {}), ...(v.website ? { website: v.website } : {}) };
      return http.post<{ record: { reference: string | null } }>(`/api/webforms/${plannerKey}/`, { data });
    },
    onSuccess: (result) => onDone((result.data as { record: { reference: string | null } }).record.reference, form.values),
  });
  return (
    <form onSubmit={form.onSubmit} aria-label="Your details" noValidate>
      <h2>Your details</h2>
      <p>Leave your details and we will send you the quote.</p>
      <FormField form={form} name="name" label="Name" required>
        <InputGroup {...form.input('name')} autoComplete="name" />
      </FormField>
      <FormField form={form} name="email" label="Email" required>
        <InputGroup {...form.input('email')} type="email" autoComplete="email" />
      </FormField>
      <FormField form={form} name="company" label="Company" required>
        <InputGroup {...form.input('company')} autoComplete="organization" />
      </FormField>
      <FormField form={form} name="number" label="Phone number">
        <InputGroup {...form.input('number')} type="tel" autoComplete="tel" />
      </FormField>
      <div style={HIDDEN}>
        <label htmlFor={form.idOf('website')}>Website (leave empty)</label>
        <input {...form.input('website')} type="text" autoComplete="off" tabIndex={-1} />
      </div>
      {form.formError && <Callout intent="danger" title="Could not send your request">{form.formError.message}</Callout>}
      <div className="planner-actions">
        <Button type="submit" intent="primary" text="Send my request" loading={form.submitting} />
        {onCancel && <Button variant="minimal" text="Back to the offers" onClick={onCancel} />}
      </div>
    </form>
  );
}
