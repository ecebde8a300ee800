import { useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Callout, HTMLSelect, InputGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { FormField, HttpClient, PortPickerField, LoadStates, NotificationBus, useForm, useLoad, useService } from '@portolan/sdk';
import { CHARGE_BASES, RATE_KINDS, RATE_SIDES, RATES_API, type ChargeType, type Rate, type RateKind } from '../../../shared/types';
import { RateInventoryStoreToken } from '../../stores/RateInventoryStore';
import { OCEAN_CARRIERS } from '@portolan/sdk/shared';
import { useRatesBase } from '../useRatesBase';
import { fieldsOf, rateDataOf, rateProblems, rateValuesOf, type RateValues } from './rateFormValues';
import { rateTitle } from './rateLabel';
import { containerTypeLabel, useContainerTypes } from './useContainerTypes';

const CURRENCIES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : ['USD', 'EUR', 'INR', 'CNY', 'GBP', 'AED', 'SGD'];
const BASIS_TEXT: Record<(typeof CHARGE_BASES)[number], string> = { PER_CONTAINER: 'per container', PER_BL: 'per bill of lading', PER_WM: 'per W/M (revenue ton)', PER_SHIPMENT: 'per shipment' };
const STAGE_TEXT = { ORIGIN: 'at the origin port', FREIGHT: 'on the ocean leg (per lane)', DESTINATION: 'at the destination port' } as const;

/** The title of the add-rates screen of a kind (SPEC §2 names three). */
export function addTitleOf(kind: RateKind): string {
  return kind === 'OTHER' ? 'Add other rates' : kind === 'TRANSPORT' ? 'Add transportation rates' : 'Add freight rates';
}

/** The fields of one rate: the kind's fields, client checks, the server's 400 beside its field, a stale version said plainly. */
function RateFields({ kind, record, onReload }: { kind: RateKind; record?: Rate; onReload: () => void }) {
  const store = useService(RateInventoryStoreToken);
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const base = useRatesBase();
  const http = useService(HttpClient);
  const containerTypes = useContainerTypes();
  const charges = useLoad<{ items: ChargeType[] }>(http, kind === 'OTHER' ? RATES_API.chargeTypes : undefined);
  const chargeList = charges.data?.items ?? [];
  const chargeOf = (code: string) => chargeList.find((c) => c.code === code);
  // "Add and add another": stay on the form with the lane kept, ready for the next container type or charge.
  const another = useRef(false);
  const form = useForm<RateValues>({
    initial: rateValuesOf(kind, record),
    validate: (v) => rateProblems(v, chargeOf(v.chargeCode)),
    submit: async (v) => {
      const data = rateDataOf(v, chargeOf(v.chargeCode));
      const result = record ? await store.update(record._id, { ...data, version: record.version }) : await store.create(data);
      if (!result.ok) notify.failure(record ? 'Failed to save the rate' : 'Failed to add the rate');
      return result;
    },
    onSuccess: (result) => {
      notify.success(record ? 'Rate saved' : 'Rate added');
      if (another.current && !record) {
        another.current = false;
        form.set('amount', '');
        form.set('minimum', '');
        document.getElementById(form.idOf('amount'))?.focus();
        return;
      }
      const answer = result.data as { id?: string; record?: { _id?: string } } | undefined;
      const id = record?._id ?? answer?.id ?? answer?.record?._id;
      navigate(id ? `${base}/inventory/${id}` : `${base}/inventory`);
    },
  });
  const v = form.values;
  const charge = chargeOf(v.chargeCode);
  const shown = fieldsOf(v.kind, charge);
  const err = (name: keyof RateValues) => (form.errors[name] ? 'danger' : 'none');
  const port = (name: 'origin' | 'destination' | 'port', label: string, kind: 'PORT' | 'ANY', required: boolean) => shown.has(name) && <PortPickerField form={form} name={name} label={label} kind={kind} required={required} placeholder={kind === 'PORT' ? 'Port code or name, e.g. INNSA' : 'Place or port, e.g. Ahmedabad'} />;
  const freightLane = v.kind !== 'OTHER' || charge?.stage === 'FREIGHT';
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-labelledby="rate-form-title" style={{ maxWidth: 760 }}>
      {!record && (v.kind === 'FCL' || v.kind === 'LCL') && (
        <RadioGroup label="Freight" inline selectedValue={v.kind} onChange={(e) => form.set('kind', e.currentTarget.value)}>
          <Radio value="FCL" label="FCL (per container)" />
          <Radio value="LCL" label="LCL (per W/M, with a minimum)" />
        </RadioGroup>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 16 }}>
        {v.kind === 'OTHER' && (
          <FormField form={form} name="chargeCode" label="Charge type" required help={charge ? `Counted ${BASIS_TEXT[charge.basis]}, ${STAGE_TEXT[charge.stage]}` : charges.error}>
            <HTMLSelect {...form.input('chargeCode')} fill disabled={charges.isFetching && !chargeList.length}>
              <option value="">{charges.isFetching ? 'Loading…' : 'Choose…'}</option>
              {chargeList.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code} — {c.name}
                </option>
              ))}
            </HTMLSelect>
          </FormField>
        )}
        <FormField form={form} name="side" label="Side" required>
          <HTMLSelect {...form.input('side')} fill options={RATE_SIDES.map((s) => ({ value: s, label: s.charAt(0) + s.slice(1).toLowerCase() }))} />
        </FormField>
        <FormField form={form} name="carrier" label="Carrier (SCAC)" required={v.kind === 'FCL' || v.kind === 'LCL'} help={v.kind === 'FCL' || v.kind === 'LCL' ? undefined : 'Empty: any carrier'}>
          <InputGroup {...form.input('carrier')} onChange={(e) => form.set('carrier', e.target.value.toUpperCase())} list="rate-carriers" maxLength={4} autoComplete="off" intent={err('carrier')} />
        </FormField>
        <datalist id="rate-carriers">
          {OCEAN_CARRIERS.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </datalist>
        {port('origin', v.kind === 'TRANSPORT' ? 'From (inland place)' : 'Origin port', v.kind === 'TRANSPORT' ? 'ANY' : 'PORT', v.kind === 'TRANSPORT' || freightLane)}
        {port('destination', v.kind === 'TRANSPORT' ? 'To (port)' : 'Destination port', 'PORT', v.kind === 'TRANSPORT' || freightLane)}
        {port('port', charge?.stage === 'DESTINATION' ? 'Destination port' : 'Origin port', 'PORT', true)}
        {shown.has('via') && (
          <FormField form={form} name="via" label="Via (transshipment ports)" help="Empty for a direct service; UN/LOCODEs in order">
            <InputGroup {...form.input('via')} onChange={(e) => form.set('via', e.target.value.toUpperCase())} placeholder="AEJEA, SGSIN" intent={err('via')} />
          </FormField>
        )}
        {shown.has('containerType') && (
          <FormField form={form} name="containerType" label="Container type" required={v.kind !== 'OTHER'} help={containerTypes.error ? `Container types: ${containerTypes.error} (common types shown)` : undefined}>
            <HTMLSelect {...form.input('containerType')} fill>
              {v.kind === 'OTHER' ? <option value="">All container types</option> : <option value="">Choose…</option>}
              {containerTypes.options.map((o) => (
                <option key={o.code} value={o.code}>
                  {containerTypeLabel(o)}
                </option>
              ))}
            </HTMLSelect>
          </FormField>
        )}
        <FormField form={form} name="amount" label={v.kind === 'LCL' ? 'Amount per W/M' : v.kind === 'OTHER' && charge ? `Amount ${BASIS_TEXT[charge.basis]}` : 'Amount per container'} required>
          <InputGroup {...form.input('amount')} inputMode="decimal" placeholder="1250.00" intent={err('amount')} />
        </FormField>
        <FormField form={form} name="currency" label="Currency" required>
          <HTMLSelect {...form.input('currency')} fill>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </HTMLSelect>
        </FormField>
        {shown.has('minimum') && (
          <FormField form={form} name="minimum" label="Minimum per shipment" required help="The least charged, in the same currency">
            <InputGroup {...form.input('minimum')} inputMode="decimal" intent={err('minimum')} />
          </FormField>
        )}
        {shown.has('transitDays') && (
          <FormField form={form} name="transitDays" label="Transit days">
            <InputGroup {...form.input('transitDays')} inputMode="numeric" intent={err('transitDays')} />
          </FormField>
        )}
        {shown.has('freeDays') && (
          <FormField form={form} name="freeDays" label="Free days">
            <InputGroup {...form.input('freeDays')} inputMode="numeric" intent={err('freeDays')} />
          </FormField>
        )}
        <FormField form={form} name="validFrom" label="Valid from" required>
          <InputGroup {...form.input('validFrom')} type="date" intent={err('validFrom')} />
        </FormField>
        <FormField form={form} name="validTo" label="Valid to" required>
          <InputGroup {...form.input('validTo')} type="date" intent={err('validTo')} />
        </FormField>
        {shown.has('commodity') && (
          <FormField form={form} name="commodity" label="Commodity" help="Empty: FAK (freight all kinds)">
            <InputGroup {...form.input('commodity')} intent={err('commodity')} />
          </FormField>
        )}
        <FormField form={form} name="contractRef" label="Contract reference">
          <InputGroup {...form.input('contractRef')} intent={err('contractRef')} />
        </FormField>
      </div>
      <FormField form={form} name="remarks" label="Remarks">
        <TextArea {...form.input('remarks')} fill rows={3} intent={err('remarks')} />
      </FormField>
      {form.formError && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
          {form.conflict ? (
            <>
              This rate was changed by someone else since you opened it — reload it to see their changes. <Button size="small" variant="minimal" intent="danger" text="Reload" onClick={onReload} />
            </>
          ) : (
            form.formError.message
          )}
        </Callout>
      )}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" intent="primary" text={record ? 'Save rate' : 'Add rate'} loading={form.submitting} onClick={() => (another.current = false)} />
        {!record && <Button type="submit" text="Add and add another" disabled={form.submitting} onClick={() => (another.current = true)} />}
        <Button text="Cancel" variant="minimal" onClick={() => navigate(record ? `${base}/inventory/${record._id}` : `${base}/inventory`)} />
      </div>
    </form>
  );
}

