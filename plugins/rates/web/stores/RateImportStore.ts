import { observable, observableRef, runInAction } from 'mobx';
import { KeysetResourceStore, token, type ApiResult, type HttpClient } from '@portolan/sdk';
import { RATES_API, type ImportRowError, type RateImport, type RateImportRow, type RateKind, type RateSide } from '../../shared/types';

/** An import as the log and the wizard read it. */
export type RateImportRecord = RateImport & { [field: string]: unknown };

/** A page of an import's rows; `nextAfter` is the `after` of the next page (null on the last). */
export type RowsPage = { items: RateImportRow[]; count?: number; nextAfter?: number | null };

/** A page of an import's row problems; `count` is every problem of the import. */
export type ErrorsPage = { items: ImportRowError[]; count: number; nextAfter?: number | null };

/** The largest sheet the wizard sends (the server checks again). */
export const MAX_SHEET_BYTES = 10 * 1024 * 1024;
/** What a rate sheet may be. */
export const SHEET_EXTENSIONS = ['.csv', '.xlsx'] as const;

/** Why a file cannot be sent as a rate sheet, or undefined when it can. */
export function sheetProblem(file: Pick<File, 'name' | 'size'>): string | undefined {
  const name = file.name.toLowerCase();
  if (!SHEET_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'Choose a .csv or .xlsx file';
  if (file.size === 0) return 'The file is empty';
  if (file.size > MAX_SHEET_BYTES) return `The file is larger than ${MAX_SHEET_BYTES / 1024 / 1024} MiB`;
  return undefined;
}

/** The error rows of an answer, whether the server lists them as problems or as `{field: message}`. */
function rowErrorsOf(row: number, errors: unknown): ImportRowError[] {
  if (Array.isArray(errors)) return errors.map((e) => ({ row, field: String(e?.field ?? ''), message: String(e?.message ?? e), column: e?.column ?? null, value: e?.value ?? null }));
  if (errors && typeof errors === 'object') return Object.entries(errors).map(([field, message]) => ({ row, field, message: String(message), value: null }));
  return [];
}

/**
 * Rate-sheet imports (`/api/rates/v3/rateInventory/imports`): the log (list), one import's details
 * (polled while committing), and the wizard's steps — upload, mapping, errors and rows of the preview,
 * a row's correction, commit and cancel.
 */
export class RateImportStore extends KeysetResourceStore<RateImportRecord> {
  constructor(http: HttpClient) {
    super(http, RATES_API.imports);
  }

  /** Keeps an answered import in `details` (so the wizard shows it at once). */
  private keep(result: ApiResult<{ record?: RateImport }>): ApiResult<{ record?: RateImport }> {
    const record = result.ok ? result.data?.record : undefined;
    if (record?._id) {
      runInAction(() => {
        const state = this.details.records.get(record._id);
        if (state) state.record = record as RateImportRecord;
        else this.details.records.set(record._id, observable({ record: record as RateImportRecord, isFetching: false, error: undefined as unknown, errorMessage: undefined as string | undefined }, { record: observableRef, error: observableRef }));
      });
    }
    return result;
  }

  /** `POST imports` as multipart (fields: kind, side unless the company's default, file) → the import with its headers and a proposed mapping. */
  async upload(file: File, kind: RateKind, side?: RateSide): Promise<ApiResult<{ record?: RateImport; id?: string }>> {
    const form = new FormData();
    form.append('kind', kind);
    if (side) form.append('side', side);
    form.append('file', file, file.name);
    return this.keep(await this.http.post<{ record?: RateImport; id?: string }>(this.base, form));
  }

  /** `POST :id/mapping/` → every row validated; the import answers its errorCount. */
  async saveMapping(id: string, mapping: Record<string, string>, version: number): Promise<ApiResult<{ record?: RateImport }>> {
    return this.keep(await this.action<{ record?: RateImport }>(id, 'mapping', { mapping, version }));
  }

  /** `GET :id/errors?after` → the problems of the rows after `after` (a page), their total count and where the next page starts. */
  async errors(id: string, after = 0): Promise<ApiResult<ErrorsPage>> {
    return this.http.get<ErrorsPage>(`${this.recordPath(id)}/errors`, after ? { query: { after } } : undefined);
  }

  /** `GET :id/rows?after&limit[&onlyErrors]` → a page of rows, cells by sheet column (after = the last sheet row seen). */
  async rows(id: string, after: number, limit: number, onlyErrors = false): Promise<ApiResult<RowsPage>> {
    const result = await this.http.get<RowsPage>(`${this.recordPath(id)}/rows`, { query: { after, limit, ...(onlyErrors ? { onlyErrors: true } : {}) } });
    if (result.ok && result.data) result.data.items = (result.data.items ?? []).map((r) => ({ row: r.row, values: r.values ?? {}, errors: rowErrorsOf(r.row, r.errors) }));
    return result;
  }

  /** `POST :id/rows/:row/` `{data: {values}}`: corrects one row (re-validated); then the import is read again for its errorCount. */
  async fixRow(id: string, row: number, values: Record<string, string | null>): Promise<ApiResult<unknown>> {
    const result = await this.http.post(`${this.recordPath(id)}/rows/${row}/`, { data: { values } });
    if (result.ok) await this.fetchDetails(id);
    return result;
  }

  /** `POST :id/commit/` with the version seen: all rows or none (409 while errors remain). */
  async commit(id: string, version: number): Promise<ApiResult<{ record?: RateImport }>> {
    return this.keep(await this.action<{ record?: RateImport }>(id, 'commit', { version }));
  }

  /** `POST :id/cancel/` before commit. */
  async cancel(id: string, version: number): Promise<ApiResult<{ record?: RateImport }>> {
    return this.keep(await this.action<{ record?: RateImport }>(id, 'cancel', { version }));
  }
}

/** The plugin's RateImportStore: `useService(RateImportStoreToken)`. */
export const RateImportStoreToken = token<RateImportStore>('portolan.rates.RateImportStore');
