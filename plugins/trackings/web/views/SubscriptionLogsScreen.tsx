import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Tag } from '@blueprintjs/core';
import { DataTable, FilterBar, ResourceStore, SearchBox, cursorQuery, keysetPaging, useService, useUrlQuery, type DataColumn } from '@portolan/sdk';
import { formatDateTime } from '../format';
import { TrackingStoreToken, type SubscriptionLog } from '../stores/TrackingStore';
import './trackings.css';

const COLUMNS: DataColumn<SubscriptionLog>[] = [
  { id: 'at', title: 'When', width: 170, render: (l) => formatDateTime(l.createdAt) },
  { id: 'level', title: 'Level', width: 80, render: (l) => <Tag minimal intent={l.level === 'error' ? 'danger' : l.level === 'warning' ? 'warning' : 'none'}>{l.level}</Tag> },
  { id: 'message', title: 'Message', width: 420, render: (l) => l.message },
  { id: 'events', title: 'Events', width: 70, render: (l) => String(l.eventsIngested) },
  { id: 'shipment', title: 'Shipment', width: 90, render: (l) => (l.shipmentId ? <Link to={`/shipments/${l.shipmentId}`}>open</Link> : '') },
];

/** `/subscription-logs`: what the carrier feeds did, newest first. */
const SubscriptionLogsScreen = observer(function SubscriptionLogsScreen() {
  const logs = useService(TrackingStoreToken).logs;
  const [view, setView] = useUrlQuery({});
  const query = useMemo(() => ({ limit: 50, ...(view.q ? { search: view.q } : {}), ...(view.level ? { filter: { level: view.level } } : {}), ...cursorQuery(view) }), [ResourceStore.scopeKey(view)]); // eslint-disable-line react-hooks/exhaustive-deps
  const key = ResourceStore.scopeKey(query);
  useEffect(() => void logs.fetchList(query), [logs, key]); // eslint-disable-line react-hooks/exhaustive-deps
  const state = logs.listFor(query);
  return (
    <section className="pt-trackings" aria-labelledby="logs-title">
      <h1 id="logs-title">Subscription logs</h1>
      <DataTable<SubscriptionLog>
        label="Subscription logs"
        columns={COLUMNS}
        rows={state.items}
        loading={state.isFetching}
        error={state.errorMessage}
        toolbar={
          <>
            <SearchBox value={view.q ?? ''} onSearch={(q) => setView({ q, after: undefined, before: undefined })} label="Search logs" />
            <FilterBar filters={[{ id: 'level', label: 'Level', kind: 'select', options: ['info', 'warning', 'error'].map((v) => ({ value: v, label: v })) }]} values={view} onChange={(id, v) => setView({ [id]: v, after: undefined, before: undefined })} />
          </>
        }
        paging={keysetPaging(logs, state.count, setView)}
        height={560}
      />
    </section>
  );
});

export default SubscriptionLogsScreen;
