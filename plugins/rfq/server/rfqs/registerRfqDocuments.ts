import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { badRequest, checkFileType, companyOf, conflict, dataBody, isUuid, MAX_UPLOAD_BYTES, notFound, ok, writeActivity, type ServerPluginContext } from '@portolan/sdk/server';
import { RFQ_KIND } from '../../shared/states';
import { RFQ_API } from '../../shared/types';
import { documentOf } from './loadRfq';
import { rfqAccess } from './rfqAccess';

const FINAL = ['AWARDED', 'CANCELLED'];

/**
 * RFQ attachments: upload (multipart `rfqId`, `file`; ≤ 10 MiB, type checked by extension and content
 * with the SDK's checkFileType), delete one's own, download. The owner's documents reach every invited
 * vendor; a vendor's reach the owner and that vendor only. Nothing changes once the RFQ is AWARDED or
 * CANCELLED (409 naming the state).
 */
export async function registerRfqDocuments(app: FastifyInstance, { db }: ServerPluginContext): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 } });

  app.post(RFQ_API.upload, { config: { access: { features: ['rfq'], level: 'Create' } } }, async (request, reply) => {
    const companyId = companyOf(request);
    if (!request.isMultipart()) throw badRequest('Send the document as multipart/form-data', 'file');
    const fields: Record<string, string> = {};
    let file: { name: string; bytes: Buffer } | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest(`Unexpected file field ${part.fieldname}`, part.fieldname);
        file = { name: part.filename, bytes: await part.toBuffer() };
      } else fields[part.fieldname] = String(part.value ?? '');
    }
    if (!isUuid(fields.rfqId)) throw badRequest('rfqId is required', 'rfqId');
    if (!file || file.bytes.length === 0) throw badRequest('file is required', 'file');
    const access = await rfqAccess(db, companyId, fields.rfqId);
    if (FINAL.includes(access.status)) throw conflict(`Cannot add a document: the RFQ is ${access.status}`);
    const name = file.name.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 255) || 'document';
    const type = checkFileType(name, file.bytes);
    if ('problem' in type) throw badRequest(type.problem, 'file');
    const user = request.user!;
    const record = await db.transaction(async (tx) => {
      const row = await tx.one<Record<string, unknown>>(
        `WITH d AS (INSERT INTO rfq_documents (rfq_id, company_id, file_name, content_type, size, content, uploaded_by, uploaded_by_name)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, rfq_id, company_id, file_name, content_type, size, uploaded_by_name, created_at)
         SELECT d.*, c.name AS company_name FROM d JOIN companies c ON c.id = d.company_id`,
        [fields.rfqId, companyId, name, type.contentType, file!.bytes.length, file!.bytes, user.id, user.name],
      );
      await writeActivity(tx, { kind: RFQ_KIND, recordId: fields.rfqId, companyId, actorId: user.id, actorName: user.name, action: 'document-added', note: name });
      return documentOf(row!);
    });
    return reply.status(201).send(ok({ record, id: record._id }));
  });

  app.post<{ Body: { data: { _id: string } } }>(
    RFQ_API.deleteDocument,
    { config: { access: { features: ['rfq'], level: 'Update' } }, schema: { body: dataBody({ _id: { type: 'string', maxLength: 100 } }, ['_id']) } },
    async (request) => {
      const companyId = companyOf(request);
      const id = request.body.data._id;
      const user = request.user!;
      return db.transaction(async (tx) => {
        const doc = isUuid(id)
          ? await tx.one<{ rfq_id: string; file_name: string; status: string; owner: string; invited: boolean }>(
              `SELECT d.rfq_id, d.file_name, r.status, r.company_id AS owner,
                      EXISTS (SELECT 1 FROM rfq_invitations i WHERE i.rfq_id = r.id AND i.company_id = $2) AS invited
                 FROM rfq_documents d JOIN rfqs r ON r.id = d.rfq_id WHERE d.id = $1 AND d.company_id = $2 FOR UPDATE OF d`,
              [id, companyId],
            )
          : undefined;
        if (!doc || (doc.owner !== companyId && !doc.invited)) throw notFound('Document not found');
        if (FINAL.includes(doc.status)) throw conflict(`Cannot delete the document: the RFQ is ${doc.status}`);
        await tx.query('DELETE FROM rfq_documents WHERE id = $1', [id]);
        await writeActivity(tx, { kind: RFQ_KIND, recordId: doc.rfq_id, companyId, actorId: user.id, actorName: user.name, action: 'document-deleted', note: doc.file_name });
        return ok({ record: { _id: id }, message: 'Document deleted' });
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    `${RFQ_API.rfqs}/documents/:id/download`,
    { config: { access: { features: ['rfq'], level: 'Read' } }, schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } } },
    async (request, reply) => {
      const companyId = companyOf(request);
      // The uploader, the RFQ's owner, or an invited vendor (of an RFQ past DRAFT) for the owner's documents.
      const row = isUuid(request.params.id)
        ? await db.one<{ file_name: string; content_type: string; content: Buffer | Uint8Array }>(
            `SELECT d.file_name, d.content_type, d.content FROM rfq_documents d JOIN rfqs r ON r.id = d.rfq_id
              WHERE d.id = $1 AND (d.company_id = $2 OR r.company_id = $2
                    OR (d.company_id = r.company_id AND r.status <> 'DRAFT' AND EXISTS (SELECT 1 FROM rfq_invitations i WHERE i.rfq_id = r.id AND i.company_id = $2)))`,
            [request.params.id, companyId],
          )
        : undefined;
      if (!row) throw notFound('Document not found');
      return reply
        .header('content-type', row.content_type)
        .header('content-disposition', `attachment; filename="${row.file_name.replace(/[^\w. -]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row.file_name)}`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(row.content));
    },
  );
}
