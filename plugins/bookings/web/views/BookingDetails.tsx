import { useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Callout, Classes } from '@blueprintjs/core';
import {
  Entitlements, LoadStates, NotificationBus, RecordActions, RecordActivity, RecordComments, RecordTabsView, carrierLabel, formatDate, portName, saveBlob, useAnswer, useCommands, useRecordTabs, useService,
} from '@portolan/sdk';
import { BOOKINGS_API, type BookingDetails as Booking } from '../../shared/types';
import { useBookingsApi } from '../api/bookingsApi';
import { BookingOverview } from './BookingOverview';
import { BookingStatusTag } from './BookingStatusTag';
import { ChangesTable } from './ChangesTable';
import { ConfirmDialog } from './ConfirmDialog';
import { ReasonDialog, type ReasonAction } from './ReasonDialog';
import { VersionsTab } from './VersionsTab';
import { BOOKING_ACTIONS, BOOKING_KIND, type BookingAction } from '../../shared/states';
import { SIDE_TITLES } from './bookingWords';

type Dialog = { kind: 'reason'; action: ReasonAction } | { kind: 'confirm'; action: 'confirm' | 'amend' };
const REASON_ACTIONS: readonly BookingAction[] = ['cancel', 'reject', 'decline', 'declineAmendment', 'requestUpdate'];
/** The order the action buttons show in: the forward moves first, the ending ones last. */
const ORDER: readonly BookingAction[] = ['submit', 'confirm', 'amend', 'requestUpdate', 'complete', 'cancelAmendment', 'declineAmendment', 'reject', 'decline', 'cancel'];

const port = (code: string) => portName(code) ?? code;