/** `inventory/new?kind=FCL|LCL|OTHER|TRANSPORT` (the add freight / other / transportation rates screens) and `inventory/:id/edit`. */
export default function RateForm() {
  const { id } = useParams();
  const base = useRatesBase();
  const [params] = useSearchParams();
  const asked = params.get('kind') as RateKind | null;
  const kind: RateKind = asked && (RATE_KINDS as readonly string[]).includes(asked) ? asked : 'FCL';
  const loaded = useLoad<{ record: Rate }>(useService(HttpClient), id ? `${RATES_API.inventory}/${encodeURIComponent(id)}` : undefined);
  const record = loaded.data?.record;
  const title = id ? `Edit ${record ? rateTitle(record) : 'rate'}` : addTitleOf(kind);
  return (
    <section aria-labelledby="rate-form-title">
      <Link to={id ? `${base}/inventory/${id}` : `${base}/inventory`}>← {id ? 'Rate' : 'Rate inventory'}</Link>
      <h1 id="rate-form-title" className="pt-page-title">
        {title}
      </h1>
      {id && !record ? (
        <LoadStates isFetching={loaded.isFetching} error={loaded.error} empty emptyText="Rate not found" onRetry={loaded.reload}>
          {null}
        </LoadStates>
      ) : (
        <RateFields key={`${kind}:${record?.version ?? 'new'}`} kind={record?.kind ?? kind} record={record} onReload={loaded.reload} />
      )}
    </section>
  );
}
