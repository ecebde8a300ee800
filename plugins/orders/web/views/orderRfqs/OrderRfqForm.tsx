import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Callout, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { FormField, HttpClient, LoadStates, NotificationBus, useCommands, useForm, useLoad, useService } from '@portolan/sdk';
import { INCOTERMS } from '../../../shared/states';
import { ORDERS_API, type LocationOption, type OrderRfqDetails } from '../../../shared/types';
import { itemsOf, orderRfqPath, recordOf, useSourcingApi, type One } from '../../api/sourcingApi';
import { CURRENCIES } from '../requisitions/currencies';
import { LinesEditor, type LineColumn } from '../requisitions/LinesEditor';
import { idsOf, type FormValues } from '../requisitions/lineValues';
import { ORDER_RFQS } from '../requisitions/paths';
import { ORDER_RFQ_LINE_FIELDS, orderRfqDataOf, orderRfqLineFromProduct, orderRfqProblems, orderRfqValuesOf } from './orderRfqFormValues';
import { SupplierChecklist } from './SupplierChecklist';

const COLUMNS: LineColumn[] = [
  { field: 'description', title: 'Description', width: 200 },
  { field: 'hsCode', title: 'HS code', width: 90, inputMode: 'numeric' },
  { field: 'quantity', title: 'Quantity', width: 80, inputMode: 'decimal' },
  { field: 'unit', title: 'Unit', width: 60 },
  { field: 'targetUnitPrice', title: 'Target unit price', width: 100, inputMode: 'decimal' },
  { field: 'neededBy', title: 'Needed by', width: 140, type: 'date' },
];

/** The RFQ's terms, suppliers and lines; nothing typed is lost on a failed save. */
function Fields({ record }: { record?: OrderRfqDetails }) {
  const http = useService(HttpClient);
  const api = useSourcingApi();
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const locations = itemsOf<LocationOption>(useLoad<unknown>(http, ORDERS_API.listCompanyLocations).data);
  const form = useForm<FormValues>({
    initial: orderRfqValuesOf(record),
    validate: orderRfqProblems,
    submit: async (v) => {
      const answer = record ? await api.updateOrderRfq(record._id, { ...orderRfqDataOf(v), version: record.version }) : await api.createOrderRfq(orderRfqDataOf(v));
      if (!answer.ok) notify.failure(record ? 'Failed to save the order RFQ' : 'Failed to create the order RFQ');
      return answer;
    },
    onSuccess: (result) => {
      notify.success(record ? 'Order RFQ saved' : 'Order RFQ created');
      const answer = result.data as One<OrderRfqDetails> | undefined;
      navigate(`${ORDER_RFQS}/${record?._id ?? answer?.id ?? recordOf<OrderRfqDetails>(answer)?._id ?? ''}`);
    },
  });
  const title = record ? 'Save order RFQ' : 'Create order RFQ';
  useCommands([{ id: 'save-order-rfq', title, shortcut: 'mod+enter', run: () => void form.onSubmit() }], [form.onSubmit, title]);
  const v = form.values;
  const row = { display: 'flex', gap: 12, flexWrap: 'wrap' as const };
  const currencies = CURRENCIES.includes(v.currency) ? CURRENCIES : [v.currency, ...CURRENCIES];
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-labelledby="order-rfq-form-title">
      <fieldset style={{ border: 0, padding: 0, maxWidth: 900 }}>
        <legend className="bp6-heading">Terms</legend>
        <FormField form={form} name="title" label="Title" required>
          <InputGroup {...form.input('title')} intent={form.errors.title ? 'danger' : 'none'} />
        </FormField>
        <div style={row}>
          <FormField form={form} name="currency" label="Currency" required>
            <HTMLSelect {...form.input('currency')}>
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </HTMLSelect>
          </FormField>
          <FormField form={form} name="incoterm" label="Incoterm" required>
            <HTMLSelect {...form.input('incoterm')}>
              {INCOTERMS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </HTMLSelect>
          </FormField>
          <FormField form={form} name="shipToLocationId" label="Ship to">
            <HTMLSelect {...form.input('shipToLocationId')}>
              <option value="">Not set</option>
              {locations.map((l) => (
                <option key={l._id} value={l._id}>
                  {l.name} ({l.code}{l.city ? `, ${l.city}` : ''})
                </option>
              ))}
            </HTMLSelect>
          </FormField>
          <FormField form={form} name="quoteDeadline" label="Quote deadline" required help="Your local time">
            <InputGroup {...form.input('quoteDeadline')} type="datetime-local" intent={form.errors.quoteDeadline ? 'danger' : 'none'} />
          </FormField>
        </div>
        <FormField form={form} name="notes" label="Notes to suppliers" help="Packing, quality, payment: what every supplier should know">
          <TextArea {...form.input('notes')} fill rows={3} />
        </FormField>
        <SupplierChecklist id={form.idOf('supplierIds')} chosen={idsOf(v.supplierIds)} onChange={(ids) => form.set('supplierIds', ids.join(','))} error={form.errors.supplierIds} />
      </fieldset>
      <fieldset style={{ border: 0, padding: 0 }}>
        <legend className="bp6-heading">Lines</legend>
        <LinesEditor
          form={form}
          fields={ORDER_RFQ_LINE_FIELDS}
          columns={COLUMNS}
          amount={{ quantity: 'quantity', unitPrice: 'targetUnitPrice' }}
          currency={v.currency}
          newLine={() => ({ neededBy: v[`lines.${Number(v.lines) - 1}.neededBy`] ?? '' })}
          fromProduct={orderRfqLineFromProduct}
        />
      </fieldset>
      {form.formError && (
        <Callout intent="danger" role="alert" style={{ margin: '8px 0' }}>
          {form.conflict ? 'Someone else saved this order RFQ since you opened it: reload it to see their changes.' : form.formError.message}
        </Callout>
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
        <Button type="submit" intent="primary" text={title} loading={form.submitting} />
        <Link to={record ? `${ORDER_RFQS}/${record._id}` : ORDER_RFQS} className="bp6-button">
          Cancel
        </Link>
      </div>
    </form>
  );
}

/** `/order-rfqs/new` and `/order-rfqs/:id/edit` (DRAFT only). */
export default function OrderRfqForm() {
  const { id } = useParams();
  const loaded = useLoad<One<OrderRfqDetails>>(useService(HttpClient), id ? orderRfqPath(id) : undefined);
  const record = loaded.data?.record;
  return (
    <section aria-labelledby="order-rfq-form-title">
      <Link to={id ? `${ORDER_RFQS}/${id}` : ORDER_RFQS}>← Back</Link>
      <h1 id="order-rfq-form-title" className="pt-page-title">
        {id ? `Edit ${record?.reference ?? 'order RFQ'}` : 'New order RFQ'}
      </h1>
      {id && !record ? (
        <LoadStates isFetching={loaded.isFetching} error={loaded.error} empty emptyText="Order RFQ not found" onRetry={loaded.reload}>
          {null}
        </LoadStates>
      ) : record && record.status !== 'DRAFT' ? (
        <Callout intent="warning" role="status">
          An order RFQ can be edited while it is a draft; this one is {record.status.toLowerCase()}.
        </Callout>
      ) : (
        <Fields key={record?.version} record={record} />
      )}
    </section>
  );
}
