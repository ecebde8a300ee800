import type { Intent } from '@blueprintjs/core';
import type { AmendmentState, BookingSide, BookingState, VersionKind, VersionState } from '../../shared/states';

/** What a person calls each state. */
export const BOOKING_STATE_TITLES: Record<BookingState, string> = {
  DRAFT: 'Draft',
  RECEIVED: 'Received',
  PENDING_UPDATE: 'Update requested',
  UPDATE_RECEIVED: 'Update received',
  CONFIRMED: 'Confirmed',
  PENDING_AMENDMENT: 'Amendment requested',
  REJECTED: 'Rejected',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Completed',
};

export const BOOKING_STATE_INTENTS: Record<BookingState, Intent> = {
  DRAFT: 'none',
  RECEIVED: 'primary',
  PENDING_UPDATE: 'warning',
  UPDATE_RECEIVED: 'primary',
  CONFIRMED: 'success',
  PENDING_AMENDMENT: 'warning',
  REJECTED: 'danger',
  DECLINED: 'danger',
  CANCELLED: 'danger',
  COMPLETED: 'none',
};

export const AMENDMENT_TITLES: Record<AmendmentState, string> = {
  AMENDMENT_RECEIVED: 'Amendment received',
  AMENDMENT_CONFIRMED: 'Amendment confirmed',
  AMENDMENT_DECLINED: 'Amendment declined',
  AMENDMENT_CANCELLED: 'Amendment withdrawn',
};

export const SIDE_TITLES: Record<BookingSide, string> = { SHIPPER: 'My request', PROVIDER: 'Sent to me' };

export const VERSION_KIND_TITLES: Record<VersionKind, string> = { REQUEST: 'Request', UPDATE: 'Update', AMENDMENT: 'Amendment', CONFIRMATION: 'Confirmation change' };
export const VERSION_STATE_TITLES: Record<VersionState, string> = { CURRENT: 'Current', PENDING: 'Pending', SUPERSEDED: 'Superseded', DECLINED: 'Declined', CANCELLED: 'Withdrawn' };

export const SERVICE_TYPE_TITLES = { CY: 'CY (container yard)', SD: 'SD (store door)', CFS: 'CFS (freight station)' } as const;
