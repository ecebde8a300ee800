import type { FastifyInstance } from 'fastify';
import { companyOf, dataBody, notFound, type Db } from '@portolan/sdk/server';
import { renderTemplatePdf } from '@portolan/sdk/server/pdf';
import { PRINTABLE_DOCUMENT_TYPES } from '@portolan/sdk/shared';
import { loadCompanyLogo } from '../logo/loadCompanyLogo';
import { checkTemplateBody } from './checkTemplateBody';
import { printableSource } from './printableSource';

/**
 * The live preview (Read): `POST /api/documents/v2/templates/preview` draws one of the company's
 * records (the type's registered source; 404 when the company may not print it) with the posted,
 * unsaved design and the company's logo, as a PDF. Nothing is written.
 */
export function registerTemplatePreview(app: FastifyInstance, db: Db): void {
  app.post<{ Body: { data: { documentType: string; recordId: string; body: unknown } } }>(
    '/api/documents/v2/templates/preview',
    {
      config: { access: { features: ['composer'], level: 'Read' } },
      schema: { body: dataBody({ documentType: { type: 'string', enum: [...PRINTABLE_DOCUMENT_TYPES] }, recordId: { type: 'string', minLength: 1, maxLength: 100 }, body: { type: 'object' } }, ['documentType', 'recordId', 'body']) },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const { documentType, recordId } = request.body.data;
      const source = printableSource(db, documentType, 'data.documentType');
      const record = await source.load(db, companyId, recordId);
      if (!record) throw notFound('Record not found');
      const body = checkTemplateBody(request.body.data.body);
      const logo = await loadCompanyLogo(db, companyId);
      const pdf = await renderTemplatePdf(body, record, { logo: logo?.bytes ?? null });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="preview-${documentType.toLowerCase()}.pdf"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
}
