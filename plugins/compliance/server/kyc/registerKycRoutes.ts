import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  activityOf, badRequest, companyOf, conflict, dataBody, forbidden, isUuid, MAILER, notFound, NOTIFIER, notifyCompany, ok, registerRecordKind, todayUtc, writeActivity,
  type Db, type ServerPluginContext,
} from '@portolan/sdk/server';
import { KYC_DOC_TYPES, KYC_STATES, MAX_KYC_BYTES, REQUIRED_KYC_TYPES, type KycDocType } from '../../shared/states';
import { API, type KycDocument, type KycOverview } from '../../shared/types';
import { checkKycUpload, type KycUploadForm } from './checkKycUpload';
import { kycStatusOf } from './companyKyc';
import { KYC_COLUMNS, KYC_DOCUMENT_KIND, KYC_FROM, toKycDocument } from './kycDocumentRecord';

const read = { access: { features: ['kyc'], level: 'Read' } };
const create = { access: { features: ['kyc'], level: 'Create' } };
const text = (max: number) => ({ type: 'string', maxLength: max });
const companyParams = { type: 'object', required: ['id'], properties: { id: text(100) } } as const;
const typeParams = { type: 'object', required: ['id', 'docType'], properties: { id: text(100), docType: text(40) } } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: text(100) } } as const;
const DOC_TYPES = Object.keys(KYC_DOC_TYPES) as KycDocType[];

type CompanyRequest = FastifyRequest<{ Params: { id: string; docType?: string } }>;

/**
 * Company KYC documents (SPEC §7 `/api/companies/{id}/documents/{docType}`), their review by a platform
 * admin (`/api/kyc/reviews`, `/api/kyc/documents/:id/verify|reject|file|activity`) and the caller's status
 * (`/api/kyc/status`). A company reads and uploads its own documents; a platform admin reads any
 * company's and decides PENDING ones (VERIFIED / REJECTED with a reason), the company emailed of the
 * decision. Every change is in the document's activity (record kind `kyc-document`).
 */
