import { useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Classes } from '@blueprintjs/core';
import { Entitlements, LoadStates, NotificationBus, RecordActions, RecordActivity, RecordComments, RecordTabsView, formatDate, formatMoney, saveBlob, useAnswer, useCommands, useRecordTabs, useService } from '@portolan/sdk';
import type { InvoiceRecord } from '../../../shared/types';
import { invoicePath, useInvoicesApi } from '../../api/invoicesApi';
import { CreditNoteDialog } from './CreditNoteDialog';
import { CreditNotesTab } from './CreditNotesTab';
import { DueDate, invoiceNumber } from './InvoiceList';
import { InvoiceNoteDialog, type NoteAction } from './InvoiceNoteDialog';
import { InvoiceOverview } from './InvoiceOverview';
import { InvoicePaymentsTab } from './InvoicePaymentsTab';
import { InvoiceStatusTag, PayerStatusTag } from './InvoiceStatusTag';
import { IssueDialog } from './IssueDialog';

type Dialog = 'issue' | 'delete' | 'credit' | NoteAction;
type Action = { id: string; title: string; run: () => void; intent?: 'primary' | 'success' | 'danger' | 'warning'; href?: string };

const OPEN: readonly InvoiceRecord['status'][] = ['ISSUED', 'PARTLY_PAID', 'OVERDUE'];

/** What the caller may do with the invoice, by its state and the caller's side and levels. */
export function invoiceActions(invoice: InvoiceRecord, allowed: (feature: string, level: string) => boolean): Array<Omit<Action, 'run'> & { dialog?: Dialog; to?: string }> {
  const open = OPEN.includes(invoice.status);
  const owes = open && invoice.balanceMinor > 0;
  if (invoice.direction === 'ISSUED') {
    if (invoice.status === 'DRAFT') {
      return [
        ...(allowed('invoices', 'Update') ? [{ id: 'edit', title: 'Edit', to: `/invoices/${invoice._id}/edit` }, { id: 'issue', title: 'Issue', intent: 'primary' as const, dialog: 'issue' as const }] : []),
        ...(allowed('invoices', 'Delete') ? [{ id: 'delete', title: 'Delete draft', intent: 'danger' as const, dialog: 'delete' as const }] : []),
      ];
    }
    return [
      ...(owes && allowed('payments', 'Create') ? [{ id: 'record-payment', title: 'Record payment', intent: 'primary' as const, to: `/payments/new?invoiceId=${encodeURIComponent(invoice._id)}` }] : []),
      ...(owes && invoice.kind === 'INVOICE' && allowed('invoices', 'Approve') ? [{ id: 'credit', title: 'Credit note', dialog: 'credit' as const }] : []),
      ...(open && invoice.paidMinor === 0 && invoice.creditedMinor === 0 && allowed('invoices', 'Approve') ? [{ id: 'void', title: 'Void', intent: 'danger' as const, dialog: 'void' as const }] : []),
    ];
  }
  if (invoice.status === 'DRAFT' || invoice.status === 'VOID') return [];
  return [
    ...(owes && allowed('payments', 'Create') ? [{ id: 'pay', title: 'Pay', intent: 'primary' as const, to: `/pay?invoice=${encodeURIComponent(invoice._id)}` }] : []),
    ...(invoice.payerStatus !== 'APPROVED' && allowed('invoices', 'Approve') ? [{ id: 'approve', title: 'Approve', intent: 'success' as const, dialog: 'approve' as const }] : []),
    ...(invoice.payerStatus !== 'DISPUTED' && invoice.status !== 'PAID' && allowed('invoices', 'Approve') ? [{ id: 'dispute', title: 'Dispute', intent: 'warning' as const, dialog: 'dispute' as const }] : []),
  ];
}

