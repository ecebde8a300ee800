import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Tag } from '@blueprintjs/core';
import { DataTable, FilterBar, ResourceStore, SearchBox, cursorQuery, defaultColumnIds, keysetPaging, parseSort, splitList, useService, useUrlQuery, type DataColumn, type FilterDef } from '@portolan/sdk';
import { CARRIERS } from '../../shared/carriers';
import { PORTS } from '../../shared/ports';
import { SHIPMENT_STATUSES } from '../../shared/statuses';
import { carrierName, formatDate, statusIntent, statusLabel } from '../format';
import { ShipmentsStoreToken, type Shipment } from '../stores/ShipmentsStore';
import { downloadCsv } from './downloadCsv';

const DEFAULT_SORT = { field: 'createdAt', dir: 'desc' as const };
const PAGE_SIZE = '50';

export const SHIPMENT_COLUMNS: DataColumn<Shipment>[] = [
  { id: 'reference', title: 'Reference', width: 130, sortField: 'reference', render: (s) => <Link to={`/shipments/${s._id}`}>{s.reference}</Link> },
  { id: 'status', title: 'Status', width: 100, render: (s) => <Tag minimal intent={statusIntent(s.status)}>{statusLabel(s.status)}</Tag> },
  { id: 'carrier', title: 'Carrier', width: 120, render: (s) => <span title={s.carrier}>{carrierName(s.carrier)}</span> },
  { id: 'pol', title: 'POL', width: 70, render: (s) => s.pol },
  { id: 'pod', title: 'POD', width: 70, render: (s) => s.pod },
  { id: 'etd', title: 'ETD', width: 100, sortField: 'etd', render: (s) => formatDate(s.etd) },
  { id: 'eta', title: 'ETA', width: 100, sortField: 'eta', render: (s) => formatDate(s.eta) },
  { id: 'atd', title: 'ATD', width: 100, defaultVisible: false, render: (s) => formatDate(s.atd) },
  { id: 'ata', title: 'ATA', width: 100, defaultVisible: false, render: (s) => formatDate(s.ata) },
  { id: 'mode', title: 'Mode', width: 55, defaultVisible: false, render: (s) => s.mode },
  { id: 'containers', title: 'Containers', width: 130, render: (s) => (s.containers.length > 1 ? `${s.containers[0].number} +${s.containers.length - 1}` : (s.containers[0]?.number ?? '—')) },
  { id: 'vessel', title: 'Vessel / voyage', width: 170, render: (s) => [s.vessel, s.voyage].filter(Boolean).join(' / ') || '—' },
  { id: 'shipper', title: 'Shipper', width: 150, defaultVisible: false, render: (s) => s.shipper ?? '—' },
  { id: 'consignee', title: 'Consignee', width: 170, render: (s) => s.consignee ?? '—' },
  { id: 'blNumber', title: 'BL', width: 130, defaultVisible: false, render: (s) => s.blNumber ?? '—' },
  { id: 'bookingNumber', title: 'Booking', width: 110, defaultVisible: false, render: (s) => s.bookingNumber ?? '—' },
  { id: 'teu', title: 'TEU', width: 55, defaultVisible: false, render: (s) => String(s.teu) },
  { id: 'createdAt', title: 'Created', width: 100, defaultVisible: false, sortField: 'createdAt', render: (s) => formatDate(s.createdAt) },
  { id: 'shared', title: 'Shared', width: 70, defaultVisible: false, render: (s) => (s.isShared ? <Tag minimal>shared</Tag> : '') },
];

