import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { HTMLTable, Tag } from '@blueprintjs/core';
import { LoadStates, formatDate, type Query } from '@portolan/sdk';
import { carrierName } from '@portolan/sdk/shared';
import { statusIntent, statusLabel } from '../shipmentStatus';
import type { ShipmentsStore } from '../stores/ShipmentsStore';

/** The home's list: the ten newest shipments (what the full list shows first, without its table library). */
export const LATEST_SHIPMENTS_QUERY: Query = { limit: 10, sort: { createdAt: 'desc' } };

/**
 * The newest shipments as a plain table on the home page: reference (a link to the shipment),
 * status, carrier, origin → destination, ETD and ETA, with "All shipments" opening the full list.
 * Loading, error (with Retry) and empty states come from LoadStates.
 */
export const LatestShipments = observer(function LatestShipments({ store }: { store: ShipmentsStore }) {
  useEffect(() => void store.fetchList(LATEST_SHIPMENTS_QUERY), [store]);
  const state = store.listFor(LATEST_SHIPMENTS_QUERY);
  return (
    <section className="pt-latest" aria-labelledby="latest-shipments-title">
      <div className="pt-heading-row">
        <h2 id="latest-shipments-title" className="pt-latest-title">Latest shipments</h2>
        <Link to="/shipments">All shipments</Link>
      </div>
      <LoadStates
        isFetching={state.isFetching}
        error={state.errorMessage}
        empty={state.items.length === 0}
        emptyText="No shipments yet"
        errorTitle="Could not load the latest shipments"
        onRetry={() => void store.fetchList(LATEST_SHIPMENTS_QUERY)}
      >
        <HTMLTable compact striped className="pt-latest-table" aria-labelledby="latest-shipments-title">
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Status</th>
              <th scope="col">Carrier</th>
              <th scope="col">Origin → destination</th>
              <th scope="col">ETD</th>
              <th scope="col">ETA</th>
            </tr>
          </thead>
          <tbody>
            {state.items.map((s) => (
              <tr key={s._id}>
                <th scope="row">
                  <Link to={`/shipments/${encodeURIComponent(s._id)}`}>{s.reference}</Link>
                </th>
                <td>
                  <Tag minimal intent={statusIntent(s.status)}>{statusLabel(s.status)}</Tag>
                </td>
                <td title={s.carrier}>{carrierName(s.carrier)}</td>
                <td>
                  {s.pol} → {s.pod}
                </td>
                <td>{formatDate(s.etd)}</td>
                <td>{formatDate(s.eta)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
    </section>
  );
});
