import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Tag } from '@blueprintjs/core';
import { Entitlements, ResourceTable, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { DND_API, type CarrierInvoice } from '../../../shared/types';
import { CHARGE_TYPE_TITLES, INVOICE_STATE_INTENTS, INVOICE_STATE_TITLES, StateTag, day, money, options } from '../common/dndWords';

type Row = CarrierInvoice & Record<string, unknown>;

const FILTERS: FilterDef[] = [
  { id: 'status', label: 'Status', kind: 'select', options: options(INVOICE_STATE_TITLES) },
  { id: 'carrier', label: 'Carrier', kind: 'text', upperCase: true, width: 90 },
  { id: 'chargeType', label: 'Charge', kind: 'select', options: options(CHARGE_TYPE_TITLES) },
  { id: 'invoiceFrom', field: 'invoiceDate', bound: 'from', label: 'Invoiced from', kind: 'date' },
  { id: 'invoiceTo', field: 'invoiceDate', bound: 'to', label: 'Invoiced to', kind: 'date' },
  { id: 'hasFindings', label: 'Findings', kind: 'select', anyLabel: 'Any', options: [{ value: 'true', label: 'With findings' }] },
];

const COLUMNS: DataColumn<Row>[] = [
  { id: 'invoiceNumber', title: 'Invoice', width: 140, render: (r) => <Link to={`/dnd/invoices/${encodeURIComponent(r._id)}`}>{r.invoiceNumber}</Link>, csv: (r) => r.invoiceNumber },
  { id: 'status', title: 'Status', width: 100, render: (r) => <StateTag state={r.status} titles={INVOICE_STATE_TITLES} intents={INVOICE_STATE_INTENTS} />, csv: (r) => r.status },
  { id: 'carrier', title: 'Carrier', width: 70, render: (r) => r.carrier, csv: (r) => r.carrier },
  { id: 'container', title: 'Container', width: 130, render: (r) => <Link to={`/dnd/containers/${encodeURIComponent(r.containerId)}`}>{r.containerNumber ?? r.containerId}</Link>, csv: (r) => r.containerNumber ?? '' },
  { id: 'shipment', title: 'Shipment', width: 110, render: (r) => r.shipmentReference, csv: (r) => r.shipmentReference },
  { id: 'chargeType', title: 'Charge', width: 100, render: (r) => CHARGE_TYPE_TITLES[r.chargeType], csv: (r) => r.chargeType },
  { id: 'invoiceDate', title: 'Invoice date', width: 110, render: (r) => day(r.invoiceDate), csv: (r) => r.invoiceDate },
  { id: 'amount', title: 'Billed', width: 120, render: (r) => money(r.amount), csv: (r) => r.amount.amount },
  { id: 'expected', title: 'Expected', width: 120, render: (r) => money(r.expectedAmount), csv: (r) => r.expectedAmount?.amount ?? '' },
  { id: 'difference', title: 'Difference', width: 120, render: (r) => money(r.difference), csv: (r) => r.difference?.amount ?? '' },
  {
    id: 'findings',
    title: 'Findings',
    width: 90,
    render: (r) => (r.findings.length ? <Tag intent={r.findings.some((f) => f.severity === 'ERROR') ? 'danger' : 'warning'}>{r.findings.length}</Tag> : 'None'),
    csv: (r) => r.findings.length,
  },
  { id: 'currency', title: 'Currency', width: 70, defaultVisible: false, render: (r) => r.amount.currency, csv: (r) => r.amount.currency },
];

/** `/dnd/invoices`: the carrier D&D invoices recorded, with their check against the events and the tariff. */
const InvoiceList = observer(function InvoiceList() {
  const entitlements = useService(Entitlements);
  const canCreate = entitlements.isAllowed('dnd', 'Create');
  const navigate = useNavigate();
  const list = useResourceList<Row>({ base: DND_API.invoices, filters: FILTERS, defaultSort: { field: 'createdAt', dir: 'desc' } });
  useCommands(
    [
      { id: 'reload-dnd-invoices', title: 'Refresh carrier invoices', shortcut: 'alt+r', run: () => void list.reload() },
      { id: 'dnd-invoices-findings', title: 'Show invoices with findings', run: () => list.setView({ hasFindings: 'true' }) },
      ...(canCreate ? [{ id: 'new-dnd-invoice-here', title: 'Record carrier invoice', shortcut: 'alt+n', run: () => navigate('/dnd/invoices/new') }] : []),
    ],
    [list, canCreate],
  );
  return (
    <section aria-labelledby="dnd-invoices-title">
      <h1 id="dnd-invoices-title" className="pt-page-title">
        Carrier D&D invoices
      </h1>
      <ResourceTable<Row>
        list={list}
        label="Carrier invoices"
        columns={COLUMNS}
        search={{ label: 'Search invoices', placeholder: 'Invoice number or container…' }}
        exportName="dnd-carrier-invoices.csv"
        emptyText="No carrier invoice recorded"
        height={560}
        actions={canCreate ? <Button size="small" intent="primary" icon="add" text="Record carrier invoice" onClick={() => navigate('/dnd/invoices/new')} /> : undefined}
      />
    </section>
  );
});
export default InvoiceList;
