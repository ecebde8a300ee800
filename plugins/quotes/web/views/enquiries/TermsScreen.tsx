import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Callout, Card, Checkbox, InputGroup, Tag, TextArea } from '@blueprintjs/core';
import { Entitlements, FormField, HttpClient, LoadStates, NotificationBus, useForm, useLoad, useService } from '@portolan/sdk';
import { QUOTES_API, type TermsSet } from '../../../shared/types';

type TermsValues = { name: string; body: string; isDefault: string };

/** A terms set's form: new, or an edit sending its version. */
function TermsForm({ record, onDone, onCancel }: { record?: TermsSet; onDone: () => void; onCancel: () => void }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const form = useForm<TermsValues>({
    initial: { name: record?.name ?? '', body: record?.body ?? '', isDefault: record?.isDefault ? 'true' : '' },
    validate: (v) => ({ ...(!v.name.trim() && { name: 'Name the set' }), ...(!v.body.trim() && { body: 'Write the terms' }) }),
    submit: async (v) => {
      const data = { name: v.name.trim(), body: v.body.trim(), isDefault: v.isDefault === 'true' };
      const answer = record ? await http.post(`${QUOTES_API.termAndConditions}/${record._id}/`, { data: { ...data, version: record.version } }) : await http.post(QUOTES_API.termAndConditions, { data });
      if (!answer.ok) notify.failure('Failed to save the terms');
      return answer;
    },
    onSuccess: () => {
      notify.success('Terms saved');
      onDone();
    },
  });
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label={record ? `Edit ${record.name}` : 'New terms set'} style={{ maxWidth: 720 }}>
      <FormField form={form} name="name" label="Name" required>
        <InputGroup {...form.input('name')} intent={form.errors.name ? 'danger' : 'none'} />
      </FormField>
      <FormField form={form} name="body" label="Terms text" required help="Printed on the quote">
        <TextArea {...form.input('body')} fill rows={8} intent={form.errors.body ? 'danger' : 'none'} />
      </FormField>
      <Checkbox label="Default for new quotes" checked={form.values.isDefault === 'true'} onChange={(e) => form.set('isDefault', e.currentTarget.checked ? 'true' : '')} />
      {form.formError && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
          {form.formError.message}
        </Callout>
      )}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" intent="primary" text="Save terms" loading={form.submitting} />
        <Button text="Cancel" onClick={onCancel} />
      </div>
    </form>
  );
}

/** `<prefix>/terms`: the company's reusable terms-and-conditions sets (one default). */
export default function TermsScreen({ base }: { base: string }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const terms = useLoad<{ items: TermsSet[] }>(http, QUOTES_API.termAndConditions);
  const [editing, setEditing] = useState<TermsSet | 'new' | undefined>();
  const items = terms.data?.items ?? [];
  const remove = async (t: TermsSet) => {
    const answer = await http.delete(`${QUOTES_API.termAndConditions}/${t._id}`);
    notify.outcome(answer.ok, { success: `Deleted ${t.name}`, failure: `Failed to delete ${t.name}` });
    terms.reload();
  };
  const done = () => {
    setEditing(undefined);
    terms.reload();
  };
  return (
    <section aria-labelledby="terms-title">
      <Link to={base}>← Enquiries</Link>
      <h1 id="terms-title" className="pt-page-title">
        Terms and conditions
      </h1>
      {entitlements.isAllowed('quotes', 'Create') && !editing && <Button intent="primary" icon="add" text="New terms set" onClick={() => setEditing('new')} style={{ marginBottom: 12 }} />}
      {editing && (
        <Card compact style={{ marginBottom: 12 }}>
          <TermsForm key={editing === 'new' ? 'new' : `${editing._id}:${editing.version}`} record={editing === 'new' ? undefined : editing} onDone={done} onCancel={() => setEditing(undefined)} />
        </Card>
      )}
      <LoadStates isFetching={terms.isFetching && !terms.data} error={terms.error} empty={items.length === 0} emptyText="No terms sets yet" onRetry={terms.reload}>
        {items.map((t) => (
          <Card key={t._id} compact style={{ marginBottom: 8 }} aria-label={t.name}>
            <h2 className="bp6-heading" style={{ fontSize: 16 }}>
              {t.name} {t.isDefault && <Tag intent="primary">Default</Tag>}
            </h2>
            <p style={{ whiteSpace: 'pre-wrap' }}>{t.body}</p>
            <div style={{ display: 'flex', gap: 8 }}>
              {entitlements.isAllowed('quotes', 'Update') && <Button size="small" icon="edit" text="Edit" aria-label={`Edit ${t.name}`} onClick={() => setEditing(t)} />}
              {entitlements.isAllowed('quotes', 'Delete') && <Button size="small" icon="trash" intent="danger" text="Delete" aria-label={`Delete ${t.name}`} onClick={() => void remove(t)} />}
            </div>
          </Card>
        ))}
      </LoadStates>
    </section>
  );
}
