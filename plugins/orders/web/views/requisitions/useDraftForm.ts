import { useNavigate } from 'react-router-dom';
import { NotificationBus, useCommands, useForm, useService, type ApiResult, type FieldErrors, type FormState } from '@portolan/sdk';
import { recordOf, type One } from '../../api/sourcingApi';
import type { FormValues } from './lineValues';

export interface DraftFormOptions<T extends { _id: string; version: number }, B> {
  /** The DRAFT being edited; none for a new record. */
  record?: T;
  initial: FormValues;
  validate: (values: FormValues) => FieldErrors;
  /** The body of the values. */
  dataOf: (values: FormValues) => B;
  create: (data: B) => Promise<ApiResult<One<T>>>;
  update: (id: string, data: B & { version: number }) => Promise<ApiResult<One<T>>>;
  /** How the texts name the record ('requisition', 'order RFQ'). */
  noun: string;
  /** The record screens' base path: a save opens `<base>/<id>`. */
  base: string;
}

/**
 * The form of a record created, or edited while a DRAFT: creates or updates (with the version), says
 * so (`<Noun> created|saved` / `Failed to create|save the <noun>`), opens the record, and registers the
 * save as a command (mod+Enter). Answers the form and its submit button's text.
 */
export function useDraftForm<T extends { _id: string; version: number }, B>(options: DraftFormOptions<T, B>): { form: FormState<FormValues>; submitText: string } {
  const { record, noun, base } = options;
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const form = useForm<FormValues>({
    initial: options.initial,
    validate: options.validate,
    submit: async (v) => {
      const answer = record ? await options.update(record._id, { ...options.dataOf(v), version: record.version }) : await options.create(options.dataOf(v));
      if (!answer.ok) notify.failure(record ? `Failed to save the ${noun}` : `Failed to create the ${noun}`);
      return answer;
    },
    onSuccess: (result) => {
      notify.success(`${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${record ? 'saved' : 'created'}`);
      const answer = result.data as One<T> | undefined;
      navigate(`${base}/${record?._id ?? answer?.id ?? recordOf<T>(answer)?._id ?? ''}`);
    },
  });
  const submitText = `${record ? 'Save' : 'Create'} ${noun}`;
  useCommands([{ id: `save-${noun.toLowerCase().replace(/\s+/g, '-')}`, title: submitText, shortcut: 'mod+enter', run: () => void form.onSubmit() }], [form.onSubmit, submitText]);
  return { form, submitText };
}
