import { InputGroup, TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, useForm, type ApiResult } from '@portolan/sdk';
import type { RfqTermRecord } from '../../../shared/types';

type Values = { title: string; category: string; text: string };

/**
 * The term's text is `body` in the API, but a 400 naming `data.body` reads as "the request body" to the
 * SDK's form: the form calls it `text` and the answer's field is renamed to match.
 */
function bodyAsText(result: ApiResult<unknown>): ApiResult<unknown> {
  const error = result.error as { field?: unknown } | undefined;
  if (result.ok || typeof error !== 'object' || error === null || typeof error.field !== 'string' || !/^data\.body\b/.test(error.field)) return result;
  return { ...result, error: { ...error, field: error.field.replace(/^data\.body/, 'data.text') } };
}

/** A term of the library: title, category (optional) and its text; the server's 400 beside the field. */
export function TermDialog({ term, onClose, onSave }: { term?: RfqTermRecord; onClose: () => void; onSave: (data: { title: string; category: string | null; body: string }) => Promise<ApiResult<unknown>> }) {
  const form = useForm<Values>({
    initial: { title: term?.title ?? '', category: term?.category ?? '', text: term?.body ?? '' },
    validate: (v) => ({
      title: !v.title.trim() ? 'Enter a title' : v.title.length > 200 ? 'At most 200 characters' : undefined,
      category: v.category.length > 100 ? 'At most 100 characters' : undefined,
      text: !v.text.trim() ? 'Enter the text of the term' : v.text.length > 10_000 ? 'At most 10,000 characters' : undefined,
    }),
    submit: async (v) => bodyAsText(await onSave({ title: v.title.trim(), category: v.category.trim() || null, body: v.text.trim() })),
  });
  return (
    <FormDialog form={form} title={term ? `Edit term: ${term.title}` : 'New term'} onClose={onClose} submit={{ text: term ? 'Save term' : 'Create term' }} width={640}>
      <FormField form={form} name="title" label="Title" required>
        <InputGroup {...form.input('title')} maxLength={200} />
      </FormField>
      <FormField form={form} name="category" label="Category" help="E.g. Payment, Liability, Equipment">
        <InputGroup {...form.input('category')} maxLength={100} />
      </FormField>
      <FormField form={form} name="text" label="Text" required>
        <TextArea {...form.input('text')} fill rows={6} />
      </FormField>
    </FormDialog>
  );
}
