import type { BulkUploadLog } from '../../../shared/types';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** What an upload came to, in words: imported counts, or the refused rows. */
export function uploadOutcome(log: BulkUploadLog): string {
  if (log.status === 'FAILED' && log.rowsRefused === 0) return log.message ?? 'The file could not be imported';
  // A file is imported all or nothing: a FAILED one wrote no row.
  if (log.rowsRefused > 0 && (log.status === 'FAILED' || log.rowsAccepted === 0)) return `${count(log.rowsRefused, 'row')} refused; nothing was imported`;
  if (log.rowsRefused > 0) return `${count(log.rowsRefused, 'row')} refused; ${log.rowsAccepted} imported`;
  if (log.kind === 'ORDERS') return `${count(log.created.orders ?? 0, 'order')} and ${count(log.created.lines ?? log.rowsAccepted, 'line')} imported`;
  return `${count(log.created.products ?? 0, 'product')} added and ${log.created.updated ?? 0} updated`;
}
