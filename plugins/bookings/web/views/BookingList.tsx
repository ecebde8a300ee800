import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Classes, NonIdealState } from '@blueprintjs/core';
import { Entitlements, ResourceTable, carrierLabel, formatDate, formatDateTime, portName, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { BOOKING_STATES } from '../../shared/states';
import { BOOKINGS_API, type Booking } from '../../shared/types';
import { BookingCounters } from './BookingCounters';
import { BookingStatusTag } from './BookingStatusTag';
import { BOOKING_STATE_TITLES, SIDE_TITLES } from './bookingWords';

/** A list row as the SDK table holds it. */
type BookingRow = Booking & Record<string, unknown>;

const FILTERS: FilterDef[] = [
  { id: 'side', label: 'Side', kind: 'select', anyLabel: 'Both sides', options: [{ value: 'SHIPPER', label: 'My requests' }, { value: 'PROVIDER', label: 'Sent to me' }] },
  { id: 'status', label: 'Status', kind: 'select', options: BOOKING_STATES.map((s) => ({ value: s, label: BOOKING_STATE_TITLES[s] })) },
  { id: 'pol', label: 'POL', kind: 'text', placeholder: 'CNSHA', width: 90, upperCase: true },
  { id: 'pod', label: 'POD', kind: 'text', placeholder: 'NLRTM', width: 90, upperCase: true },
  { id: 'carrier', label: 'Carrier', kind: 'text', placeholder: 'MAEU', width: 80, upperCase: true },
  { id: 'etdFrom', field: 'etd', bound: 'from', label: 'ETD from', kind: 'date' },
  { id: 'etdTo', field: 'etd', bound: 'to', label: 'ETD to', kind: 'date' },
];

const port = (code: string) => portName(code) ?? code;

const COLUMNS: DataColumn<BookingRow>[] = [
  { id: 'reference', title: 'Reference', width: 140, sortField: 'reference', render: (r) => <Link to={`/bookings/${r._id}`}>{r.reference}</Link>, csv: (r) => r.reference },
  { id: 'status', title: 'Status', width: 190, sortField: 'status', render: (r) => <BookingStatusTag status={r.status} amendedStatus={r.amendedStatus} />, csv: (r) => [r.status, r.amendedStatus].filter(Boolean).join(' ') },
  {
    id: 'side',
    title: 'Side',
    width: 170,
    render: (r) => (
      <span>
        {SIDE_TITLES[r.side]} <span className={Classes.TEXT_MUTED}>{r.side === 'SHIPPER' ? r.providerName : r.companyName}</span>
      </span>
    ),
    csv: (r) => `${r.side} ${r.side === 'SHIPPER' ? r.providerName : r.companyName}`,
  },
  { id: 'route', title: 'POL → POD', width: 200, render: (r) => `${port(r.pol)} → ${port(r.pod)}`, csv: (r) => `${r.pol}-${r.pod}` },
  { id: 'carrier', title: 'Carrier', width: 130, render: (r) => carrierLabel(r.carrier, '—'), csv: (r) => r.carrier },
  { id: 'containers', title: 'Containers / TEU', width: 120, render: (r) => `${r.containerCount} / ${r.teu}`, csv: (r) => `${r.containerCount}/${r.teu}` },
  {
    id: 'etd',
    title: 'ETD / vessel',
    width: 200,
    sortField: 'etd',
    render: (r) => (r.confirmation ? `${formatDate(r.confirmation.etd)} · ${r.confirmation.vessel} ${r.confirmation.voyage}` : <span className={Classes.TEXT_MUTED}>from {formatDate(r.expectedDepartureDate)}</span>),
    csv: (r) => (r.confirmation ? `${r.confirmation.etd} ${r.confirmation.vessel} ${r.confirmation.voyage}` : r.expectedDepartureDate),
  },
  { id: 'carrierBookingReference', title: 'Carrier booking no.', width: 150, render: (r) => r.confirmation?.carrierBookingReference ?? '—', csv: (r) => r.confirmation?.carrierBookingReference ?? '' },
  { id: 'customerReference', title: 'Customer ref.', width: 120, defaultVisible: false, render: (r) => r.customerReference ?? '—', csv: (r) => r.customerReference ?? '' },
  { id: 'createdAt', title: 'Created', width: 150, sortField: 'createdAt', defaultVisible: false, render: (r) => formatDateTime(r.createdAt), csv: (r) => r.createdAt },
  { id: 'updatedAt', title: 'Updated', width: 150, sortField: 'updatedAt', render: (r) => formatDateTime(r.updatedAt), csv: (r) => r.updatedAt },
];

/**
 * `/bookings`: both sides' bookings (my requests and those sent to me), the counters (by state, waiting
 * for me), filters, search, sort, columns and CSV in the URL; `?waiting=true` lists what waits for me.
 */
export const BookingList = observer(function BookingList() {
  const entitlements = useService(Entitlements);
  const canCreate = entitlements.isAllowed('bookings', 'Create');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const waiting = params.get('waiting') === 'true';
  // "Waiting for me" is the server's filter (`filter[waiting]=true`): one set of states on one side, another on the other.
  const list = useResourceList<BookingRow>({ base: BOOKINGS_API.bookings, filters: FILTERS, defaultSort: { field: 'updatedAt', dir: 'desc' }, fixed: waiting ? { filter: { waiting: 'true' } } : undefined });
  const [reloads, setReloads] = useState(0);
  const reload = () => {
    void list.reload();
    setReloads((n) => n + 1);
  };
  useCommands(
    [
      { id: 'refresh-bookings', title: 'Refresh bookings', shortcut: 'alt+r', run: reload },
      { id: 'bookings-waiting-here', title: 'Show bookings waiting for me', run: () => list.setView({ waiting: 'true', status: undefined }) },
      ...(canCreate ? [{ id: 'new-booking-here', title: 'New booking', shortcut: 'alt+n', run: () => navigate('/bookings/new') }] : []),
    ],
    [list, waiting, canCreate],
  );
  const filtered = list.filters.some((f) => list.view[f.id]) || Boolean(list.view.q) || waiting;
  const nothingYet = !filtered && !list.state.isFetching && !list.state.errorMessage && list.rows.length === 0 && list.state.count === 0;
  const newButton = canCreate && <Button size="small" intent="primary" icon="add" text="New booking" onClick={() => navigate('/bookings/new')} />;
  const cols = useMemo(() => COLUMNS, []);
  return (
    <section aria-labelledby="bookings-title">
      <h1 id="bookings-title" className="pt-page-title">
        Bookings
      </h1>
      <BookingCounters view={list.view} setView={list.setView} reloads={reloads} />
      {nothingYet ? (
        <NonIdealState
          icon="book"
          title="No bookings yet"
          description={canCreate ? 'Book a rate, a quote, an awarded lane or a sailing — or start a booking from scratch. Bookings forwarders and carriers receive from you show here too.' : 'Bookings of your company and those sent to it show here.'}
          action={newButton || undefined}
        />
      ) : (
        <ResourceTable<BookingRow>
          list={list}
          label="Bookings"
          columns={cols}
          search={{ label: 'Search bookings', placeholder: 'Reference, carrier booking no., party, commodity…' }}
          exportName={waiting ? 'bookings-waiting.csv' : 'bookings.csv'}
          emptyText={waiting ? 'Nothing waits for you' : 'No booking matches'}
          height={560}
          actions={newButton || undefined}
        />
      )}
    </section>
  );
});
