import { useState, type JSX } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { HttpClient, useService } from '@portolan/sdk';
import { LIMITS, type Faq } from '../../shared/types';

type Field = 'category' | 'question' | 'answer';

/** Add or edit one FAQ (platform admin): labelled fields, client checks like the server's, its 400 beside the field. */
export function FaqDialog({ faq, onClose, onSaved }: { faq?: Faq; onClose: () => void; onSaved: () => void }) {
  const http = useService(HttpClient);
  const [form, setForm] = useState<Record<Field, string>>({ category: faq?.category ?? '', question: faq?.question ?? '', answer: faq?.answer ?? '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['category', 'question', 'answer'] as const) {
      if (!form[field].trim()) found[field] = 'Required';
      else if (form[field].length > LIMITS[field]) found[field] = `At most ${LIMITS[field]} characters`;
    }
    setProblems(found);
    setError(undefined);
    if (Object.keys(found).length) return;
    setSaving(true);
    const data = { category: form.category.trim(), question: form.question.trim(), answer: form.answer.trim() };
    const res = faq ? await http.post(`/api/pages/faqs/${faq._id}/`, { data: { ...data, version: faq.version } }) : await http.post('/api/pages/faqs', { data });
    setSaving(false);
    if (res.ok) return onSaved();
    const field = String((res.error as { field?: string } | undefined)?.field ?? '').replace(/^data\./, '');
    if (field === 'category' || field === 'question' || field === 'answer') setProblems({ [field]: res.errorMessage });
    else setError(res.errorMessage);
  };

  const group = (field: Field, label: string, input: JSX.Element) => (
    <FormGroup label={label} labelFor={`faq-${field}`} intent={problems[field] ? 'danger' : 'none'} helperText={problems[field]}>
      {input}
    </FormGroup>
  );
  const change = (field: Field) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));

  return (
    <Dialog isOpen title={faq ? 'Edit question' : 'Add a question'} onClose={onClose}>
      <DialogBody>
        {error && <Callout intent="danger" role="alert">{error}</Callout>}
        {group('category', 'Category', <InputGroup id="faq-category" value={form.category} onChange={change('category')} intent={problems.category ? 'danger' : 'none'} />)}
        {group('question', 'Question', <InputGroup id="faq-question" value={form.question} onChange={change('question')} intent={problems.question ? 'danger' : 'none'} />)}
        {group('answer', 'Answer', <TextArea id="faq-answer" fill rows={6} value={form.answer} onChange={change('answer')} intent={problems.answer ? 'danger' : 'none'} />)}
      </DialogBody>
      <DialogFooter actions={<><Button text="Cancel" onClick={onClose} /><Button intent="primary" text="Save" loading={saving} onClick={() => void save()} /></>} />
    </Dialog>
  );
}
