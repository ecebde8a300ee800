import { formatPort } from '@portolan/sdk';
import { portName as nameOfPort } from '@portolan/sdk/shared';

// The status texts live apart from the port helpers, so a screen that shows statuses only (the home)
// does not load the port names table.
export { statusIntent, statusLabel } from './shipmentStatus';

export { carrierName } from '@portolan/sdk/shared';

/** 'Shanghai' for CNSHA (the code is shown beside it); the code when unknown. */
export function portName(code: string | null | undefined): string {
  return nameOfPort(code) ?? code ?? '';
}

/** 'Shanghai (CNSHA)': the SDK's port format with the name from the curated port list. */
export function port(code: string | null | undefined): string {
  return formatPort(code, nameOfPort(code));
}
