import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Tag } from '@blueprintjs/core';
import { Entitlements, ResourceTable, formatDate, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { OCEAN_CARRIERS } from '@portolan/sdk/shared';
import { PORT_NAMES } from '@portolan/sdk/shared';
import { SHIPMENT_STATUSES } from '../../shared/statuses';
import { carrierName, statusIntent, statusLabel } from '../format';
import { ShipmentsStoreToken, type Shipment } from '../stores/ShipmentsStore';

const DEFAULT_SORT = { field: 'createdAt', dir: 'desc' as const };

export const SHIPMENT_COLUMNS: DataColumn<Shipment>[] = [
  { id: 'reference', title: 'Reference', width: 130, sortField: 'reference', render: (s) => <Link to={`/shipments/${s._id}`}>{s.reference}</Link>, csv: (s) => s.reference },
  { id: 'status', title: 'Status', width: 100, render: (s) => <Tag minimal intent={statusIntent(s.status)}>{statusLabel(s.status)}</Tag>, csv: (s) => s.status },
  { id: 'carrier', title: 'Carrier', width: 120, render: (s) => <span title={s.carrier}>{carrierName(s.carrier)}</span>, csv: (s) => s.carrier },
  { id: 'pol', title: 'POL', width: 70, render: (s) => s.pol },
  { id: 'pod', title: 'POD', width: 70, render: (s) => s.pod },
  { id: 'etd', title: 'ETD', width: 100, sortField: 'etd', render: (s) => formatDate(s.etd), csv: (s) => s.etd },
  { id: 'eta', title: 'ETA', width: 100, sortField: 'eta', render: (s) => formatDate(s.eta), csv: (s) => s.eta },
  { id: 'atd', title: 'ATD', width: 100, defaultVisible: false, render: (s) => formatDate(s.atd), csv: (s) => s.atd },
  { id: 'ata', title: 'ATA', width: 100, defaultVisible: false, render: (s) => formatDate(s.ata), csv: (s) => s.ata },
  { id: 'mode', title: 'Mode', width: 55, defaultVisible: false, render: (s) => s.mode },
  { id: 'containers', title: 'Containers', width: 130, render: (s) => (s.containers.length > 1 ? `${s.containers[0].number} +${s.containers.length - 1}` : (s.containers[0]?.number ?? '—')), csv: (s) => s.containers.map((c) => c.number).join(' ') },
  { id: 'vessel', title: 'Vessel / voyage', width: 170, render: (s) => [s.vessel, s.voyage].filter(Boolean).join(' / ') || '—' },
  { id: 'shipper', title: 'Shipper', width: 150, defaultVisible: false, render: (s) => s.shipper ?? '—' },
  { id: 'consignee', title: 'Consignee', width: 170, render: (s) => s.consignee ?? '—' },
  { id: 'blNumber', title: 'BL', width: 130, defaultVisible: false, render: (s) => s.blNumber ?? '—' },
  { id: 'bookingNumber', title: 'Booking', width: 110, defaultVisible: false, render: (s) => s.bookingNumber ?? '—' },
  { id: 'teu', title: 'TEU', width: 55, defaultVisible: false, render: (s) => String(s.teu) },
  { id: 'createdAt', title: 'Created', width: 100, defaultVisible: false, sortField: 'createdAt', render: (s) => formatDate(s.createdAt), csv: (s) => s.createdAt },
  { id: 'shared', title: 'Shared', width: 70, defaultVisible: false, render: (s) => (s.isShared ? <Tag minimal>shared</Tag> : '') },
];

/** Port codes with their names, for the POL / POD filters (names only: the list need not load the ports' geography). */
const PORT_SUGGESTIONS = Object.entries(PORT_NAMES).map(([value, label]) => ({ value, label }));

const FILTERS: FilterDef[] = [
  { id: 'status', label: 'Status', kind: 'select', options: SHIPMENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })) },
  { id: 'carrier', label: 'Carrier', kind: 'select', options: OCEAN_CARRIERS.map((c) => ({ value: c.code, label: c.name })) },
  { id: 'pol', label: 'POL', kind: 'text', placeholder: 'e.g. INNSA', upperCase: true, width: 95, suggestions: PORT_SUGGESTIONS },
  { id: 'pod', label: 'POD', kind: 'text', placeholder: 'e.g. DEHAM', upperCase: true, width: 95, suggestions: PORT_SUGGESTIONS },
  { id: 'etaFrom', label: 'ETA from', kind: 'date', field: 'eta', bound: 'from' },
  { id: 'etaTo', label: 'ETA to', kind: 'date', field: 'eta', bound: 'to' },
];

/**
 * The shipments list: server-side paging (keyset cursors), sorting, filters, search with history and a
 * column chooser — all in the URL, so the view can be shared — plus a CSV export of the view (or of
 * the selected rows), "New shipment" and "Bulk create".
 */
export const ShipmentsList = observer(function ShipmentsList({ height }: { height?: number }) {
  const store = useService(ShipmentsStoreToken);
  const entitlements = useService(Entitlements);
  const navigate = useNavigate();
  const list = useResourceList<Shipment>({ store, filters: FILTERS, defaultSort: DEFAULT_SORT });
  const [selected, setSelected] = useState<string[]>([]);
  const canCreate = entitlements.isAllowed('shipments', 'Create');

  return (
    <ResourceTable<Shipment>
      list={list}
      label="Shipments table"
      columns={SHIPMENT_COLUMNS}
      search={{ label: 'Search shipments', placeholder: 'Reference, BL, container, vessel…' }}
      selected={selected}
      onSelectionChange={setSelected}
      exportName="shipments.csv"
      height={height}
      emptyText="No shipment matches"
      actions={
        canCreate && (
          <>
            <Button size="small" intent="primary" icon="add" text="New shipment" onClick={() => navigate('/shipments/new')} />
            <Button size="small" icon="upload" text="Bulk create" onClick={() => navigate('/shipments/bulk')} />
          </>
        )
      }
    />
  );
});
