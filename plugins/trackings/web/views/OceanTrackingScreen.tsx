import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Callout, Classes, Tag } from '@blueprintjs/core';
import { SearchBox, useService } from '@portolan/sdk';
import { STATUS_LABELS, formatDate } from '../format';
import { TrackingStoreToken } from '../stores/TrackingStore';
import './trackings.css';

interface Hit {
  _id: string;
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

/**
 * `/{product}-tracking` (e.g. `/ocean-tracking`): find a shipment by container, BL, booking number or
 * reference; the search is remembered (SPEC §5) and kept in the URL (`?q=`).
 */
export default function OceanTrackingScreen() {
  const store = useService(TrackingStoreToken);
  const { pathname } = useLocation();
  const product = pathname.split('/')[1]?.replace(/-tracking$/, '') ?? 'ocean';
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [hits, setHits] = useState<Hit[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!q) return setHits(undefined);
    void store.client.get<{ items: Hit[] }>('/api/shipments/v2', { query: { search: q, limit: 20 } }).then((r) => (r.ok ? setHits(r.data?.items ?? []) : setError(r.errorMessage)));
  }, [store, q]);
  return (
    <section className="pt-trackings" aria-labelledby="ocean-title">
      <h1 id="ocean-title" style={{ textTransform: 'capitalize' }}>
        {product} tracking
      </h1>
      {product !== 'ocean' && <Callout intent="primary">Only ocean shipments are tracked so far; this searches them.</Callout>}
      <SearchBox value={q} onSearch={(text) => setParams(text ? { q: text } : {}, { replace: true })} placeholder="Container, BL, booking or reference" label="Track" width={360} />
      {error && <Callout intent="danger">{error}</Callout>}
      {hits && (
        <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT}`} aria-label="Tracking results">
          <thead>
            <tr>
              <th>Shipment</th>
              <th>Status</th>
              <th>Carrier</th>
              <th>Route</th>
              <th>ETA / ATA</th>
              <th>Containers</th>
            </tr>
          </thead>
          <tbody>
            {hits.length === 0 && (
              <tr>
                <td colSpan={6}>Nothing found for “{q}”.</td>
              </tr>
            )}
            {hits.map((h) => (
              <tr key={h._id}>
                <td>
                  <Link to={`/shipments/${h._id}`}>{h.reference}</Link>
                </td>
                <td>
                  <Tag minimal>{STATUS_LABELS[h.status] ?? h.status}</Tag>
                </td>
                <td>{h.carrier}</td>
                <td>
                  {h.pol} → {h.pod}
                </td>
                <td>{h.ata ? `arrived ${formatDate(h.ata)}` : formatDate(h.eta)}</td>
                <td>{h.containers.map((c) => c.number).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
