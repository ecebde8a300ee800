import { useState } from 'react';
import { InputGroup } from '@blueprintjs/core';
import { FileDropZone, FormDialog, FormField, isCurrency, NotificationBus, useForm, useService } from '@portolan/sdk';
import type { EnterpriseSubscription, InvoiceRecord } from '../../../shared/types';
import type { EnterpriseApi } from '../../api/enterpriseApi';

const ACCEPT = 'application/pdf,image/png,image/jpeg';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Props {
  api: EnterpriseApi;
  companyId: string;
  subscription?: EnterpriseSubscription;
  /** Given: "Update invoice" (replace its file); else a new subscription invoice. */
  invoice?: InvoiceRecord;
  onClose: () => void;
  onDone: () => void;
}

type Values = { periodStart: string; periodEnd: string; amount: string; currency: string };

/**
 * Platform admins: upload a subscription invoice (FormData companyId, periodStart, periodEnd, amount,
 * currency, file) — "Invoice Uploaded" / "Invoice upload failed" — or replace an invoice's file —
 * "Invoice Updated" / "failed to update invoice". Empty period and amount: the server takes the
 * subscription's current period and price.
 */
export function UploadInvoiceDialog({ api, companyId, subscription, invoice, onClose, onDone }: Props) {
  const bus = useService(NotificationBus);
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const form = useForm<Values>({
    initial: { periodStart: subscription?.currentPeriodStart ?? '', periodEnd: subscription?.currentPeriodEnd ?? '', amount: '', currency: subscription?.currency ?? 'INR' },
    validate: (v) => {
      const errors: Record<string, string> = {};
      if (invoice) return errors;
      if (v.periodStart && !DATE.test(v.periodStart)) errors.periodStart = 'A date YYYY-MM-DD';
      if (v.periodEnd && !DATE.test(v.periodEnd)) errors.periodEnd = 'A date YYYY-MM-DD';
      if (v.periodStart && v.periodEnd && v.periodEnd < v.periodStart) errors.periodEnd = 'Not before the start';
      if (v.amount && !/^\d+(\.\d+)?$/.test(v.amount.trim())) errors.amount = 'An amount, e.g. 25000.00';
      if (!isCurrency(v.currency.trim().toUpperCase())) errors.currency = 'An ISO 4217 code, e.g. INR';
      return errors;
    },
    submit: async (v) => {
      if (invoice) {
        if (!file) {
          setFileError('Choose the file');
          return { ok: false, status: 400, errorMessage: 'Choose the file' };
        }
        const result = await api.replaceInvoiceFile(invoice._id, file);
        bus.outcome(result.ok, { success: 'Invoice Updated', failure: 'failed to update invoice' });
        return result;
      }
      const result = await api.uploadInvoice({ companyId, periodStart: v.periodStart, periodEnd: v.periodEnd, amount: v.amount.trim(), currency: v.currency.trim().toUpperCase(), file });
      bus.outcome(result.ok, { success: 'Invoice Uploaded', failure: 'Invoice upload failed' });
      return result;
    },
    onSuccess: onDone,
  });
  const title = invoice ? `Update invoice ${invoice.number ?? ''}`.trim() : 'Upload invoice';
  return (
    <FormDialog form={form} title={title} onClose={onClose} submit={{ text: invoice ? 'Update invoice' : 'Upload invoice', icon: 'upload' }} width={560}>
      {!invoice && (
        <>
          <FormField form={form} name="periodStart" label="Period start" help="Empty: the subscription's current period">
            <InputGroup {...form.input('periodStart')} type="date" />
          </FormField>
          <FormField form={form} name="periodEnd" label="Period end">
            <InputGroup {...form.input('periodEnd')} type="date" />
          </FormField>
          <FormField form={form} name="amount" label="Amount" help="Empty: the subscription's price">
            <InputGroup {...form.input('amount')} inputMode="decimal" />
          </FormField>
          <FormField form={form} name="currency" label="Currency" required>
            <InputGroup {...form.input('currency')} maxLength={3} />
          </FormField>
        </>
      )}
      <FileDropZone
        file={file}
        onChoose={(f) => {
          setFile(f);
          setFileError(undefined);
        }}
        prompt={invoice ? 'Drop the new file here, or choose it:' : 'Drop the invoice PDF here (optional), or choose it:'}
        placeholder="Choose a PDF…"
        inputLabel="Invoice file"
        accept={ACCEPT}
      />
      {(fileError ?? form.errors.file) && <p role="alert">{fileError ?? form.errors.file}</p>}
    </FormDialog>
  );
}
