import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { LastFreeDay, ResourceTable, costToDateText, formatDate, hasFreeTime, useResourceList, type ContainerFreeTimeView, type DataColumn, type ResourceRecord } from '@portolan/sdk';
import './trackings.css';

/**
 * A container discharged at its POD and not gated out (`/api/tracking_insights/containers-at-pod`),
 * with its free time when the demurrage & detention plugin runs.
 */
interface AtPod extends ResourceRecord, ContainerFreeTimeView {
  number: string;
  isoType: string;
  shipmentId: string;
  reference: string;
  pod: string;
  carrier: string;
  arrivedAt: string | null;
  dischargedAt: string | null;
  daysAtPod: number | null;
}

const freeDaysText = (c: AtPod) => (c.freeDaysLeft === null || c.freeDaysLeft === undefined ? '—' : c.freeDaysLeft < 0 ? `${-c.freeDaysLeft} over` : String(c.freeDaysLeft));

const COLUMNS: DataColumn<AtPod>[] = [
  { id: 'number', title: 'Container', width: 160, render: (c) => `${c.number} ${c.isoType}`, csv: (c) => c.number },
  { id: 'shipment', title: 'Shipment', width: 140, render: (c) => <Link to={`/shipments/${c.shipmentId}`}>{c.reference}</Link> },
  { id: 'pod', title: 'POD', width: 80, render: (c) => c.pod },
  { id: 'discharged', title: 'Discharged', width: 120, render: (c) => formatDate(c.dischargedAt ?? c.arrivedAt), csv: (c) => c.dischargedAt ?? c.arrivedAt },
  { id: 'days', title: 'Days at POD', width: 100, render: (c) => (c.daysAtPod ?? '—').toString() },
];

/** The D&D plugin's facts: each links to the container's clock. */
const FREE_TIME_COLUMNS: DataColumn<AtPod>[] = [
  { id: 'lastFreeDay', title: 'Last free day', width: 130, render: (c) => <Link to={`/dnd/containers/${c._id}`} title={`D&D clock of ${c.number}`}><LastFreeDay row={c} /></Link>, csv: (c) => c.lastFreeDay },
  { id: 'free', title: 'Free days left', width: 110, render: freeDaysText, csv: (c) => c.freeDaysLeft },
  { id: 'cost', title: 'Cost to date', width: 130, render: (c) => costToDateText(c), csv: (c) => (c.costToDate ? `${c.costToDate.amount} ${c.costToDate.currency}` : '') },
];

/**
 * `/ddt`: containers discharged at the POD and not yet gated out — where demurrage builds up — with
 * their last free day, free days left and cost to date from the demurrage & detention plugin (columns
 * left out when that plugin does not run).
 */
const DdtScreen = observer(function DdtScreen() {
  const list = useResourceList<AtPod>({ base: '/api/tracking_insights/containers-at-pod', paged: false, search: false });
  const columns = hasFreeTime(list.rows) ? [...COLUMNS, ...FREE_TIME_COLUMNS] : COLUMNS;
  return (
    <section className="pt-trackings" aria-labelledby="ddt-title">
      <h1 id="ddt-title">D&amp;D tracking</h1>
      <ResourceTable<AtPod> list={list} label="Containers at the port of discharge" columns={columns} exportName="containers-at-pod.csv" emptyText="No container is waiting at a port of discharge" height={480} />
    </section>
  );
});

export default DdtScreen;
