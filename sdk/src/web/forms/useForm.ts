import { useCallback, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ApiResult } from '../HttpClient';
import { serverErrorOf, type ServerError } from './serverErrorOf';

/** Messages by form field; a field without a message is fine. */
export type FieldErrors = Partial<Record<string, string>>;

export interface FormOptions<V extends Record<string, string>> {
  /** The starting values (text, as the inputs hold them). */
  initial: V;
  /** Client checks, mirroring the server's rules: a message per wrong field. */
  validate?: (values: V) => FieldErrors;
  /** Sends the values (e.g. `store.create(toData(values))`). Not called while a client check fails. */
  submit: (values: V) => Promise<ApiResult<unknown>>;
  /** Called after a successful submit with the answer. */
  onSuccess?: (result: ApiResult<unknown>) => void;
}

/** The state a form renders. Values are kept as typed after a failed save: nothing is lost. */
export interface FormState<V extends Record<string, string>> {
  values: V;
  /** Changes one value (its server error goes away: the user is fixing it). */
  set: (name: keyof V & string, value: string) => void;
  /** Replaces every value (e.g. when the record to edit has loaded). */
  reset: (values: V) => void;
  /** What to show beside each field: client checks (after the first submit) and the server's 400. */
  errors: FieldErrors;
  /** A failure that names no field of the form (a 409, a 500, a network failure): show it above the buttons. */
  formError?: ServerError;
  /** The last answer was 409: the record changed since it was loaded (stale version). */
  conflict: boolean;
  submitting: boolean;
  /** Submits: checks, then sends; use as the form's `onSubmit` (Enter submits). */
  onSubmit: (event?: FormEvent) => Promise<boolean>;
  /** Props for the input of a field: id, name, value, onChange, aria-invalid, aria-describedby. */
  input: (name: keyof V & string) => FieldInputProps;
  /** The id of a field's input (for labels). */
  idOf: (name: string) => string;
}

export interface FieldInputProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/**
 * A form over text values with client checks and the server's answer shown where it belongs: a 400
 * naming `data.<field>` beside that field, anything else (409 stale version, 500, network) as the
 * form's error. A server field under a list (`containers.1.number`) goes to the form field named by
 * its first part (`containers`) when there is no field of the full name.
 */
export function useForm<V extends Record<string, string>>(options: FormOptions<V>): FormState<V> {
  const prefix = useId();
  const [values, setValues] = useState<V>(options.initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<ServerError | undefined>();
  const [submitting, setSubmitting] = useState(false);

  const clientErrors = attempted && options.validate ? options.validate(values) : {};
  const errors: FieldErrors = { ...clientErrors, ...serverErrors };
  const idOf = useCallback((name: string) => `${prefix}-${name}`, [prefix]);

  const set = useCallback((name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const onSubmit = async (event?: FormEvent): Promise<boolean> => {
    event?.preventDefault();
    if (submitting) return false;
    setAttempted(true);
    const { validate, submit, onSuccess } = options;
    const problems = validate ? Object.entries(validate(values)).filter(([, message]) => message) : [];
    if (problems.length) {
      document.getElementById(idOf(problems[0][0]))?.focus();
      return false;
    }
    setSubmitting(true);
    setFormError(undefined);
    setServerErrors({});
    const result = await submit(values);
    setSubmitting(false);
    if (result.ok) {
      onSuccess?.(result);
      return true;
    }
    const error = serverErrorOf(result)!;
    const field = error.field && error.status === 400 ? formFieldOf(error.field, values) : undefined;
    if (field) {
      setServerErrors({ [field]: error.message });
      document.getElementById(idOf(field))?.focus();
    } else setFormError(error);
    return false;
  };

  const input = (name: keyof V & string): FieldInputProps => ({
    id: idOf(name),
    name,
    value: values[name] ?? '',
    onChange: (event) => set(name, event.target.value),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${idOf(name)}-error` : undefined,
  });

  const reset = useCallback((next: V) => {
    setValues(next);
    setServerErrors({});
    setFormError(undefined);
    setAttempted(false);
  }, []);

  return {
    values,
    set,
    reset,
    errors,
    formError,
    conflict: formError?.status === 409,
    submitting,
    onSubmit,
    input,
    idOf,
  };
}

/** The form field a server field belongs to: itself, else its first part; none when the form has neither. */
function formFieldOf(field: string, values: Record<string, string>): string | undefined {
  if (field in values) return field;
  const first = field.split('.')[0];
  return first in values ? first : undefined;
}
