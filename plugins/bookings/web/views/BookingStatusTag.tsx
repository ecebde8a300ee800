import { Tag } from '@blueprintjs/core';
import type { AmendmentState, BookingState } from '../../shared/states';
import { AMENDMENT_TITLES, BOOKING_STATE_INTENTS, BOOKING_STATE_TITLES } from './bookingWords';

/** A booking's state as a coloured tag, and its amendment's state beside it when there is one. */
export function BookingStatusTag({ status, amendedStatus, large }: { status: BookingState; amendedStatus?: AmendmentState | null; large?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      <Tag intent={BOOKING_STATE_INTENTS[status]} size={large ? 'large' : undefined} minimal={!large}>
        {BOOKING_STATE_TITLES[status]}
      </Tag>
      {amendedStatus && (
        <Tag intent={amendedStatus === 'AMENDMENT_RECEIVED' ? 'warning' : 'none'} size={large ? 'large' : undefined} minimal>
          {AMENDMENT_TITLES[amendedStatus]}
        </Tag>
      )}
    </span>
  );
}
