import { useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { NotificationBus, formatDate, formatDateTime, formatMoney, useService, type ResourceStore } from '@portolan/sdk';
import type { QuickBookOffer } from '../../../shared/types';
import { carrierLabel } from '@portolan/sdk/shared';
import { OfferBreakdown } from './OfferBreakdown';
import { offerEquipment, offerLane } from './offerText';

/**
 * "Book" confirmed: the offer's price line by line, then `POST quickBook/:id/book/` with its version —
 * one step from a spot price to a booking request (the bookings area picks it up). The server decides
 * (an expired, withdrawn or already booked offer is refused and said so).
 */
export function BookOfferDialog({ offer, store, onClose, onDone }: { offer: QuickBookOffer; store: ResourceStore<QuickBookOffer>; onClose: () => void; onDone: () => void }) {
  const notify = useService(NotificationBus);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const book = async () => {
    setBusy(true);
    setError(undefined);
    const answer = await store.action(offer._id, 'book', { version: offer.version });
    setBusy(false);
    notify.outcome(answer.ok, { success: 'Booking requested', failure: 'Failed to book' });
    if (answer.ok) {
      onDone();
      onClose();
    } else {
      setError(answer.errorMessage);
      onDone();
    }
  };
  const { option } = offer;
  return (
    <Dialog isOpen title={`Book ${carrierLabel(option.carrier)} ${offerLane(offer)}`} onClose={onClose} style={{ width: 720 }}>
      <DialogBody>
        <p>
          {offerEquipment(offer)}, cargo ready {formatDate(offer.search?.readyOn ?? option.validFrom)}; transit {option.transitDays ?? '—'} days; valid {formatDate(option.validFrom)} – {formatDate(option.validTo)}. The offer holds until{' '}
          {formatDateTime(offer.expiresAt)}.
        </p>
        <OfferBreakdown option={option} />
        {option.sailings.length > 0 && (
          <>
            <h3 className="pt-section-title">Next sailings</h3>
            <ul aria-label="Next sailings" style={{ margin: 0 }}>
              {option.sailings.map((s) => (
                <li key={s.scheduleId}>
                  {s.vessel} {s.voyage}
                  {s.service ? ` (${s.service})` : ''}: departs {formatDateTime(s.departsAt)}, arrives {formatDateTime(s.arrivesAt)}, {s.transitDays} days
                </li>
              ))}
            </ul>
          </>
        )}
        {error && (
          <Callout intent="danger" role="alert" style={{ marginTop: 8 }}>
            {error}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent="primary" text={`Request booking at ${formatMoney({ decimal: option.total }, option.currency)}`} loading={busy} onClick={() => void book()} />
          </>
        }
      />
    </Dialog>
  );
}
