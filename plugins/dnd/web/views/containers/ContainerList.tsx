import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { ResourceTable, formatDateTime, useCommands, useResourceList, type DataColumn, type FilterDef } from '@portolan/sdk';
import { DND_API, type ContainerClock } from '../../../shared/types';
import { CHARGE_TYPE_TITLES, CLOCK_STATE_INTENTS, CLOCK_STATE_TITLES, DIRECTION_TITLES, LastFreeDay, StateTag, money, options } from '../common/dndWords';

export type ClockRow = ContainerClock & Record<string, unknown>;

export const CLOCK_FILTERS: FilterDef[] = [
  { id: 'state', label: 'State', kind: 'select', options: options(CLOCK_STATE_TITLES) },
  { id: 'chargeType', label: 'Charge', kind: 'select', options: options(CHARGE_TYPE_TITLES) },
  { id: 'direction', label: 'Direction', kind: 'select', options: options(DIRECTION_TITLES) },
  { id: 'carrier', label: 'Carrier', kind: 'text', upperCase: true, width: 90 },
  { id: 'port', label: 'Port', kind: 'text', upperCase: true, width: 90 },
  { id: 'lfdFrom', field: 'lastFreeDay', bound: 'from', label: 'Last free day from', kind: 'date' },
  { id: 'lfdTo', field: 'lastFreeDay', bound: 'to', label: 'Last free day to', kind: 'date' },
];

/** The clock columns (the shipment column is left out inside a shipment's tab). */
export function clockColumns(withShipment = true): DataColumn<ClockRow>[] {
  return [
    { id: 'containerNumber', title: 'Container', width: 130, sortField: 'containerNumber', render: (r) => <Link to={`/dnd/containers/${encodeURIComponent(r.containerId)}`}>{r.containerNumber}</Link>, csv: (r) => r.containerNumber },
    ...(withShipment
      ? [{ id: 'shipment', title: 'Shipment', width: 120, render: (r: ClockRow) => <Link to={`/shipments/${encodeURIComponent(r.shipmentId)}`}>{r.shipmentReference}</Link>, csv: (r: ClockRow) => r.shipmentReference }]
      : []),
    { id: 'chargeType', title: 'Charge', width: 100, render: (r) => CHARGE_TYPE_TITLES[r.chargeType], csv: (r) => r.chargeType },
    { id: 'direction', title: 'Direction', width: 80, render: (r) => DIRECTION_TITLES[r.direction], csv: (r) => r.direction },
    { id: 'port', title: 'Port', width: 70, render: (r) => r.port, csv: (r) => r.port },
    { id: 'carrier', title: 'Carrier', width: 70, defaultVisible: false, render: (r) => r.carrier, csv: (r) => r.carrier },
    { id: 'state', title: 'State', width: 100, render: (r) => <StateTag state={r.state} titles={CLOCK_STATE_TITLES} intents={CLOCK_STATE_INTENTS} />, csv: (r) => r.state },
    { id: 'startedAt', title: 'Started', width: 170, sortField: 'startedAt', render: (r) => (r.startedAt ? formatDateTime(r.startedAt, { timeZone: r.timeZone }) : '—'), csv: (r) => r.startedAt ?? '' },
    { id: 'lastFreeDay', title: 'Last free day', width: 170, sortField: 'lastFreeDay', render: (r) => <LastFreeDay value={r.lastFreeDay} state={r.state} />, csv: (r) => r.lastFreeDay ?? '' },
    { id: 'freeDaysLeft', title: 'Free days left', width: 100, render: (r) => r.freeDaysLeft ?? '—', csv: (r) => r.freeDaysLeft ?? '' },
    { id: 'chargeableDays', title: 'Chargeable days', width: 110, render: (r) => r.chargeableDays, csv: (r) => r.chargeableDays },
    { id: 'costToDate', title: 'Cost to date', width: 130, sortField: 'costToDate', render: (r) => (r.tariffId || r.costToDate ? money(r.costToDate) : 'No tariff'), csv: (r) => r.costToDate?.amount ?? '' },
    { id: 'projectedCost', title: 'Projected cost', width: 130, sortField: 'projectedCost', render: (r) => money(r.projectedCost), csv: (r) => r.projectedCost?.amount ?? '' },
    { id: 'currency', title: 'Currency', width: 70, defaultVisible: false, render: (r) => r.costToDate?.currency ?? r.projectedCost?.currency ?? '', csv: (r) => r.costToDate?.currency ?? r.projectedCost?.currency ?? '' },
  ];
}

/** `/dnd/containers`: every container clock (state, last free day, cost to date and projected), filtered, sorted, CSV. */
const ContainerList = observer(function ContainerList() {
  const list = useResourceList<ClockRow>({ base: DND_API.containers, filters: CLOCK_FILTERS, defaultSort: { field: 'lastFreeDay', dir: 'asc' } });
  useCommands(
    [
      { id: 'reload-dnd-containers', title: 'Refresh D&D containers', shortcut: 'alt+r', run: () => void list.reload() },
      { id: 'dnd-containers-over', title: 'Show containers over free time', run: () => list.setView({ state: 'OVER' }) },
      { id: 'dnd-containers-at-risk', title: 'Show containers at risk', run: () => list.setView({ state: 'AT_RISK' }) },
    ],
    [list],
  );
  return (
    <section aria-labelledby="dnd-containers-title">
      <h1 id="dnd-containers-title" className="pt-page-title">
        Containers under a D&D clock
      </h1>
      <ResourceTable<ClockRow>
        list={list}
        label="D&D clocks"
        columns={clockColumns()}
        search={{ label: 'Search containers', placeholder: 'Container number or shipment reference…' }}
        exportName="dnd-containers.csv"
        emptyText="No container under a clock matches"
        height={600}
      />
    </section>
  );
});
export default ContainerList;
