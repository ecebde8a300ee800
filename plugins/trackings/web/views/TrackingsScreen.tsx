import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { FeedSource, NotificationBus, ResourceTable, formatDateTime, useResourceList, useService, type DataColumn, type FilterDef, type ResourceRecord } from '@portolan/sdk';
import './trackings.css';

/** A subscription to a carrier feed (`/api/trackingmore/subscriptions`). */
interface Subscription extends ResourceRecord {
  referenceType: 'CONTAINER' | 'BL' | 'BOOKING';
  reference: string;
  carrier: string;
  shipmentId: string | null;
  adapter: string;
  status: 'ACTIVE' | 'STOPPED' | 'FAILED';
  lastPolledAt: string | null;
  createdAt: string;
  version: number;
}

const FILTERS: FilterDef[] = [{ id: 'status', label: 'Status', kind: 'select', options: ['ACTIVE', 'STOPPED', 'FAILED'].map((s) => ({ value: s, label: s.toLowerCase() })) }];

/** `/trackings` (and `/trackings/v2`): subscriptions to carrier feeds — add one, poll now, stop or resume. */
const TrackingsScreen = observer(function TrackingsScreen() {
  const notify = useService(NotificationBus);
  const list = useResourceList<Subscription>({ base: '/api/trackingmore/subscriptions', filters: FILTERS });
  const [type, setType] = useState('CONTAINER');
  const [reference, setReference] = useState('');

  const subscribe = async () => {
    const result = await list.store.create({ referenceType: type, reference });
    // SPEC §8 pair.
    notify.outcome(result.ok, { success: 'subscribed', failure: result.errorMessage ? `failed to subscribe: ${result.errorMessage}` : 'failed to subscribe' });
    if (result.ok) {
      setReference('');
      await list.reload();
    }
  };
  const setStatus = async (s: Subscription, status: 'ACTIVE' | 'STOPPED') => {
    const result = await list.store.update(s._id, { status, version: s.version });
    notify.outcome(result.ok, { success: 'subscription updated', failure: 'subscription update failed.' });
    await list.reload();
  };
  const poll = async (s: Subscription) => {
    const result = await list.store.action<{ record: { eventsIngested: number } }>(s._id, 'poll');
    notify.outcome(result.ok, { success: `${result.data?.record.eventsIngested ?? 0} new events`, failure: result.errorMessage ?? 'Poll failed' });
    await list.reload();
  };

  const columns: DataColumn<Subscription>[] = [
    { id: 'reference', title: 'Reference', width: 150, render: (s) => s.reference },
    { id: 'type', title: 'Type', width: 90, render: (s) => s.referenceType },
    { id: 'carrier', title: 'Carrier', width: 70, render: (s) => s.carrier },
    { id: 'shipment', title: 'Shipment', width: 90, render: (s) => (s.shipmentId ? <Link to={`/shipments/${s.shipmentId}`}>open</Link> : '—'), csv: (s) => s.shipmentId },
    { id: 'feed', title: 'Feed', width: 130, render: (s) => <FeedSource feed={s.adapter} />, csv: (s) => s.adapter },
    { id: 'status', title: 'Status', width: 80, render: (s) => <Tag minimal intent={s.status === 'ACTIVE' ? 'success' : 'none'}>{s.status.toLowerCase()}</Tag>, csv: (s) => s.status },
    { id: 'polled', title: 'Last polled', width: 190, render: (s) => formatDateTime(s.lastPolledAt), csv: (s) => s.lastPolledAt },
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
      <form
        style={{ display: 'flex', gap: 8 }}
        aria-label="New subscription"
        onSubmit={(e) => {
          e.preventDefault();
          if (reference.trim().length >= 4) void subscribe();
        }}
      >
        <HTMLSelect aria-label="Reference type" value={type} onChange={(e) => setType(e.target.value)} options={[{ value: 'CONTAINER', label: 'Container' }, { value: 'BL', label: 'Bill of lading' }, { value: 'BOOKING', label: 'Booking' }]} />
        <InputGroup aria-label="Reference" placeholder="e.g. MSKU1234565" value={reference} onChange={(e) => setReference(e.target.value)} />
        <Button type="submit" intent="primary" icon="add" text="Track" disabled={reference.trim().length < 4} />
      </form>
      <ResourceTable<Subscription> list={list} label="Tracking subscriptions" columns={columns} search={{ label: 'Search subscriptions', placeholder: 'Reference…' }} exportName="tracking-subscriptions.csv" emptyText="No subscription yet" height={480} />
    </section>
  );
});

export default TrackingsScreen;
