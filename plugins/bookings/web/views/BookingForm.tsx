import { useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Callout, Classes, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { FormField, LoadStates, NotificationBus, OCEAN_CARRIERS, PortPickerField, Session, useAnswer, useCommands, useForm, useService, type ApiResult } from '@portolan/sdk';
import { SERVICE_TYPES } from '../../shared/states';
import type { BookingDetails } from '../../shared/types';
import { useBookingsApi } from '../api/bookingsApi';
import { CargoRows } from './CargoRows';
import { EquipmentRows } from './EquipmentRows';
import { bookingProblems, partyKey, requestOf, valuesOfQuery, valuesOfRequest, type BookingValues, type PartyName } from './bookingFormValues';
import { SERVICE_TYPE_TITLES } from './bookingWords';

const GRID_CSS = `.bkg-grid{border-collapse:collapse}.bkg-grid th{text-align:left;font-weight:600;padding:2px 3px;white-space:nowrap;font-size:12px}.bkg-form h2{font-size:15px;margin:14px 0 6px}`;
const COLUMNS = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', columnGap: 12 } as const;

/** How the form was opened: a new booking, a draft's edit, or an amendment (an update before confirmation). */
type Mode = { kind: 'new' } | { kind: 'edit'; record: BookingDetails } | { kind: 'amend'; record: BookingDetails };
type Intent = 'draft' | 'submit';

const PARTY_TITLES: Record<PartyName, string> = { shipper: 'Shipper', consignee: 'Consignee', notifyParty: 'Notify party' };

function Fields({ mode }: { mode: Mode }) {
  const api = useBookingsApi();
  const notify = useService(NotificationBus);
  const session = useService(Session);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const providers = useAnswer(() => api.providers(), 'providers');
  const intent = useRef<Intent>('submit');
  const [pressed, setPressed] = useState<Intent>('submit');
  const record = mode.kind === 'new' ? undefined : mode.record;
  const company = session.userCompany.data;
  const initial = record ? valuesOfRequest(record) : valuesOfQuery(query, { name: company?.name, address: typeof company?.address === 'string' ? company.address : undefined });
  const amendWord = record?.status === 'CONFIRMED' || record?.status === 'PENDING_AMENDMENT' ? 'amendment' : 'update';

  const form = useForm<BookingValues>({
    initial,
    validate: (values) => bookingProblems(values, providers.data?.map((p) => p.companyId)),
    submit: async (v): Promise<ApiResult<unknown>> => {
      const request = requestOf(v);
      if (mode.kind === 'amend') {
        const answer = await api.action(mode.record._id, 'amend', { version: mode.record.version, request });
        notify.outcome(answer.ok, { success: `The ${amendWord} is sent`, failure: `Could not send the ${amendWord}: ${answer.errorMessage ?? 'Server Error'}` });
        return answer;
      }
      const submitting = intent.current === 'submit';
      if (mode.kind === 'new' && submitting) {
        // One step: the server creates the booking and sends it to the provider, or does neither.
        const created = await api.create(request, true);
        notify.outcome(created.ok, { success: `Booking ${created.data?.reference ?? ''} sent to ${created.data?.providerName ?? 'the provider'}`, failure: `Could not submit the booking: ${created.errorMessage ?? 'Server Error'}` });
        return created;
      }
      const saved = mode.kind === 'edit' ? await api.update(mode.record._id, { ...request, version: mode.record.version }) : await api.create(request);
      if (!saved.ok || !saved.data) {
        notify.failure(`Could not save the booking: ${saved.errorMessage ?? 'Server Error'}`);
        return saved;
      }
      if (!submitting) {
        notify.success(`Draft ${saved.data.reference} saved`);
        return saved;
      }
      const submitted = await api.action(saved.data._id, 'submit', { version: saved.data.version });
      // The draft is saved either way: a failed submit leaves it to be submitted from its page.
      if (!submitted.ok) {
        notify.failure(`Draft ${saved.data.reference} saved, but could not be submitted: ${submitted.errorMessage ?? 'Server Error'}`);
        navigate(`/bookings/${saved.data._id}`);
        return { ...submitted, ok: true };
      }
      notify.success(`Booking ${saved.data.reference} sent to ${submitted.data?.providerName ?? 'the provider'}`);
      return submitted;
    },
    onSuccess: (result) => {
      const booking = result.data as BookingDetails | undefined;
      if (booking?._id) navigate(`/bookings/${booking._id}`);
    },
  });
  const send = (how: Intent) => {
    intent.current = how;
    setPressed(how);
    void form.onSubmit();
  };
  useCommands(
    [
      { id: 'booking-submit', title: mode.kind === 'amend' ? `Send ${amendWord}` : 'Submit booking', shortcut: 'mod+enter', run: () => send('submit') },
      ...(mode.kind !== 'amend' ? [{ id: 'booking-save-draft', title: 'Save booking draft', shortcut: 'mod+s', run: () => send('draft') }] : []),
    ],
    [form.onSubmit, mode.kind],
  );
  const v = form.values;
  const field = (name: string, label: string, props: { required?: boolean; type?: string; placeholder?: string; help?: string } = {}) => (
    <FormField form={form} name={name} label={label} required={props.required} help={props.help}>
      <InputGroup {...form.input(name)} type={props.type} placeholder={props.placeholder} size="small" intent={form.errors[name] ? 'danger' : 'none'} />
    </FormField>
  );
  const party = (p: PartyName) => (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }} aria-label={PARTY_TITLES[p]}>
      <h3 className={Classes.HEADING} style={{ fontSize: 13 }}>
        {PARTY_TITLES[p]}
      </h3>
      {field(partyKey(p, 'name'), `${PARTY_TITLES[p]} name`, { required: p !== 'notifyParty' })}
      <FormField form={form} name={partyKey(p, 'address')} label={`${PARTY_TITLES[p]} address`}>
        <TextArea {...form.input(partyKey(p, 'address'))} fill rows={2} />
      </FormField>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 8 }}>
        {field(partyKey(p, 'contactName'), 'Contact')}
        {field(partyKey(p, 'email'), 'Email', { type: 'email' })}
        {field(partyKey(p, 'phone'), 'Phone')}
        {field(partyKey(p, 'taxId'), 'Tax id', { placeholder: 'EORI, GSTIN…' })}
      </div>
    </fieldset>
  );
  const provider = providers.data?.find((p) => p.companyId === v.providerCompanyId);
  return (
    <form className="bkg-form" onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label={mode.kind === 'new' ? 'New booking' : mode.kind === 'edit' ? `Edit ${mode.record.reference}` : `Amend ${mode.record.reference}`}>
      <style>{GRID_CSS}</style>
      {v.sourceKind && mode.kind === 'new' && (
        <Callout intent="primary" icon="link" style={{ marginBottom: 8 }}>
          Prefilled from {v.sourceKind === 'RATE' ? 'a rate' : v.sourceKind === 'QUOTE' ? 'an accepted quote' : v.sourceKind === 'RFQ_LANE' ? 'an awarded RFQ lane' : v.sourceKind === 'SCHEDULE' ? 'a sailing' : 'elsewhere'}
          {v.contractRef ? ` (${v.contractRef})` : ''}. Check the cargo and parties before you submit.
        </Callout>
      )}
      {record?.pendingRequest && (
        <Callout intent="warning" title="The provider asks" style={{ marginBottom: 8 }}>
          {record.pendingRequest.message}
        </Callout>
      )}
      <h2 className={Classes.HEADING}>Route and service</h2>
      <div style={COLUMNS}>
        <FormField form={form} name="providerCompanyId" label="Send to" required help={provider ? provider.kind.toLowerCase() : undefined}>
          <HTMLSelect {...form.input('providerCompanyId')} fill disabled={mode.kind === 'amend'}>
            <option value="">{providers.isFetching ? 'Loading providers…' : 'Choose a forwarder or carrier…'}</option>
            {(providers.data ?? []).map((p) => (
              <option key={p.companyId} value={p.companyId}>
                {p.name} ({p.kind.toLowerCase()})
              </option>
            ))}
          </HTMLSelect>
        </FormField>
        <FormField form={form} name="carrier" label="Carrier" required>
          <InputGroup {...form.input('carrier')} size="small" list="bkg-carriers" placeholder="MAEU" onChange={(e) => form.set('carrier', e.target.value.toUpperCase())} intent={form.errors.carrier ? 'danger' : 'none'} />
        </FormField>
        <datalist id="bkg-carriers">
          {OCEAN_CARRIERS.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </datalist>
        <PortPickerField form={form} name="pol" label="Port of loading" kind="PORT" required placeholder="CNSHA" />
        <PortPickerField form={form} name="pod" label="Port of discharge" kind="PORT" required placeholder="NLRTM" />
        <PortPickerField form={form} name="placeOfReceipt" label="Place of receipt" placeholder="Inland origin" />
        <PortPickerField form={form} name="placeOfDelivery" label="Place of delivery" placeholder="Inland destination" />
        <FormField form={form} name="receiptTypeAtOrigin" label="Receipt at origin" required>
          <HTMLSelect {...form.input('receiptTypeAtOrigin')} fill options={SERVICE_TYPES.map((t) => ({ value: t, label: SERVICE_TYPE_TITLES[t] }))} />
        </FormField>
        <FormField form={form} name="deliveryTypeAtDestination" label="Delivery at destination" required>
          <HTMLSelect {...form.input('deliveryTypeAtDestination')} fill options={SERVICE_TYPES.map((t) => ({ value: t, label: SERVICE_TYPE_TITLES[t] }))} />
        </FormField>
        <FormField form={form} name="cargoMovementType" label="Movement" required>
          <HTMLSelect {...form.input('cargoMovementType')} fill options={['FCL', 'LCL']} />
        </FormField>
        {field('expectedDepartureDate', 'Departure from', { type: 'date', required: true, help: 'The earliest departure (port-local day)' })}
        {field('latestDeliveryDate', 'Deliver by', { type: 'date' })}
        {field('incoTerms', 'Incoterms', { placeholder: 'FOB' })}
      </div>
      <h2 className={Classes.HEADING}>Parties</h2>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', columnGap: 16 }}>
        {party('shipper')}
        {party('consignee')}
        {party('notifyParty')}
      </div>
      <h2 className={Classes.HEADING}>Equipment</h2>
      {form.errors.equipment && (
        <Callout intent="danger" role="alert" id={`${form.idOf('equipment')}-error`}>
          {form.errors.equipment}
        </Callout>
      )}
      <EquipmentRows form={form} />
      <h2 className={Classes.HEADING}>Cargo</h2>
      {form.errors.cargo && (
        <Callout intent="danger" role="alert" id={`${form.idOf('cargo')}-error`}>
          {form.errors.cargo}
        </Callout>
      )}
      <CargoRows form={form} />
      <h2 className={Classes.HEADING}>References and remarks</h2>
      <div style={COLUMNS}>
        {field('customerReference', 'Your reference')}
        {field('contractRef', 'Contract / quote reference', { help: 'The service contract or quote it is priced on' })}
      </div>
      <FormField form={form} name="remarks" label="Remarks">
        <TextArea {...form.input('remarks')} fill rows={2} />
      </FormField>
      {form.formError && (
        <Callout intent="danger" role="alert" style={{ marginTop: 8 }}>
          {form.formError.message}
          {form.conflict && ' — someone changed this booking; reload it to see their changes (what you typed stays here until you do).'}
        </Callout>
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
        {mode.kind === 'amend' ? (
          <Button type="submit" intent="primary" icon="send-message" text={`Send ${amendWord}`} loading={form.submitting} onClick={() => (intent.current = 'submit')} />
        ) : (
          <>
            <Button type="submit" intent="primary" icon="send-message" text="Submit booking" loading={form.submitting && pressed === 'submit'} disabled={form.submitting} onClick={() => {
                intent.current = 'submit';
                setPressed('submit');
              }} />
            <Button icon="floppy-disk" text="Save draft" loading={form.submitting && pressed === 'draft'} disabled={form.submitting} onClick={() => send('draft')} />
          </>
        )}
        <Link to={record ? `/bookings/${record._id}` : '/bookings'} className={Classes.BUTTON}>
          Cancel
        </Link>
      </div>
    </form>
  );
}

/** `/bookings/new` (from scratch or a source's prefill), `/bookings/:id/edit` (a DRAFT) and `/bookings/:id/amend`. */
export default function BookingForm({ amend }: { amend?: boolean }) {
  const { id } = useParams();
  const api = useBookingsApi();
  const details = useAnswer(() => api.get(id!), id);
  const record = id ? details.data : undefined;
  const title = !id ? 'New booking' : `${amend ? 'Amend' : 'Edit'} ${record?.reference ?? 'booking'}`;
  let body;
  if (!id) body = <Fields mode={{ kind: 'new' }} />;
  else if (!record)
    body = (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="Booking not found" onRetry={details.reload}>
        {null}
      </LoadStates>
    );
  else if (amend && !record.allowedActions.includes('amend'))
    body = (
      <Callout intent="warning" title="This booking cannot be amended now">
        {record.reference} is {record.status.replace(/_/g, ' ').toLowerCase()}. <Link to={`/bookings/${record._id}`}>Open the booking</Link>
      </Callout>
    );
  else if (!amend && record.status !== 'DRAFT')
    body = (
      <Callout intent="warning" title="Only a draft can be edited">
        {record.reference} is no longer a draft. <Link to={`/bookings/${record._id}`}>Open the booking</Link>
      </Callout>
    );
  else body = <Fields key={record.version} mode={{ kind: amend ? 'amend' : 'edit', record }} />;
  return (
    <section aria-labelledby="booking-form-title">
      <Link to={id ? `/bookings/${id}` : '/bookings'}>← {id ? (record?.reference ?? 'Booking') : 'Bookings'}</Link>
      <h1 id="booking-form-title" className="pt-page-title">
        {title}
      </h1>
      {body}
    </section>
  );
}
