import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Callout, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { FormField, HttpClient, LoadStates, NotificationBus, useCommands, useForm, useLoad, useService } from '@portolan/sdk';
import { RFQ_API, type Rfq, type RfqTermRecord, type TermGroup, type VendorGroup, type VendorRfq } from '../../../shared/types';
import { useRfqApi, type NetworkCompany, type One, type Page } from '../../api/rfqApi';
import { LanesEditor } from './LanesEditor';
import { CURRENCIES, idsOf, lanesOf, openRfqDataOf, rfqDataOf, rfqProblems, rfqValuesOf, termsOf, withLanes, type RfqValues } from './rfqFormValues';
import { TermsEditor } from './TermsEditor';
import { useRfqBase } from './useRfqBase';
import { VendorPicker } from './VendorPicker';

/** The network's companies (accepted connections), loaded once. */
function useNetwork(): { companies: NetworkCompany[]; error?: string } {
  const api = useRfqApi();
  const [state, setState] = useState<{ companies: NetworkCompany[]; error?: string }>({ companies: [] });
  useEffect(() => {
    let current = true;
    void api.networkCompanies().then((answer) => current && setState(answer.ok ? { companies: answer.data?.items ?? [] } : { companies: [], error: answer.errorMessage }));
    return () => {
      current = false;
    };
  }, [api]);
  return state;
}

