import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Callout, Classes, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { FormField, LoadStates, NotificationBus, PortPickerField, useAnswer, useCommands, useForm, useService } from '@portolan/sdk';
import { INCOTERMS } from '../../../shared/states';
import type { PurchaseOrderDetails } from '../../../shared/types';
import { useOrdersApi } from '../../api/ordersApi';
import { LinesEditor } from './LinesEditor';
import { orderDataOf, orderProblems, orderValuesOf, withSupplier, type OrderValues } from './orderFormValues';
import { useOrdersBase } from './useOrdersBase';

/** The order's fields and lines (a new order, or a DRAFT's); nothing typed is lost on a failed save. */
function Fields({ record }: { record?: PurchaseOrderDetails }) {
  const api = useOrdersApi();
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const base = useOrdersBase();
  const suppliers = useAnswer(() => api.suppliers(), 'suppliers');
  const locations = useAnswer(() => api.locations(), 'locations');
  const form = useForm<OrderValues>({
    initial: orderValuesOf(record),
    validate: orderProblems,
    submit: async (v) => {
      const answer = record ? await api.updateOrder(record._id, { ...orderDataOf(v), version: record.version }) : await api.createOrder(orderDataOf(v));
      if (!answer.ok) notify.failure(`Could not ${record ? 'save' : 'create'} the purchase order: ${answer.errorMessage ?? 'Server Error'}`);
      return answer;
    },
    onSuccess: (result) => {
      notify.success(record ? 'Purchase order saved' : 'Purchase order created');
      const answer = result.data as { record?: PurchaseOrderDetails; id?: string } | undefined;
      navigate(`${base}/${record?._id ?? answer?.id ?? answer?.record?._id ?? ''}`);
    },
  });
  useCommands([{ id: 'save-order', title: record ? 'Save purchase order' : 'Create purchase order', shortcut: 'mod+enter', run: () => void form.onSubmit() }], [form.onSubmit, record]);
  const v = form.values;
  const supplier = suppliers.data?.find((s) => s._id === v.supplierId);
  const location = locations.data?.find((l) => l._id === v.shipToLocationId);
  const chooseSupplier = (supplierId: string) => {
    const picked = suppliers.data?.find((s) => s._id === supplierId);
    if (picked) form.reset(withSupplier(v, picked));
    else form.set('supplierId', supplierId);
  };
  const chooseLocation = (locationId: string) => {
    form.set('shipToLocationId', locationId);
    const picked = locations.data?.find((l) => l._id === locationId);
    if (picked?.port && !v.pod) form.set('pod', picked.port);
  };
  const text = (name: string, label: string, props: { help?: string; required?: boolean; type?: string; placeholder?: string } = {}) => (
    <FormField form={form} name={name} label={label} help={props.help} required={props.required}>
      <InputGroup {...form.input(name)} type={props.type} placeholder={props.placeholder} intent={form.errors[name] ? 'danger' : 'none'} />
    </FormField>
  );
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label={record ? `Edit ${record.poNumber}` : 'New purchase order'}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))', columnGap: 16 }}>
        <FormField form={form} name="supplierId" label="Supplier" required help={supplier ? `${supplier.code} · ${supplier.country}${supplier.contactEmail ? ` · ${supplier.contactEmail}` : ''}` : undefined}>
          <HTMLSelect {...form.input('supplierId')} fill onChange={(e) => chooseSupplier(e.target.value)}>
            <option value="">{suppliers.isFetching ? 'Loading suppliers…' : 'Choose a supplier…'}</option>
            {(suppliers.data ?? []).map((s) => (
              <option key={s._id} value={s._id}>
                {s.code} · {s.name} ({s.country})
              </option>
            ))}
          </HTMLSelect>
        </FormField>
        {text('poNumber', 'PO number', { help: 'Left empty: the next PO-<year>-<n>' })}
        {text('orderDate', 'Order date', { type: 'date', required: true })}
        <FormField form={form} name="incoterm" label="Incoterm" required>
          <HTMLSelect {...form.input('incoterm')} fill options={[...INCOTERMS]} />
        </FormField>
        <FormField form={form} name="currency" label="Currency" required>
          <InputGroup {...form.input('currency')} maxLength={3} placeholder="USD" onChange={(e) => form.set('currency', e.target.value.toUpperCase())} intent={form.errors.currency ? 'danger' : 'none'} />
        </FormField>
        {text('paymentTerms', 'Payment terms', { placeholder: 'e.g. 30 days from B/L' })}
        {text('shipFrom', 'Ship from', { placeholder: 'Factory or city' })}
        <PortPickerField form={form} name="pol" label="Port of loading" kind="PORT" placeholder="e.g. CNSHA" />
        <PortPickerField form={form} name="pod" label="Port of discharge" kind="PORT" placeholder="e.g. NLRTM" />
        <FormField form={form} name="shipToLocationId" label="Ship to" help={location ? [location.city, location.country].filter(Boolean).join(', ') : undefined}>
          <HTMLSelect {...form.input('shipToLocationId')} fill onChange={(e) => chooseLocation(e.target.value)}>
            <option value="">{locations.isFetching ? 'Loading locations…' : 'No ship-to location'}</option>
            {(locations.data ?? []).map((l) => (
              <option key={l._id} value={l._id}>
                {l.code} · {l.name} ({[l.city, l.country].filter(Boolean).join(', ')})
              </option>
            ))}
          </HTMLSelect>
        </FormField>
      </div>
      {(suppliers.error || locations.error) && (
        <Callout intent="warning" style={{ marginBottom: 8 }}>
          {suppliers.error && <div>Could not load the suppliers: {suppliers.error}</div>}
          {locations.error && <div>Could not load the locations: {locations.error}</div>}
        </Callout>
      )}
      <FormField form={form} name="notes" label="Notes" help="For your company only (the supplier does not see them)">
        <TextArea {...form.input('notes')} fill rows={2} />
      </FormField>
      <h2 className="bp6-heading" style={{ fontSize: 16 }}>
        Lines
      </h2>
      <LinesEditor form={form} />
      {form.formError && (
        <Callout intent="danger" role="alert" style={{ marginTop: 8 }}>
          {form.formError.message}
          {form.conflict && ' — someone changed this order; reload it to see their changes (what you typed stays here until you do).'}
        </Callout>
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
        <Button type="submit" intent="primary" icon="floppy-disk" text={record ? 'Save purchase order' : 'Create purchase order'} loading={form.submitting} />
        <Link to={record ? `${base}/${record._id}` : base} className={Classes.BUTTON}>
          Cancel
        </Link>
      </div>
    </form>
  );
}

/** `<prefix>/new` and `<prefix>/:id/edit` (a DRAFT only). */
export default function OrderForm() {
  const { id } = useParams();
  const api = useOrdersApi();
  const base = useOrdersBase();
  const details = useAnswer(() => api.getOrder(id!), id);
  const record = details.data?.record;
  const title = id ? `Edit ${record?.poNumber ?? 'purchase order'}` : 'New purchase order';
  return (
    <section aria-labelledby="order-form-title">
      <Link to={id ? `${base}/${id}` : base}>← {id ? (record?.poNumber ?? 'Purchase order') : 'Purchase orders'}</Link>
      <h1 id="order-form-title" className="pt-page-title">
        {title}
      </h1>
      {!id ? (
        <Fields />
      ) : !record ? (
        <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="Purchase order not found" onRetry={details.reload}>
          {null}
        </LoadStates>
      ) : record.status !== 'DRAFT' ? (
        <Callout intent="warning" title="Only a draft can be edited">
          {record.poNumber} is no longer a draft. <Link to={`${base}/${record._id}`}>Open the purchase order</Link>
        </Callout>
      ) : (
        <Fields key={record.version} record={record} />
      )}
    </section>
  );
}
