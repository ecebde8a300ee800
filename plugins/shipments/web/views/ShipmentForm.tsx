import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Callout, Card, Classes, HTMLSelect, InputGroup, NonIdealState, Spinner, TextArea } from '@blueprintjs/core';
import { FormField, NotificationBus, useForm, useService } from '@portolan/sdk';
import { OCEAN_CARRIERS } from '@portolan/sdk/shared';
import { CONTAINER_TYPES, SHIPMENT_STATUSES } from '../../shared/statuses';
import type { ShipmentRecord } from '../../shared/types';
import { statusLabel } from '../format';
import { shipmentFormProblems } from '../form/shipmentFormProblems';
import { EMPTY_SHIPMENT, toShipmentData, valuesOf, type ShipmentFormValues } from '../form/shipmentFormValues';
import { ShipmentsStoreToken } from '../stores/ShipmentsStore';
import './shipments.css';

/**
 * `/shipments/new` and `/shipments/:id/edit`: one shipment's form. Labelled Blueprint fields, client
 * checks mirroring the server's schema, the server's 400 beside the field it names, values kept on a
 * failed save, a 409 (someone saved the shipment since it was loaded) said plainly with a way to load
 * the latest version. Enter submits.
 */
const ShipmentForm = observer(function ShipmentForm() {
  const { id } = useParams();
  const editing = Boolean(id);
  const store = useService(ShipmentsStoreToken);
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const details = id ? store.detailsOf(id) : undefined;
  const [loaded, setLoaded] = useState<{ record: ShipmentRecord; values: ShipmentFormValues } | undefined>();

  const form = useForm<ShipmentFormValues>({
    initial: EMPTY_SHIPMENT,
    validate: shipmentFormProblems,
    submit: (values) =>
      id && loaded
        ? store.update(id, { ...toShipmentData(values, loaded.values, loaded.record), version: loaded.record.version })
        : store.create(toShipmentData(values)),
    onSuccess: (result) => {
      const answer = result.data as { id?: string; record?: { _id?: string } } | undefined;
      const target = id ?? answer?.id ?? answer?.record?._id;
      notify.success(editing ? 'Shipment saved' : 'Shipment created');
      navigate(target ? `/shipments/${target}` : '/shipments');
    },
  });

  const { reset } = form;
  /** Loads the shipment into the form; `isCurrent` drops the answer of a shipment the screen has left. */
  const load = useCallback(
    async (isCurrent: () => boolean = () => true) => {
      if (!id) return;
      const result = await store.fetchDetails(id);
      const record = result.ok ? (result.data?.record as ShipmentRecord | undefined) : undefined;
      if (!record || !isCurrent()) return;
      const values = valuesOf(record);
      setLoaded({ record, values });
      reset(values);
    },
    [id, store, reset],
  );
  useEffect(() => {
    let current = true;
    void load(() => current);
    return () => {
      current = false;
    };
  }, [load]);

  if (editing && !loaded) {
    if (details?.errorMessage) return <NonIdealState icon="search" title="Shipment not found" description={details.errorMessage} action={<Link to="/shipments">Back to shipments</Link>} />;
    return <Spinner size={30} aria-label="Loading" />;
  }
  if (loaded?.record.isShared) return <NonIdealState icon="lock" title="Read only" description="This shipment is shared with you; only its owner can edit it." action={<Link to={`/shipments/${id}`}>Back to the shipment</Link>} />;

  const input = form.input;
  const text = (name: keyof ShipmentFormValues, props: { placeholder?: string; upper?: boolean } = {}) => (
    <InputGroup {...input(name)} placeholder={props.placeholder} intent={form.errors[name] ? 'danger' : 'none'} style={props.upper ? { textTransform: 'uppercase' } : undefined} />
  );
  const title = editing ? `Edit shipment ${loaded?.values.reference ?? ''}` : 'New shipment';
  return (
    <section className="pt-shipments" aria-labelledby="shipment-form-title">
      <Link to={editing ? `/shipments/${id}` : '/shipments'}>← {editing ? 'Back to the shipment' : 'Shipments'}</Link>
      <h1 id="shipment-form-title" className="pt-page-title">{title}</h1>
      <form className="pt-shipment-form" onSubmit={(e) => void form.onSubmit(e)} noValidate aria-labelledby="shipment-form-title">
        <Card compact>
          <h2 className="pt-form-section">Booking</h2>
          <div className="pt-form-grid">
            <FormField form={form} name="reference" label="Reference" required>
              {text('reference', { placeholder: 'e.g. PO-4711' })}
            </FormField>
            <FormField form={form} name="mode" label="Mode" required>
              <HTMLSelect {...input('mode')} fill options={[{ value: 'FCL', label: 'FCL — full container load' }, { value: 'LCL', label: 'LCL — less than container load' }]} />
            </FormField>
            {editing && (
              <FormField form={form} name="status" label="Status" required>
                <HTMLSelect {...input('status')} fill options={SHIPMENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))} />
              </FormField>
            )}
            <FormField form={form} name="carrier" label="Carrier (SCAC)" required>
              <HTMLSelect {...input('carrier')} fill options={[{ value: '', label: 'Choose a carrier…' }, ...OCEAN_CARRIERS.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))]} />
            </FormField>
            <FormField form={form} name="bookingNumber" label="Booking number">
              {text('bookingNumber')}
            </FormField>
            <FormField form={form} name="blNumber" label="Bill of lading number">
              {text('blNumber')}
            </FormField>
          </div>
        </Card>
        <Card compact>
          <h2 className="pt-form-section">Route and schedule</h2>
          <div className="pt-form-grid">
            <FormField form={form} name="pol" label="Port of loading (UN/LOCODE)" required>
              {text('pol', { placeholder: 'e.g. INNSA', upper: true })}
            </FormField>
            <FormField form={form} name="pod" label="Port of discharge (UN/LOCODE)" required>
              {text('pod', { placeholder: 'e.g. DEHAM', upper: true })}
            </FormField>
            <FormField form={form} name="transshipmentPorts" label="Transshipment ports" help="UN/LOCODEs separated by commas, at most 5">
              {text('transshipmentPorts', { placeholder: 'e.g. AEJEA', upper: true })}
            </FormField>
            <FormField form={form} name="etd" label="ETD (UTC)" required>
              <input {...input('etd')} type="datetime-local" className={`${Classes.INPUT} ${Classes.FILL} ${form.errors.etd ? Classes.INTENT_DANGER : ''}`} />
            </FormField>
            <FormField form={form} name="eta" label="ETA (UTC)" required>
              <input {...input('eta')} type="datetime-local" className={`${Classes.INPUT} ${Classes.FILL} ${form.errors.eta ? Classes.INTENT_DANGER : ''}`} />
            </FormField>
            <FormField form={form} name="vessel" label="Vessel">
              {text('vessel')}
            </FormField>
            <FormField form={form} name="voyage" label="Voyage">
              {text('voyage')}
            </FormField>
          </div>
        </Card>
        <Card compact>
          <h2 className="pt-form-section">Parties and cargo</h2>
          <div className="pt-form-grid">
            <FormField form={form} name="shipper" label="Shipper">
              {text('shipper')}
            </FormField>
            <FormField form={form} name="consignee" label="Consignee">
              {text('consignee')}
            </FormField>
            <FormField form={form} name="forwarder" label="Forwarder">
              {text('forwarder')}
            </FormField>
            <FormField form={form} name="commodity" label="Commodity">
              {text('commodity')}
            </FormField>
            <FormField form={form} name="hsCode" label="HS code">
              {text('hsCode', { placeholder: '4 to 10 digits' })}
            </FormField>
            <FormField form={form} name="weightKg" label="Weight (kg)">
              <InputGroup {...input('weightKg')} inputMode="decimal" intent={form.errors.weightKg ? 'danger' : 'none'} />
            </FormField>
            <FormField form={form} name="volumeCbm" label="Volume (m³)">
              <InputGroup {...input('volumeCbm')} inputMode="decimal" intent={form.errors.volumeCbm ? 'danger' : 'none'} />
            </FormField>
          </div>
          <FormField form={form} name="containers" label="Containers" help={`One a line: ISO 6346 number and type, e.g. MSKU1234565 45G1 (types: ${Object.keys(CONTAINER_TYPES).join(', ')}; 42G1 when left out)`}>
            <TextArea {...input('containers')} fill rows={4} intent={form.errors.containers ? 'danger' : 'none'} style={{ fontFamily: 'monospace' }} />
          </FormField>
        </Card>
        {form.formError && (
          <Callout intent={form.conflict ? 'warning' : 'danger'} role="alert" title={form.conflict ? 'Someone else saved this shipment since you opened it' : 'Not saved'}>
            <p>{form.formError.message}</p>
            {form.conflict ? (
              <p>
                Your changes are still in the form. Load the latest version to see theirs (this replaces what you typed), then make your changes again.{' '}
                <Button size="small" icon="refresh" text="Load the latest version" onClick={() => void load()} />
              </p>
            ) : (
              <p>Your changes are still in the form: fix the problem and save again.</p>
            )}
          </Callout>
        )}
        <div style={{ display: 'flex', gap: 8 }}>
          <Button type="submit" intent="primary" icon="floppy-disk" text={editing ? 'Save shipment' : 'Create shipment'} loading={form.submitting} />
          <Button text="Cancel" onClick={() => navigate(editing ? `/shipments/${id}` : '/shipments')} />
        </div>
      </form>
    </section>
  );
});

export default ShipmentForm;
