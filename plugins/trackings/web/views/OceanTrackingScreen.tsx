import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { Callout, Tag } from '@blueprintjs/core';
import { ResourceTable, formatDate, useResourceList, useUrlQuery, type DataColumn, type ResourceRecord } from '@portolan/sdk';
import { STATUS_LABELS } from '../format';
import './trackings.css';

interface Hit extends ResourceRecord {
  reference: string;
  status: string;
  carrier: string;
  pol: string;
  pod: string;
  eta: string;
  ata: string | null;
  blNumber: string | null;
  containers: Array<{ number: string }>;
}

const COLUMNS: DataColumn<Hit>[] = [
  { id: 'reference', title: 'Shipment', width: 140, render: (h) => <Link to={`/shipments/${h._id}`}>{h.reference}</Link> },
  { id: 'status', title: 'Status', width: 100, render: (h) => <Tag minimal>{STATUS_LABELS[h.status] ?? h.status}</Tag>, csv: (h) => h.status },
  { id: 'carrier', title: 'Carrier', width: 80, render: (h) => h.carrier },
  { id: 'route', title: 'Route', width: 140, render: (h) => `${h.pol} → ${h.pod}` },
  { id: 'eta', title: 'ETA / ATA', width: 160, render: (h) => (h.ata ? `arrived ${formatDate(h.ata)}` : formatDate(h.eta)), csv: (h) => h.ata ?? h.eta },
  { id: 'containers', title: 'Containers', width: 260, render: (h) => h.containers.map((c) => c.number).join(', ') },
];

/**
 * `/{product}-tracking` (e.g. `/ocean-tracking`): find a shipment by container, BL, booking number or
 * reference; the search is remembered (SPEC §5) and kept in the URL (`?q=`).
 */
const OceanTrackingScreen = observer(function OceanTrackingScreen() {
  const { pathname } = useLocation();
  const product = pathname.split('/')[1]?.replace(/-tracking$/, '') ?? 'ocean';
  const [view] = useUrlQuery({});
  const list = useResourceList<Hit>({ base: '/api/shipments/v2', pageSize: 20, enabled: Boolean(view.q) });
  return (
    <section className="pt-trackings" aria-labelledby="ocean-title">
      <h1 id="ocean-title" style={{ textTransform: 'capitalize' }}>
        {product} tracking
      </h1>
      {product !== 'ocean' && <Callout intent="primary">Only ocean shipments are tracked so far; this searches them.</Callout>}
      <ResourceTable<Hit>
        list={list}
        label="Tracking results"
        columns={COLUMNS}
        columnChooser={false}
        search={{ label: 'Track', placeholder: 'Container, BL, booking or reference' }}
        emptyText={view.q ? `Nothing found for “${view.q}”` : 'Search for a container, BL, booking number or reference'}
        height={420}
      />
    </section>
  );
});

export default OceanTrackingScreen;
