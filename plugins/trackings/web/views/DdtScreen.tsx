import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { ResourceTable, formatDate, useResourceList, type DataColumn, type ResourceRecord } from '@portolan/sdk';
import './trackings.css';

/** A container discharged at its POD and not gated out (`/api/tracking_insights/containers-at-pod`). */
interface AtPod extends ResourceRecord {
  number: string;
  isoType: string;
  shipmentId: string;
  reference: string;
  pod: string;
  carrier: string;
  arrivedAt: string | null;
  dischargedAt: string | null;
  daysAtPod: number | null;
  freeDaysLeft: number | null;
}

const COLUMNS: DataColumn<AtPod>[] = [
  { id: 'number', title: 'Container', width: 160, render: (c) => `${c.number} ${c.isoType}`, csv: (c) => c.number },
  { id: 'shipment', title: 'Shipment', width: 140, render: (c) => <Link to={`/shipments/${c.shipmentId}`}>{c.reference}</Link> },
  { id: 'pod', title: 'POD', width: 80, render: (c) => c.pod },
  { id: 'discharged', title: 'Discharged', width: 120, render: (c) => formatDate(c.dischargedAt ?? c.arrivedAt), csv: (c) => c.dischargedAt ?? c.arrivedAt },
  { id: 'days', title: 'Days at POD', width: 100, render: (c) => (c.daysAtPod ?? '—').toString() },
  { id: 'free', title: 'Free time left', width: 120, render: (c) => (c.freeDaysLeft ?? 'unknown').toString() },
];

/**
 * `/ddt`: containers discharged at the POD and not yet gated out — where demurrage builds up. Free
 * time left comes from the demurrage & detention plugin when it lands; until then it shows "unknown".
 */
const DdtScreen = observer(function DdtScreen() {
  const list = useResourceList<AtPod>({ base: '/api/tracking_insights/containers-at-pod', paged: false, search: false });
  return (
    <section className="pt-trackings" aria-labelledby="ddt-title">
      <h1 id="ddt-title">D&amp;D tracking</h1>
      <ResourceTable<AtPod> list={list} label="Containers at the port of discharge" columns={COLUMNS} exportName="containers-at-pod.csv" emptyText="No container is waiting at a port of discharge" height={480} />
    </section>
  );
});

export default DdtScreen;
