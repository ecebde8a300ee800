import { InputGroup, TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, useForm, type ApiResult } from '@portolan/sdk';
import type { RfqTermRecord } from '../../../shared/types';

type Values = { title: string; category: string; body: string };

/** A term of the library: title, category (optional) and its text; the server's 400 beside the field. */
export function TermDialog({ term, onClose, onSave }: { term?: RfqTermRecord; onClose: () => void; onSave: (data: { title: string; category: string | null; body: string }) => Promise<ApiResult<unknown>> }) {
  const form = useForm<Values>({
    initial: { title: term?.title ?? '', category: term?.category ?? '', body: term?.body ?? '' },
    validate: (v) => ({
      title: !v.title.trim() ? 'Enter a title' : v.title.length > 200 ? 'At most 200 characters' : undefined,
      category: v.category.length > 100 ? 'At most 100 characters' : undefined,
      body: !v.body.trim() ? 'Enter the text of the term' : v.body.length > 10_000 ? 'At most 10,000 characters' : undefined,
    }),
    submit: (v) => onSave({ title: v.title.trim(), category: v.category.trim() || null, body: v.body.trim() }),
  });
  return (
    <FormDialog form={form} title={term ? `Edit term: ${term.title}` : 'New term'} onClose={onClose} submit={{ text: term ? 'Save term' : 'Create term' }} width={640}>
      <FormField form={form} name="title" label="Title" required>
        <InputGroup {...form.input('title')} maxLength={200} />
      </FormField>
      <FormField form={form} name="category" label="Category" help="E.g. Payment, Liability, Equipment">
        <InputGroup {...form.input('category')} maxLength={100} />
      </FormField>
      <FormField form={form} name="body" label="Text" required>
        <TextArea {...form.input('body')} fill rows={6} />
      </FormField>
    </FormDialog>
  );
}
