import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Tag } from '@blueprintjs/core';
import { DataTable, ResourceStore, SearchBox, cursorQuery, defaultColumnIds, keysetPaging, splitList, useService, useUrlQuery, type DataColumn } from '@portolan/sdk';
import { CONTAINER_TYPES, EVENT_LABELS } from '../../shared/statuses';
import { carrierName, formatDate, formatDateTime, statusIntent, statusLabel } from '../format';
import { ContainersStoreToken, type ContainerRow } from '../stores/ListStores';
import './shipments.css';

const COLUMNS: DataColumn<ContainerRow>[] = [
  { id: 'number', title: 'Container', width: 130, render: (c) => c.number },
  { id: 'isoType', title: 'Type', width: 130, render: (c) => `${c.isoType} ${CONTAINER_TYPES[c.isoType] ?? ''}` },
  { id: 'reference', title: 'Shipment', width: 130, render: (c) => <Link to={`/shipments/${c.shipmentId}`}>{c.reference}</Link> },
  { id: 'status', title: 'Status', width: 100, render: (c) => (c.status ? <Tag minimal intent={statusIntent(c.status)}>{statusLabel(c.status)}</Tag> : '') },
  { id: 'carrier', title: 'Carrier', width: 120, render: (c) => (c.carrier ? carrierName(c.carrier) : '') },
  { id: 'route', title: 'POL → POD', width: 120, render: (c) => `${c.pol} → ${c.pod}` },
  { id: 'lastEvent', title: 'Last event', width: 260, render: (c) => (c.lastEvent ? `${EVENT_LABELS[c.lastEvent.eventCode] ?? c.lastEvent.eventCode} · ${c.lastEvent.location} · ${formatDateTime(c.lastEvent.eventAt)}` : '—') },
  { id: 'eta', title: 'ETA', width: 100, render: (c) => formatDate(c.eta) },
  { id: 'vessel', title: 'Vessel', width: 150, defaultVisible: false, render: (c) => c.vessel ?? '' },
];

/** `/containers`: every container of the company's shipments with its last actual move. */
const ContainersScreen = observer(function ContainersScreen() {
  const store = useService(ContainersStoreToken);
  const [view, setView] = useUrlQuery({});
  const query = useMemo(() => ({ limit: 50, ...(view.q ? { search: view.q } : {}), ...cursorQuery(view) }), [view.q, view.after, view.before]); // eslint-disable-line react-hooks/exhaustive-deps
  const key = ResourceStore.scopeKey(query);
  useEffect(() => void store.fetchList(query), [store, key]); // eslint-disable-line react-hooks/exhaustive-deps
  const state = store.listFor(query);
  return (
    <section className="pt-shipments" aria-labelledby="containers-title">
      <h1 id="containers-title" className="pt-page-title">Containers</h1>
      <DataTable<ContainerRow>
        label="Containers"
        columns={COLUMNS}
        rows={state.items}
        loading={state.isFetching}
        error={state.errorMessage}
        visibleColumns={view.cols ? splitList(view.cols) : defaultColumnIds(COLUMNS)}
        onVisibleColumnsChange={(ids) => setView({ cols: ids.join(',') })}
        toolbar={<SearchBox value={view.q ?? ''} onSearch={(q) => setView({ q, after: undefined, before: undefined })} placeholder="Container number…" label="Search containers" />}
        paging={keysetPaging(store, state.count, setView)}
        height={560}
      />
    </section>
  );
});

export default ContainersScreen;
