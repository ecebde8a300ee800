import type { ReactNode } from 'react';
import { useNavigate, useSearchParams, Link } from 'react-router-dom';
import { Button, Callout, Checkbox, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { FieldError, FormField, LoadStates, NotificationBus, useAnswer, useCommands, useForm, useService } from '@portolan/sdk';
import { CHARGE_TYPES, DIRECTIONS } from '../../../shared/states';
import type { ContainerDndDetails } from '../../../shared/types';
import { useDndApi } from '../../api/dndApi';
import { CHARGE_TYPE_TITLES, DIRECTION_TITLES } from '../common/dndWords';
import { invoiceOf, invoiceProblems, invoiceValues, type InvoiceValues } from './invoiceFormValues';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset style={{ border: '1px solid #d3d8de', borderRadius: 4, padding: '4px 10px', margin: '0 0 8px' }}>
      <legend style={{ fontWeight: 600, padding: '0 4px' }}>{title}</legend>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(160px, 1fr))', gap: '0 10px' }}>{children}</div>
    </fieldset>
  );
}

function InvoiceFormBody({ containerId, container }: { containerId: string; container?: ContainerDndDetails }) {
  const api = useDndApi();
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const form = useForm<InvoiceValues>({
    initial: invoiceValues(containerId, container),
    validate: invoiceProblems,
    submit: async (v) => {
      const answer = await api.createInvoice(invoiceOf(v));
      notify.outcome(answer.ok, { success: 'Carrier invoice recorded and checked', failure: `Could not record the invoice: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: (answer) => {
      const data = answer.data as { record?: { _id: string }; id?: string } | undefined;
      const id = data?.record?._id ?? data?.id;
      navigate(id ? `/dnd/invoices/${encodeURIComponent(id)}` : '/dnd/invoices');
    },
  });
  useCommands([{ id: 'save-dnd-invoice', title: 'Save carrier invoice', shortcut: 'mod+s', run: () => void form.onSubmit() }], [form]);
  const text = (name: string, label: string, opts: { type?: string; required?: boolean; help?: string } = {}) => (
    <FormField form={form} name={name} label={label} required={opts.required} help={opts.help}>
      <InputGroup {...form.input(name)} type={opts.type ?? 'text'} size="small" />
    </FormField>
  );
  const rateCount = Number(form.values.rateCount) || 0;
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label="Carrier invoice">
      <Group title="Identifying (46 CFR 541.6(a))">
        {text('invoiceNumber', 'Invoice number', { required: true })}
        {text('carrier', 'Carrier (SCAC)', { required: true })}
        {text('containerNumber', 'Container number')}
        {text('blNumber', 'Bill of lading')}
        {text('billedParty', 'Billed party')}
        {text('billedPartyBasis', 'Basis for billing the party')}
        {text('port', 'Port (UN/LOCODE)')}
        <FormField form={form} name="direction" label="Direction" required>
          <HTMLSelect {...form.input('direction')} options={DIRECTIONS.map((d) => ({ value: d, label: DIRECTION_TITLES[d] }))} />
        </FormField>
        <FormField form={form} name="chargeType" label="Charge" required>
          <HTMLSelect {...form.input('chargeType')} options={CHARGE_TYPES.map((c) => ({ value: c, label: CHARGE_TYPE_TITLES[c] }))} />
        </FormField>
        {!container && text('containerId', 'Container id', { required: true, help: 'Open the form from a container to fill this in' })}
      </Group>
      <Group title="Timing (541.6(b))">
        {text('freeDays', 'Free days allowed')}
        {text('freeTimeStart', 'Free time start', { type: 'date' })}
        {text('freeTimeEnd', 'Free time end', { type: 'date' })}
        {text('availabilityDate', 'Availability date', { type: 'date' })}
        {text('chargedFrom', 'Charged from', { type: 'date' })}
        {text('chargedTo', 'Charged to', { type: 'date' })}
        {text('chargedDays', 'Days charged')}
      </Group>
      <fieldset style={{ border: '1px solid #d3d8de', borderRadius: 4, padding: '4px 10px', margin: '0 0 8px' }}>
        <legend style={{ fontWeight: 600, padding: '0 4px' }}>Rates (541.6(c))</legend>
        <HTMLTable compact aria-label="Billed rates">
          <thead>
            <tr>
              <th>From day</th>
              <th>To day</th>
              <th>Per diem</th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rateCount }, (_, i) => (
              <tr key={i}>
                {(['fromDay', 'toDay', 'perDiem'] as const).map((c) => {
                  const name = `rates.${i}.${c}`;
                  return (
                    <td key={c}>
                      <InputGroup {...form.input(name)} size="small" aria-label={`Rate ${i + 1} ${c === 'fromDay' ? 'from day' : c === 'toDay' ? 'to day' : 'per diem'}`} intent={form.errors[name] ? 'danger' : 'none'} style={{ width: 110 }} />
                      <FieldError id={`${form.idOf(name)}-error`}>{form.errors[name]}</FieldError>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <Button size="small" icon="add" text="Add rate band" onClick={() => form.set('rateCount', String(rateCount + 1))} />
        <div style={{ maxWidth: 320 }}>{text('tariffReference', 'Tariff rule or service contract')}</div>
      </fieldset>
      <Group title="Invoice and dispute information (541.6(d))">
        {text('invoiceDate', 'Invoice date', { type: 'date', required: true })}
        {text('dueDate', 'Due date', { type: 'date' })}
        {text('amount', 'Total billed', { required: true })}
        {text('currency', 'Currency', { required: true })}
        {text('disputeContact', 'Contact for disputes')}
        <FormField form={form} name="complianceStatement" label="FMC compliance statement">
          <Checkbox id={form.idOf('complianceStatement')} checked={form.values.complianceStatement === 'true'} onChange={(e) => form.set('complianceStatement', String(e.currentTarget.checked))} label="The invoice carries it" />
        </FormField>
      </Group>
      {form.formError && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
          {form.formError.message}
        </Callout>
      )}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" intent="primary" icon="tick" text="Record and check" loading={form.submitting} />
        <Button text="Cancel" onClick={() => navigate(-1)} />
      </div>
    </form>
  );
}

/** `/dnd/invoices/new?containerId=`: record a carrier's D&D invoice (the 46 CFR 541.6 fields); it is checked on save. */
export default function InvoiceForm() {
  const api = useDndApi();
  const [params] = useSearchParams();
  const containerId = params.get('containerId') ?? '';
  const container = useAnswer(() => api.container(containerId), containerId || undefined);
  return (
    <section aria-labelledby="dnd-invoice-form-title">
      <Link to="/dnd/invoices">← Carrier invoices</Link>
      <h1 id="dnd-invoice-form-title" className="pt-page-title">
        Record carrier invoice{container.data ? `: ${container.data.containerNumber}` : ''}
      </h1>
      {containerId && !container.data ? (
        <LoadStates isFetching={container.isFetching} error={container.error} empty emptyText="Container not found" onRetry={container.reload}>
          {null}
        </LoadStates>
      ) : (
        <InvoiceFormBody key={containerId} containerId={containerId} container={container.data} />
      )}
    </section>
  );
}
