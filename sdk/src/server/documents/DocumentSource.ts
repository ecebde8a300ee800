import type { DocumentSourceInfo, PrintableRecord } from '../../shared/documents/PrintableRecord';
import type { Db } from '../Db';

/**
 * An area's printable record type (registered in its `routes` with `registerDocumentSource`): what
 * the document-template composer offers to bind (fields, tables), the records a company may preview a
 * template on, and each record as printable.
 */
export interface DocumentSource extends DocumentSourceInfo {
  /** Records of this type the company may print, newest first (the preview's record picker); `search` matches the reference or the counterparty. */
  list(db: Db, companyId: string, query: { search?: string; limit: number }): Promise<{ id: string; label: string }[]>;
  /** The record as the company would print it; undefined when it is not one the company may see (or a malformed id). */
  load(db: Db, companyId: string, id: string): Promise<PrintableRecord | undefined>;
}