const FILTERS: FilterDef[] = [
  { id: 'status', label: 'Status', kind: 'select', options: SHIPMENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })) },
  { id: 'carrier', label: 'Carrier', kind: 'select', options: CARRIERS.map((c) => ({ value: c.code, label: c.name })) },
  { id: 'pol', label: 'POL', kind: 'text', placeholder: 'e.g. INNSA', upperCase: true, width: 95, suggestions: PORTS.map((p) => ({ value: p.code, label: p.name })) },
  { id: 'pod', label: 'POD', kind: 'text', placeholder: 'e.g. DEHAM', upperCase: true, width: 95, suggestions: PORTS.map((p) => ({ value: p.code, label: p.name })) },
  { id: 'etaFrom', label: 'ETA from', kind: 'date' },
  { id: 'etaTo', label: 'ETA to', kind: 'date' },
];
const FILTER_IDS = FILTERS.map((f) => f.id);

/**
 * The shipments list: server-side paging (keyset cursors), sorting, filters, search with history and a
 * column chooser — all in the URL, so the view can be shared — plus selection with a CSV export.
 */
export const ShipmentsList = observer(function ShipmentsList({ height }: { height?: number }) {
  const store = useService(ShipmentsStoreToken);
  const navigate = useNavigate();
  const [view, setView] = useUrlQuery({ sort: `${DEFAULT_SORT.field}.${DEFAULT_SORT.dir}`, limit: PAGE_SIZE });
  const [selected, setSelected] = useState<string[]>([]);
  const sort = parseSort(view.sort, DEFAULT_SORT);
  const columns = view.cols ? splitList(view.cols) : defaultColumnIds(SHIPMENT_COLUMNS);

  const query = useMemo(() => {
    const filter: Record<string, unknown> = {};
    for (const id of ['status', 'carrier', 'pol', 'pod'] as const) if (view[id]) filter[id] = view[id];
    if (view.etaFrom || view.etaTo) filter.eta = { ...(view.etaFrom ? { from: view.etaFrom } : {}), ...(view.etaTo ? { to: view.etaTo } : {}) };
    return {
      limit: Number(view.limit) || 50,
      sort: { [sort.field]: sort.dir },
      ...(Object.keys(filter).length ? { filter } : {}),
      ...(view.q ? { search: view.q } : {}),
      ...cursorQuery(view),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ResourceStore.scopeKey(view)]);

  const key = ResourceStore.scopeKey(query);
  useEffect(() => {
    void store.fetchList(query);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const state = store.listFor(query);
  const change = (changes: Record<string, string | undefined>) => setView({ ...changes, after: undefined, before: undefined });
  const selectedRows = state.items.filter((s) => selected.includes(s._id));

  return (
    <DataTable<Shipment>
      label="Shipments table"
      columns={SHIPMENT_COLUMNS}
      rows={state.items}
      loading={state.isFetching}
      error={state.errorMessage}
      onRetry={() => void store.fetchList(query)}
      sort={sort}
      onSortChange={(s) => change({ sort: `${s.field}.${s.dir}` })}
      visibleColumns={columns}
      onVisibleColumnsChange={(ids) => setView({ cols: ids.join(',') === defaultColumnIds(SHIPMENT_COLUMNS).join(',') ? undefined : ids.join(',') })}
      selected={selected}
      onSelectionChange={setSelected}
      bulkActions={() => (
        <Button size="small" icon="export" text="Export CSV" onClick={() => downloadCsv('shipments.csv', SHIPMENT_COLUMNS.filter((c) => columns.includes(c.id)), selectedRows)} />
      )}
      height={height}
      toolbar={
        <>
          <SearchBox value={view.q ?? ''} onSearch={(q) => change({ q })} placeholder="Reference, BL, container, vessel…" label="Search shipments" />
          <FilterBar
            filters={FILTERS}
            values={view}
            onChange={(id, value) => change({ [id]: value })}
            onClear={() => change(Object.fromEntries([...FILTER_IDS, 'q'].map((id) => [id, undefined])))}
          />
          <Button size="small" icon="upload" text="Bulk create" onClick={() => navigate('/shipments/bulk')} />
        </>
      }
      paging={keysetPaging(store, state.count, setView)}
    />
  );
});
