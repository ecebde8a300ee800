import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Callout, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { FormField, HttpClient, LoadStates, NotificationBus, useForm, useLoad, useService } from '@portolan/sdk';
import { RATES_API, type ServiceContract } from '../../../shared/types';
import { conflictOnField } from '../admin/conflictOnField';
import { OCEAN_CARRIERS } from '@portolan/sdk/shared';
import { contractData, contractFormProblems, type ContractValues } from './contractFormProblems';

/** The fields, for a new contract or (with `record`, a draft) an edit that sends its version. */
function Fields({ record }: { record?: ServiceContract }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const form = useForm<ContractValues>({
    initial: {
      reference: record?.reference ?? '',
      carrier: record?.carrier ?? '',
      validFrom: record?.validFrom ?? '',
      validTo: record?.validTo ?? '',
      mqcTeu: record ? String(record.mqcTeu) : '',
      notes: record?.notes ?? '',
    },
    validate: contractFormProblems,
    submit: async (v) => {
      const data = contractData(v);
      const answer = record ? await http.post(`${RATES_API.contracts}/${record._id}/`, { data: { ...data, version: record.version } }) : await http.post(RATES_API.contracts, { data });
      if (!answer.ok) notify.failure(record ? 'Failed to save the contract' : 'Failed to create the contract');
      return conflictOnField(answer, ['reference']);
    },
    onSuccess: (result) => {
      notify.success(record ? 'Contract saved' : 'Contract created');
      const created = result.data as { id?: string; record?: { _id: string } } | undefined;
      navigate(`/contracts/${record?._id ?? created?.id ?? created?.record?._id ?? ''}`);
    },
  });
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-labelledby="contract-form-title" style={{ maxWidth: 560 }}>
      <FormField form={form} name="reference" label="Reference" required help="The carrier's contract number, e.g. MAEU-SC-2026-014">
        <InputGroup {...form.input('reference')} intent={form.errors.reference ? 'danger' : 'none'} />
      </FormField>
      <FormField form={form} name="carrier" label="Carrier" required>
        <HTMLSelect {...form.input('carrier')} fill>
          <option value="">Choose a carrier…</option>
          {OCEAN_CARRIERS.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} ({c.code})
            </option>
          ))}
        </HTMLSelect>
      </FormField>
      <div style={{ display: 'flex', gap: 12 }}>
        <FormField form={form} name="validFrom" label="Valid from" required>
          <InputGroup {...form.input('validFrom')} type="date" intent={form.errors.validFrom ? 'danger' : 'none'} />
        </FormField>
        <FormField form={form} name="validTo" label="Valid to" required>
          <InputGroup {...form.input('validTo')} type="date" intent={form.errors.validTo ? 'danger' : 'none'} />
        </FormField>
      </div>
      <FormField form={form} name="mqcTeu" label="MQC (TEU)" required help="Minimum quantity commitment over the validity">
        <InputGroup {...form.input('mqcTeu')} inputMode="numeric" intent={form.errors.mqcTeu ? 'danger' : 'none'} />
      </FormField>
      <FormField form={form} name="notes" label="Notes">
        <TextArea {...form.input('notes')} fill rows={4} intent={form.errors.notes ? 'danger' : 'none'} />
      </FormField>
      {form.formError && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
          {form.conflict && /version/i.test(form.formError.message) ? 'Someone else saved this contract since you opened it: reload it to see their changes.' : form.formError.message}
        </Callout>
      )}
      <Button type="submit" intent="primary" text={record ? 'Save contract' : 'Create contract'} loading={form.submitting} />
    </form>
  );
}

/** `/contracts/new` and `/contracts/:id/edit` (a draft only: an active contract is changed by its moves). */
export default function ContractForm() {
  const { id } = useParams();
  const loaded = useLoad<{ record: ServiceContract }>(useService(HttpClient), id ? `${RATES_API.contracts}/${encodeURIComponent(id)}` : undefined);
  const record = loaded.data?.record;
  return (
    <section aria-labelledby="contract-form-title">
      <Link to={id ? `/contracts/${id}` : '/contracts'}>← Back</Link>
      <h1 id="contract-form-title" className="pt-page-title">
        {id ? `Edit ${record?.reference ?? 'contract'}` : 'New contract'}
      </h1>
      {id && !record ? (
        <LoadStates isFetching={loaded.isFetching} error={loaded.error} empty emptyText="Contract not found" onRetry={loaded.reload}>
          {null}
        </LoadStates>
      ) : record && record.status !== 'DRAFT' ? (
        <Callout intent="warning" role="status">
          Only a draft contract can be edited; this one is {record.status}.
        </Callout>
      ) : (
        <Fields key={record?.version} record={record} />
      )}
    </section>
  );
}
