import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import { FormField, NotificationBus, isDecimal, useCommands, useForm, useService, type ApiResult } from '@portolan/sdk';
import { isCurrency } from '@portolan/sdk/shared';
import type { ExtractedField, ExtractionRecord } from '../../../shared/types';
import { INVOICE_FIELDS, usePdfReaderApi, type InvoiceField, type InvoiceFields } from '../../api/pdfReaderApi';
import { ConfidenceTag } from './ConfidenceTag';
import { fieldLabel } from './extractionWords';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const OPTIONAL: readonly InvoiceField[] = ['buyerName', 'buyerCountry'];

/** Client checks, mirroring the export bill's rules on the server. */
export function invoiceProblems(v: InvoiceFields): Partial<Record<InvoiceField, string>> {
  const problems: Partial<Record<InvoiceField, string>> = {};
  for (const name of INVOICE_FIELDS) if (!OPTIONAL.includes(name) && !v[name].trim()) problems[name] = `Give the ${fieldLabel(name).toLowerCase()}`;
  if (v.sbNumber.trim() && !/^\d{7}$/.test(v.sbNumber.trim())) problems.sbNumber = 'A shipping bill number has 7 digits';
  for (const name of ['sbDate', 'invoiceDate'] as const) if (v[name].trim() && !(DAY.test(v[name].trim()) && Number.isFinite(Date.parse(v[name].trim())))) problems[name] = 'A date like 2026-03-14';
  if (v.portCode.trim() && !/^[A-Z]{2}[A-Z0-9]{3}[A-Z0-9]?$/.test(v.portCode.trim().toUpperCase())) problems.portCode = 'A customs location code like INNSA1';
  if (v.invoiceValue.trim() && !(isDecimal(v.invoiceValue.trim()) && Number(v.invoiceValue) > 0)) problems.invoiceValue = 'An amount like 12500.00';
  if (v.currency.trim() && !isCurrency(v.currency.trim().toUpperCase())) problems.currency = 'An ISO 4217 code like USD';
  if (v.buyerCountry.trim() && !/^[A-Za-z]{2}$/.test(v.buyerCountry.trim())) problems.buyerCountry = 'A two-letter country code like DE';
  return problems;
}

const trimmed = (v: InvoiceFields): InvoiceFields =>
  Object.fromEntries(INVOICE_FIELDS.map((name) => [name, ['portCode', 'currency', 'buyerCountry'].includes(name) ? v[name].trim().toUpperCase() : v[name].trim()])) as InvoiceFields;

/** The server names `data.fields.<name>`; the form's fields are `<name>`. */
function withFormField(answer: ApiResult<unknown>): ApiResult<unknown> {
  const error = answer.error as { field?: unknown } | undefined;
  if (answer.ok || typeof error?.field !== 'string') return answer;
  return { ...answer, error: { ...error, field: error.field.replace(/^(data\.)?fields\./, '') } };
}

export interface ShippingBillFormProps {
  extraction: ExtractionRecord;
  /** The field the user is looking at (focus or hover), to highlight where it was read. */
  onLook: (field: string | undefined) => void;
  /** The extraction changed on the server (an invoice was created meanwhile): load it again. */
  onStale: () => void;
}

/**
 * The fields of a shipping bill as read, for the user to confirm or correct, each with how sure the
 * reader is; "Create invoice" sends the confirmed ones and opens the new export bill. An extraction that
 * already has its bill links to it instead.
 */
export function ShippingBillForm({ extraction, onLook, onStale }: ShippingBillFormProps) {
  const api = usePdfReaderApi();
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const byName = new Map<string, ExtractedField>(extraction.fields.map((f) => [f.name, f]));
  const created = Boolean(extraction.billId);
  const form = useForm<InvoiceFields>({
    initial: Object.fromEntries(INVOICE_FIELDS.map((name) => [name, extraction.corrections[name]?.[1] ?? byName.get(name)?.value ?? ''])) as InvoiceFields,
    validate: invoiceProblems,
    submit: async (values) => {
      const answer = await api.createInvoice(extraction._id, trimmed(values));
      notify.outcome(answer.ok, { success: 'Invoice created', failure: `Failed to create the invoice: ${answer.errorMessage ?? 'Server Error'}` });
      if (answer.status === 409) onStale();
      return withFormField(answer);
    },
    onSuccess: (answer) => {
      const billId = (answer.data as { bill?: { _id: string } } | undefined)?.bill?._id;
      if (billId) navigate(`/regularize/bills/${encodeURIComponent(billId)}`);
    },
  });
  useCommands(created ? [] : [{ id: 'create-invoice', title: 'Create invoice from the shipping bill', section: 'PDF reader', run: () => void form.onSubmit() }], [created]);

  const others = extraction.fields.filter((f) => !(INVOICE_FIELDS as readonly string[]).includes(f.name));
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label="Fields read from the shipping bill">
      {created && (
        <Callout intent="success" icon="tick-circle" title="Invoice created" style={{ marginBottom: 12 }}>
          An export bill was created from this shipping bill: <Link to={`/regularize/bills/${encodeURIComponent(extraction.billId!)}`}>open the export bill</Link>.
        </Callout>
      )}
      {INVOICE_FIELDS.map((name) => {
        const field = byName.get(name);
        const read = field?.value ?? '';
        const props = form.input(name);
        const tagId = `${form.idOf(name)}-confidence`;
        const changed = form.values[name].trim() !== read;
        return (
          <div key={name} onMouseEnter={() => onLook(name)} onMouseLeave={() => onLook(undefined)}>
            <FormField form={form} name={name} label={fieldLabel(name)} required={!OPTIONAL.includes(name)} help={changed ? `Corrected; read as “${read || 'nothing'}”` : undefined}>
              <InputGroup
                {...props}
                aria-describedby={[props['aria-describedby'], tagId].filter(Boolean).join(' ')}
                readOnly={created}
                onFocus={() => onLook(name)}
                onBlur={() => onLook(undefined)}
                rightElement={<ConfidenceTag field={field} id={tagId} />}
              />
            </FormField>
          </div>
        );
      })}
      {others.length > 0 && (
        <>
          <h3 style={{ fontSize: 14 }}>Also read</h3>
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr max-content', gap: '4px 12px' }}>
            {others.map((f) => (
              <div key={f.name} style={{ display: 'contents' }} onMouseEnter={() => onLook(f.name)} onMouseLeave={() => onLook(undefined)}>
                <dt>{fieldLabel(f.name)}</dt>
                <dd style={{ margin: 0 }}>{f.value ?? '—'}</dd>
                <dd style={{ margin: 0 }}>
                  <ConfidenceTag field={f} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {form.formError && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 12 }}>
          {form.formError.message}
        </Callout>
      )}
      {!created && <Button type="submit" intent="primary" icon="document-share" text="Create invoice" loading={form.submitting} />}
    </form>
  );
}
