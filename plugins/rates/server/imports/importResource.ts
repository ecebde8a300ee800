import { baseRecord, type ResourceSpec } from '@portolan/sdk/server';
import { RATES_API, type ImportState, type RateImport, type RateKind } from '../../shared/types';

/** The import's columns as the API answers them. */
export function toRateImport(row: Record<string, unknown>): RateImport {
  return {
    ...baseRecord(row),
    fileName: String(row.file_name),
    status: row.status as ImportState,
    kind: row.kind as RateKind,
    mapping: (row.mapping as Record<string, string>) ?? {},
    headers: (row.headers as string[]) ?? [],
    rowCount: Number(row.row_count),
    errorCount: Number(row.error_count),
    committedCount: Number(row.committed_count),
    progress: Number(row.progress),
    createdBy: (row.created_by_name as string | null) ?? null,
    failureReason: (row.failure as string | null) ?? null,
  };
}

/**
 * The import log, `GET /api/rates/v3/rateInventory/imports` (filters status, kind, createdAt range;
 * search in the file name; newest first) and `GET …/imports/:id` (the status and progress a client
 * polls while a large sheet commits). Writes are the import's own routes (registerImportRoutes).
 */
export const importResource: ResourceSpec<RateImport> = {
  base: RATES_API.imports,
  table: 'rate_imports',
  feature: 'rates',
  fields: {
    status: { column: 'status', type: 'text', filter: 'in' },
    kind: { column: 'kind', type: 'text', filter: 'in' },
    createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
    updatedAt: { column: 'updated_at', type: 'timestamp', filter: 'range', sort: true },
  },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  search: { columns: ['file_name'] },
  toRecord: toRateImport,
};
