import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button, Callout, InputGroup, TextArea } from '@blueprintjs/core';
import { Entitlements, FormField, LoadStates, NotificationBus, isDecimal, useAnswer, useForm, useService, type FieldErrors } from '@portolan/sdk';
import type { BillingProfile } from '../../../shared/types';
import { useInvoicesApi } from '../../api/invoicesApi';

type Values = Record<string, string>;
/** The migration's checks (001_billing.sql), mirrored. */
export const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const PREFIX = /^[A-Z0-9]{1,6}$/;

const valuesOf = (p?: BillingProfile): Values => ({
  legalName: p?.legalName ?? '',
  address: p?.address ?? '',
  country: p?.country ?? 'IN',
  stateCode: p?.stateCode ?? '',
  gstin: p?.gstin ?? '',
  pan: p?.pan ?? '',
  baseCurrency: p?.baseCurrency ?? 'INR',
  paymentTermsDays: String(p?.paymentTermsDays ?? 30),
  invoicePrefix: p?.invoicePrefix ?? 'INV',
  creditNotePrefix: p?.creditNotePrefix ?? 'CN',
  bankDetails: p?.bankDetails ?? '',
  defaultTdsRate: String(p?.defaultTdsRate ?? 0),
});

/** The client checks of a billing profile: the migration's patterns, and a GSTIN that agrees with the state code and PAN. */
export function profileProblems(v: Values): FieldErrors {
  const e: FieldErrors = {};
  const legal = v.legalName.trim();
  if (!legal) e.legalName = 'Give the legal name';
  else if (legal.length > 200) e.legalName = 'At most 200 characters';
  if (!/^[A-Z]{2}$/.test(v.country)) e.country = 'A two-letter country code, e.g. IN';
  if (v.stateCode && !/^[0-9]{2}$/.test(v.stateCode)) e.stateCode = 'Two digits, e.g. 27 (Maharashtra)';
  if (v.country === 'IN' && v.gstin && !v.stateCode) e.stateCode = 'Give the GST state code';
  if (v.gstin && !GSTIN.test(v.gstin)) e.gstin = 'A 15-character GSTIN, e.g. 27AAPFU0939F1ZV';
  else if (v.gstin && v.stateCode && v.gstin.slice(0, 2) !== v.stateCode) e.gstin = `The GSTIN starts with the state code (${v.stateCode})`;
  if (v.pan && !PAN.test(v.pan)) e.pan = 'A 10-character PAN, e.g. AAPFU0939F';
  else if (v.pan && v.gstin && GSTIN.test(v.gstin) && v.gstin.slice(2, 12) !== v.pan) e.pan = 'The PAN is characters 3–12 of the GSTIN';
  if (!/^[A-Z]{3}$/.test(v.baseCurrency)) e.baseCurrency = 'A three-letter currency code';
  if (!/^\d{1,3}$/.test(v.paymentTermsDays) || Number(v.paymentTermsDays) > 365) e.paymentTermsDays = '0 to 365 days';
  if (!PREFIX.test(v.invoicePrefix)) e.invoicePrefix = '1 to 6 capital letters or digits';
  if (!PREFIX.test(v.creditNotePrefix)) e.creditNotePrefix = '1 to 6 capital letters or digits';
  if (!isDecimal(v.defaultTdsRate, 2) || v.defaultTdsRate.startsWith('-') || Number(v.defaultTdsRate) > 30) e.defaultTdsRate = 'A rate from 0 to 30 %';
  return e;
}

const UPPER = new Set(['country', 'gstin', 'pan', 'baseCurrency', 'invoicePrefix', 'creditNotePrefix']);

/** `/invoices/settings`: the company's billing identity (`GET/POST /api/invoices/billing-profile`; Update to change). */
export default function BillingProfileScreen() {
  const api = useInvoicesApi();
  const notify = useService(NotificationBus);
  const canEdit = useService(Entitlements).isAllowed('invoices', 'Update');
  const answer = useAnswer(() => api.profile(), 'profile');
  const profile = answer.data;
  const form = useForm<Values>({
    initial: valuesOf(),
    validate: profileProblems,
    submit: async (v) => {
      const orNull = (x: string) => x.trim() || null;
      const result = await api.saveProfile({
        legalName: v.legalName.trim(),
        address: v.address.trim(),
        country: v.country,
        stateCode: orNull(v.stateCode),
        gstin: orNull(v.gstin),
        pan: orNull(v.pan),
        baseCurrency: v.baseCurrency,
        paymentTermsDays: Number(v.paymentTermsDays),
        invoicePrefix: v.invoicePrefix,
        creditNotePrefix: v.creditNotePrefix,
        bankDetails: v.bankDetails.trim(),
        defaultTdsRate: Number(v.defaultTdsRate),
        ...(profile ? { version: profile.version } : {}),
      });
      notify.outcome(result.ok, { success: 'Billing profile saved', failure: `Could not save the billing profile: ${result.errorMessage ?? 'Server Error'}` });
      return result;
    },
    onSuccess: () => answer.reload(),
  });
  const { reset } = form;
  useEffect(() => {
    if (profile) reset(valuesOf(profile));
  }, [profile, reset]);
  const field = (name: string, label: string, help?: string, required?: boolean) => (
    <FormField form={form} name={name} label={label} help={help} required={required}>
      <InputGroup {...form.input(name)} onChange={(e) => form.set(name, UPPER.has(name) ? e.target.value.toUpperCase() : e.target.value)} size="small" disabled={!canEdit} intent={form.errors[name] ? 'danger' : 'none'} />
    </FormField>
  );
  return (
    <section aria-labelledby="profile-title">
      <Link to="/invoices">← Invoices</Link>
      <h1 id="profile-title" className="pt-page-title">
        Billing profile
      </h1>
      <LoadStates isFetching={answer.isFetching && !profile} error={answer.error} empty={false} emptyText="" onRetry={answer.reload}>
        <form aria-label="Billing profile" onSubmit={(e) => void form.onSubmit(e)} noValidate>
          <p>What your invoices print about you: GSTIN and state decide CGST + SGST or IGST; the prefixes start the invoice and credit note numbers.</p>
          <div className="billing-grid">
            {field('legalName', 'Legal name', undefined, true)}
            {field('country', 'Country', 'ISO code, e.g. IN')}
            {field('stateCode', 'GST state code', 'e.g. 27 Maharashtra, 29 Karnataka')}
            {field('gstin', 'GSTIN')}
            {field('pan', 'PAN')}
            {field('baseCurrency', 'Base currency')}
            {field('paymentTermsDays', 'Payment terms (days)')}
            {field('invoicePrefix', 'Invoice prefix')}
            {field('creditNotePrefix', 'Credit note prefix')}
            {field('defaultTdsRate', 'TDS you withhold (%)', 'When you pay freight invoices (194C: 2 %)')}
          </div>
          <FormField form={form} name="address" label="Address">
            <TextArea {...form.input('address')} fill rows={3} disabled={!canEdit} />
          </FormField>
          <FormField form={form} name="bankDetails" label="Bank details (printed on invoices)">
            <TextArea {...form.input('bankDetails')} fill rows={3} disabled={!canEdit} />
          </FormField>
          {form.formError && (
            <Callout intent="danger" role="alert" className="billing-gap">
              {form.formError.message}
            </Callout>
          )}
          {canEdit && <Button type="submit" intent="primary" text="Save billing profile" loading={form.submitting} />}
        </form>
      </LoadStates>
    </section>
  );
}
