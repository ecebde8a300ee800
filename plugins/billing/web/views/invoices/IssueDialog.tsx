import { InputGroup } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, formatDate, formatMoney, useForm, useService } from '@portolan/sdk';
import type { InvoiceRecord } from '../../../shared/types';
import { useInvoicesApi } from '../../api/invoicesApi';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `issueDate` + `days`, a calendar date (UTC arithmetic on the day, no time zone). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Issue a draft: the issue date (today by default) and the due date it gives; `POST :id/issue {version, issueDate}`. */
export function IssueDialog({ invoice, onClose, onDone }: { invoice: InvoiceRecord; onClose: () => void; onDone: () => void }) {
  const api = useInvoicesApi();
  const notify = useService(NotificationBus);
  const form = useForm<{ issueDate: string }>({
    initial: { issueDate: new Date().toISOString().slice(0, 10) },
    validate: (v) => (DAY.test(v.issueDate) ? {} : { issueDate: 'Choose the issue date' }),
    submit: async (v) => {
      const answer = await api.issue(invoice._id, { version: invoice.version, issueDate: v.issueDate });
      notify.outcome(answer.ok, { success: `Invoice ${answer.data?.number ?? ''} issued`.replace('  ', ' '), failure: `Could not issue the invoice: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: () => {
      onClose();
      onDone();
    },
  });
  const due = DAY.test(form.values.issueDate) ? addDays(form.values.issueDate, invoice.termsDays) : undefined;
  return (
    <FormDialog form={form} title="Issue the invoice" onClose={onClose} submit={{ text: 'Issue', intent: 'primary', icon: 'send-message' }}>
      <p>
        Issuing takes the next invoice number, freezes the parties and amounts and tells {invoice.customerName}. An issued invoice is changed only by a credit note.
      </p>
      <FormField form={form} name="issueDate" label="Issue date" required>
        <InputGroup {...form.input('issueDate')} type="date" size="small" />
      </FormField>
      <p>
        Total {formatMoney({ minor: invoice.totalMinor }, invoice.currency)} · due <strong>{due ? formatDate(due) : '—'}</strong> ({invoice.termsDays} days)
      </p>
    </FormDialog>
  );
}
