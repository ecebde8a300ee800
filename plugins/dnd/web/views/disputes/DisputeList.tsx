import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { ResourceTable, formatDate, useCommands, useResourceList, type DataColumn, type FilterDef } from '@portolan/sdk';
import { DND_API, type Dispute } from '../../../shared/types';
import { DISPUTE_STATE_INTENTS, DISPUTE_STATE_TITLES, StateTag, day, money, options } from '../common/dndWords';

type Row = Dispute & Record<string, unknown>;

const FILTERS: FilterDef[] = [
  { id: 'status', label: 'Status', kind: 'select', options: options(DISPUTE_STATE_TITLES) },
];

const COLUMNS: DataColumn<Row>[] = [
  { id: 'reference', title: 'Dispute', width: 130, render: (r) => <Link to={`/dnd/disputes/${encodeURIComponent(r._id)}`}>{r.reference}</Link>, csv: (r) => r.reference },
  { id: 'status', title: 'Status', width: 110, render: (r) => <StateTag state={r.status} titles={DISPUTE_STATE_TITLES} intents={DISPUTE_STATE_INTENTS} />, csv: (r) => r.status },
  { id: 'invoice', title: 'Invoice', width: 130, render: (r) => <Link to={`/dnd/invoices/${encodeURIComponent(r.invoiceId)}`}>{r.invoiceNumber}</Link>, csv: (r) => r.invoiceNumber },
  { id: 'carrier', title: 'Carrier', width: 70, render: (r) => r.carrier, csv: (r) => r.carrier },
  { id: 'container', title: 'Container', width: 120, render: (r) => r.containerNumber, csv: (r) => r.containerNumber },
  { id: 'disputed', title: 'Disputed', width: 120, render: (r) => money(r.disputed), csv: (r) => r.disputed.amount },
  { id: 'recovered', title: 'Recovered', width: 120, render: (r) => money(r.recovered), csv: (r) => r.recovered?.amount ?? '' },
  { id: 'submittedAt', title: 'Submitted', width: 110, render: (r) => (r.submittedAt ? formatDate(r.submittedAt) : '—'), csv: (r) => r.submittedAt ?? '' },
  { id: 'respondBy', title: 'Carrier answers by', width: 130, render: (r) => day(r.respondBy), csv: (r) => r.respondBy ?? '' },
  { id: 'createdAt', title: 'Opened', width: 110, sortField: 'createdAt', render: (r) => formatDate(r.createdAt), csv: (r) => r.createdAt },
  { id: 'reason', title: 'Reason', width: 260, defaultVisible: false, render: (r) => r.reason, csv: (r) => r.reason },
];

/** `/dnd/disputes`: the company's disputes of carrier D&D invoices. */
const DisputeList = observer(function DisputeList() {
  const list = useResourceList<Row>({ base: DND_API.disputes, filters: FILTERS, defaultSort: { field: 'createdAt', dir: 'desc' } });
  useCommands(
    [
      { id: 'reload-dnd-disputes', title: 'Refresh disputes', shortcut: 'alt+r', run: () => void list.reload() },
      { id: 'dnd-disputes-open', title: 'Show submitted disputes', run: () => list.setView({ status: 'SUBMITTED' }) },
    ],
    [list],
  );
  return (
    <section aria-labelledby="dnd-disputes-title">
      <h1 id="dnd-disputes-title" className="pt-page-title">
        Disputes
      </h1>
      <ResourceTable<Row>
        list={list}
        label="Disputes"
        columns={COLUMNS}
        search={{ label: 'Search disputes', placeholder: 'Reference, invoice or container…' }}
        exportName="dnd-disputes.csv"
        emptyText="No dispute yet: open one from a carrier invoice"
        height={560}
      />
    </section>
  );
});
export default DisputeList;
