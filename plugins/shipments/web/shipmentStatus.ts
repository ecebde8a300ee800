import type { Intent } from '@blueprintjs/core';
import { STATUS_LABELS, type ShipmentStatus } from '../shared/statuses';

/** 'In transit' for IN_TRANSIT; the code itself when unknown. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status as ShipmentStatus] ?? status;
}

/** The Blueprint intent a status tag is drawn with. */
export function statusIntent(status: string): Intent {
  return status === 'IN_TRANSIT' ? 'primary' : status === 'ARRIVED' ? 'warning' : status === 'DELIVERED' ? 'success' : status === 'CANCELLED' ? 'danger' : 'none';
}
