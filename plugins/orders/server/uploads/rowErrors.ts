import type { BulkUploadError } from '../../shared/types';
import { MAX_LOG_ERRORS } from './uploadLog';

/** The row errors of a file: at most MAX_LOG_ERRORS kept, every refused row counted. */
export class RowErrors {
  readonly kept: BulkUploadError[] = [];
  private readonly rows = new Set<number>();

  add(row: number, field: string, message: string): void {
    this.rows.add(row);
    if (this.kept.length < MAX_LOG_ERRORS) this.kept.push({ row, field, message });
  }

  /** How many rows have at least one error. */
  get refusedRows(): number {
    return this.rows.size;
  }

  /** The errors sorted by row (the order they were found in otherwise), for the log. */
  sorted(): BulkUploadError[] {
    return [...this.kept].sort((a, b) => a.row - b.row);
  }

  /** The FAILED outcome's message. */
  get message(): string {
    const n = this.refusedRows;
    return `${n} row${n === 1 ? '' : 's'} refused; nothing was imported`;
  }
}
