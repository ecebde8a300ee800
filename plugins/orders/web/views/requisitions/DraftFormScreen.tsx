import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Callout } from '@blueprintjs/core';
import { HttpClient, LoadStates, useLoad, useService, type FormState } from '@portolan/sdk';
import type { One } from '../../api/sourcingApi';
import type { FormValues } from './lineValues';

type Draftable = { _id: string; reference: string; status: string; version: number };

export interface DraftFormScreenProps<T extends Draftable> {
  /** The list screen (`/requisitions`); the record's screen is `<base>/<id>`. */
  base: string;
  /** The record's API path. */
  apiPath: (id: string) => string;
  /** How the text names the record ('requisition', 'order RFQ'). */
  noun: string;
  /** The form's heading id (the form is labelled by it). */
  titleId: string;
  /** The fields, for a new record (none) or the DRAFT loaded. */
  children: (record?: T) => ReactNode;
}

/**
 * `<base>/new` and `<base>/:id/edit` of a record edited while it is a DRAFT: back link, heading, the record
 * loading (its loading, error and not-found states), a notice when it is no longer a draft, else the form.
 */
export function DraftFormScreen<T extends Draftable>({ base, apiPath, noun, titleId, children }: DraftFormScreenProps<T>) {
  const { id } = useParams();
  const loaded = useLoad<One<T>>(useService(HttpClient), id ? apiPath(id) : undefined);
  const record = loaded.data?.record;
  return (
    <section aria-labelledby={titleId}>
      <Link to={id ? `${base}/${id}` : base}>← Back</Link>
      <h1 id={titleId} className="pt-page-title">
        {id ? `Edit ${record?.reference ?? noun}` : `New ${noun}`}
      </h1>
      {id && !record ? (
        <LoadStates isFetching={loaded.isFetching} error={loaded.error} empty emptyText={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`} onRetry={loaded.reload}>
          {null}
        </LoadStates>
      ) : record && record.status !== 'DRAFT' ? (
        <Callout intent="warning" role="status">
          A {noun} can be edited while it is a draft; this one is {record.status.replace(/_/g, ' ').toLowerCase()}.
        </Callout>
      ) : (
        children(record)
      )}
    </section>
  );
}

/** The end of such a form: its error not tied to a field (a stale version said in words), the submit button and Cancel. */
export function FormActions({ form, submitText, cancelTo, noun }: { form: FormState<FormValues>; submitText: string; cancelTo: string; noun: string }) {
  return (
    <>
      {form.formError && (
        <Callout intent="danger" role="alert" style={{ margin: '8px 0' }}>
          {form.conflict ? `Someone else saved this ${noun} since you opened it: reload it to see their changes.` : form.formError.message}
        </Callout>
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
        <Button type="submit" intent="primary" text={submitText} loading={form.submitting} />
        <Link to={cancelTo} className="bp6-button">
          Cancel
        </Link>
      </div>
    </>
  );
}
