import { BOOKING_ACTIONS, type BookingAction, type BookingSide } from '../../shared/states';
import type { BookingRow } from './bookingRow';

type Level = 'Read' | 'Create' | 'Update' | 'Delete' | 'Approve';

/**
 * Why `action` is not open to the caller now, or undefined when it is: 'side' (it is the other side's
 * action), 'level' (the caller's role lacks its level) or 'state' (the booking's state or amendment state).
 * The provider's `amend` (a change of its confirmation) is open on CONFIRMED only; `confirm` and
 * `requestUpdate` on CONFIRMED answer the shipper's pending amendment / ask for one when none is pending.
 */
export function actionRefusal(row: Pick<BookingRow, 'status' | 'amended_status'>, side: BookingSide, can: (level: Level) => boolean, action: BookingAction): 'side' | 'level' | 'state' | undefined {
  const rule = BOOKING_ACTIONS[action];
  const providerAmends = action === 'amend' && side === 'PROVIDER';
  if (rule.side !== side && !providerAmends) return 'side';
  const level: Level = providerAmends ? 'Approve' : rule.level;
  if (!can(level)) return 'level';
  if (providerAmends) return row.status === 'CONFIRMED' ? undefined : 'state';
  if (!(rule.from as readonly string[]).includes(row.status)) return 'state';
  const amendment = 'amendment' in rule ? (rule.amendment as readonly (string | null)[]) : undefined;
  if (amendment && !amendment.includes(row.amended_status)) return 'state';
  if (row.status === 'CONFIRMED' && action === 'confirm' && row.amended_status !== 'AMENDMENT_RECEIVED') return 'state';
  if (row.status === 'CONFIRMED' && action === 'requestUpdate' && row.amended_status === 'AMENDMENT_RECEIVED') return 'state';
  return undefined;
}

/** The actions the caller may take on the booking now. */
export function allowedActions(row: Pick<BookingRow, 'status' | 'amended_status'>, side: BookingSide, can: (level: Level) => boolean): BookingAction[] {
  return (Object.keys(BOOKING_ACTIONS) as BookingAction[]).filter((action) => !actionRefusal(row, side, can, action));
}
