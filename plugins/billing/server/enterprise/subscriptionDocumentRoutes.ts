import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, forbidden, isUuid, list, notFound, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { isFeatureAllowed } from '@portolan/sdk/shared';
import { BILLING_API, type SubscriptionDocument } from '../../shared/types';
import { readBillingFile, sendBillingFile } from '../files/readBillingFile';
import { readBillingForm } from '../files/readBillingForm';
import { storeBillingFile } from '../files/storeBillingFile';
import { companyAsked, failingWith, requirePlatform } from './enterpriseAccess';
import { subscriptionOfCompany } from './subscriptionOfCompany';

const DOC_TYPES = ['ORDER_FORM', 'CONTRACT', 'PURCHASE_ORDER', 'TAX_CERTIFICATE', 'OTHER'] as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;
const listQuery = { type: 'object', properties: { company: { type: 'string', maxLength: 100 } } } as const;

const COLUMNS = `d.id, d.company_id, d.subscription_id, d.title, d.doc_type, f.file_name, f.content_type, f.size_bytes, d.created_at, d.version`;

function toDocument(r: Record<string, unknown>): SubscriptionDocument {
  return {
    _id: String(r.id),
    companyId: String(r.company_id),
    subscriptionId: (r.subscription_id as string) ?? null,
    title: String(r.title),
    docType: r.doc_type as SubscriptionDocument['docType'],
    fileName: String(r.file_name),
    contentType: String(r.content_type),
    sizeBytes: Number(r.size_bytes),
    createdAt: r.created_at instanceof Date ? r.created_at.toISOString() : String(r.created_at),
    version: Number(r.version),
  };
}

/** Platform admins upload for any company; a company's enterprise admin (feature `admin`, Update) for its own. */
function uploaderMay(request: FastifyRequest): boolean {
  const user = request.user!;
  return user.isPlatformAdmin || isFeatureAllowed(user.effectiveAccesses, 'admin', 'Update');
}

/**
 * Subscription documents (the order form, the contract, a PO, a tax certificate), served at both
 * `subscriptions/documents` and `subscriptions/document` (SPEC writes both): the company's list (any
 * user of it; platform admins all or `?company=`), upload (platform admins for `companyId`; a company's
 * `admin` Update for its own), download (the company and platform admins) and delete (platform admins).
 */
export function subscriptionDocumentRoutes(app: FastifyInstance, { db }: ServerPluginContext): void {
  for (const base of [BILLING_API.subscriptionDocuments, BILLING_API.subscriptionDocument]) {
    app.get(base, { schema: { querystring: listQuery } }, async (request) => {
      const company = companyAsked(request);
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM subscription_documents d JOIN billing_files f ON f.id = d.file_id
          WHERE ($1::uuid IS NULL OR d.company_id = $1::uuid) ORDER BY d.created_at DESC, d.id LIMIT 500`,
        [company ?? null],
      );
      return list(rows.rows.map(toDocument), rows.rows.length);
    });

    app.post(base, async (request, reply) => {
      const user = request.user!;
      if (!uploaderMay(request)) throw forbidden('Only your enterprise admin (or the platform) may upload subscription documents');
      return failingWith('Document upload failed', async () => {
        const form = await readBillingForm(request, ['companyId', 'title', 'docType']);
        const { title = '', docType = 'OTHER' } = form.fields;
        let companyId = user.companyId;
        if (user.isPlatformAdmin && form.fields.companyId) companyId = form.fields.companyId;
        else if (form.fields.companyId && form.fields.companyId !== user.companyId) throw notFound('Company not found');
        const sub = isUuid(companyId) ? await subscriptionOfCompany(db, companyId) : undefined;
        if (!sub) throw badRequest('companyId is not a company', 'companyId');
        if (!title || title.length > 200) throw badRequest('title is required (at most 200 characters)', 'title');
        if (!(DOC_TYPES as readonly string[]).includes(docType)) throw badRequest(`docType must be one of ${DOC_TYPES.join(', ')}`, 'docType');
        if (!form.file) throw badRequest('file is required: a PDF, PNG or JPEG', 'file');
        const file = form.file;
        const id = await db.transaction(async (tx) => {
          const fileId = await storeBillingFile(tx, { companyId, userId: user.id, file });
          const row = await tx.one<{ id: string }>(
            'INSERT INTO subscription_documents (company_id, subscription_id, title, doc_type, file_id, uploaded_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
            [companyId, sub.subscriptionId, title, docType, fileId, user.id],
          );
          return row!.id;
        });
        const row = await db.one<Record<string, unknown>>(`SELECT ${COLUMNS} FROM subscription_documents d JOIN billing_files f ON f.id = d.file_id WHERE d.id = $1`, [id]);
        return reply.status(201).send(ok({ record: toDocument(row!), id, message: 'Document Uploaded' }));
      });
    });

    app.get<{ Params: { id: string } }>(`${base}/:id/file`, { schema: { params: idParams } }, async (request, reply) => {
      const user = request.user!;
      const row = isUuid(request.params.id)
        ? await db.one<{ file_id: string }>('SELECT file_id FROM subscription_documents WHERE id = $1 AND ($2 OR company_id = $3)', [request.params.id, user.isPlatformAdmin, user.companyId])
        : undefined;
      const file = row ? await readBillingFile(db, row.file_id) : undefined;
      if (!file) throw notFound('Document not found');
      return sendBillingFile(reply, file);
    });

    app.delete<{ Params: { id: string } }>(`${base}/:id/`, { schema: { params: idParams } }, async (request) => {
      requirePlatform(request);
      const deleted = isUuid(request.params.id)
        ? await db.transaction(async (tx) => {
            const row = await tx.one<{ file_id: string }>('DELETE FROM subscription_documents WHERE id = $1 RETURNING file_id', [request.params.id]);
            if (row) await tx.query('DELETE FROM billing_files WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM invoices WHERE file_id = $1)', [row.file_id]);
            return row;
          })
        : undefined;
      if (!deleted) throw notFound('Document not found');
      return ok({ message: 'Document deleted' });
    });
  }
}
