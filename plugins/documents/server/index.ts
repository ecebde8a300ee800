import { createHash } from 'node:crypto';
import { features, planFeatures } from '../shared/features';
import multipart from '@fastify/multipart';
import { addComment, badRequest, baseRecord, commentCounts, companyOf, defineListResource, defineServerPlugin, DOCUMENT_FILES, documentSources, findVisibleRecord, isUuid, listComments, notFound, ok, provide, recordKind, type Db, type ListResourceSpec, dataBody } from '@portolan/sdk/server';
import { createDocumentFiles } from './createDocumentFiles';
import documents001 from './migrations/001_documents.sql';
import documents002 from './migrations/002_record_comments.sql';
import documents003 from './migrations/003_any_record.sql';
import documents004 from './migrations/004_templates_move_to_composer.sql';
import { checkFileType, DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from './fileTypes';

export interface DocumentRecord {
  _id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  entityType: string;
  entityId: string;
  shipmentId: string;
  name: string;
  documentType: string;
  contentType: string;
  size: number;
  sha256: string;
  createdByName: string | null;
  commentCount: number;
}

/** Comments on documents are the SDK's record comments of this kind. */
const DOCUMENT_KIND = 'document';

const COLUMNS = 'id, company_id, entity_type, entity_id, name, document_type, content_type, size, sha256, created_by_name, created_at, updated_at, version';

function toDocument(row: Record<string, unknown>): DocumentRecord {
  return {
    ...baseRecord(row),
    entityType: String(row.entity_type),
    entityId: String(row.entity_id),
    shipmentId: String(row.entity_id),
    name: String(row.name),
    documentType: String(row.document_type),
    contentType: String(row.content_type),
    size: Number(row.size),
    sha256: String(row.sha256),
    createdByName: (row.created_by_name as string) ?? null,
    commentCount: Number(row.comment_count ?? 0),
  };
}

async function withCommentCounts(db: Db, records: DocumentRecord[]): Promise<void> {
  const counts = await commentCounts(db, DOCUMENT_KIND, records.map((r) => r._id));
  for (const r of records) r.commentCount = counts.get(r._id) ?? 0;
}

/** Whether the company has this document (documents are seen only by the company that uploaded them). */
async function ownDocument(db: Db, companyId: string, id: string): Promise<boolean> {
  return isUuid(id) && !!(await db.one('SELECT 1 FROM documents WHERE id = $1 AND company_id = $2', [id, companyId]));
}

const access = (features: string[], level: string) => ({ access: { features, level } });
const read = access(['documents'], 'Read');

/** The document centre list: `/api/documents/v2/shipments` (documents of the company's shipments). */
const documentList: ListResourceSpec<DocumentRecord> = {
  base: '/api/documents/v2/shipments',
  table: 'documents',
  feature: 'documents',
  fields: {
    shipmentId: { column: 'entity_id', type: 'uuid', filter: 'in' },
    entityType: { column: 'entity_type', type: 'text', filter: 'in' },
    entityId: { column: 'entity_id', type: 'uuid', filter: 'in' },
    documentType: { column: 'document_type', type: 'text', filter: 'in' },
    createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
  },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  search: { columns: ['name'] },
  toRecord: toDocument,
  expand: (db, records) => withCommentCounts(db, records),
};

/**
 * Documents (SPEC §7 /api/documents/v2/…): upload (FormData, ≤ 10 MiB, type checked by extension and
 * content), list, download, delete, comments and document types (templates are the composer plugin's). See README.md.
 */
export default defineServerPlugin({
  id: 'documents',
  features,
  planFeatures,
  provides: [provide(DOCUMENT_FILES, () => createDocumentFiles())],
  migrations: [
    { name: '001_documents', sql: documents001 },
    { name: '002_record_comments', sql: documents002 },
    { name: '003_any_record', sql: documents003 },
    { name: '004_templates_move_to_composer', sql: documents004 },
  ],
  async routes(app, { db }) {
    await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });

    // The upload types; with `printable=true` the printable types the installed plugins register
    // (SDK registerDocumentSource: quote, invoice, PO, …) with their bindable fields and tables — what
    // the document-template composer designs for (its templates are the composer plugin's).
    app.get<{ Querystring: { printable?: boolean } }>(
      '/api/documents/v2/documentType',
      { config: read, schema: { querystring: { type: 'object', additionalProperties: false, properties: { printable: { type: 'boolean' } } } } },
      async (request) => {
        if (!request.query.printable) return ok({ items: DOCUMENT_TYPES, count: DOCUMENT_TYPES.length });
        const items = documentSources(db).map((s) => ({ _id: s.documentType, name: s.name, documentType: s.documentType, fields: s.fields, tables: s.tables }));
        return ok({ items, count: items.length });
      },
    );

    app.post('/api/documents/v2/upload', { config: access(['documents'], 'Create') }, async (request, reply) => {
      const companyId = companyOf(request);
      if (!request.isMultipart()) throw badRequest('Send the document as multipart/form-data', 'file');
      const fields: Record<string, string> = {};
      let file: { name: string; bytes: Buffer } | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') throw badRequest(`Unexpected file field ${part.fieldname}`, part.fieldname);
          const bytes = await part.toBuffer(); // throws 413 past the size limit
          file = { name: part.filename, bytes };
        } else fields[part.fieldname] = String(part.value ?? '');
      }
      // A shipment's documents name it `shipmentId` (SPEC); any other registered record kind is
      // `entityType` + `entityId` (an enquiry, a quote, a customer…).
      const entityType = fields.entityType || 'shipment';
      const entityId = fields.entityId ?? fields.shipmentId;
      const idField = fields.entityId !== undefined ? 'entityId' : 'shipmentId';
      const kind = /^[a-z][a-z0-9-]{0,40}$/.test(entityType) ? recordKind(db, entityType) : undefined;
      if (!kind) throw badRequest(`entityType ${entityType.slice(0, 40)} is not a kind of record documents attach to`, 'entityType');
      if (!isUuid(entityId)) throw badRequest(`${idField} is required`, idField);
      const documentType = fields.documentType || 'OTHER';
      if (!DOCUMENT_TYPES.some((t) => t._id === documentType)) throw badRequest(`documentType must be one of ${DOCUMENT_TYPES.map((t) => t._id).join(', ')}`, 'documentType');
      if (!file || file.bytes.length === 0) throw badRequest('file is required', 'file');
      // Issue 9 item 7: the record must be one the uploader may read (its own or shared with it);
      // another company's and an unknown id are the same 404, and nothing is written.
      if (!(await findVisibleRecord(db, kind, companyId, entityId))) throw notFound(`${kind.label} not found`);
      const name = file.name.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 255) || 'document';
      const type = checkFileType(name, file.bytes);
      if ('problem' in type) throw badRequest(type.problem, 'file');
      const row = await db.one<Record<string, unknown>>(
        `INSERT INTO documents (company_id, entity_type, entity_id, name, document_type, content_type, size, sha256, content, created_by, created_by_name)
         VALUES ($1, $11, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
        [companyId, entityId, name, documentType, type.contentType, file.bytes.length, createHash('sha256').update(file.bytes).digest('hex'), file.bytes, request.user!.id, request.user!.name, entityType],
      );
      const record = toDocument(row!);
      return reply.status(201).send(ok({ record, id: record._id }));
    });

    defineListResource(app, db, documentList);

    app.get<{ Params: { id: string } }>('/api/documents/v2/:id/download', { config: read, schema: { params: { type: 'object', properties: { id: { type: 'string', maxLength: 100 } } } } }, async (request, reply) => {
      const row = isUuid(request.params.id)
        ? await db.one<{ name: string; content_type: string; content: Buffer | Uint8Array }>('SELECT name, content_type, content FROM documents WHERE id = $1 AND company_id = $2', [request.params.id, companyOf(request)])
        : undefined;
      if (!row) throw notFound('Document not found');
      return reply
        .header('content-type', row.content_type)
        .header('content-disposition', `attachment; filename="${row.name.replace(/[^\w. -]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row.name)}`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(row.content));
    });

    const idBody = dataBody({ _id: { type: 'string', maxLength: 100 } }, ['_id']);
    app.post<{ Body: { data: { _id: string } } }>('/api/documents/v2/delete', { config: access(['documents'], 'Delete'), schema: { body: idBody } }, async (request) => {
      const row = isUuid(request.body.data._id) ? await db.one<{ id: string }>('DELETE FROM documents WHERE id = $1 AND company_id = $2 RETURNING id', [request.body.data._id, companyOf(request)]) : undefined;
      if (!row) throw notFound('Document not found');
      return ok({ record: { _id: row.id }, message: 'Document deleted' });
    });

    app.get<{ Querystring: { filter?: { documentId?: string } } }>(
      '/api/documents/v2/comments',
      { config: read, schema: { querystring: { type: 'object', required: ['filter'], properties: { filter: { type: 'object', required: ['documentId'], properties: { documentId: { type: 'string', maxLength: 100 } } } } } } },
      async (request) => {
        const documentId = request.query.filter!.documentId!;
        if (!isUuid(documentId)) throw notFound('Document not found');
        if (!(await ownDocument(db, companyOf(request), documentId))) return ok({ items: [], count: 0 });
        const items = (await listComments(db, DOCUMENT_KIND, documentId, request.user!)).map((c) => ({ ...c, documentId }));
        return ok({ items, count: items.length });
      },
    );

    app.post<{ Body: { data: { documentId: string; text: string } } }>(
      '/api/documents/v2/comment',
      {
        config: access(['documents'], 'Create'),
        schema: { body: dataBody({ documentId: { type: 'string', maxLength: 100 }, text: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' } }, ['documentId', 'text']) },
      },
      async (request, reply) => {
        const companyId = companyOf(request);
        const { documentId, text } = request.body.data;
        if (!(await ownDocument(db, companyId, documentId))) throw notFound('Document not found');
        const record = { ...(await addComment(db, DOCUMENT_KIND, documentId, request.user!, text)), documentId };
        return reply.status(201).send(ok({ record, id: record._id }));
      },
    );
  },
});
