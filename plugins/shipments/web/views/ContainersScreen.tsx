import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Tag } from '@blueprintjs/core';
import { LastFreeDay, ResourceTable, costToDateText, formatDate, formatDateTime, hasFreeTime, useResourceList, type ContainerFreeTimeView, type DataColumn, type ResourceRecord } from '@portolan/sdk';
import { CONTAINER_TYPES, EVENT_LABELS } from '../../shared/statuses';
import { carrierName, port, statusIntent, statusLabel } from '../format';
import './shipments.css';

/** A container of the company's shipments with its last actual event (`/api/ldb/equipments/`). */
interface ContainerRow extends ResourceRecord, ContainerFreeTimeView {
  number: string;
  isoType: string;
  shipmentId: string;
  reference: string | null;
  status: string | null;
  carrier: string | null;
  pol: string | null;
  pod: string | null;
  vessel: string | null;
  eta: string | null;
  ata: string | null;
  lastEvent: { eventCode: string; eventAt: string; location: string } | null;
}

const COLUMNS: DataColumn<ContainerRow>[] = [
  { id: 'number', title: 'Container', width: 130, render: (c) => c.number },
  { id: 'isoType', title: 'Type', width: 130, render: (c) => `${c.isoType} ${CONTAINER_TYPES[c.isoType] ?? ''}` },
  { id: 'reference', title: 'Shipment', width: 130, render: (c) => <Link to={`/shipments/${c.shipmentId}`}>{c.reference}</Link> },
  { id: 'status', title: 'Status', width: 100, render: (c) => (c.status ? <Tag minimal intent={statusIntent(c.status)}>{statusLabel(c.status)}</Tag> : '') },
  { id: 'carrier', title: 'Carrier', width: 120, render: (c) => (c.carrier ? carrierName(c.carrier) : '') },
  { id: 'route', title: 'POL → POD', width: 120, render: (c) => `${c.pol} → ${c.pod}` },
  { id: 'lastEvent', title: 'Last event', width: 300, render: (c) => (c.lastEvent ? `${EVENT_LABELS[c.lastEvent.eventCode] ?? c.lastEvent.eventCode} · ${port(c.lastEvent.location)} · ${formatDateTime(c.lastEvent.eventAt)}` : '—') },
  { id: 'eta', title: 'ETA', width: 110, render: (c) => formatDate(c.eta), csv: (c) => c.eta },
  { id: 'vessel', title: 'Vessel', width: 150, defaultVisible: false, render: (c) => c.vessel ?? '' },
];

/** Free time columns, when the demurrage & detention plugin runs (the rows carry its facts). */
const FREE_TIME_COLUMNS: DataColumn<ContainerRow>[] = [
  { id: 'lastFreeDay', title: 'Last free day', width: 130, render: (c) => (c.lastFreeDay ? <Link to={`/dnd/containers/${c._id}`}><LastFreeDay row={c} /></Link> : '—'), csv: (c) => c.lastFreeDay },
  { id: 'costToDate', title: 'Cost to date', width: 130, render: (c) => costToDateText(c), csv: (c) => (c.costToDate ? `${c.costToDate.amount} ${c.costToDate.currency}` : '') },
];

/** `/containers`: every container of the company's shipments with its last actual move (and free time, with D&D). */
const ContainersScreen = observer(function ContainersScreen() {
  const list = useResourceList<ContainerRow>({ base: '/api/ldb/equipments/' });
  const columns = hasFreeTime(list.rows) ? [...COLUMNS, ...FREE_TIME_COLUMNS] : COLUMNS;
  return (
    <section className="pt-shipments" aria-labelledby="containers-title">
      <h1 id="containers-title" className="pt-page-title">Containers</h1>
      <ResourceTable<ContainerRow> list={list} label="Containers" columns={columns} search={{ label: 'Search containers', placeholder: 'Container number…' }} exportName="containers.csv" emptyText="No container matches" height={560} />
    </section>
  );
});

export default ContainersScreen;
