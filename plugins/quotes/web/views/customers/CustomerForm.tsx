import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Callout, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { FormField, HttpClient, LoadStates, NotificationBus, serverErrorOf, useForm, useLoad, useService, type ApiResult } from '@portolan/sdk';
import { QUOTES_API, type Customer } from '../../../shared/types';
import { ContactsEditor } from './ContactsEditor';
import { customerDataOf, customerProblems, customerValuesOf, type CustomerValues } from './customerFormValues';

const CURRENCIES = ['USD', 'EUR', 'INR', 'GBP', 'AED', 'SGD', 'CNY'];
/** The accepted connections of the company network: the companies a customer may be. */
const CONNECTIONS = '/api/auth/v2/network/connections/';
type Connection = { companyId: string; name: string | null; status: string };

/** A 409 naming the linked company (already a customer) shows beside it, like a 400. */
function onField<T>(answer: ApiResult<T>): ApiResult<T> {
  return answer.status === 409 && serverErrorOf(answer)?.field === 'customerCompanyId' ? { ...answer, status: 400 } : answer;
}

function Fields({ record }: { record?: Customer }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const network = useLoad<{ items: Connection[] }>(http, CONNECTIONS);
  const companies = (network.data?.items ?? []).filter((c) => c.status === 'accepted' && c.name);
  const form = useForm<CustomerValues>({
    initial: customerValuesOf(record),
    validate: customerProblems,
    submit: async (v) => {
      const data = customerDataOf(v);
      const answer = record ? await http.post(`${QUOTES_API.customers}/${record._id}/`, { data: { ...data, version: record.version } }) : await http.post(QUOTES_API.customers, { data });
      if (!answer.ok) notify.failure(record ? 'Failed to save the customer' : 'Failed to create the customer');
      return onField(answer);
    },
    onSuccess: (result) => {
      notify.success(record ? 'Customer saved' : 'Customer created');
      navigate(`/customers/${record?._id ?? (result.data as { id?: string } | undefined)?.id ?? ''}`);
    },
  });
  const text = (name: keyof CustomerValues & string, label: string, extra: { required?: boolean; help?: string; type?: string; inputMode?: 'numeric' | 'decimal' } = {}) => (
    <FormField form={form} name={name} label={label} required={extra.required} help={extra.help}>
      <InputGroup {...form.input(name)} type={extra.type} inputMode={extra.inputMode} intent={form.errors[name] ? 'danger' : 'none'} />
    </FormField>
  );
  const row = { display: 'flex', gap: 12, flexWrap: 'wrap' as const };
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-labelledby="customer-form-title" style={{ maxWidth: 760 }}>
      <div style={row}>
        {text('name', 'Name', { required: true })}
        <FormField form={form} name="customerCompanyId" label="Portolan company" help={network.error ? 'Your network could not be loaded' : 'When the customer is on Portolan: it then sees its quotes in its account'}>
          <HTMLSelect {...form.input('customerCompanyId')}>
            <option value="">Not on Portolan</option>
            {record?.customerCompanyId && !companies.some((c) => c.companyId === record.customerCompanyId) && <option value={record.customerCompanyId}>Linked company</option>}
            {companies.map((c) => (
              <option key={c.companyId} value={c.companyId}>
                {c.name}
              </option>
            ))}
          </HTMLSelect>
        </FormField>
      </div>
      <div style={row}>
        {text('email', 'Email', { type: 'email' })}
        {text('phone', 'Phone')}
        {text('country', 'Country', { help: 'Two letters, e.g. IN' })}
        {text('taxId', 'Tax id')}
      </div>
      <FormField form={form} name="address" label="Address">
        <TextArea {...form.input('address')} fill rows={2} />
      </FormField>
      <ContactsEditor id={form.idOf('contacts')} value={form.values.contacts} error={form.errors.contacts} onChange={(json) => form.set('contacts', json)} />
      <div style={row}>
        {text('creditDays', 'Credit days', { required: true, inputMode: 'numeric', help: '0 (prepaid) to 365' })}
        {text('creditLimit', 'Credit limit', { inputMode: 'decimal' })}
        <FormField form={form} name="currency" label="Currency" required>
          <HTMLSelect {...form.input('currency')}>
            {[...new Set([...CURRENCIES, form.values.currency])].map((c) => (
              <option key={c}>{c}</option>
            ))}
          </HTMLSelect>
        </FormField>
      </div>
      <div style={row}>
        <FormField form={form} name="defaultMargin.type" label="Default margin">
          <HTMLSelect {...form.input('defaultMargin.type')}>
            <option value="">None</option>
            <option value="PERCENT">Percent of cost</option>
            <option value="AMOUNT">Amount per line</option>
          </HTMLSelect>
        </FormField>
        {form.values['defaultMargin.type'] && text('defaultMargin.value', form.values['defaultMargin.type'] === 'PERCENT' ? 'Margin (%)' : 'Margin (amount)', { required: true, inputMode: 'decimal' })}
        <FormField form={form} name="status" label="Status">
          <HTMLSelect {...form.input('status')}>
            <option value="ACTIVE">Active</option>
            <option value="INACTIVE">Inactive</option>
          </HTMLSelect>
        </FormField>
      </div>
      <FormField form={form} name="notes" label="Notes">
        <TextArea {...form.input('notes')} fill rows={3} />
      </FormField>
      {form.formError && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
          {form.conflict && /version/i.test(form.formError.message) ? 'Someone else saved this customer since you opened it: reload it to see their changes.' : form.formError.message}
        </Callout>
      )}
      <Button type="submit" intent="primary" text={record ? 'Save customer' : 'Create customer'} loading={form.submitting} />
    </form>
  );
}

/** `/customers/new` and `/customers/:id/edit`. */
export default function CustomerForm() {
  const { id } = useParams();
  const loaded = useLoad<{ record: Customer }>(useService(HttpClient), id ? `${QUOTES_API.customers}/${encodeURIComponent(id)}` : undefined);
  const record = loaded.data?.record;
  return (
    <section aria-labelledby="customer-form-title">
      <Link to={id ? `/customers/${id}` : '/customers'}>← Back</Link>
      <h1 id="customer-form-title" className="pt-page-title">
        {id ? `Edit ${record?.name ?? 'customer'}` : 'New customer'}
      </h1>
      {id && !record ? (
        <LoadStates isFetching={loaded.isFetching} error={loaded.error} empty emptyText="Customer not found" onRetry={loaded.reload}>
          {null}
        </LoadStates>
      ) : (
        <Fields key={record?.version} record={record} />
      )}
    </section>
  );
}
