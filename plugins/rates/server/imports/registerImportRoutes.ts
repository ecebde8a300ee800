import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  activityOf, badRequest, bodyOf, companyOf, conflict, defineResource, findOwnedForUpdate, findVisible, isUuid, notFound, ok, writeActivity,
  type Db, type ServerPluginContext,
} from '@portolan/sdk/server';
import { RATE_IMPORT_KIND, RATE_KINDS, RATE_SIDES, RATES_API, type ImportRowError, type RateImportRow, type RateKind, type RateSide } from '../../shared/types';
import { CONTAINER_TYPES } from '../inventory/containerTypes';
import { commitImport, type Committer } from './commitImport';
import { importResource, toRateImport } from './importResource';
import { AMOUNT_PREFIX, MAPPABLE_FIELDS, proposeMapping } from './proposeMapping';
import { readSheet, type Sheet } from './readSheet';
import { rowRulesOf, validateImportRows } from './validateImportRows';

export const MAX_SHEET_BYTES = 10 * 1024 * 1024;
/** Sheets with more rows commit in the background: the commit answers 202 at once and the client polls `GET :id`. */
export const BACKGROUND_ROWS = 1000;
/** Rows per INSERT when an upload is stored. */
const STORE_CHUNK = 5000;

const base = RATES_API.imports;
const access = (level: string) => ({ access: { features: ['rates'], level } });
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } };
const rowParams = { type: 'object', required: ['id', 'row'], properties: { id: { type: 'string', maxLength: 100 }, row: { type: 'string', maxLength: 100 } } };
const pageQuery = {
  type: 'object',
  properties: {
    after: { type: 'integer', minimum: 0, description: 'Rows after this sheet row number' },
    limit: { type: 'integer', minimum: 1, maximum: 500 },
    onlyErrors: { type: 'boolean', description: 'Rows with problems only' },
  },
};
const version = { type: 'integer', minimum: 1 };
/** `{data: {version?}}` or no body at all: commit and cancel. */
const optionalVersionBody = { type: 'object', properties: { data: { type: 'object', additionalProperties: false, properties: { version } }, options: { type: 'object' } } };
const mappingValues = [...MAPPABLE_FIELDS, ...Object.keys(CONTAINER_TYPES).map((t) => `${AMOUNT_PREFIX}${t}`), ''];

/** States in which the rows may still change (mapping, corrections) and the import be cancelled. */
const OPEN: readonly string[] = ['UPLOADED', 'VALIDATED', 'FAILED'];

const notFoundImport = () => notFound('Import not found');

/** A commit that has not moved for this long was cut off (its process stopped): its transaction is gone, nothing was written. */
export const STALE_COMMIT_MS = 15 * 60_000;

/** The import's state, an abandoned commit counting as FAILED (so it may be committed again or cancelled). */
function stateOf(current: Record<string, unknown>): string {
  const state = String(current.status);
  const updated = current.updated_at instanceof Date ? current.updated_at.getTime() : Date.parse(String(current.updated_at));
  return state === 'COMMITTING' && Date.now() - updated > STALE_COMMIT_MS ? 'FAILED' : state;
}

type Page = { after?: number; limit?: number; onlyErrors?: boolean };

/** The caller's import, locked for the transaction; 404 for another company's or an unknown id. */
async function lockImport(tx: Db, companyId: string, id: string): Promise<Record<string, unknown>> {
  const current = await findOwnedForUpdate(tx, 'rate_imports', companyId, id);
  if (!current) throw notFoundImport();
  return current;
}

