import { useState } from 'react';
import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { FormField, useForm, type ApiResult, type FieldErrors } from '@portolan/sdk';

type Values = { reference: string; containers: string; email: string };

const REFERENCE = /^[A-Z]{2,6}-\d{1,8}$/;

/** The client checks, as they would mirror a server's schema. */
function validate(v: Values): FieldErrors {
  return {
    reference: !v.reference.trim() ? 'Enter a reference' : REFERENCE.test(v.reference.trim()) ? undefined : 'Letters, a dash and digits, e.g. EX-1001',
    containers: /^[1-9]\d{0,2}$/.test(v.containers.trim()) ? undefined : 'A whole number from 1 to 999',
    email: !v.email.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim()) ? undefined : 'Enter an email address, e.g. ops@example.com',
  };
}

/** Answers in the browser as a server would: TAKEN-1 is a 400 naming `data.reference`, anything else succeeds. */
async function answer(v: Values): Promise<ApiResult<Values>> {
  if (v.reference.trim() === 'TAKEN-1') {
    return { ok: false, status: 400, error: { message: 'This reference is already used', code: 'VALIDATION_ERROR', field: 'data.reference' }, errorMessage: 'This reference is already used' };
  }
  return { ok: true, status: 200, data: v };
}

/** The form example: useForm with client checks, a server 400 beside its field, and what was accepted. */
export default function FormExample() {
  const [accepted, setAccepted] = useState<Values | undefined>();
  const form = useForm<Values>({
    initial: { reference: '', containers: '1', email: '' },
    validate,
    submit: (v) => {
      setAccepted(undefined);
      return answer(v);
    },
    onSuccess: (result) => setAccepted(result.data as Values),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Example booking form" style={{ maxWidth: 360 }}>
      <FormField form={form} name="reference" label="Reference" required help="Try TAKEN-1 to see a server error.">
        <InputGroup {...form.input('reference')} />
      </FormField>
      <FormField form={form} name="containers" label="Containers" required>
        <InputGroup {...form.input('containers')} inputMode="numeric" />
      </FormField>
      <FormField form={form} name="email" label="Notify email">
        <InputGroup {...form.input('email')} type="email" />
      </FormField>
      {form.formError && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
          {form.formError.message}
        </Callout>
      )}
      <Button type="submit" intent="primary" text="Check and submit" loading={form.submitting} />
      {accepted && (
        <Callout intent="success" role="status" style={{ marginTop: 8 }}>
          Accepted (in this page only): {accepted.reference}, {accepted.containers} container{accepted.containers === '1' ? '' : 's'}
          {accepted.email ? `, notify ${accepted.email}` : ''}.
        </Callout>
      )}
    </form>
  );
}
