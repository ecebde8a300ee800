import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Callout, Classes, Spinner } from '@blueprintjs/core';
import { useService } from '@portolan/sdk';
import { formatDate } from '../format';
import { TrackingStoreToken } from '../stores/TrackingStore';
import './trackings.css';

interface AtPod {
  _id: string;
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

/**
 * `/ddt`: containers discharged at the POD and not yet gated out — where demurrage builds up. Free
 * time left comes from the demurrage & detention plugin when it lands; until then it shows "unknown".
 */
export default function DdtScreen() {
  const store = useService(TrackingStoreToken);
  const [items, setItems] = useState<AtPod[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    void store.client.get<{ items: AtPod[] }>('/api/tracking_insights/containers-at-pod').then((r) => (r.ok ? setItems(r.data?.items ?? []) : setError(r.errorMessage)));
  }, [store]);
  return (
    <section className="pt-trackings" aria-labelledby="ddt-title">
      <h1 id="ddt-title">D&amp;D tracking</h1>
      {error && <Callout intent="danger">{error}</Callout>}
      {!items && !error && <Spinner />}
      {items && (
        <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT} ${Classes.HTML_TABLE_STRIPED}`} aria-label="Containers at the port of discharge">
          <thead>
            <tr>
              <th>Container</th>
              <th>Shipment</th>
              <th>POD</th>
              <th>Discharged</th>
              <th>Days at POD</th>
              <th>Free time left</th>
            </tr>
          </thead>
          <tbody>
            {items.length === 0 && (
              <tr>
                <td colSpan={6}>No container is waiting at a port of discharge.</td>
              </tr>
            )}
            {items.map((c) => (
              <tr key={c._id}>
                <td>
                  {c.number} <small>{c.isoType}</small>
                </td>
                <td>
                  <Link to={`/shipments/${c.shipmentId}`}>{c.reference}</Link>
                </td>
                <td>{c.pod}</td>
                <td>{formatDate(c.dischargedAt ?? c.arrivedAt)}</td>
                <td>{c.daysAtPod ?? '—'}</td>
                <td>{c.freeDaysLeft ?? 'unknown'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
