import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { LoadStates, NotificationBus, formatDate, formatMoney, useCommands, useService } from '@portolan/sdk';
import { RateSearchStoreToken } from '../../stores/RateSearchStore';
import { useRatesBase } from '../useRatesBase';
import { carrierLabel } from '@portolan/sdk/shared';
import { paramsOfSearch } from './searchParams';
import { sailingsLinkOf } from './sailingsLinkOf';

/**
 * `/rates/shortlist` (and under `/rates-v2`): the options the user shortlisted from searches, newest
 * first, each with its lane, cargo, total and validity; open the search again, see its sailings, or
 * remove it. Enquiries and quotes read the same list later.
 */
const ShortlistScreen = observer(function ShortlistScreen() {
  const store = useService(RateSearchStoreToken);
  const notify = useService(NotificationBus);
  const base = useRatesBase();
  const [removing, setRemoving] = useState<string>();
  useEffect(() => {
    void store.fetchShortlist();
  }, [store]);
  useCommands([{ id: 'refresh-shortlist', title: 'Refresh the rate shortlist', section: 'Rates', shortcut: 'alt+r', run: () => void store.fetchShortlist() }], [store]);
  const remove = async (id: string) => {
    setRemoving(id);
    const answer = await store.removeFromShortlist(id);
    setRemoving(undefined);
    notify.outcome(answer.ok, { success: 'Removed from shortlist', failure: 'Failed to remove from shortlist' });
  };
  const entries = [...(store.shortlist.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section aria-labelledby="rate-shortlist-title" className="pt-rate-shortlist">
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 16 }}>
        <h1 id="rate-shortlist-title" className="pt-page-title">
          Rate shortlist
        </h1>
        <Link to={base}>New search</Link>
      </div>
      <LoadStates
        isFetching={store.shortlist.isFetching}
        error={store.shortlist.error}
        empty={!entries.length}
        emptyText="Nothing shortlisted yet"
        emptyDescription="Search rates and press Shortlist on an option to keep it here."
        onRetry={() => void store.fetchShortlist()}
      >
        <HTMLTable compact striped aria-label="Shortlisted options" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Carrier</th>
              <th scope="col">Route</th>
              <th scope="col">Cargo</th>
              <th scope="col">Ready</th>
              <th scope="col">Transit</th>
              <th scope="col">Valid until</th>
              <th scope="col" style={{ textAlign: 'right' }}>
                Landed cost
              </th>
              <th scope="col">Note</th>
              <th scope="col">Saved</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => {
              const o = e.option;
              const name = carrierLabel(o.carrier);
              const cargo = e.search.mode === 'FCL' ? (e.search.containers ?? []).map((c) => `${c.count} × ${c.type}`).join(', ') : `LCL ${e.search.cargo?.weightKg} kg, ${e.search.cargo?.volumeM3} m³`;
              return (
                <tr key={e._id}>
                  <th scope="row">{name}</th>
                  <td>
                    {o.origin} → {o.destination}
                    {o.via.length ? <span className="bp6-text-muted"> via {o.via.join(', ')}</span> : null}
                  </td>
                  <td>{cargo}</td>
                  <td>{formatDate(e.search.readyOn)}</td>
                  <td>{o.transitDays === null ? '—' : `${o.transitDays} days`}</td>
                  <td>
                    {formatDate(o.validTo)}{' '}
                    {o.validTo < new Date().toISOString().slice(0, 10) && (
                      <Tag minimal intent="warning">
                        expired
                      </Tag>
                    )}
                  </td>
                  <td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>{formatMoney({ decimal: o.total }, o.currency)}</td>
                  <td>{e.note ?? ''}</td>
                  <td>{formatDate(e.createdAt)}</td>
                  <td style={{ whiteSpace: 'nowrap' }}>
                    <Link to={`${base}?${paramsOfSearch(e.search).toString()}`} aria-label={`Open the search of ${name}`} className="bp6-button bp6-minimal bp6-small">
                      Open search
                    </Link>
                    <Link to={sailingsLinkOf(o, e.search.readyOn)} aria-label={`Sailings of ${name}`} className="bp6-button bp6-minimal bp6-small">
                      Sailings
                    </Link>
                    <Button size="small" variant="minimal" intent="danger" icon="trash" text="Remove" aria-label={`Remove ${name} from the shortlist`} loading={removing === e._id} onClick={() => void remove(e._id)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </LoadStates>
    </section>
  );
});

export default ShortlistScreen;