/** The RFQ's fields (a new RFQ, a DRAFT's every field, an OPEN one's deadline, description and more vendors); nothing typed is lost on a failed save. */
function Fields({ record }: { record?: Rfq }) {
  const http = useService(HttpClient);
  const api = useRfqApi();
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const base = useRfqBase();
  const openOnly = record?.status === 'OPEN';
  const termGroups = useLoad<Page<TermGroup>>(http, `${RFQ_API.termGroups}?limit=200`);
  const termLibrary = useLoad<Page<RfqTermRecord>>(http, `${RFQ_API.terms}?limit=200`);
  const vendorGroups = useLoad<Page<VendorGroup>>(http, `${RFQ_API.vendorGroups}?limit=200`);
  const network = useNetwork();
  const [filling, setFilling] = useState(false);
  const form = useForm<RfqValues>({
    initial: rfqValuesOf(record),
    validate: (v) => rfqProblems(v, openOnly),
    submit: async (v) => {
      const answer = record
        ? await api.updateRfq(record._id, { ...(openOnly ? openRfqDataOf(v) : rfqDataOf(v)), version: record.version })
        : await api.createRfq(rfqDataOf(v));
      if (!answer.ok) notify.failure(record ? 'Failed to save the RFQ' : 'Failed to create the RFQ');
      return answer;
    },
    onSuccess: (result) => {
      notify.success(record ? 'RFQ saved' : 'RFQ created');
      const answer = result.data as One<Rfq> | undefined;
      navigate(`${base}/${record?._id ?? answer?.id ?? answer?.record._id ?? ''}`);
    },
  });
  useCommands([{ id: 'save-rfq', title: record ? 'Save RFQ' : 'Create RFQ', shortcut: 'mod+enter', run: () => void form.onSubmit() }], [form.onSubmit, record]);
  const v = form.values;

  const chooseTermGroup = (groupId: string) => {
    form.set('termGroupId', groupId);
    const group = termGroups.data?.items.find((g) => g._id === groupId);
    if (!group) return;
    const library = new Map((termLibrary.data?.items ?? []).map((t) => [t._id, t]));
    form.set('terms', JSON.stringify(group.termIds.flatMap((termId) => (library.has(termId) ? [{ title: library.get(termId)!.title, body: library.get(termId)!.body }] : []))));
  };

  const fill = async () => {
    const lanes = lanesOf(v);
    const asked = lanes.filter((l) => l.origin && l.destination && l.containerType);
    if (!asked.length) {
      notify.failure('Give the lanes their ports and container types first');
      return;
    }
    setFilling(true);
    const answer = await api.defaultRates(asked);
    setFilling(false);
    if (!answer.ok) {
      notify.failure(`Failed to load the contract rates: ${answer.errorMessage ?? ''}`);
      return;
    }
    const rates = new Map((answer.data?.items ?? []).filter((r) => r.amount !== null).map((r) => [`${r.origin}:${r.destination}:${r.containerType}`, r]));
    let filled = 0;
    let otherCurrency = 0;
    const next = lanes.map((lane) => {
      const rate = rates.get(`${lane.origin}:${lane.destination}:${lane.containerType}`);
      if (!rate?.amount) return lane;
      if (rate.currency && rate.currency !== v.currency) {
        otherCurrency++;
        return lane;
      }
      filled++;
      return { ...lane, currentAmount: rate.amount, baselineAmount: lane.baselineAmount || rate.amount };
    });
    form.reset(withLanes(v, next));
    notify.success(
      `Contract rates found for ${filled} of ${lanes.length} lanes${otherCurrency ? ` (${otherCurrency} in another currency than ${v.currency}, left out)` : ''}`,
    );
  };

  const text = (name: string, label: string, props: { help?: string; required?: boolean; type?: string; disabled?: boolean } = {}) => (
    <FormField form={form} name={name} label={label} help={props.help} required={props.required}>
      <InputGroup {...form.input(name)} type={props.type} disabled={props.disabled} intent={form.errors[name] ? 'danger' : 'none'} />
    </FormField>
  );
  const row = { display: 'flex', gap: 12, flexWrap: 'wrap' as const };
  const legend = 'bp6-heading';
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-labelledby="rfq-form-title">
      {openOnly && (
        <Callout intent="primary" style={{ marginBottom: 8 }}>
          This RFQ is open for bids: you may move the deadline, change the description and invite more vendors.
        </Callout>
      )}
      <fieldset style={{ border: 0, padding: 0, maxWidth: 900 }}>
        <legend className={legend}>Tender</legend>
        {text('title', 'Title', { required: true, disabled: openOnly })}
        <FormField form={form} name="description" label="Description" help="What the vendors should know: the business, the cargo, how you will award">
          <TextArea {...form.input('description')} fill rows={3} />
        </FormField>
        <div style={row}>
          <FormField form={form} name="currency" label="Currency" required>
            <HTMLSelect {...form.input('currency')} disabled={openOnly}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </HTMLSelect>
          </FormField>
          {text('contractFrom', 'Contract from', { type: 'date', required: true, disabled: openOnly })}
          {text('contractTo', 'Contract to', { type: 'date', required: true, disabled: openOnly })}
          {text('bidDeadline', 'Bid deadline', { type: 'datetime-local', required: true, help: 'Your local time' })}
        </div>
        <Switch
          label="Sealed bids (prices show after the deadline, or once every vendor has answered)"
          checked={v.sealed !== 'false'}
          disabled={openOnly}
          onChange={(e) => form.set('sealed', String(e.currentTarget.checked))}
        />
      </fieldset>
      <fieldset style={{ border: 0, padding: 0, maxWidth: 900 }}>
        <legend className={legend}>Terms</legend>
        <FormField form={form} name="termGroupId" label="Term group" help={termGroups.error ? `Term groups could not be loaded: ${termGroups.error}` : 'Copies the group’s terms; edit the copy below'}>
          <HTMLSelect {...form.input('termGroupId')} onChange={(e) => chooseTermGroup(e.target.value)} disabled={openOnly}>
            <option value="">No term group</option>
            {(termGroups.data?.items ?? []).map((g) => (
              <option key={g._id} value={g._id}>
                {g.name}
              </option>
            ))}
          </HTMLSelect>
        </FormField>
        <TermsEditor id={form.idOf('terms')} terms={termsOf(v)} error={form.errors.terms} disabled={openOnly} onChange={(terms) => form.set('terms', JSON.stringify(terms))} />
      </fieldset>
      <fieldset style={{ border: 0, padding: 0 }}>
        <legend className={legend}>Vendors</legend>
        <VendorPicker
          id={form.idOf('vendorCompanyIds')}
          companies={network.companies}
          groups={vendorGroups.data?.items ?? []}
          vendorIds={idsOf(v.vendorCompanyIds)}
          groupIds={idsOf(v.vendorGroupIds)}
          invited={record?.invitations ?? []}
          locked={openOnly}
          error={form.errors.vendorCompanyIds ?? form.errors.vendorGroupIds}
          loadError={network.error}
          onChange={(vendorIds, groupIds) => {
            form.set('vendorCompanyIds', vendorIds.join(','));
            form.set('vendorGroupIds', groupIds.join(','));
          }}
        />
      </fieldset>
      <fieldset style={{ border: 0, padding: 0 }}>
        <legend className={legend}>Lanes</legend>
        {openOnly ? (
          <p className="bp6-text-muted">{Number(v.lanes)} lanes (fixed once the RFQ is open).</p>
        ) : (
          <LanesEditor form={form} currency={v.currency} onFill={() => void fill()} filling={filling} />
        )}
      </fieldset>
      {form.formError && (
        <Callout intent="danger" role="alert" style={{ margin: '8px 0' }}>
          {form.conflict && /version|changed/i.test(form.formError.message) ? 'Someone else saved this RFQ since you opened it: reload it to see their changes.' : form.formError.message}
        </Callout>
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
        <Button type="submit" intent="primary" text={record ? 'Save RFQ' : 'Create RFQ'} loading={form.submitting} />
        <Link to={record ? `${base}/${record._id}` : base} className="bp6-button">
          Cancel
        </Link>
      </div>
    </form>
  );
}

/** `<prefix>/new` and `<prefix>/:id/edit` (DRAFT: everything; OPEN: deadline, description, more vendors). */
export default function RfqForm() {
  const { id } = useParams();
  const base = useRfqBase();
  const loaded = useLoad<One<Rfq | VendorRfq>>(useService(HttpClient), id ? `${RFQ_API.rfqs}/${encodeURIComponent(id)}` : undefined);
  const answer = loaded.data?.record;
  const record = answer?.view === 'owner' ? answer : undefined;
  const editable = !record || record.status === 'DRAFT' || record.status === 'OPEN';
  return (
    <section aria-labelledby="rfq-form-title">
      <Link to={id ? `${base}/${id}` : base}>← Back</Link>
      <h1 id="rfq-form-title" className="pt-page-title">
        {id ? `Edit ${record?.reference ?? 'RFQ'}` : 'New RFQ'}
      </h1>
      {answer?.view === 'vendor' ? (
        <Callout intent="warning" role="status">
          Only the company that owns this RFQ can edit it.
        </Callout>
      ) : id && !record ? (
        <LoadStates isFetching={loaded.isFetching} error={loaded.error} empty emptyText="RFQ not found" onRetry={loaded.reload}>
          {null}
        </LoadStates>
      ) : record && !editable ? (
        <Callout intent="warning" role="status">
          An RFQ can be edited while it is a draft or open for bids; this one is {record.status}.
        </Callout>
      ) : (
        <Fields key={record?.version} record={record} />
      )}
    </section>
  );
}