/** A booking: header with state, side and route, the caller's actions (allowedActions), tabs in the URL (`?tab=`). */
const BookingRecord = observer(function BookingRecord({ booking, reload }: { booking: Booking; reload: () => void }) {
  const api = useBookingsApi();
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const [running, setRunning] = useState<BookingAction | undefined>();
  const contributed = useRecordTabs({ kind: BOOKING_KIND, recordId: booking._id, record: booking });
  const path = `${BOOKINGS_API.bookings}/${booking._id}`;
  const allowed = ORDER.filter((a) => booking.allowedActions.includes(a));
  const amendmentWaiting = booking.amendedStatus === 'AMENDMENT_RECEIVED' && booking.pendingAmendment;
  const canEdit = booking.status === 'DRAFT' && booking.side === 'SHIPPER' && entitlements.isAllowed('bookings', 'Update');

  const titleOf = (action: BookingAction) => {
    if (action === 'confirm' && booking.amendedStatus === 'AMENDMENT_RECEIVED') return 'Confirm amendment';
    if (action === 'amend') return booking.side === 'PROVIDER' ? 'Change confirmation' : booking.confirmation ? 'Amend' : 'Send update';
    return BOOKING_ACTIONS[action].title;
  };
  const direct = async (action: BookingAction) => {
    setRunning(action);
    const answer = await api.action(booking._id, action, { version: booking.version });
    setRunning(undefined);
    notify.outcome(answer.ok, { success: `${titleOf(action)}: done`, failure: `${titleOf(action)} failed: ${answer.errorMessage ?? 'Server Error'}` });
    reload();
  };
  const start = (action: BookingAction) => {
    if (REASON_ACTIONS.includes(action)) setDialog({ kind: 'reason', action: action as ReasonAction });
    else if (action === 'confirm') setDialog({ kind: 'confirm', action: 'confirm' });
    else if (action === 'amend') {
      if (booking.side === 'PROVIDER') setDialog({ kind: 'confirm', action: 'amend' });
      else navigate(`/bookings/${booking._id}/amend`);
    } else void direct(action);
  };
  const download = async () => {
    const answer = await api.downloadPdf(booking._id);
    if (answer.ok && answer.data) saveBlob(answer.data, `${booking.reference}.pdf`);
    notify.outcome(answer.ok, { success: `${booking.reference}.pdf downloaded`, failure: `Could not download the PDF: ${answer.errorMessage ?? 'Server Error'}` });
  };
  useCommands(
    [
      { id: 'reload-booking', title: 'Reload booking', shortcut: 'alt+r', run: () => reload() },
      { id: 'booking-pdf', title: `Download PDF (${booking.reference})`, shortcut: 'mod+p', run: () => void download() },
      ...(canEdit ? [{ id: 'edit-booking', title: `Edit ${booking.reference}`, shortcut: 'alt+e', run: () => navigate(`/bookings/${booking._id}/edit`) }] : []),
      ...allowed.map((action) => ({ id: `booking-${action}`, title: `${titleOf(action)} (${booking.reference})`, run: () => start(action) })),
      ...(booking.shipmentId ? [{ id: 'booking-shipment', title: `Open the shipment of ${booking.reference}`, run: () => navigate(`/shipments/${booking.shipmentId}`) }] : []),
    ],
    [booking.version, booking.status, booking.amendedStatus, allowed.join(','), canEdit],
  );
  const tabs: Array<{ id: string; title: string; panel: ReactNode }> = [
    { id: 'booking', title: 'Booking', panel: <BookingOverview booking={booking} /> },
    { id: 'versions', title: 'Versions', panel: <VersionsTab bookingId={booking._id} reloads={booking.version} /> },
    { id: 'comments', title: 'Comments', panel: <RecordComments path={path} canAdd={entitlements.isAllowed('bookings', 'Create')} /> },
    { id: 'activity', title: 'Activity', panel: <RecordActivity key={booking.version} path={path} /> },
  ];
  const other = booking.side === 'SHIPPER' ? booking.providerName : booking.companyName;
  return (
    <section aria-labelledby="booking-title">
      <Link to="/bookings">← Bookings</Link>
      <h1 id="booking-title" className="pt-page-title">
        {booking.reference} <BookingStatusTag status={booking.status} amendedStatus={booking.amendedStatus} large />
      </h1>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
        <strong>
          {port(booking.pol)} → {port(booking.pod)}
        </strong>
        <span>{carrierLabel(booking.carrier, '—')}</span>
        <span>
          {booking.containerCount} container{booking.containerCount === 1 ? '' : 's'} · {booking.teu} TEU
        </span>
        <span className={Classes.TEXT_MUTED}>
          {SIDE_TITLES[booking.side]} · {booking.side === 'SHIPPER' ? 'to' : 'from'} {other}
        </span>
        {booking.confirmation ? (
          <span>
            {booking.confirmation.carrierBookingReference} · {booking.confirmation.vessel} {booking.confirmation.voyage} · ETD {formatDate(booking.confirmation.etd)}
          </span>
        ) : (
          <span className={Classes.TEXT_MUTED}>Departure from {formatDate(booking.expectedDepartureDate)}</span>
        )}
        {booking.shipmentId && <Link to={`/shipments/${booking.shipmentId}`}>Shipment</Link>}
      </div>
      <div role="toolbar" aria-label="Booking actions" style={{ display: 'flex', gap: 8, margin: '8px 0', flexWrap: 'wrap' }}>
        {canEdit && <Button size="small" icon="edit" text="Edit" onClick={() => navigate(`/bookings/${booking._id}/edit`)} />}
        {allowed.map((action) => (
          <Button key={action} size="small" intent={('intent' in BOOKING_ACTIONS[action] && (BOOKING_ACTIONS[action] as { intent?: 'primary' | 'success' | 'danger' }).intent) || 'none'} text={titleOf(action)} loading={running === action} onClick={() => start(action)} />
        ))}
        <a className={`${Classes.BUTTON} ${Classes.SMALL}`} href={BOOKINGS_API.pdf(booking._id)} onClick={(e) => (e.preventDefault(), void download())}>
          Download PDF
        </a>
        <RecordActions kind={BOOKING_KIND} recordId={booking._id} record={booking} />
      </div>
      {amendmentWaiting && booking.pendingAmendment && (
        <Callout intent="warning" title={booking.side === 'PROVIDER' ? 'The shipper asks to amend the confirmed booking' : 'Your amendment waits for the provider'} style={{ marginBottom: 8 }}>
          <ChangesTable changes={booking.pendingAmendment.changes} label="Pending amendment" />
        </Callout>
      )}
      {dialog?.kind === 'reason' && <ReasonDialog booking={booking} action={dialog.action} onClose={() => setDialog(undefined)} onDone={reload} />}
      {dialog?.kind === 'confirm' && <ConfirmDialog booking={booking} action={dialog.action} onClose={() => setDialog(undefined)} onDone={reload} />}
      <RecordTabsView id="booking-tabs" tabs={tabs} contributed={contributed} />
    </section>
  );
});

/** `/bookings/:id`: a booking's details. */
export default function BookingDetails() {
  const { id = '' } = useParams();
  const api = useBookingsApi();
  const details = useAnswer(() => api.get(id), id);
  const record = details.data;
  if (!record) {
    return (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="Booking not found" onRetry={details.reload}>
        {null}
      </LoadStates>
    );
  }
  return <BookingRecord booking={record} reload={details.reload} />;
}
