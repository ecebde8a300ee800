import { baseRecord, isUuid, type Db } from '@portolan/sdk/server';
import type { ExtractionKind } from '../../shared/states';
import type { ExtractedField, ExtractionRecord } from '../../shared/types';

/** Record kind of an extraction in record_activity. */
export const EXTRACTION_KIND = 'pdf-extraction';

/** Every column but the file's bytes. */
export const EXTRACTION_COLUMNS = 'id, company_id, kind, file_name, page_count, pages, fields, corrections, bill_id, created_at, updated_at, version';

const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

export function toExtraction(row: Record<string, unknown>): ExtractionRecord {
  return {
    ...baseRecord(row),
    kind: row.kind as ExtractionKind,
    fileName: String(row.file_name),
    pageCount: Number(row.page_count),
    fields: json<ExtractedField[]>(row.fields),
    pages: json<string[][]>(row.pages),
    billId: (row.bill_id as string | null) ?? null,
    corrections: json<Record<string, [string | null, string]>>(row.corrections),
  };
}

/** One of the company's extractions (undefined for another company's, an unknown or a malformed id). */
export async function extractionOf(db: Db, companyId: string, id: string): Promise<ExtractionRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.one<Record<string, unknown>>(`SELECT ${EXTRACTION_COLUMNS} FROM pdf_extractions WHERE id = $1 AND company_id = $2`, [id, companyId]);
  return row ? toExtraction(row) : undefined;
}
