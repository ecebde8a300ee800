import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Callout, Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { Entitlements, LoadStates, NotificationBus, RecordActivity, RecordComments, RecordTabsView, TransitionButtons, useAnswer, useCommands, useRecordTabs, useService } from '@portolan/sdk';
import { INVOICE_ACTIONS } from '../../../shared/states';
import { DND_API, type CarrierInvoiceDetails, type Finding } from '../../../shared/types';
import { useDndApi } from '../../api/dndApi';
import { BandsTable } from '../common/BandsTable';
import { OpenDisputeDialog } from './OpenDisputeDialog';
import { CHARGE_TYPE_TITLES, DIRECTION_TITLES, INVOICE_STATE_INTENTS, INVOICE_STATE_TITLES, StateTag, day, money } from '../common/dndWords';

/** The invoice fields in 46 CFR 541.6 order: what the carrier billed, each with the findings about it beside it. */
const FIELDS: Array<{ name: string; title: string; value: (i: CarrierInvoiceDetails) => string }> = [
  { name: 'invoiceNumber', title: 'Invoice number', value: (i) => i.invoiceNumber },
  { name: 'billedParty', title: 'Billed party', value: (i) => [i.billedParty, i.billedPartyBasis].filter(Boolean).join(' — ') },
  { name: 'blNumber', title: 'Bill of lading', value: (i) => i.blNumber ?? '' },
  { name: 'containerNumber', title: 'Container', value: (i) => i.containerNumber ?? '' },
  { name: 'port', title: 'Port', value: (i) => i.port ?? '' },
  { name: 'freeDays', title: 'Free days', value: (i) => (i.freeDays === null || i.freeDays === undefined ? '' : String(i.freeDays)) },
  { name: 'freeTimeStart', title: 'Free time start', value: (i) => (i.freeTimeStart ? day(i.freeTimeStart) : '') },
  { name: 'freeTimeEnd', title: 'Free time end', value: (i) => (i.freeTimeEnd ? day(i.freeTimeEnd) : '') },
  { name: 'availabilityDate', title: 'Availability date', value: (i) => (i.availabilityDate ? day(i.availabilityDate) : '') },
  { name: 'chargedFrom', title: 'Charged from', value: (i) => (i.chargedFrom ? day(i.chargedFrom) : '') },
  { name: 'chargedTo', title: 'Charged to', value: (i) => (i.chargedTo ? day(i.chargedTo) : '') },
  { name: 'chargedDays', title: 'Days charged', value: (i) => (i.chargedDays === null || i.chargedDays === undefined ? '' : String(i.chargedDays)) },
  { name: 'rates', title: 'Rates', value: (i) => (i.rates ?? []).map((r) => `${r.fromDay}–${r.toDay}: ${r.perDiem}`).join(' · ') },
  { name: 'tariffReference', title: 'Tariff rule / contract', value: (i) => i.tariffReference ?? '' },
  { name: 'invoiceDate', title: 'Invoice date', value: (i) => day(i.invoiceDate) },
  { name: 'dueDate', title: 'Due date', value: (i) => (i.dueDate ? day(i.dueDate) : '') },
  { name: 'amount', title: 'Total billed', value: (i) => money(i.amount) },
  { name: 'currency', title: 'Currency', value: (i) => i.amount.currency },
  { name: 'disputeContact', title: 'Dispute contact', value: (i) => i.disputeContact ?? '' },
  { name: 'complianceStatement', title: 'FMC compliance statement', value: (i) => (i.complianceStatement ? 'Yes' : 'No') },
];

const belongs = (finding: Finding, field: string) => finding.field === field || finding.field.startsWith(`${field}.`) || (field === 'amount' && finding.field.startsWith('amount'));

function FindingText({ finding }: { finding: Finding }) {
  return (
    <div>
      <Tag intent={finding.severity === 'ERROR' ? 'danger' : 'warning'}>
        {finding.severity === 'ERROR' ? 'Error' : 'Warning'}
      </Tag>{' '}
      {finding.message}
      {(finding.billed !== null || finding.expected !== null) && (
        <span className={Classes.TEXT_MUTED}>
          {' '}
          (billed {finding.billed ?? '—'}, expected {finding.expected ?? '—'})
        </span>
      )}
    </div>
  );
}