export function registerKycRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const mailer = ctx.services.get(MAILER);
  const notices = () => ({ mailer, notifier: ctx.services.find(NOTIFIER) });
  registerRecordKind(db, { kind: KYC_DOCUMENT_KIND, table: 'kyc_documents', label: 'KYC document' });

  /** The company of `:id` the caller may read (its own; any for a platform admin), else 404 saying why. */
  const companyFor = async (request: CompanyRequest, write: boolean): Promise<string> => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(`Company not found: ${String(id).slice(0, 40)} is not a company id`);
    const user = request.user!;
    const own = id === companyOf(request);
    if (!own && (write || !user.isPlatformAdmin)) throw notFound('Company not found');
    if (!own && !(await ctx.identity.findCompany(db, id))) throw notFound('Company not found');
    return id;
  };
  const docTypeOf = (request: CompanyRequest): KycDocType => {
    const docType = String(request.params.docType ?? '').toUpperCase();
    if (!DOC_TYPES.includes(docType as KycDocType)) throw notFound(`Unknown KYC document type ${String(request.params.docType).slice(0, 40)}: one of ${DOC_TYPES.join(', ')}`);
    return docType as KycDocType;
  };
  const documentsOf = async (via: Db, companyId: string, docType?: KycDocType): Promise<KycDocument[]> => {
    const rows = await via.query<Record<string, unknown>>(
      `SELECT ${KYC_COLUMNS} FROM ${KYC_FROM} WHERE d.company_id = $1 AND ($2::text IS NULL OR d.doc_type = $2) ORDER BY (d.state = 'SUPERSEDED'), d.created_at DESC, d.id DESC`,
      [companyId, docType ?? null],
    );
    return rows.rows.map(toKycDocument);
  };
  const documentById = async (via: Db, id: string, lock = false): Promise<KycDocument | undefined> => {
    if (!isUuid(id)) return undefined;
    const row = await via.one<Record<string, unknown>>(`SELECT ${KYC_COLUMNS} FROM ${KYC_FROM} WHERE d.id = $1${lock ? ' FOR UPDATE OF d' : ''}`, [id]);
    return row ? toKycDocument(row) : undefined;
  };
  /** A document the caller may read: its company's, or any for a platform admin (404 otherwise). */
  const visibleDocument = async (request: FastifyRequest<{ Params: { id: string } }>): Promise<KycDocument> => {
    const doc = await documentById(db, request.params.id);
    if (!doc || (doc.companyId !== companyOf(request) && !request.user!.isPlatformAdmin)) throw notFound('KYC document not found');
    return doc;
  };
  const sendFile = async (reply: FastifyReply, id: string) => {
    const row = await db.one<{ file_name: string; content_type: string; content: Buffer | Uint8Array }>('SELECT file_name, content_type, content FROM kyc_documents WHERE id = $1', [id]);
    return reply
      .header('content-type', row!.content_type)
      .header('content-disposition', `attachment; filename="${row!.file_name.replace(/[^\w. -]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row!.file_name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(row!.content));
  };
  // Before the body and query are validated, so anyone else gets the same 403 whatever they send.
  const platformOnly = async (request: FastifyRequest) => {
    if (!request.user?.isPlatformAdmin) throw forbidden('Only a platform admin reviews KYC documents');
  };

  app.get<{ Params: { id: string } }>('/api/companies/:id/documents', { config: read, schema: { params: companyParams } }, async (request) => {
    const companyId = await companyFor(request, false);
    const docs = await documentsOf(db, companyId);
    const status = await kycStatusOf(db, companyId);
    const overview: KycOverview = {
      companyId,
      verified: status.verified,
      missing: status.missing,
      types: DOC_TYPES.map((docType) => ({
        docType,
        title: KYC_DOC_TYPES[docType].title,
        required: REQUIRED_KYC_TYPES.includes(docType),
        current: docs.find((d) => d.docType === docType && d.state !== 'SUPERSEDED') ?? null,
      })),
    };
    return ok(overview);
  });

  app.get<{ Params: { id: string; docType: string } }>(
    '/api/companies/:id/documents/:docType',
    { config: read, schema: { params: typeParams } },
    async (request) => {
      const companyId = await companyFor(request, false);
      const history = await documentsOf(db, companyId, docTypeOf(request));
      return ok({ record: history.find((d) => d.state !== 'SUPERSEDED') ?? null, history });
    },
  );

  app.get<{ Params: { id: string; docType: string } }>(
    '/api/companies/:id/documents/:docType/file',
    { config: read, schema: { params: typeParams } },
    async (request, reply) => {
      const companyId = await companyFor(request, false);
      const current = (await documentsOf(db, companyId, docTypeOf(request))).find((d) => d.state !== 'SUPERSEDED');
      if (!current) throw notFound(`No ${KYC_DOC_TYPES[docTypeOf(request)].title} was uploaded`);
      return sendFile(reply, current._id);
    },
  );

  // Uploads parse multipart/form-data in their own context (the plugin's other areas may register the parser too).
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_KYC_BYTES, files: 1, fields: 5, fieldSize: 200, parts: 6 } });
    scope.post<{ Params: { id: string; docType: string } }>(
      '/api/companies/:id/documents/:docType',
      { config: create, schema: { params: typeParams } },
      async (request, reply) => {
        const companyId = await companyFor(request, true);
        const docType = docTypeOf(request);
        if (!request.isMultipart()) throw badRequest('Send the document as multipart/form-data with file and number', 'file');
        const form: KycUploadForm = { fields: {}, file: undefined };
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') throw badRequest(`Unexpected file field ${part.fieldname.slice(0, 40)}: send the document as file`, part.fieldname.slice(0, 40));
            form.file = { name: part.filename, bytes: await part.toBuffer() }; // 413 past MAX_KYC_BYTES
          } else form.fields[part.fieldname] = String(part.value ?? '');
        }
        const user = request.user!;
        const record = await db.transaction(async (tx) => {
          const pan = docType === 'PAN' ? undefined : await companyPan(tx, companyId);
          const upload = checkKycUpload(docType, form, pan, todayUtc());
          const previous = await tx.one<{ id: string; state: string }>(
            "SELECT id, state FROM kyc_documents WHERE company_id = $1 AND doc_type = $2 AND state <> 'SUPERSEDED' FOR UPDATE",
            [companyId, docType],
          );
          if (previous) {
            await tx.query("UPDATE kyc_documents SET state = 'SUPERSEDED', version = version + 1, updated_at = now() WHERE id = $1", [previous.id]);
            await writeActivity(tx, { kind: KYC_DOCUMENT_KIND, recordId: previous.id, companyId, actorId: user.id, actorName: user.name, action: 'supersede', from: previous.state, to: 'SUPERSEDED', note: 'A newer document was uploaded' });
          }
          const row = await tx.one<{ id: string }>(
            `INSERT INTO kyc_documents (company_id, doc_type, number, issued_on, expires_on, file_name, content_type, size, sha256, content, uploaded_by, uploaded_by_name)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
            [companyId, docType, upload.number, upload.issuedOn, upload.expiresOn, upload.fileName, upload.contentType, upload.bytes.length,
              createHash('sha256').update(upload.bytes).digest('hex'), upload.bytes, user.id, user.name],
          );
          await writeActivity(tx, { kind: KYC_DOCUMENT_KIND, recordId: row!.id, companyId, actorId: user.id, actorName: user.name, action: 'upload', from: null, to: 'PENDING', note: `${KYC_DOC_TYPES[docType].number} ${upload.number}` });
          return (await documentById(tx, row!.id))!;
        });
        return reply.status(201).send(ok({ record, id: record._id }));
      },
    );
  });

  app.get('/api/kyc/status', { config: read, schema: {} }, async (request) =>
    ok(await kycStatusOf(db, companyOf(request))),
  );

  app.get<{ Querystring: { state?: string; docType?: string; limit?: number; page?: number } }>(
    API.kycReviews,
    {
      config: read,
      preValidation: platformOnly,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            state: { type: 'string', enum: [...KYC_STATES] },
            docType: { type: 'string', enum: DOC_TYPES },
            limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
            page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
          },
        },
      },
    },
    async (request) => {
      const { state = null, docType = null, limit = 50, page = 1 } = request.query;
      const where = 'WHERE ($1::text IS NULL OR d.state = $1) AND ($2::text IS NULL OR d.doc_type = $2)';
      const order = state === 'PENDING' ? 'd.created_at, d.id' : 'd.created_at DESC, d.id DESC';
      const rows = await db.query<Record<string, unknown>>(`SELECT ${KYC_COLUMNS} FROM ${KYC_FROM} ${where} ORDER BY ${order} LIMIT $3 OFFSET $4`, [state, docType, limit, (page - 1) * limit]);
      const count = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM kyc_documents d ${where}`, [state, docType]);
      return ok({ items: rows.rows.map(toKycDocument), count: Number(count!.n) });
    },
  );

  const decide = async (request: FastifyRequest<{ Params: { id: string } }>, action: 'verify' | 'reject', reason: string | null) => {
    const user = request.user!;
    return db.transaction(async (tx) => {
      const doc = await documentById(tx, request.params.id, true);
      if (!doc) throw notFound('KYC document not found');
      if (doc.state !== 'PENDING') throw conflict(`Cannot ${action}: the document is ${doc.state}`);
      const today = todayUtc();
      if (action === 'verify' && doc.expiresOn && doc.expiresOn <= today) throw conflict(`Cannot verify: the document expired on ${doc.expiresOn}`);
      const to = action === 'verify' ? 'VERIFIED' : 'REJECTED';
      await tx.query(
        'UPDATE kyc_documents SET state = $2, reviewed_by = $3, reviewed_by_name = $4, reviewed_at = now(), rejection_reason = $5, version = version + 1, updated_at = now() WHERE id = $1',
        [doc._id, to, user.id, user.name, reason],
      );
      await writeActivity(tx, { kind: KYC_DOCUMENT_KIND, recordId: doc._id, companyId: doc.companyId, actorId: user.id, actorName: user.name, action, from: 'PENDING', to, note: reason });
      const title = KYC_DOC_TYPES[doc.docType].title;
      if (action === 'verify') {
        const status = await kycStatusOf(tx, doc.companyId, today);
        const next = status.verified ? 'Your company\'s KYC is now verified.' : `Still missing: ${status.missing.map((t) => KYC_DOC_TYPES[t].title).join(', ')}.`;
        await notifyCompany(tx, notices(), doc.companyId, {
          event: 'kyc.verified', subject: `KYC: your ${title} was verified`, href: '/kyc', record: { kind: KYC_DOCUMENT_KIND, id: doc._id }, actorUserId: user.id,
          body: `Your ${title} (${KYC_DOC_TYPES[doc.docType].number} ${doc.number}) was verified by Portolan.\n\n${next}`,
        });
      } else {
        await notifyCompany(tx, notices(), doc.companyId, {
          event: 'kyc.rejected', subject: `KYC: your ${title} was rejected`, href: '/kyc', record: { kind: KYC_DOCUMENT_KIND, id: doc._id }, actorUserId: user.id,
          body: `Your ${title} (${KYC_DOC_TYPES[doc.docType].number} ${doc.number}) was rejected by Portolan.\n\nReason: ${reason}\n\nUpload a corrected document on the KYC page.`,
        });
      }
      return (await documentById(tx, doc._id))!;
    });
  };

  app.post<{ Params: { id: string } }>(
    `${API.kycDocuments}/:id/verify`,
    { config: create, preValidation: platformOnly, schema: { params: idParams, body: { type: 'object', properties: { data: { type: 'object', additionalProperties: false, properties: {} } } } } },
    async (request) => ok({ record: await decide(request, 'verify', null) }),
  );

  app.post<{ Params: { id: string }; Body: { data: { reason: string } } }>(
    `${API.kycDocuments}/:id/reject`,
    { config: create, preValidation: platformOnly, schema: { params: idParams, body: dataBody({ reason: { type: 'string', minLength: 1, maxLength: 500, pattern: '\\S' } }, ['reason']) } },
    async (request) => ok({ record: await decide(request, 'reject', request.body.data.reason.trim()) }),
  );

  app.get<{ Params: { id: string } }>(`${API.kycDocuments}/:id/file`, { config: read, schema: { params: idParams } }, async (request, reply) =>
    sendFile(reply, (await visibleDocument(request))._id),
  );

  app.get<{ Params: { id: string } }>(`${API.kycDocuments}/:id/activity`, { config: read, schema: { params: idParams } }, async (request) => {
    const doc = await visibleDocument(request);
    const items = await activityOf(db, KYC_DOCUMENT_KIND, doc._id);
    return ok({ items, count: items.length });
  });
}

/** The company's PAN as its current PAN document says (VERIFIED or PENDING), if it has one. */
async function companyPan(db: Db, companyId: string): Promise<string | undefined> {
  const row = await db.one<{ number: string }>("SELECT number FROM kyc_documents WHERE company_id = $1 AND doc_type = 'PAN' AND state IN ('VERIFIED', 'PENDING')", [companyId]);
  return row?.number;
}
