import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Callout, Checkbox, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { FormField, HttpClient, LoadStates, NotificationBus, PortPickerField, useCommands, useForm, useLoad, useService } from '@portolan/sdk';
import { QUOTES_API, type Customer, type Enquiry } from '../../../shared/types';
import { ENQUIRY_SERVICES, INCOTERMS } from '../../../shared/states';
import { ContainersEditor } from './ContainersEditor';
import { enquiryDataOf, enquiryProblems, enquiryValuesOf, type EnquiryValues } from './enquiryFormValues';
import { words } from './enquiryStatusIntent';
import { useEnquiriesBase } from './useEnquiriesBase';

const CURRENCIES = ['USD', 'EUR', 'INR', 'GBP', 'AED', 'SGD', 'CNY'];

/** The enquiry's fields (new, or an edit of `record` sending its version); nothing typed is lost on a failed save. */
function Fields({ record }: { record?: Enquiry }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const base = useEnquiriesBase();
  const customers = useLoad<{ items: Customer[] }>(http, `${QUOTES_API.customers}?limit=200&filter[status]=ACTIVE`);
  const list = customers.data?.items ?? [];
  const form = useForm<EnquiryValues>({
    initial: enquiryValuesOf(record),
    validate: enquiryProblems,
    submit: async (v) => {
      const data = enquiryDataOf(v, list.find((c) => c._id === v.customerId));
      const answer = record ? await http.post(`${QUOTES_API.enquiries}/${record._id}/`, { data: { ...data, version: record.version } }) : await http.post(QUOTES_API.enquiries, { data });
      if (!answer.ok) notify.failure(record ? 'Failed to save the enquiry' : 'Failed to create the enquiry');
      return answer;
    },
    onSuccess: (result) => {
      notify.success(record ? 'Enquiry saved' : 'Enquiry created');
      const created = result.data as { id?: string } | undefined;
      navigate(`${base}/${record?._id ?? created?.id ?? ''}`);
    },
  });
  useCommands([{ id: 'save-enquiry', title: record ? 'Save enquiry' : 'Create enquiry', shortcut: 'mod+enter', run: () => void form.onSubmit() }], [form.onSubmit, record]);
  const v = form.values;
  const chosen = list.find((c) => c._id === v.customerId);
  const services = new Set(v.services.split(',').filter(Boolean));
  const toggle = (s: string) => {
    const next = new Set(services);
    if (next.has(s)) next.delete(s);
    else next.add(s);
    form.set('services', ENQUIRY_SERVICES.filter((x) => next.has(x)).join(','));
  };
  const text = (name: keyof EnquiryValues & string, label: string, props: { help?: string; required?: boolean; placeholder?: string; inputMode?: 'numeric' | 'decimal'; type?: string } = {}) => (
    <FormField form={form} name={name} label={label} help={props.help} required={props.required}>
      <InputGroup {...form.input(name)} type={props.type} inputMode={props.inputMode} placeholder={props.placeholder} intent={form.errors[name] ? 'danger' : 'none'} />
    </FormField>
  );
  const row = { display: 'flex', gap: 12, flexWrap: 'wrap' as const };
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-labelledby="enquiry-form-title" style={{ maxWidth: 760 }}>
      <fieldset style={{ border: 0, padding: 0 }}>
        <legend className="bp6-heading">Customer</legend>
        <div style={row}>
          <FormField form={form} name="customerId" label="Customer" help={customers.error ? 'Customers could not be loaded: type a name' : 'One of your customers, or a one-off'}>
            <HTMLSelect {...form.input('customerId')} disabled={customers.isFetching && !customers.data}>
              <option value="">One-off customer (type the name)</option>
              {list.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </HTMLSelect>
          </FormField>
          {!v.customerId && text('customerName', 'Customer name', { required: true })}
        </div>
        <div style={row}>
          {text('contactName', 'Contact name', { placeholder: chosen?.contacts[0]?.name })}
          {text('contactEmail', 'Contact email', { type: 'email', placeholder: chosen?.contacts[0]?.email ?? undefined })}
        </div>
      </fieldset>
      <fieldset style={{ border: 0, padding: 0 }}>
        <legend className="bp6-heading">Route</legend>
        <div style={row}>
          <div style={{ minWidth: 300 }}>
            <RadioGroup inline label="Origin is a" selectedValue={v.originKind} onChange={(e) => form.set('originKind', e.currentTarget.value)} name="originKind">
              <Radio label="Port" value="PORT" />
              <Radio label="Door (place)" value="DOOR" />
            </RadioGroup>
            <PortPickerField form={form} name="origin" label="Origin" kind={v.originKind === 'DOOR' ? 'ANY' : 'PORT'} required />
          </div>
          <div style={{ minWidth: 300 }}>
            <RadioGroup inline label="Destination is a" selectedValue={v.destinationKind} onChange={(e) => form.set('destinationKind', e.currentTarget.value)} name="destinationKind">
              <Radio label="Port" value="PORT" />
              <Radio label="Door (place)" value="DOOR" />
            </RadioGroup>
            <PortPickerField form={form} name="destination" label="Destination" kind={v.destinationKind === 'DOOR' ? 'ANY' : 'PORT'} required />
          </div>
        </div>
      </fieldset>
      <fieldset style={{ border: 0, padding: 0 }}>
        <legend className="bp6-heading">Cargo</legend>
        <RadioGroup inline label="Load" selectedValue={v.mode} onChange={(e) => form.set('mode', e.currentTarget.value)} name="mode">
          <Radio label="Full containers (FCL)" value="FCL" />
          <Radio label="Less than a container (LCL)" value="LCL" />
        </RadioGroup>
        {v.mode === 'FCL' && <ContainersEditor id={form.idOf('containers')} value={v.containers} error={form.errors.containers} onChange={(t) => form.set('containers', t)} />}
        <div style={row}>
          {text('cargo.commodity', 'Commodity', { required: true })}
          {text('cargo.hsCode', 'HS code', { inputMode: 'numeric', help: '4 to 10 digits' })}
          {text('cargo.packages', 'Packages', { inputMode: 'numeric' })}
        </div>
        <div style={row}>
          {text('cargo.weightKg', 'Weight (kg)', { inputMode: 'decimal', required: v.mode === 'LCL' })}
          {text('cargo.volumeM3', 'Volume (m³)', { inputMode: 'decimal', required: v.mode === 'LCL' })}
          {text('cargo.dgClass', 'Dangerous goods class', { help: 'IMO class; empty when not dangerous' })}
          {text('cargo.reeferTempC', 'Reefer temperature (°C)', { inputMode: 'decimal', help: '−40 to +30; empty when dry' })}
        </div>
      </fieldset>
      <fieldset style={{ border: 0, padding: 0 }}>
        <legend className="bp6-heading">Terms</legend>
        <div style={row}>
          {text('cargoReadyOn', 'Cargo ready on', { type: 'date', required: true })}
          <FormField form={form} name="incoterm" label="Incoterm">
            <HTMLSelect {...form.input('incoterm')}>
              <option value="">—</option>
              {INCOTERMS.map((i) => (
                <option key={i} value={i}>
                  {i}
                </option>
              ))}
            </HTMLSelect>
          </FormField>
          <FormField form={form} name="currency" label="Quote currency" help={chosen ? `Default: ${chosen.currency} (the customer's)` : 'Default: USD'}>
            <HTMLSelect {...form.input('currency')}>
              <option value="">{chosen ? `Customer's (${chosen.currency})` : 'Default (USD)'}</option>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </HTMLSelect>
          </FormField>
          {text('dueOn', 'Reply by', { type: 'date' })}
        </div>
        <FormGroup label="Services wanted" helperText={form.errors.services} intent={form.errors.services ? 'danger' : 'none'}>
          <div id={form.idOf('services')} tabIndex={-1} role="group" aria-label="Services wanted">
            {ENQUIRY_SERVICES.map((s) => (
              <Checkbox key={s} inline label={words(s)} checked={services.has(s)} onChange={() => toggle(s)} />
            ))}
          </div>
        </FormGroup>
        <FormField form={form} name="notes" label="Notes">
          <TextArea {...form.input('notes')} fill rows={3} />
        </FormField>
      </fieldset>
      {form.formError && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
          {form.conflict && /version/i.test(form.formError.message) ? 'Someone else saved this enquiry since you opened it: reload it to see their changes.' : form.formError.message}
        </Callout>
      )}
      <Button type="submit" intent="primary" text={record ? 'Save enquiry' : 'Create enquiry'} loading={form.submitting} />
    </form>
  );
}

/** `<prefix>/new` and `<prefix>/:id/edit` (while RECEIVED or QUOTING). */
export default function EnquiryForm() {
  const { id } = useParams();
  const base = useEnquiriesBase();
  const loaded = useLoad<{ record: Enquiry }>(useService(HttpClient), id ? `${QUOTES_API.enquiries}/${encodeURIComponent(id)}` : undefined);
  const record = loaded.data?.record;
  return (
    <section aria-labelledby="enquiry-form-title">
      <Link to={id ? `${base}/${id}` : base}>← Back</Link>
      <h1 id="enquiry-form-title" className="pt-page-title">
        {id ? `Edit ${record?.reference ?? 'enquiry'}` : 'New enquiry'}
      </h1>
      {id && !record ? (
        <LoadStates isFetching={loaded.isFetching} error={loaded.error} empty emptyText="Enquiry not found" onRetry={loaded.reload}>
          {null}
        </LoadStates>
      ) : record && record.status !== 'RECEIVED' && record.status !== 'QUOTING' ? (
        <Callout intent="warning" role="status">
          An enquiry can be edited until it is quoted; this one is {record.status}.
        </Callout>
      ) : (
        <Fields key={record?.version} record={record} />
      )}
    </section>
  );
}
