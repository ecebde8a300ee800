import type { ReactNode } from 'react';
import { FormGroup } from '@blueprintjs/core';
import type { FormState } from './useForm';

export interface FormFieldProps {
  /** The form (from `useForm`) and the field's name. */
  form: Pick<FormState<Record<string, string>>, 'errors' | 'idOf'>;
  name: string;
  label: string;
  /** Shown under the field while it has no error. */
  help?: ReactNode;
  required?: boolean;
  /** The input, spread with `form.input(name)` so the label and error point at it. */
  children: ReactNode;
}

/**
 * A labelled field of a `useForm` form (Blueprint FormGroup): its error — a client check or the
 * server's 400 naming it — beside it in red, announced and linked to the input (aria-describedby).
 */
export function FormField({ form, name, label, help, required, children }: FormFieldProps) {
  const id = form.idOf(name);
  const error = form.errors[name];
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? '(required)' : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span id={`${id}-error`} role="alert">{error}</span> : help}
    >
      {children}
    </FormGroup>
  );
}
FormField.displayName = 'Portolan.FormField';
