import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { DataTable, NotificationBus, ResourceStore, SearchBox, cursorQuery, keysetPaging, useService, useUrlQuery, type DataColumn } from '@portolan/sdk';
import { formatDateTime } from '../format';
import { TrackingStoreToken, type Subscription } from '../stores/TrackingStore';
import './trackings.css';

/** `/trackings` (and `/trackings/v2`): subscriptions to carrier feeds — add one, poll now, stop or resume. */
const TrackingsScreen = observer(function TrackingsScreen() {
  const store = useService(TrackingStoreToken);
  const notify = useService(NotificationBus);
  const [view, setView] = useUrlQuery({});
  const [type, setType] = useState('CONTAINER');
  const [reference, setReference] = useState('');
  const query = useMemo(() => ({ limit: 50, ...(view.q ? { search: view.q } : {}), ...(view.status ? { filter: { status: view.status } } : {}), ...cursorQuery(view) }), [ResourceStore.scopeKey(view)]); // eslint-disable-line react-hooks/exhaustive-deps
  const key = ResourceStore.scopeKey(query);
  useEffect(() => void store.fetchList(query), [store, key]); // eslint-disable-line react-hooks/exhaustive-deps
  const state = store.listFor(query);

  const subscribe = async () => {
    const result = await store.create({ referenceType: type, reference });
    // SPEC §8 pair.
    notify.outcome(result.ok, { success: 'subscribed', failure: result.errorMessage ? `failed to subscribe: ${result.errorMessage}` : 'failed to subscribe' });
    if (result.ok) {
      setReference('');
      await store.fetchList(query);
    }
  };
  const setStatus = async (s: Subscription, status: 'ACTIVE' | 'STOPPED') => {
    const result = await store.update(s._id, { status, version: s.version });
    notify.outcome(result.ok, { success: 'subscription updated', failure: 'subscription update failed.' });
    await store.fetchList(query);
  };
  const poll = async (s: Subscription) => {
    const result = await store.client.post<{ record: { eventsIngested: number } }>(`/api/trackingmore/subscriptions/${s._id}/poll/`, {});
    notify.outcome(result.ok, { success: `${result.data?.record.eventsIngested ?? 0} new events`, failure: result.errorMessage ?? 'Poll failed' });
    await store.fetchList(query);
  };

  const columns: DataColumn<Subscription>[] = [
    { id: 'reference', title: 'Reference', width: 150, render: (s) => s.reference },
    { id: 'type', title: 'Type', width: 90, render: (s) => s.referenceType },
    { id: 'carrier', title: 'Carrier', width: 70, render: (s) => s.carrier },
    { id: 'shipment', title: 'Shipment', width: 90, render: (s) => (s.shipmentId ? <Link to={`/shipments/${s.shipmentId}`}>open</Link> : '—') },
    { id: 'feed', title: 'Feed', width: 90, render: (s) => s.adapter },
    { id: 'status', title: 'Status', width: 80, render: (s) => <Tag minimal intent={s.status === 'ACTIVE' ? 'success' : 'none'}>{s.status.toLowerCase()}</Tag> },
    { id: 'polled', title: 'Last polled', width: 160, render: (s) => formatDateTime(s.lastPolledAt) },
    {
      id: 'actions',
      title: '',
      width: 170,
      render: (s) => (
        <>
          <Button size="small" variant="minimal" icon="refresh" text="Poll" disabled={s.status !== 'ACTIVE' || !s.shipmentId} onClick={() => void poll(s)} />
          <Button size="small" variant="minimal" text={s.status === 'ACTIVE' ? 'Stop' : 'Resume'} onClick={() => void setStatus(s, s.status === 'ACTIVE' ? 'STOPPED' : 'ACTIVE')} />
        </>
      ),
    },
  ];

  return (
    <section className="pt-trackings" aria-labelledby="trackings-title">
      <h1 id="trackings-title">Trackings</h1>
      <div style={{ display: 'flex', gap: 8 }} role="group" aria-label="New subscription">
        <HTMLSelect aria-label="Reference type" value={type} onChange={(e) => setType(e.target.value)} options={[{ value: 'CONTAINER', label: 'Container' }, { value: 'BL', label: 'Bill of lading' }, { value: 'BOOKING', label: 'Booking' }]} />
        <InputGroup aria-label="Reference" placeholder="e.g. MSKU1234565" value={reference} onChange={(e) => setReference(e.target.value)} />
        <Button intent="primary" icon="add" text="Track" disabled={reference.trim().length < 4} onClick={() => void subscribe()} />
      </div>
      <DataTable<Subscription>
        label="Tracking subscriptions"
        columns={columns}
        rows={state.items}
        loading={state.isFetching}
        error={state.errorMessage}
        toolbar={<SearchBox value={view.q ?? ''} onSearch={(q) => setView({ q, after: undefined, before: undefined })} label="Search subscriptions" placeholder="Reference…" />}
        paging={keysetPaging(store, state.count, setView)}
        height={480}
      />
    </section>
  );
});

export default TrackingsScreen;
