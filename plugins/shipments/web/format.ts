import type { Intent } from '@blueprintjs/core';
import { carrierByCode } from '../shared/carriers';
import { portByCode } from '../shared/ports';
import { STATUS_LABELS, type ShipmentStatus } from '../shared/statuses';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** '12 Mar 2026' (UTC), or '—'. */
export function formatDate(value: string | null | undefined): string {
  return value ? dateFormat.format(new Date(value)) : '—';
}

/** '12 Mar, 14:30' (UTC), or '—'. */
export function formatDateTime(value: string | null | undefined): string {
  return value ? `${dateTimeFormat.format(new Date(value))} UTC` : '—';
}

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as ShipmentStatus] ?? status;
}

export function statusIntent(status: string): Intent {
  return status === 'IN_TRANSIT' ? 'primary' : status === 'ARRIVED' ? 'warning' : status === 'DELIVERED' ? 'success' : status === 'CANCELLED' ? 'danger' : 'none';
}

export function carrierName(code: string): string {
  return carrierByCode(code)?.name ?? code;
}

/** 'Shanghai' for CNSHA (the code is shown beside it); the code when unknown. */
export function portName(code: string | null | undefined): string {
  return portByCode(code)?.name ?? code ?? '';
}

/** Minor units → '1,234.50 USD'. */
export function formatMoney(amountMinor: number, currency: string): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return `${new Intl.NumberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amountMinor / 10 ** digits)} ${currency}`;
}
