import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Callout, InputGroup, TextArea } from '@blueprintjs/core';
import { FormField, HttpClient, LoadStates, NotificationBus, useForm, useLoad, useService, type FieldErrors } from '@portolan/sdk';
import { SAMPLES_API, type SampleRecord } from '../../shared/types';

type Values = { title: string; description: string; dueOn: string };

/** The client's checks, mirroring the server's schema (sampleResource.ts). */
function problems(v: Values): FieldErrors {
  return {
    title: !v.title.trim() ? 'Enter a title' : v.title.length > 120 ? 'At most 120 characters' : undefined,
    dueOn: /^\d{4}-\d{2}-\d{2}$/.test(v.dueOn) ? undefined : 'Enter the due date',
    description: v.description.length > 2000 ? 'At most 2,000 characters' : undefined,
  };
}

/** The fields, for a new record or (with `record`) an edit that sends its version: a stale one is said plainly. */
function Fields({ record }: { record?: SampleRecord }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const form = useForm<Values>({
    initial: { title: record?.title ?? '', description: record?.description ?? '', dueOn: record?.dueOn ?? '' },
    validate: problems,
    submit: (v) => {
      const data = { title: v.title, description: v.description || null, dueOn: v.dueOn };
      return record ? http.post(`${SAMPLES_API}/${record._id}/`, { data: { ...data, version: record.version } }) : http.post(SAMPLES_API, { data });
    },
    onSuccess: (result) => {
      notify.success(record ? 'Sample saved' : 'Sample created');
      navigate(`/template/${record?._id ?? (result.data as { id: string }).id}`);
    },
  });
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-labelledby="sample-form-title" style={{ maxWidth: 560 }}>
      <FormField form={form} name="title" label="Title" required>
        <InputGroup {...form.input('title')} intent={form.errors.title ? 'danger' : 'none'} />
      </FormField>
      <FormField form={form} name="dueOn" label="Due on" required>
        <InputGroup {...form.input('dueOn')} type="date" intent={form.errors.dueOn ? 'danger' : 'none'} />
      </FormField>
      <FormField form={form} name="description" label="Description">
        <TextArea {...form.input('description')} fill rows={4} intent={form.errors.description ? 'danger' : 'none'} />
      </FormField>
      {form.formError && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
          {form.conflict ? 'Someone else saved this sample since you opened it: reload it to see their changes.' : form.formError.message}
        </Callout>
      )}
      <Button type="submit" intent="primary" text={record ? 'Save sample' : 'Create sample'} loading={form.submitting} />
    </form>
  );
}

/** `/template/new` and `/template/:id/edit`. */
export default function SampleForm() {
  const { id } = useParams();
  const loaded = useLoad<{ record: SampleRecord }>(useService(HttpClient), id ? `${SAMPLES_API}/${id}` : undefined);
  const record = loaded.data?.record;
  return (
    <section aria-labelledby="sample-form-title">
      <Link to={id ? `/template/${id}` : '/template'}>← Back</Link>
      <h1 id="sample-form-title" className="pt-page-title">{id ? `Edit ${record?.title ?? 'sample'}` : 'New sample'}</h1>
      {id && !record ? (
        <LoadStates isFetching={loaded.isFetching} error={loaded.error} empty emptyText="Sample not found" onRetry={loaded.reload}>
          {null}
        </LoadStates>
      ) : (
        <Fields key={record?.version} record={record} />
      )}
    </section>
  );
}
