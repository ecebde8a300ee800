import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Alert, Button, HTMLSelect, Tag, type Intent } from '@blueprintjs/core';
import { Entitlements, NotificationBus, ResourceTable, Session, formatDate, formatMoney, useCommands, useResourceList, useService, type DataColumn } from '@portolan/sdk';
import { RATES_API, type QuickBookOffer } from '../../../shared/types';
import { carrierLabel } from '@portolan/sdk/shared';
import { bookingLinkOf } from '../search/bookingLinkOf';
import { BookOfferDialog } from './BookOfferDialog';
import { expiresIn } from './expiresIn';
import { offerEquipment, offerLane } from './offerText';
import { PublishOfferDialog } from './PublishOfferDialog';

const STATUS_INTENT: Record<QuickBookOffer['status'], Intent> = { OPEN: 'success', BOOKED: 'primary', EXPIRED: 'none', WITHDRAWN: 'warning' };

/**
 * `/qbrates`: quick-book offers (README: a spot price a shipper turns into a booking request in one
 * step). A shipper sees the offers forwarders in its network shared with it and books one; a
 * forwarder publishes offers from its live FCL rates and withdraws its open ones. Entitlements decide
 * what shows; the server decides what is allowed.
 */
const QuickBookScreen = observer(function QuickBookScreen() {
  const entitlements = useService(Entitlements);
  const session = useService(Session);
  const notify = useService(NotificationBus);
  const [show, setShow] = useState<'open' | 'all'>('open');
  // Soonest to expire first; "open" asks the server for stored OPEN offers and drops those past their expiry (EXPIRED is derived).
  const list = useResourceList<QuickBookOffer>({ base: RATES_API.quickBook, url: false, search: false, defaultSort: { field: 'expiresAt', dir: 'asc' }, fixed: show === 'open' ? { filter: { status: 'OPEN' } } : undefined });
  const [booking, setBooking] = useState<QuickBookOffer | undefined>();
  const [withdrawing, setWithdrawing] = useState<QuickBookOffer | undefined>();
  const [publishing, setPublishing] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  // "Expires in …" moves on by itself: once a minute.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const canBook = entitlements.isAllowed('rates', 'Create');
  const canWithdraw = entitlements.isAllowed('rates', 'Update');
  const canPublish = entitlements.isAllowed('rates', 'Create') && session.userCompany.data?.kind === 'forwarder';

  useCommands(
    [
      { id: 'refresh-offers', title: 'Refresh quick-book offers', shortcut: 'alt+r', run: () => list.reload() },
      ...(canPublish ? [{ id: 'publish-offer', title: 'Publish a quick-book offer', shortcut: 'alt+n', run: () => setPublishing(true) }] : []),
    ],
    [list, canPublish],
  );

  const withdraw = async (offer: QuickBookOffer) => {
    const answer = await list.store.action(offer._id, 'withdraw', { version: offer.version });
    notify.outcome(answer.ok, { success: 'Offer withdrawn', failure: `Failed to withdraw the offer: ${answer.errorMessage ?? ''}` });
    setWithdrawing(undefined);
    await list.reload();
  };

  const columns: DataColumn<QuickBookOffer>[] = [
    { id: 'carrier', title: 'Carrier', width: 180, render: (o) => carrierLabel(o.option.carrier), csv: (o) => o.option.carrier },
    { id: 'lane', title: 'Lane', width: 190, render: (o) => offerLane(o), csv: (o) => offerLane(o) },
    { id: 'equipment', title: 'Container', width: 110, render: (o) => offerEquipment(o), csv: (o) => offerEquipment(o) },
    { id: 'total', title: 'Price total', width: 140, render: (o) => formatMoney({ decimal: o.option.total }, o.option.currency), csv: (o) => `${o.option.total} ${o.option.currency}` },
    { id: 'validity', title: 'Validity', width: 200, render: (o) => `${formatDate(o.option.validFrom)} – ${formatDate(o.option.validTo)}`, csv: (o) => `${o.option.validFrom}/${o.option.validTo}` },
    { id: 'expires', title: 'Expires', width: 110, render: (o) => (o.status === 'OPEN' ? expiresIn(o.expiresAt, now) : '—'), csv: (o) => o.expiresAt },
    { id: 'status', title: 'Status', width: 110, render: (o) => <Tag minimal intent={STATUS_INTENT[o.status]}>{o.status}</Tag>, csv: (o) => o.status },
    {
      id: 'action',
      title: 'Action',
      width: 110,
      render: (o) =>
        o.status === 'BOOKED' && !o.isMine ? (
          <Link to={bookingLinkOf(o.option, o.search.readyOn, o.search.containers?.[0])} aria-label={`Booking request for ${offerLane(o)} ${o.option.carrier}`}>
            Booking request
          </Link>
        ) : o.status !== 'OPEN' ? null : o.isMine ? (
          canWithdraw && <Button size="small" intent="warning" text="Withdraw" aria-label={`Withdraw ${offerLane(o)} ${o.option.carrier}`} onClick={() => setWithdrawing(o)} />
        ) : (
          canBook && <Button size="small" intent="primary" text="Book" aria-label={`Book ${offerLane(o)} ${o.option.carrier}`} onClick={() => setBooking(o)} />
        ),
      csv: () => '',
    },
  ];
  const rows = list.rows.filter((o) => show === 'all' || o.status === 'OPEN');

  return (
    <section aria-labelledby="qbrates-title">
      <h1 id="qbrates-title" className="pt-page-title">
        Quick-book rates
      </h1>
      <p>Spot offers from forwarders in your network, priced door to door for the cargo they name: book one and it becomes a booking request in one step.</p>
      <ResourceTable<QuickBookOffer>
        list={{ ...list, rows }}
        label="Quick-book offers"
        columns={columns}
        exportName="quick-book-offers.csv"
        emptyText={show === 'open' ? 'No open offer' : 'No offer yet'}
        height={480}
        actions={
          <>
            <HTMLSelect value={show} onChange={(e) => setShow(e.target.value as 'open' | 'all')} aria-label="Show offers">
              <option value="open">Open offers</option>
              <option value="all">All offers</option>
            </HTMLSelect>
            {canPublish && <Button size="small" intent="primary" icon="add" text="Publish offer" onClick={() => setPublishing(true)} />}
          </>
        }
      />
      {booking && <BookOfferDialog offer={booking} store={list.store} onClose={() => setBooking(undefined)} onDone={() => void list.reload()} />}
      {publishing && <PublishOfferDialog store={list.store} onClose={() => setPublishing(false)} onDone={() => void list.reload()} />}
      <Alert
        isOpen={withdrawing !== undefined}
        intent="warning"
        icon="disable"
        confirmButtonText="Withdraw offer"
        cancelButtonText="Keep it"
        onConfirm={() => withdrawing && void withdraw(withdrawing)}
        onCancel={() => setWithdrawing(undefined)}
      >
        {withdrawing && `Withdraw the ${carrierLabel(withdrawing.option.carrier)} offer ${offerLane(withdrawing)}? Shippers can no longer book it.`}
      </Alert>
    </section>
  );
});

export default QuickBookScreen;
