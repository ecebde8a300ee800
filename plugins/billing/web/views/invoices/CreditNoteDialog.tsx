import { TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, compareDecimals, formatMoney, minorToDecimal, useForm, useService } from '@portolan/sdk';
import type { InvoiceRecord } from '../../../shared/types';
import { useInvoicesApi } from '../../api/invoicesApi';
import { draftTotals } from './draftTotals';
import { InvoiceLinesEditor } from './InvoiceLinesEditor';
import { draftProblems, linesOf, withLines, type DraftValues } from './invoiceDraftValues';
import { invoiceNumber } from './InvoiceList';

/**
 * A credit note against an issued invoice: lines (the invoice's, to trim) and a reason; its total with GST
 * may not exceed the invoice's balance (checked here exactly, and by the server). `POST :id/credit-notes`.
 */
export function CreditNoteDialog({ invoice, onClose, onDone }: { invoice: InvoiceRecord; onClose: () => void; onDone: () => void }) {
  const api = useInvoicesApi();
  const notify = useService(NotificationBus);
  const balance = minorToDecimal(invoice.balanceMinor, invoice.currency);
  const initial = withLines(
    { customerName: invoice.customerName, currency: invoice.currency, termsDays: '0', tdsRate: '0', reason: '' },
    invoice.lines.map((l) => ({ code: l.code, description: l.description, sac: l.sac, quantity: l.quantity, unitPrice: l.unitPrice, taxRate: l.taxRate })),
  );
  const form = useForm<DraftValues>({
    initial,
    validate: (v) => {
      const errors = draftProblems(v);
      if (!v.reason.trim()) errors.reason = 'Say why the invoice is credited';
      const total = draftTotals(invoice.currency, linesOf(v).map((l) => ({ quantity: String(l.quantity), unitPrice: String(l.unitPrice), taxRate: String(l.taxRate) })), '0').total;
      if (compareDecimals(total, balance) > 0) errors.lineCount = `The credit note's total (${formatMoney({ decimal: total }, invoice.currency)}) is more than the balance`;
      return errors;
    },
    submit: async (v) => {
      const answer = await api.creditNote(invoice._id, { lines: linesOf(v), reason: v.reason.trim() });
      notify.outcome(answer.ok, { success: `Credit note ${answer.data?.number ?? ''} issued`, failure: `Could not issue the credit note: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: () => {
      onClose();
      onDone();
    },
  });
  return (
    <FormDialog form={form} title={`Credit note · ${invoiceNumber(invoice)}`} onClose={onClose} submit={{ text: 'Issue credit note', intent: 'warning' }} width={900}>
      <p>At most the balance, {formatMoney({ minor: invoice.balanceMinor }, invoice.currency)} (GST included). Change the lines to what is credited.</p>
      <InvoiceLinesEditor form={form} />
      <FormField form={form} name="reason" label="Reason" required>
        <TextArea {...form.input('reason')} fill rows={2} maxLength={2000} />
      </FormField>
    </FormDialog>
  );
}