const InvoiceRecordView = observer(function InvoiceRecordView({ invoice, reload }: { invoice: InvoiceRecord; reload: () => void }) {
  const api = useInvoicesApi();
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const contributed = useRecordTabs({ kind: 'invoice', recordId: invoice._id, record: invoice });
  const path = invoicePath(invoice._id);
  const number = invoiceNumber(invoice);
  const m = (minor: number) => formatMoney({ minor }, invoice.currency);
  const actions = invoiceActions(invoice, (f, l) => entitlements.isAllowed(f, l));
  const start = (a: (typeof actions)[number]) => (a.to ? navigate(a.to) : setDialog(a.dialog));
  const download = async () => {
    const answer = await api.pdf(invoice._id);
    const name = `${(invoice.number ?? 'draft-invoice').replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
    if (answer.ok && answer.data) saveBlob(answer.data, name);
    notify.outcome(answer.ok, { success: `${name} downloaded`, failure: `Could not download the PDF: ${answer.errorMessage ?? 'Server Error'}` });
  };
  const remove = async () => {
    const answer = await api.remove(invoice._id);
    notify.outcome(answer.ok, { success: 'Draft deleted', failure: `Could not delete the draft: ${answer.errorMessage ?? 'Server Error'}` });
    setDialog(undefined);
    if (answer.ok) navigate('/invoices');
    else reload();
  };
  useCommands(
    [
      { id: 'reload-invoice', title: 'Reload invoice', shortcut: 'alt+r', run: () => reload() },
      { id: 'invoice-pdf', title: `Download PDF (${number})`, shortcut: 'mod+p', run: () => void download() },
      ...actions.map((a) => ({ id: `invoice-${a.id}`, title: `${a.title} (${number})`, run: () => start(a) })),
      ...(invoice.shipmentId ? [{ id: 'invoice-shipment', title: `Open the shipment of ${number}`, run: () => navigate(`/shipments/${invoice.shipmentId}`) }] : []),
    ],
    [invoice.version, invoice.status, invoice.payerStatus, actions.map((a) => a.id).join(',')],
  );
  const tabs: Array<{ id: string; title: string; panel: ReactNode }> = [
    { id: 'details', title: 'Details', panel: <InvoiceOverview invoice={invoice} /> },
    { id: 'payments', title: 'Payments', panel: <InvoicePaymentsTab invoice={invoice} /> },
    ...(invoice.kind === 'INVOICE' ? [{ id: 'credit-notes', title: 'Credit notes', panel: <CreditNotesTab invoice={invoice} /> }] : []),
    { id: 'comments', title: 'Comments', panel: <RecordComments path={path} canAdd={entitlements.isAllowed('invoices', 'Read')} /> },
    { id: 'activity', title: 'Activity', panel: <RecordActivity key={invoice.version} path={path} /> },
  ];
  const other = invoice.direction === 'ISSUED' ? `To ${invoice.customerName}` : `From ${invoice.issuerName}`;
  return (
    <section aria-labelledby="invoice-title">
      <Link to="/invoices">← Invoices</Link>
      <h1 id="invoice-title" className="pt-page-title">
        {invoice.kind === 'CREDIT_NOTE' ? 'Credit note ' : 'Invoice '}
        {number} <InvoiceStatusTag status={invoice.status} large />
        {invoice.direction === 'RECEIVED' && <PayerStatusTag status={invoice.payerStatus} />}
      </h1>
      <div className="billing-row">
        <strong>{other}</strong>
        {invoice.issueDate && <span>Issued {formatDate(invoice.issueDate)}</span>}
        <span>
          Due <DueDate invoice={invoice} />
        </span>
        {invoice.shipmentId && <Link to={`/shipments/${invoice.shipmentId}`}>Shipment {invoice.shipmentReference ?? ''}</Link>}
        {invoice.creditsInvoiceId && <Link to={`/invoices/${invoice.creditsInvoiceId}`}>Credits {invoice.creditsInvoiceNumber ?? 'an invoice'}</Link>}
      </div>
      <dl className="billing-amounts" aria-label="Amounts">
        <div>
          <dt>Total</dt>
          <dd>{m(invoice.totalMinor)}</dd>
        </div>
        <div>
          <dt>TDS</dt>
          <dd>{m(invoice.tdsMinor)}</dd>
        </div>
        <div>
          <dt>Payable</dt>
          <dd>{m(invoice.payableMinor)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{m(invoice.paidMinor)}</dd>
        </div>
        {invoice.creditedMinor > 0 && (
          <div>
            <dt>Credited</dt>
            <dd>{m(invoice.creditedMinor)}</dd>
          </div>
        )}
        <div>
          <dt>Balance</dt>
          <dd>
            <strong>{m(invoice.balanceMinor)}</strong>
          </dd>
        </div>
      </dl>
      <div role="toolbar" aria-label="Invoice actions" className="billing-row">
        {actions.map((a) =>
          a.to ? (
            <Link key={a.id} className={`${Classes.BUTTON} ${Classes.SMALL} ${a.intent ? Classes.intentClass(a.intent) : ''}`} to={a.to}>
              {a.title}
            </Link>
          ) : (
            <Button key={a.id} size="small" intent={a.intent} text={a.title} onClick={() => start(a)} />
          ),
        )}
        <a className={`${Classes.BUTTON} ${Classes.SMALL}`} href={`${path}/pdf`} onClick={(e) => (e.preventDefault(), void download())}>
          Download PDF
        </a>
        <RecordActions kind="invoice" recordId={invoice._id} record={invoice} />
      </div>
      {dialog === 'issue' && <IssueDialog invoice={invoice} onClose={() => setDialog(undefined)} onDone={reload} />}
      {dialog === 'credit' && <CreditNoteDialog invoice={invoice} onClose={() => setDialog(undefined)} onDone={reload} />}
      {(dialog === 'void' || dialog === 'approve' || dialog === 'dispute') && <InvoiceNoteDialog invoice={invoice} action={dialog} onClose={() => setDialog(undefined)} onDone={reload} />}
      <Alert isOpen={dialog === 'delete'} intent="danger" confirmButtonText="Delete draft" cancelButtonText="Cancel" onConfirm={() => void remove()} onCancel={() => setDialog(undefined)}>
        <p>Delete this draft invoice to {invoice.customerName}? It has no number yet; nothing is sent.</p>
      </Alert>
      <RecordTabsView id="invoice-tabs" tabs={tabs} contributed={contributed} />
    </section>
  );
});

/** `/invoices/:id`: an invoice or credit note, with the caller's actions by state and side. */
export default function InvoiceDetails() {
  const { id = '' } = useParams();
  const api = useInvoicesApi();
  const details = useAnswer(() => api.get(id), id);
  const record = details.data;
  if (!record) {
    return (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="Invoice not found" onRetry={details.reload}>
        {null}
      </LoadStates>
    );
  }
  return <InvoiceRecordView invoice={record} reload={details.reload} />;
}
