import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Callout, HTMLSelect, InputGroup, Spinner, TextArea } from '@blueprintjs/core';
import { FormField, LoadStates, NotificationBus, useAnswer, useCommands, useForm, useService, type ApiResult } from '@portolan/sdk';
import type { InvoiceRecord } from '../../../shared/types';
import { useInvoicesApi } from '../../api/invoicesApi';
import { InvoiceLinesEditor } from './InvoiceLinesEditor';
import { ShipmentPicker } from './ShipmentPicker';
import { blankDraft, draftFromInvoice, draftFromShipment, draftInputOf, draftProblems, type DraftValues } from './invoiceDraftValues';

/** The form itself: parties, currency, terms, TDS, PO, notes and the lines; saves a draft and opens it. */
function DraftForm({ initial, invoice, note }: { initial: DraftValues; invoice?: InvoiceRecord; note?: string }) {
  const api = useInvoicesApi();
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const companies = useAnswer(() => api.companies(), 'companies');
  const form = useForm<DraftValues>({
    initial,
    validate: draftProblems,
    submit: async (v): Promise<ApiResult<unknown>> => {
      const data = draftInputOf(v);
      const answer = invoice ? await api.update(invoice._id, { ...data, version: invoice.version }) : await api.create(data);
      notify.outcome(answer.ok, { success: invoice ? 'Draft saved' : 'Draft invoice created', failure: `Could not save the draft: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: (answer) => {
      const saved = answer.data as InvoiceRecord | undefined;
      navigate(`/invoices/${saved?._id ?? invoice?._id ?? ''}`);
    },
  });
  useCommands([{ id: 'save-invoice-draft', title: 'Save draft', shortcut: 'mod+s', run: () => void form.onSubmit() }], [form.values]);
  const others = (companies.data ?? []).filter((c) => !c.isOwn);
  const v = form.values;
  const chooseCustomer = (id: string) => {
    form.set('customerCompanyId', id);
    const company = others.find((c) => c._id === id);
    if (company) form.set('customerName', company.name);
  };
  const title = invoice ? `Edit draft invoice` : 'New invoice';
  return (
    <form aria-label={title} onSubmit={(e) => void form.onSubmit(e)} noValidate>
      {note && (
        <Callout compact icon="info-sign" className="billing-gap">
          {note}
        </Callout>
      )}
      {v.shipmentId && (
        <p>
          Shipment <Link to={`/shipments/${v.shipmentId}`}>{v.shipmentReference || v.shipmentId}</Link>
        </p>
      )}
      <div className="billing-grid">
        <FormField form={form} name="customerCompanyId" label="Customer on the platform">
          <HTMLSelect {...form.input('customerCompanyId')} onChange={(e) => chooseCustomer(e.target.value)} fill options={[{ value: '', label: 'Not on the platform' }, ...others.map((c) => ({ value: c._id, label: c.name }))]} />
        </FormField>
        <FormField form={form} name="customerName" label="Customer name" required>
          <InputGroup {...form.input('customerName')} size="small" intent={form.errors.customerName ? 'danger' : 'none'} />
        </FormField>
        <FormField form={form} name="currency" label="Currency" required>
          <InputGroup {...form.input('currency')} onChange={(e) => form.set('currency', e.target.value.toUpperCase())} size="small" maxLength={3} intent={form.errors.currency ? 'danger' : 'none'} />
        </FormField>
        <FormField form={form} name="termsDays" label="Payment terms (days)">
          <InputGroup {...form.input('termsDays')} size="small" inputMode="numeric" intent={form.errors.termsDays ? 'danger' : 'none'} />
        </FormField>
        <FormField form={form} name="tdsRate" label="TDS rate (%)" help="What the customer withholds (India 194C: 2 %)">
          <InputGroup {...form.input('tdsRate')} size="small" inputMode="decimal" intent={form.errors.tdsRate ? 'danger' : 'none'} />
        </FormField>
        <FormField form={form} name="poNumber" label="PO number">
          <InputGroup {...form.input('poNumber')} size="small" maxLength={50} />
        </FormField>
      </div>
      <InvoiceLinesEditor form={form} />
      <FormField form={form} name="notes" label="Notes">
        <TextArea {...form.input('notes')} fill rows={2} maxLength={2000} />
      </FormField>
      {form.formError && (
        <Callout intent="danger" role="alert" className="billing-gap">
          {form.formError.message}
        </Callout>
      )}
      <div className="billing-row">
        <Button type="submit" intent="primary" text="Save draft" loading={form.submitting} />
        <Button text="Cancel" onClick={() => navigate(invoice ? `/invoices/${invoice._id}` : '/invoices')} />
      </div>
    </form>
  );
}

/** A new draft from a shipment's charges (`GET /api/invoices/from-shipment?shipmentId=`). */
function FromShipment({ shipmentId }: { shipmentId: string }) {
  const api = useInvoicesApi();
  const charges = useAnswer(() => api.fromShipment(shipmentId), shipmentId);
  if (!charges.data) {
    return (
      <LoadStates isFetching={charges.isFetching} error={charges.error} empty emptyText="Shipment not found" onRetry={charges.reload}>
        {null}
      </LoadStates>
    );
  }
  return <DraftForm key={shipmentId} initial={draftFromShipment(charges.data)} note={charges.data.note} />;
}

/** `/invoices/new` (`?shipmentId=` to start from a shipment's charges; else pick one or start blank). */
export function NewInvoice() {
  const [params, setParams] = useSearchParams();
  const shipmentId = params.get('shipmentId');
  const [blank, setBlank] = useState(false);
  return (
    <section aria-labelledby="invoice-editor-title">
      <Link to="/invoices">← Invoices</Link>
      <h1 id="invoice-editor-title" className="pt-page-title">
        New invoice
      </h1>
      {shipmentId ? (
        <FromShipment shipmentId={shipmentId} />
      ) : blank ? (
        <DraftForm initial={blankDraft()} />
      ) : (
        <div className="billing-row billing-start">
          <ShipmentPicker onPick={(id) => setParams({ shipmentId: id })} />
          <section aria-labelledby="blank-title" className="billing-card">
            <h2 id="blank-title" className="bp6-heading">
              Or start blank
            </h2>
            <p>Bill a customer for anything: write the lines yourself.</p>
            <Button size="small" text="Start a blank invoice" onClick={() => setBlank(true)} />
          </section>
        </div>
      )}
    </section>
  );
}

/** `/invoices/:id/edit`: a DRAFT in the same editor (`POST /api/invoices/:id/` with its version). */
export function EditInvoice() {
  const { id = '' } = useParams();
  const api = useInvoicesApi();
  const answer = useAnswer(() => api.get(id), id);
  // The form takes the record once (its initial values); a reload does not overwrite what is typed.
  const ready = answer.data;
  return (
    <section aria-labelledby="invoice-editor-title">
      <Link to={`/invoices/${id}`}>← Invoice</Link>
      <h1 id="invoice-editor-title" className="pt-page-title">
        Edit draft invoice
      </h1>
      {ready ? (
        ready.status === 'DRAFT' ? (
          <DraftForm key={ready._id} initial={draftFromInvoice(ready)} invoice={ready} />
        ) : (
          <Callout intent="warning">This invoice is issued: issue a credit note instead of editing it.</Callout>
        )
      ) : answer.isFetching ? (
        <Spinner size={30} aria-label="Loading" />
      ) : (
        <LoadStates isFetching={false} error={answer.error} empty emptyText="Invoice not found" onRetry={answer.reload}>
          {null}
        </LoadStates>
      )}
    </section>
  );
}
