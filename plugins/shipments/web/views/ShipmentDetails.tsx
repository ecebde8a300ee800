import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Callout, Card, Classes, NonIdealState, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { Entitlements, FeedSource, LastFreeDay, RecordActions, costToDateText, formatDate, formatDateTime, hasFreeTime, useRecordTabs, useService, type ContainerFreeTimeView } from '@portolan/sdk';
import { CONTAINER_TYPES, EVENT_LABELS } from '../../shared/statuses';
import { carrierName, portName, statusIntent, statusLabel } from '../format';
import { ShipmentsStoreToken, type Shipment } from '../stores/ShipmentsStore';
import { JourneyTimeline, RouteSchematic } from './JourneyTimeline';
import { ShareLinksPanel } from './ShareLinksPanel';

function Summary({ s }: { s: Shipment }) {
  const port = (code: string) => `${portName(code)} (${code})`;
  const rows: Array<[string, ReactNode]> = [
    ['Mode', s.mode],
    ['Carrier', `${carrierName(s.carrier)} (${s.carrier})`],
    ['Vessel / voyage', [s.vessel, s.voyage].filter(Boolean).join(' / ') || '—'],
    ['Origin', port(s.origin)],
    ['Port of loading', port(s.pol)],
    ['Transshipment', s.transshipmentPorts.map(port).join(', ') || 'direct'],
    ['Port of discharge', port(s.pod)],
    ['Destination', port(s.destination)],
    ['ETD', formatDate(s.etd)],
    ['ATD', formatDate(s.atd)],
    ['ETA', formatDate(s.eta)],
    ['ATA', formatDate(s.ata)],
    ['Shipper', s.shipper ?? '—'],
    ['Consignee', s.consignee ?? '—'],
    ['Forwarder', s.forwarder ?? '—'],
    ['Booking', s.bookingNumber ?? '—'],
    ['Bill of lading', s.blNumber ?? '—'],
    ['Commodity', [s.commodity, s.hsCode && `HS ${s.hsCode}`].filter(Boolean).join(', ') || '—'],
    ['Weight / volume', `${s.weightKg ?? '—'} kg / ${s.volumeCbm ?? '—'} m³`],
    ['TEU', String(s.teu)],
    ['Tracking feed', <FeedSource feed={s.trackingFeed} none="none" />],
  ];
  return (
    <dl className="pt-summary-grid">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

const Journey = observer(function Journey({ id }: { id: string }) {
  const store = useService(ShipmentsStoreToken);
  const journey = store.journeyOf(id);
  if (!journey.data) return journey.errorMessage ? <Callout intent="danger">{journey.errorMessage}</Callout> : <Spinner size={24} />;
  return (
    <>
      <RouteSchematic legs={journey.data.legs} />
      <JourneyTimeline milestones={journey.data.milestones} />
    </>
  );
});

const Events = observer(function Events({ id }: { id: string }) {
  const store = useService(ShipmentsStoreToken);
  const events = store.eventsOf(id);
  if (!events.data) return <Spinner size={24} />;
  return (
    <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT}`} aria-label="Events" style={{ width: '100%' }}>
      <thead>
        <tr>
          <th>When</th>
          <th>Event</th>
          <th>Type</th>
          <th>Classifier</th>
          <th>Location</th>
          <th>Container</th>
          <th>Source</th>
        </tr>
      </thead>
      <tbody>
        {[...events.data].reverse().map((e) => (
          <tr key={e._id}>
            <td>{formatDateTime(e.eventAt)}</td>
            <td>
              {EVENT_LABELS[e.eventCode] ?? e.eventCode} <small>({e.eventCode})</small>
            </td>
            <td>{e.eventType}</td>
            <td>
              <Tag minimal intent={e.classifier === 'ACT' ? 'success' : e.classifier === 'EST' ? 'warning' : 'none'}>{e.classifier}</Tag>
            </td>
            <td>{e.location}</td>
            <td>{e.equipmentReference ?? ''}</td>
            <td><FeedSource feed={e.source} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});

/** `/shipments/:id`: summary, journey (schematic + PLN/EST/ACT timeline), containers, documents, events, sharing. */
const ShipmentDetails = observer(function ShipmentDetails() {
  const { id = '' } = useParams();
  const store = useService(ShipmentsStoreToken);
  const entitlements = useService(Entitlements);
  const navigate = useNavigate();
  useEffect(() => {
    void store.fetchDetails(id);
    void store.fetchJourney(id);
    void store.fetchEvents(id);
  }, [store, id]);
  const state = store.detailsOf(id);
  const s = state.record;
  // Tabs other areas contribute to a shipment (e.g. documents), for users entitled to them.
  const contributedTabs = useRecordTabs({ kind: 'shipment', recordId: id, record: s });

  if (!s) {
    if (state.errorMessage) return <NonIdealState icon="search" title="Shipment not found" description={state.errorMessage} action={<Link to="/shipments">Back to shipments</Link>} />;
    return <Spinner size={30} />;
  }
  // Each container's free time, when the demurrage & detention plugin runs (else no such columns).
  const containers: Array<Shipment['containers'][number] & ContainerFreeTimeView> = s.containers;
  const freeTime = hasFreeTime(containers);
  return (
    <section className="pt-shipments" aria-labelledby="shipment-title">
      <div className="pt-details-head">
        <Link to="/shipments">← Shipments</Link>
        <h1 id="shipment-title" className="pt-page-title">
          {s.reference}
        </h1>
        <Tag intent={statusIntent(s.status)}>{statusLabel(s.status)}</Tag>
        <span>
          {portName(s.pol)} ({s.pol}) → {portName(s.pod)} ({s.pod})
        </span>
        {s.isShared && <Tag minimal icon="people">shared with you</Tag>}
        {!s.isShared && entitlements.isAllowed('shipments', 'Update') && (
          <Button size="small" icon="edit" text="Edit" onClick={() => navigate(`/shipments/${id}/edit`)} />
        )}
        <RecordActions kind="shipment" recordId={id} record={s} />
        <Button
          size="small"
          variant="minimal"
          icon="refresh"
          aria-label="Refresh"
          onClick={() => {
            void store.fetchDetails(id);
            void store.fetchJourney(id);
            void store.fetchEvents(id);
          }}
        />
      </div>
      <Card compact>
        <Summary s={s} />
      </Card>
      <Tabs id="shipment-tabs" renderActiveTabPanelOnly>
        <Tab id="journey" title="Journey" panel={<Journey id={id} />} />
        <Tab
          id="containers"
          title={`Containers (${s.containers.length})`}
          panel={
            <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT}`} aria-label="Containers">
              <thead>
                <tr>
                  <th>Number</th>
                  <th>Type</th>
                  <th>Seal</th>
                  <th>Weight (kg)</th>
                  {freeTime && <th>Last free day</th>}
                  {freeTime && <th>Cost to date</th>}
                </tr>
              </thead>
              <tbody>
                {containers.map((c) => (
                  <tr key={c._id}>
                    <td>{c.number}</td>
                    <td>
                      {c.isoType} {CONTAINER_TYPES[c.isoType] ? `(${CONTAINER_TYPES[c.isoType]})` : ''}
                    </td>
                    <td>{c.sealNumber ?? '—'}</td>
                    <td>{c.weightKg ?? '—'}</td>
                    {freeTime && (
                      <td>
                        <LastFreeDay row={c} />
                      </td>
                    )}
                    {freeTime && <td>{costToDateText(c)}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
        {contributedTabs.map((t) => (
          <Tab key={t.id} id={t.id} title={t.title} panel={t.panel} />
        ))}
        <Tab id="events" title="Events" panel={<Events id={id} />} />
        <Tab id="share" title="Share tracking" panel={<ShareLinksPanel shipmentId={id} canShare={!s.isShared} />} />
      </Tabs>
    </section>
  );
});

export default ShipmentDetails;