function FieldsTable({ invoice }: { invoice: CarrierInvoiceDetails }) {
  const other = invoice.findings.filter((f) => !FIELDS.some((field) => belongs(f, field.name)));
  return (
    <>
      <HTMLTable compact striped aria-label="Invoice fields and findings" style={{ width: '100%' }}>
        <thead>
          <tr>
            <th style={{ width: 200 }}>Field</th>
            <th style={{ width: 240 }}>Billed</th>
            <th>Findings</th>
          </tr>
        </thead>
        <tbody>
          {FIELDS.map((field) => {
            const findings = invoice.findings.filter((f) => belongs(f, field.name));
            return (
              <tr key={field.name} aria-label={field.title} style={findings.length ? { background: findings.some((f) => f.severity === 'ERROR') ? 'rgba(205,66,70,0.08)' : 'rgba(200,118,25,0.08)' } : undefined}>
                <th scope="row">{field.title}</th>
                <td>{field.value(invoice) || <span className={Classes.TEXT_MUTED}>missing</span>}</td>
                <td>{findings.length ? findings.map((f, i) => <FindingText key={i} finding={f} />) : <span className={Classes.TEXT_MUTED}>OK</span>}</td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {other.length > 0 && (
        <Callout intent="warning" title="Other findings" style={{ marginTop: 8 }}>
          {other.map((f, i) => (
            <FindingText key={i} finding={f} />
          ))}
        </Callout>
      )}
    </>
  );
}

function InvoiceRecord({ invoice, reload }: { invoice: CarrierInvoiceDetails; reload: () => void }) {
  const api = useDndApi();
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const [disputing, setDisputing] = useState(false);
  const contributed = useRecordTabs({ kind: 'dnd-invoice', recordId: invoice._id, record: invoice });
  const path = `${DND_API.invoices}/${invoice._id}`;
  const canUpdate = entitlements.isAllowed('dnd', 'Update');
  const canDispute = entitlements.isAllowed('dnd', 'Create') && invoice.status === 'RECEIVED';
  const recheck = async () => {
    const answer = await api.checkInvoice(invoice._id, invoice.version);
    notify.outcome(answer.ok, { success: 'Invoice checked again', failure: `Could not check the invoice: ${answer.errorMessage ?? 'Server Error'}` });
    reload();
  };
  useCommands(
    [
      { id: 'reload-dnd-invoice', title: 'Reload carrier invoice', shortcut: 'alt+r', run: reload },
      ...(canDispute ? [{ id: 'dispute-dnd-invoice', title: `Open dispute (${invoice.invoiceNumber})`, shortcut: 'alt+d', run: () => setDisputing(true) }] : []),
      ...(canUpdate && invoice.status === 'RECEIVED' ? [{ id: 'recheck-dnd-invoice', title: `Check ${invoice.invoiceNumber} again`, run: () => void recheck() }] : []),
    ],
    [invoice.version, canDispute, canUpdate],
  );
  const errors = invoice.findings.filter((f) => f.severity === 'ERROR').length;
  const overcharged = invoice.difference && Number(invoice.difference.amount) > 0;
  return (
    <section aria-labelledby="dnd-invoice-title">
      <Link to="/dnd/invoices">← Carrier invoices</Link>
      <h1 id="dnd-invoice-title" className="pt-page-title">
        Invoice {invoice.invoiceNumber} <StateTag state={invoice.status} titles={INVOICE_STATE_TITLES} intents={INVOICE_STATE_INTENTS} />
      </h1>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
        <span>{invoice.carrier}</span>
        <Link to={`/dnd/containers/${encodeURIComponent(invoice.containerId)}`}>{invoice.containerNumber ?? invoice.containerId}</Link>
        <span>{invoice.shipmentReference}</span>
        <span>
          {DIRECTION_TITLES[invoice.direction]} {CHARGE_TYPE_TITLES[invoice.chargeType]}
        </span>
        <span className={Classes.TEXT_MUTED}>Dispute by {day(invoice.disputeBy)}</span>
        {invoice.disputeId && <Link to={`/dnd/disputes/${encodeURIComponent(invoice.disputeId)}`}>Open the dispute</Link>}
      </div>
      <div role="group" aria-label="Billed and expected" style={{ display: 'flex', gap: 24, margin: '8px 0', flexWrap: 'wrap' }}>
        <div>
          <div className={Classes.TEXT_MUTED}>Billed</div>
          <strong>{money(invoice.amount)}</strong>
        </div>
        <div>
          <div className={Classes.TEXT_MUTED}>Expected</div>
          <strong>{money(invoice.expectedAmount)}</strong>
        </div>
        <div>
          <div className={Classes.TEXT_MUTED}>Difference</div>
          <strong className={overcharged ? Classes.INTENT_DANGER : undefined} style={overcharged ? { color: '#ac2f33' } : undefined}>
            {money(invoice.difference)}
          </strong>
        </div>
        <div>
          <div className={Classes.TEXT_MUTED}>Findings</div>
          <strong>
            {invoice.findings.length} ({errors} error{errors === 1 ? '' : 's'})
          </strong>
        </div>
      </div>
      <div style={{ display: 'flex', gap: 8, margin: '8px 0', flexWrap: 'wrap' }}>
        <TransitionButtons path={path} feature="dnd" state={invoice.status} version={invoice.version} actions={INVOICE_ACTIONS} onDone={reload} />
        {canDispute && <Button size="small" intent="warning" icon="flag" text="Open dispute" onClick={() => setDisputing(true)} />}
        {canUpdate && invoice.status === 'RECEIVED' && <Button size="small" icon="refresh" text="Check again" onClick={() => void recheck()} />}
      </div>
      {disputing && <OpenDisputeDialog invoice={invoice} onClose={() => setDisputing(false)} />}
      <RecordTabsView
        id="dnd-invoice-tabs"
        contributed={contributed}
        tabs={[
          { id: 'check', title: `Check (${invoice.findings.length})`, panel: <FieldsTable invoice={invoice} /> },
          { id: 'expected', title: 'Expected charges', panel: <BandsTable bands={invoice.expectedBreakdown} currency={invoice.expectedAmount?.currency ?? invoice.amount.currency} label="Expected cost by tier" chart /> },
          { id: 'comments', title: 'Comments', panel: <RecordComments path={path} canAdd={entitlements.isAllowed('dnd', 'Create')} /> },
          { id: 'activity', title: 'Activity', panel: <RecordActivity key={invoice.version} path={path} /> },
        ]}
      />
    </section>
  );
}

/** `/dnd/invoices/:id`: a carrier invoice with its check (each finding beside its field), expected vs billed, accept / pay / dispute. */
export default function InvoiceDetails() {
  const { id = '' } = useParams();
  const api = useDndApi();
  const details = useAnswer(() => api.invoice(id), id);
  if (!details.data) {
    return (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="Carrier invoice not found" onRetry={details.reload}>
        {null}
      </LoadStates>
    );
  }
  return <InvoiceRecord invoice={details.data} reload={details.reload} />;
}
