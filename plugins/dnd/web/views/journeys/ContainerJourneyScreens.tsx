import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { Button, Card, Classes, Tag } from '@blueprintjs/core';
import { LoadStates, ResourceTable, formatDateTime, useAnswer, useCommands, useResourceList, type DataColumn } from '@portolan/sdk';
import { DND_API, type ContainerHistory, type ContainerJourneys } from '../../../shared/types';
import { useDndApi } from '../../api/dndApi';
import { day, moneys } from '../common/dndWords';
import { CONDITION_TITLES, INVENTORY_STATE_TITLES } from '../inventory/inventoryWords';

type Row = ContainerHistory & Record<string, unknown>;
const PAGE = 100;

const COLUMNS: DataColumn<Row>[] = [
  { id: 'number', title: 'Container', width: 130, render: (r) => <Link to={`/container-shipment/${encodeURIComponent(r.number)}`}>{r.number}</Link>, csv: (r) => r.number },
  { id: 'isoType', title: 'Type', width: 70, render: (r) => r.isoType, csv: (r) => r.isoType },
  { id: 'inInventory', title: 'Inventory', width: 90, render: (r) => (r.inInventory ? <Tag minimal>Ours</Tag> : '—'), csv: (r) => (r.inInventory ? 'yes' : 'no') },
  { id: 'journeys', title: 'Journeys', width: 80, render: (r) => r.journeys, csv: (r) => r.journeys },
  {
    id: 'lastShipment',
    title: 'Last shipment',
    width: 240,
    render: (r) => (r.lastShipment ? `${r.lastShipment.reference} · ${r.lastShipment.pol} → ${r.lastShipment.pod} · ${r.lastShipment.status}` : '—'),
    csv: (r) => r.lastShipment?.reference ?? '',
  },
  { id: 'etd', title: 'ETD', width: 110, render: (r) => day(r.lastShipment?.etd?.slice(0, 10)), csv: (r) => r.lastShipment?.etd ?? '' },
  {
    id: 'lastEvent',
    title: 'Last event',
    width: 260,
    render: (r) => (r.lastEvent ? `${r.lastEvent.eventCode} · ${formatDateTime(r.lastEvent.eventAt)}${r.lastEvent.location ? ` · ${r.lastEvent.location}` : ''}` : '—'),
    csv: (r) => (r.lastEvent ? `${r.lastEvent.eventCode} ${r.lastEvent.eventAt}` : ''),
  },
];

const HistoryList = observer(function HistoryList() {
  // The history is page-numbered (`limit`, `page`), not keyset: the page lives in the URL beside the search.
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const list = useResourceList<Row>({ base: DND_API.containerShipment, paged: false, fixed: { limit: PAGE, page: pageNo } });
  const pages = Math.max(1, Math.ceil(list.state.count / PAGE));
  const goTo = (n: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (n > 1) next.set('page', String(n));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  // A new search starts at its first page.
  const searched = list.view.q ?? '';
  const seen = useRef(searched);
  useEffect(() => {
    if (seen.current === searched) return;
    seen.current = searched;
    if (pageNo > 1) goTo(1);
  });
  useCommands([{ id: 'reload-container-journeys', title: 'Refresh container journeys', shortcut: 'alt+r', run: () => void list.reload() }], [list]);
  return (
    <section aria-labelledby="journeys-title">
      <h1 id="journeys-title" className="pt-page-title">
        Container journeys
      </h1>
      <ResourceTable<Row> list={list} label="Containers seen" columns={COLUMNS} search={{ label: 'Search containers', placeholder: 'Container number…' }} exportName="container-journeys.csv" emptyText="No container seen yet" height={600} />
      {pages > 1 && (
        <div role="group" aria-label="Pages" style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 6 }}>
          <Button size="small" icon="chevron-left" text="Previous" disabled={pageNo <= 1} onClick={() => goTo(pageNo - 1)} />
          <span>
            Page {pageNo} of {pages}
          </span>
          <Button size="small" rightIcon="chevron-right" text="Next" disabled={pageNo >= pages} onClick={() => goTo(pageNo + 1)} />
        </div>
      )}
    </section>
  );
});

function Journeys({ data }: { data: ContainerJourneys }) {
  return (
    <section aria-labelledby="journey-title">
      <Link to="/container-shipment">← Container journeys</Link>
      <h1 id="journey-title" className="pt-page-title">
        {data.number}
      </h1>
      {data.inventory && (
        <p>
          In our inventory: {data.inventory.isoType} · {data.inventory.ownership === 'LEASED' ? `leased from ${data.inventory.lessor ?? '—'}` : 'owned'} · {INVENTORY_STATE_TITLES[data.inventory.status]} · {CONDITION_TITLES[data.inventory.condition]}
          {data.inventory.location ? ` · at ${data.inventory.location}` : ''}
        </p>
      )}
      {data.journeys.length === 0 && <p className={Classes.TEXT_MUTED}>No shipment has carried this container yet</p>}
      {data.journeys.map((j) => (
        <Card key={j.shipmentId} compact role="region" aria-label={`Journey ${j.reference}`} style={{ marginBottom: 8 }}>
          <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
            <Link to={`/shipments/${encodeURIComponent(j.shipmentId)}`}>
              <strong>{j.reference}</strong>
            </Link>
            <span>{j.carrier}</span>
            <span>
              {j.pol} → {j.pod}
            </span>
            <Tag minimal>{j.status}</Tag>
            <span>
              ETD {day(j.etd?.slice(0, 10))} · ETA {day(j.eta?.slice(0, 10))}
              {j.atd ? ` · ATD ${day(j.atd.slice(0, 10))}` : ''}
              {j.ata ? ` · ATA ${day(j.ata.slice(0, 10))}` : ''}
            </span>
            <span>{j.days === null ? '—' : `${j.days} days`}</span>
            <span>D&D {moneys(j.dnd)}</span>
          </div>
          {j.events.length === 0 ? (
            <p className={Classes.TEXT_MUTED}>No event</p>
          ) : (
            <ol aria-label={`Events of ${j.reference}`} style={{ margin: '4px 0 0', paddingLeft: 18 }}>
              {j.events.map((e, i) => (
                <li key={i} style={e.classifier === 'ACT' ? undefined : { opacity: 0.7 }}>
                  {formatDateTime(e.eventAt)} · {e.eventCode} {e.classifier !== 'ACT' && <Tag minimal>{e.classifier === 'EST' ? 'Estimated' : 'Planned'}</Tag>} {e.location ?? ''}
                </li>
              ))}
            </ol>
          )}
        </Card>
      ))}
    </section>
  );
}

function JourneyDetails() {
  const { number = '' } = useParams();
  const api = useDndApi();
  const answer = useAnswer(() => api.journeys(number), number);
  useCommands([{ id: 'reload-container-journey', title: 'Reload container journeys', shortcut: 'alt+r', run: () => answer.reload() }], [answer.reload]);
  if (!answer.data)
    return (
      <LoadStates isFetching={answer.isFetching} error={answer.error} empty emptyText="Container not found" onRetry={answer.reload}>
        {null}
      </LoadStates>
    );
  return <Journeys data={answer.data} />;
}

/** `/container-shipment`: every container the company has seen; `/container-shipment/:number`: its journeys. */
export default function ContainerJourneyScreens() {
  return (
    <Routes>
      <Route path="/container-shipment/:number" element={<JourneyDetails />} />
      <Route path="*" element={<HistoryList />} />
    </Routes>
  );
}
