import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Classes } from '@blueprintjs/core';
import { Entitlements, ResourceTable, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { API, type BillRecord } from '../../../shared/types';
import { BillDialog } from './BillDialog';
import { BILL_STATE_INTENTS, BILL_STATE_TITLES, DANGER_TEXT, OverdueTag, StateTag, day, daysToDueText, money, options } from './regularizeWords';

type Row = BillRecord & Record<string, unknown>;

export const BILL_FILTERS: FilterDef[] = [
  { id: 'state', label: 'State', kind: 'select', options: options(BILL_STATE_TITLES) },
  { id: 'overdue', label: 'Overdue', kind: 'select', anyLabel: 'Any', options: [{ value: 'true', label: 'Overdue' }, { value: 'false', label: 'Not overdue' }] },
  { id: 'dueFrom', field: 'realizationDueDate', bound: 'from', label: 'Due from', kind: 'date' },
  { id: 'dueTo', field: 'realizationDueDate', bound: 'to', label: 'Due to', kind: 'date' },
];

const COLUMNS: DataColumn<Row>[] = [
  { id: 'sbNumber', title: 'SB number', width: 110, sortField: 'sbNumber', render: (b) => <Link to={`/regularize/bills/${encodeURIComponent(b._id)}`}>{b.sbNumber}</Link>, csv: (b) => b.sbNumber },
  { id: 'sbDate', title: 'SB date', width: 110, sortField: 'sbDate', render: (b) => day(b.sbDate), csv: (b) => b.sbDate },
  { id: 'portCode', title: 'Port', width: 80, render: (b) => b.portCode, csv: (b) => b.portCode },
  { id: 'invoiceNumber', title: 'Invoice no.', width: 120, render: (b) => b.invoiceNumber, csv: (b) => b.invoiceNumber },
  { id: 'buyerName', title: 'Buyer', width: 160, render: (b) => b.buyerName ?? '—', csv: (b) => b.buyerName ?? '' },
  { id: 'invoiceValue', title: 'Value', width: 140, sortField: 'invoiceValue', render: (b) => money(b.invoiceValue, b.currency), csv: (b) => `${b.invoiceValue} ${b.currency}` },
  { id: 'realizedAmount', title: 'Realized', width: 140, render: (b) => money(b.realizedAmount, b.currency), csv: (b) => b.realizedAmount },
  { id: 'outstandingAmount', title: 'Outstanding', width: 140, render: (b) => money(b.outstandingAmount, b.currency), csv: (b) => b.outstandingAmount },
  { id: 'realizationDueDate', title: 'Due date', width: 110, sortField: 'realizationDueDate', render: (b) => day(b.realizationDueDate), csv: (b) => b.realizationDueDate },
  {
    id: 'daysToDue',
    title: 'Days to due',
    width: 130,
    render: (b) => (b.state === 'OPEN' || b.state === 'PARTLY_REALIZED' ? <span style={b.daysToDue < 0 ? { color: DANGER_TEXT } : undefined}>{daysToDueText(b.daysToDue)}</span> : <span className={Classes.TEXT_MUTED}>—</span>),
    csv: (b) => b.daysToDue,
  },
  { id: 'state', title: 'State', width: 130, render: (b) => <StateTag state={b.state} titles={BILL_STATE_TITLES} intents={BILL_STATE_INTENTS} />, csv: (b) => b.state },
  { id: 'overdue', title: 'Overdue', width: 100, render: (b) => <OverdueTag overdue={b.overdue} />, csv: (b) => (b.overdue ? 'yes' : 'no') },
  { id: 'shipmentReference', title: 'Shipment', width: 120, defaultVisible: false, render: (b) => b.shipmentReference ?? '—', csv: (b) => b.shipmentReference ?? '' },
];

/** `/regularize` and `/regularize/bills`: the export bills with what is realized and outstanding, due dates and overdue flags. */
const BillList = observer(function BillList() {
  const entitlements = useService(Entitlements);
  const navigate = useNavigate();
  const canCreate = entitlements.isAllowed('regularization', 'Create');
  const canRead = entitlements.isAllowed('pdf-reader', 'Create');
  const [creating, setCreating] = useState(false);
  const list = useResourceList<Row>({ base: API.bills, filters: BILL_FILTERS, defaultSort: { field: 'realizationDueDate', dir: 'asc' } });
  useCommands(
    [
      { id: 'reload-bills', title: 'Refresh export bills', shortcut: 'alt+r', run: () => void list.reload() },
      { id: 'bills-overdue', title: 'Show overdue bills', run: () => list.setView({ overdue: 'true' }) },
      ...(canCreate ? [{ id: 'new-bill', title: 'New export bill', shortcut: 'alt+n', run: () => setCreating(true) }] : []),
      ...(canRead ? [{ id: 'read-shipping-bill-here', title: 'Read a shipping bill PDF', shortcut: 'alt+p', run: () => navigate('/regularize/read') }] : []),
    ],
    [list, canCreate, canRead],
  );
  return (
    <section aria-labelledby="bills-title">
      <h1 id="bills-title" className="pt-page-title">
        Export bills
      </h1>
      <ResourceTable<Row>
        list={list}
        label="Export bills"
        columns={COLUMNS}
        search={{ label: 'Search export bills', placeholder: 'SB number, invoice or buyer…' }}
        exportName="export-bills.csv"
        emptyText="No export bill yet"
        height={560}
        actions={
          <>
            {canRead && <Button size="small" icon="document-open" text="Read a shipping bill PDF" onClick={() => navigate('/regularize/read')} />}
            {canCreate && <Button size="small" intent="primary" icon="add" text="New bill" onClick={() => setCreating(true)} />}
          </>
        }
      />
      {creating && (
        <BillDialog
          onClose={() => setCreating(false)}
          onSaved={(id) => {
            setCreating(false);
            navigate(`/regularize/bills/${encodeURIComponent(id)}`);
          }}
        />
      )}
    </section>
  );
});
export default BillList;
