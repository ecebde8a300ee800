import type { Intent } from '@blueprintjs/core';
import { formatPort } from '@portolan/sdk';
import { portName as nameOfPort } from '@portolan/sdk/shared';
import { STATUS_LABELS, type ShipmentStatus } from '../shared/statuses';

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as ShipmentStatus] ?? status;
}

export function statusIntent(status: string): Intent {
  return status === 'IN_TRANSIT' ? 'primary' : status === 'ARRIVED' ? 'warning' : status === 'DELIVERED' ? 'success' : status === 'CANCELLED' ? 'danger' : 'none';
}

export { carrierName } from '@portolan/sdk/shared';

/** 'Shanghai' for CNSHA (the code is shown beside it); the code when unknown. */
export function portName(code: string | null | undefined): string {
  return nameOfPort(code) ?? code ?? '';
}

/** 'Shanghai (CNSHA)': the SDK's port format with the name from the curated port list. */
export function port(code: string | null | undefined): string {
  return formatPort(code, nameOfPort(code));
}
