import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Tag } from '@blueprintjs/core';
import { ResourceTable, formatDateTime, useResourceList, type DataColumn, type FilterDef, type ResourceRecord } from '@portolan/sdk';
import './trackings.css';

/** What a carrier feed did for a subscription (`/api/trackingmore/subscriptions/logs`). */
interface SubscriptionLog extends ResourceRecord {
  level: 'info' | 'warning' | 'error';
  message: string;
  eventsIngested: number;
  subscriptionId: string | null;
  shipmentId: string | null;
  createdAt: string;
}

const COLUMNS: DataColumn<SubscriptionLog>[] = [
  { id: 'at', title: 'When', width: 190, render: (l) => formatDateTime(l.createdAt), csv: (l) => l.createdAt },
  { id: 'level', title: 'Level', width: 80, render: (l) => <Tag minimal intent={l.level === 'error' ? 'danger' : l.level === 'warning' ? 'warning' : 'none'}>{l.level}</Tag> },
  { id: 'message', title: 'Message', width: 420, render: (l) => l.message },
  { id: 'events', title: 'Events', width: 70, render: (l) => String(l.eventsIngested) },
  { id: 'shipment', title: 'Shipment', width: 90, render: (l) => (l.shipmentId ? <Link to={`/shipments/${l.shipmentId}`}>open</Link> : ''), csv: (l) => l.shipmentId },
];

const FILTERS: FilterDef[] = [{ id: 'level', label: 'Level', kind: 'select', options: ['info', 'warning', 'error'].map((v) => ({ value: v, label: v })) }];

/** `/subscription-logs`: what the carrier feeds did, newest first. */
const SubscriptionLogsScreen = observer(function SubscriptionLogsScreen() {
  const list = useResourceList<SubscriptionLog>({ base: '/api/trackingmore/subscriptions/logs', filters: FILTERS });
  return (
    <section className="pt-trackings" aria-labelledby="logs-title">
      <h1 id="logs-title">Subscription logs</h1>
      <ResourceTable<SubscriptionLog> list={list} label="Subscription logs" columns={COLUMNS} search={{ label: 'Search logs' }} exportName="subscription-logs.csv" emptyText="No log entry matches" height={560} />
    </section>
  );
});

export default SubscriptionLogsScreen;
