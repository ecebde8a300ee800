import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Classes, Tag } from '@blueprintjs/core';
import { LoadStates, formatDate, formatMoney, useService } from '@portolan/sdk';
import type { Rate } from '../../../shared/types';
import { RateInventoryStoreToken } from '../../stores/RateInventoryStore';
import { useRatesBase } from '../useRatesBase';
import { validityIntent } from './validityIntent';

type Loaded = { key: number; items?: Rate[]; error?: string };

/** "Lane history": every rate of the same lane, kind and container type — expired, live and future — newest first. */
export function LaneHistory({ rate }: { rate: Rate }) {
  const store = useService(RateInventoryStoreToken);
  const base = useRatesBase();
  const [reloads, setReloads] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ key: -1 });
  const hasLane = Boolean(rate.origin && rate.destination);
  useEffect(() => {
    if (!hasLane) return;
    let current = true;
    void store.laneHistory(rate).then((r) => current && setLoaded({ key: reloads, items: r.ok ? (r.data?.items ?? []) : undefined, error: r.ok ? undefined : (r.errorMessage ?? 'Server Error') }));
    return () => {
      current = false;
    };
  }, [store, rate, hasLane, reloads]);
  if (!hasLane) return <p>This charge applies at a port, not on a lane: it has no lane history.</p>;
  const items = loaded.items ?? [];
  return (
    <LoadStates isFetching={loaded.key !== reloads} error={loaded.error} empty={items.length === 0} emptyText="No other rates on this lane" onRetry={() => setReloads((n) => n + 1)}>
      <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT}`} aria-label="Lane history" style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>Valid from</th>
            <th>Valid to</th>
            <th>Carrier</th>
            <th>Amount</th>
            <th>Side</th>
            <th>Validity</th>
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr key={r._id} aria-current={r._id === rate._id ? 'true' : undefined} style={r._id === rate._id ? { fontWeight: 600 } : undefined}>
              <td>
                <Link to={`${base}/inventory/${r._id}`}>{formatDate(r.validFrom)}</Link>
              </td>
              <td>{formatDate(r.validTo)}</td>
              <td>{r.carrier ?? 'Any'}</td>
              <td>{formatMoney({ decimal: r.amount }, r.currency)}</td>
              <td>{r.side}</td>
              <td>
                <Tag minimal intent={validityIntent(r.validity)}>
                  {r.validity}
                </Tag>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </LoadStates>
  );
}
