import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { badRequest, companyOf, ok, type Db } from '@portolan/sdk/server';
import { SCHEDULES_API, type SailingImportAnswer } from '../shared/types';
import { parseSailingsCsv } from './parseSailingsCsv';
import { upsertSailings } from './upsertSailings';

/** A schedule file: 5 MiB holds far more than the 10,000 rows allowed. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Row problems listed in one answer (the total is in `count`). */
const MAX_LISTED_ERRORS = 500;

/** A summary for /api/docs (multipart: no JSON body schema). */
const IMPORT_SCHEMA = { summary: 'Import sailings from a CSV file (multipart: file, dryRun)', querystring: { type: 'object', additionalProperties: false } };

/**
 * `POST /api/schedules/v2/imports` (multipart: `file` a CSV, `dryRun` "true" to check only): every
 * row is checked first; any problem answers 400 with `error.errors: [{row, field, message}]` and
 * nothing is written; otherwise all rows are written in one transaction (a sailing already there —
 * same carrier, vessel, voyage, POL, POD — is updated).
 */
export async function importRoute(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 6 } });
  app.post(SCHEDULES_API.imports, { config: { access: { features: ['schedules'], level: 'Create' } }, schema: IMPORT_SCHEMA }, async (request, reply) => {
    const companyId = companyOf(request);
    if (!request.isMultipart()) throw badRequest('Send the schedule as multipart/form-data with a CSV file in "file"', 'file');
    let file: Buffer | undefined;
    let dryRun = false;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest(`Unexpected file field ${part.fieldname}`, part.fieldname);
        file = await part.toBuffer(); // 413 past the size limit
      } else if (part.fieldname === 'dryRun') dryRun = String(part.value) === 'true';
      else throw badRequest(`Unexpected field ${part.fieldname}`, part.fieldname);
    }
    if (!file || file.length === 0) throw badRequest('file is required: a CSV with a header row', 'file');
    const text = new TextDecoder('utf-8', { fatal: false }).decode(file);
    if (text.includes('\u0000')) throw badRequest('file must be a CSV text file', 'file');
    const { rows, errors } = parseSailingsCsv(text);
    if (errors.length) {
      const message = `${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} in the file: nothing was imported`;
      return reply.status(400).send({ success: false, error: { message, code: 'VALIDATION_ERROR', field: 'file', errors: errors.slice(0, MAX_LISTED_ERRORS), count: errors.length } });
    }
    if (dryRun) return ok({ imported: rows.length, updated: 0, dryRun: true } satisfies SailingImportAnswer);
    const written = await db.transaction((tx) => upsertSailings(tx, companyId, request.user!.id, rows));
    return reply.status(201).send(ok({ ...written, dryRun: false } satisfies SailingImportAnswer));
  });
}