function checkVersion(current: Record<string, unknown>, sent: number | undefined): void {
  if (sent !== undefined && Number(current.version) !== sent) {
    throw conflict(`This import was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
  }
}

const who = (request: FastifyRequest): Committer => ({ companyId: companyOf(request), userId: request.user!.id, userName: request.user!.name });

async function moved(tx: Db, request: FastifyRequest, id: string, action: string, from: string | null, to: string, note?: string): Promise<void> {
  const w = who(request);
  await writeActivity(tx, { kind: RATE_IMPORT_KIND, recordId: id, companyId: w.companyId, actorId: w.userId, actorName: w.userName, action, from, to, note: note ?? null });
}

async function importRecord(db: Db, companyId: string, id: string) {
  const row = await findVisible(db, importResource, companyId, id);
  if (!row) throw notFoundImport();
  return toRateImport(row);
}

/** Reads the multipart upload: the file and the `kind` (and optional `side`) fields. */
async function readUpload(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer; kind: RateKind; side?: RateSide }> {
  if (!request.isMultipart()) throw badRequest('Send the sheet as multipart/form-data with a file and its kind', 'file');
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) throw badRequest('Send one sheet, in the field "file"', part.fieldname);
      file = { name: part.filename, bytes: await part.toBuffer() }; // past the size limit: 413
    } else fields[part.fieldname] = String(part.value ?? '');
  }
  const unknown = Object.keys(fields).find((f) => f !== 'kind' && f !== 'side');
  if (unknown) throw badRequest(`Unknown field ${unknown}`, unknown);
  const kind = fields.kind?.toUpperCase();
  if (!RATE_KINDS.includes(kind as RateKind)) throw badRequest(`kind must be one of ${RATE_KINDS.join(', ')}`, 'kind');
  const side = fields.side?.toUpperCase();
  if (side !== undefined && !RATE_SIDES.includes(side as RateSide)) throw badRequest(`side must be one of ${RATE_SIDES.join(', ')}`, 'side');
  if (!file || file.bytes.length === 0) throw badRequest('file is required: a .csv or .xlsx rate sheet', 'file');
  const fileName = file.name.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 255) || 'sheet.csv';
  return { fileName, bytes: file.bytes, kind: kind as RateKind, side: side as RateSide | undefined };
}

/** Stores a parsed sheet as a new import (UPLOADED) with its rows; answers its id. */
async function storeImport(db: Db, request: FastifyRequest, upload: { fileName: string; kind: RateKind; side: RateSide }, sheet: Sheet): Promise<string> {
  const w = who(request);
  return db.transaction(async (tx) => {
    const row = await tx.one<{ id: string }>(
      `INSERT INTO rate_imports (company_id, file_name, kind, side, headers, mapping, header_row, row_count, created_by, created_by_name)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10) RETURNING id`,
      [w.companyId, upload.fileName, upload.kind, upload.side, JSON.stringify(sheet.headers), JSON.stringify(proposeMapping(sheet.headers, upload.kind)), sheet.headerRow, sheet.rows.length, w.userId, w.userName],
    );
    const id = row!.id;
    for (let start = 0; start < sheet.rows.length; start += STORE_CHUNK) {
      const chunk = sheet.rows.slice(start, start + STORE_CHUNK).map((r) => [r.row, r.cells]);
      await tx.query(
        'INSERT INTO rate_import_rows (import_id, company_id, row_number, cells) SELECT $1, $2, (e->>0)::int, e->1 FROM jsonb_array_elements($3::jsonb) e',
        [id, w.companyId, JSON.stringify(chunk)],
      );
    }
    await moved(tx, request, id, 'upload', null, 'UPLOADED', `${sheet.rows.length} rows, ${sheet.headers.length} columns`);
    return id;
  });
}

/** The cells of a row by sheet column. */
const valuesOf = (headers: string[], cells: Array<string | null>) => Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? null]));

/**
 * Rate-sheet imports (`/api/rates/v3/rateInventory/imports`, access feature `rates`: Read to read,
 * Create to write): upload (multipart .csv/.xlsx ≤ 10 MiB, parsed on the server, rows kept), the
 * mapping step (every row mapped and checked by the rate rules, problems stored per row), errors and
 * rows (paged), one-row corrections, the all-or-nothing commit (in the background for large sheets,
 * with progress), cancel, the import log and each import's activity. See the README's state table.
 */
export function registerImportRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db, log } = ctx;
  const running = new Set<Promise<void>>();

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_SHEET_BYTES, files: 1, fields: 5, fieldSize: 100, parts: 8 } });
    scope.addHook('onClose', async () => {
      await Promise.allSettled([...running]);
    });

    defineResource(scope, db, importResource);

    scope.post(base, { config: access('Create'), schema: {} }, async (request, reply) => {
      const upload = await readUpload(request);
      const sheet = await readSheet(upload.fileName, upload.bytes);
      const company = await db.one<{ kind: string }>('SELECT kind FROM companies WHERE id = $1', [companyOf(request)]);
      const side = upload.side ?? (company?.kind === 'shipper' ? 'CONTRACT' : 'BUY');
      const id = await storeImport(db, request, { ...upload, side }, sheet);
      const record = await importRecord(db, companyOf(request), id);
      return reply.status(201).send(ok({ record, id }));
    });

    scope.post<{ Params: { id: string }; Body: { data: { mapping: Record<string, string>; version: number } } }>(
      `${base}/:id/mapping/`,
      {
        config: access('Create'),
        schema: {
          params: idParams,
          body: bodyOf({
            type: 'object',
            additionalProperties: false,
            required: ['mapping', 'version'],
            properties: { mapping: { type: 'object', maxProperties: 200, additionalProperties: { type: 'string', enum: mappingValues } }, version },
          }),
        },
      },
      async (request) => {
        const companyId = companyOf(request);
        const { id } = request.params;
        const { mapping: sent, version: sentVersion } = request.body.data;
        await db.transaction(async (tx) => {
          const current = await lockImport(tx, companyId, id);
          const state = String(current.status);
          if (!OPEN.includes(state)) throw conflict(`Cannot map: the import is ${state}`);
          checkVersion(current, sentVersion);
          const headers = current.headers as string[];
          const mapping: Record<string, string> = {};
          const used = new Map<string, string>();
          for (const [header, field] of Object.entries(sent)) {
            if (!headers.includes(header)) throw badRequest(`${header} is not a column of the sheet`, `data.mapping.${header}`);
            if (!field) continue;
            if (used.has(field)) throw badRequest(`${field} is mapped twice (${used.get(field)} and ${header})`, `data.mapping.${header}`);
            used.set(field, header);
            mapping[header] = field;
          }
          const wide = [...used.keys()].some((f) => f.startsWith(AMOUNT_PREFIX));
          if (wide && (used.has('amount') || used.has('containerType'))) {
            throw badRequest('A sheet with container-type amount columns takes no amount or containerType column', `data.mapping.${used.get('amount') ?? used.get('containerType')}`);
          }
          if (!wide && !used.has('amount')) throw badRequest('Map a column to amount (or container-type columns such as 20GP, 40HC)', 'data.mapping');
          const errorRows = await validateImportRows(tx, id, await rowRulesOf(tx, companyId, current, mapping));
          await tx.query(
            "UPDATE rate_imports SET mapping = $2::jsonb, status = 'VALIDATED', error_count = $3, failure = NULL, version = version + 1, updated_at = now() WHERE id = $1",
            [id, JSON.stringify(mapping), errorRows],
          );
          await moved(tx, request, id, 'map', state, 'VALIDATED', errorRows ? `${errorRows} rows with problems` : 'every row is valid');
        });
        return ok({ record: await importRecord(db, companyId, id) });
      },
    );

    scope.get<{ Params: { id: string }; Querystring: Page }>(`${base}/:id/errors`, { config: access('Read'), schema: { params: idParams, querystring: pageQuery } }, async (request) => {
      const companyId = companyOf(request);
      await importRecord(db, companyId, request.params.id);
      const limit = request.query.limit ?? 100;
      const rows = await db.query<{ row_number: number; errors: ImportRowError[] }>(
        'SELECT row_number, errors FROM rate_import_rows WHERE import_id = $1 AND company_id = $2 AND error_count > 0 AND row_number > $3 ORDER BY row_number LIMIT $4',
        [request.params.id, companyId, request.query.after ?? 0, limit + 1],
      );
      const total = await db.one<{ n: number }>('SELECT COALESCE(sum(error_count), 0)::int AS n FROM rate_import_rows WHERE import_id = $1 AND company_id = $2', [request.params.id, companyId]);
      const page = rows.rows.slice(0, limit);
      return ok({ items: page.flatMap((r) => r.errors), count: total?.n ?? 0, nextAfter: rows.rows.length > limit ? page[page.length - 1].row_number : null });
    });

    scope.get<{ Params: { id: string }; Querystring: Page }>(`${base}/:id/rows`, { config: access('Read'), schema: { params: idParams, querystring: pageQuery } }, async (request) => {
      const companyId = companyOf(request);
      const record = await importRecord(db, companyId, request.params.id);
      const limit = request.query.limit ?? 100;
      const onlyErrors = request.query.onlyErrors ? ' AND error_count > 0' : '';
      const rows = await db.query<{ row_number: number; cells: Array<string | null>; errors: ImportRowError[] }>(
        `SELECT row_number, cells, errors FROM rate_import_rows WHERE import_id = $1 AND company_id = $2 AND row_number > $3${onlyErrors} ORDER BY row_number LIMIT $4`,
        [record._id, companyId, request.query.after ?? 0, limit + 1],
      );
      const page = rows.rows.slice(0, limit);
      const items: RateImportRow[] = page.map((r) => ({ row: r.row_number, values: valuesOf(record.headers, r.cells), errors: r.errors }));
      return ok({ items, count: request.query.onlyErrors ? record.errorCount : record.rowCount, nextAfter: rows.rows.length > limit ? page[page.length - 1].row_number : null });
    });

    scope.post<{ Params: { id: string; row: string }; Body: { data: { values: Record<string, string | null> } } }>(
      `${base}/:id/rows/:row/`,
      {
        config: access('Create'),
        schema: {
          params: rowParams,
          body: bodyOf({
            type: 'object',
            additionalProperties: false,
            required: ['values'],
            properties: { values: { type: 'object', maxProperties: 200, additionalProperties: { type: ['string', 'null'], maxLength: 2000 } } },
          }),
        },
      },
      async (request) => {
        const companyId = companyOf(request);
        const { id } = request.params;
        const rowNumber = /^\d{1,9}$/.test(request.params.row) ? Number(request.params.row) : NaN;
        if (!isUuid(id) || !Number.isInteger(rowNumber)) throw notFound('Row not found');
        const answer = await db.transaction(async (tx) => {
          const current = await lockImport(tx, companyId, id);
          const row = await tx.one<{ cells: Array<string | null> }>('SELECT cells FROM rate_import_rows WHERE import_id = $1 AND row_number = $2', [id, rowNumber]);
          if (!row) throw notFound('Row not found');
          const state = String(current.status);
          if (!OPEN.includes(state)) throw conflict(`Cannot correct a row: the import is ${state}`);
          const headers = current.headers as string[];
          const cells = headers.map((_, i) => row.cells[i] ?? null);
          for (const [header, value] of Object.entries(request.body.data.values)) {
            const i = headers.indexOf(header);
            if (i < 0) throw badRequest(`${header} is not a column of the sheet`, `data.values.${header}`);
            cells[i] = typeof value === 'string' && value.trim() ? value.trim() : null;
          }
          await tx.query('UPDATE rate_import_rows SET cells = $3::jsonb WHERE import_id = $1 AND row_number = $2', [id, rowNumber, JSON.stringify(cells)]);
          if (state !== 'UPLOADED') {
            await validateImportRows(tx, id, await rowRulesOf(tx, companyId, current, current.mapping as Record<string, string>), [rowNumber]);
            await tx.query(
              'UPDATE rate_imports SET error_count = (SELECT count(*) FROM rate_import_rows WHERE import_id = $1 AND error_count > 0), updated_at = now() WHERE id = $1',
              [id],
            );
          }
          const after = await tx.one<{ errors: ImportRowError[] }>('SELECT errors FROM rate_import_rows WHERE import_id = $1 AND row_number = $2', [id, rowNumber]);
          await moved(tx, request, id, 'correct', state, state, `row ${rowNumber}`);
          const record: RateImportRow = { row: rowNumber, values: valuesOf(headers, cells), errors: after?.errors ?? [] };
          return record;
        });
        return ok({ record: answer, import: await importRecord(db, companyId, id) });
      },
    );

    scope.post<{ Params: { id: string }; Body?: { data?: { version?: number } } }>(
      `${base}/:id/commit/`,
      { config: access('Create'), schema: { params: idParams, body: optionalVersionBody } },
      async (request, reply) => {
        const companyId = companyOf(request);
        const { id } = request.params;
        const rows = await db.transaction(async (tx) => {
          const current = await lockImport(tx, companyId, id);
          const state = stateOf(current);
          if (state !== 'VALIDATED' && state !== 'FAILED') throw conflict(`Cannot commit: the import is ${state}`);
          checkVersion(current, request.body?.data?.version);
          const bad = await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM rate_import_rows WHERE import_id = $1 AND error_count > 0', [id]);
          if (bad && bad.n > 0) throw conflict(`Cannot commit: ${bad.n} row${bad.n === 1 ? ' has' : 's have'} errors`);
          await tx.query("UPDATE rate_imports SET status = 'COMMITTING', progress = 0, failure = NULL, version = version + 1, updated_at = now() WHERE id = $1", [id]);
          await moved(tx, request, id, 'commit', state, 'COMMITTING');
          return Number(current.row_count);
        });
        if (rows > BACKGROUND_ROWS) {
          // Read before the job starts: on PGlite the job's transaction holds the one connection until it ends.
          const record = await importRecord(db, companyId, id);
          const job = commitImport(db, id, who(request), log);
          running.add(job);
          void job.finally(() => running.delete(job));
          return reply.status(202).send(ok({ record }));
        }
        await commitImport(db, id, who(request), log);
        return ok({ record: await importRecord(db, companyId, id) });
      },
    );

    scope.post<{ Params: { id: string }; Body?: { data?: { version?: number } } }>(
      `${base}/:id/cancel/`,
      { config: access('Create'), schema: { params: idParams, body: optionalVersionBody } },
      async (request) => {
        const companyId = companyOf(request);
        const { id } = request.params;
        await db.transaction(async (tx) => {
          const current = await lockImport(tx, companyId, id);
          const state = stateOf(current);
          if (!OPEN.includes(state)) throw conflict(`Cannot cancel: the import is ${state}`);
          checkVersion(current, request.body?.data?.version);
          await tx.query("UPDATE rate_imports SET status = 'CANCELLED', version = version + 1, updated_at = now() WHERE id = $1", [id]);
          await tx.query('DELETE FROM rate_import_rows WHERE import_id = $1', [id]);
          await moved(tx, request, id, 'cancel', state, 'CANCELLED');
        });
        return ok({ record: await importRecord(db, companyId, id) });
      },
    );

    scope.get<{ Params: { id: string } }>(`${base}/:id/activity`, { config: access('Read'), schema: { params: idParams } }, async (request) => {
      const record = await importRecord(db, companyOf(request), request.params.id);
      const items = await activityOf(db, RATE_IMPORT_KIND, record._id);
      return ok({ items, count: items.length });
    });
  });
}
