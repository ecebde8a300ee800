import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { activityOf, badRequest, companyOf, conflict, dataBody, isUuid, notFound, ok, requireLevel, writeActivity, type ServerPluginContext } from '@portolan/sdk/server';
import { EXTRACTION_KINDS, MAX_PDF_BYTES, type ExtractionKind } from '../../shared/states';
import { API, type ExtractedInvoice } from '../../shared/types';
import { createBill, readBill, type NewBill } from '../regularization/billRecords';
import { correctionsOf } from './correctionsOf';
import { extractFields } from './extractFields';
import { EXTRACTION_COLUMNS, EXTRACTION_KIND, extractionOf, toExtraction } from './extractionRecords';
import { PdfUnreadableError } from './PdfUnreadableError';
import { readPdfText } from './readPdfText';
import { readUpload } from './readUpload';

const read = { access: { features: ['pdf-reader'], level: 'Read' } };
const create = { access: { features: ['pdf-reader'], level: 'Create' } };
const idParams = { type: 'object', properties: { id: { type: 'string', maxLength: 100 } }, required: ['id'] };
const text = (maxLength: number) => ({ type: 'string', maxLength });
const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength });

/** What the user confirms before the invoice (export bill) is created; the bills' rules check each value (400 naming `data.fields.<name>`). */
const invoiceFields = {
  type: 'object',
  additionalProperties: false,
  required: ['sbNumber', 'sbDate', 'portCode', 'invoiceNumber', 'invoiceDate', 'invoiceValue', 'currency'],
  properties: {
    sbNumber: text(20),
    sbDate: text(20),
    portCode: text(10),
    invoiceNumber: text(60),
    invoiceDate: text(20),
    invoiceValue: text(30),
    currency: text(3),
    buyerName: optionalText(200),
    buyerCountry: optionalText(2),
    shipmentId: optionalText(100),
  },
};
type InvoiceFields = Omit<NewBill, 'extractionId'>;

/**
 * The PDF reader (README-PDF-READER.md): upload a shipping bill or a bill of lading (multipart `file`,
 * ≤ MAX_PDF_BYTES) → its text and fields are read and stored as an extraction of the company; the
 * company's extractions and their files; createInvoice turns a shipping bill extraction, with the
 * fields the user confirmed, into an export bill for regularization (once), getInvoice answers it.
 */
export function registerPdfReaderRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;

  // Uploads parse multipart/form-data in their own context (the plugin's other areas register the parser too).
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 5 } });
    const uploads: Array<[string, ExtractionKind]> = [
      [API.pdfShippingBill, 'SHIPPING_BILL'],
      [API.pdfBillOfLading, 'BILL_OF_LADING'],
    ];
    for (const [path, kind] of uploads) {
      scope.post(path, { config: create, schema: {} }, async (request, reply) => {
        const companyId = companyOf(request);
        const user = request.user!;
        const file = await readUpload(request);
        let pages;
        try {
          pages = await readPdfText(file.bytes);
        } catch (error) {
          if (error instanceof PdfUnreadableError) throw badRequest(`file is ${error.message}`, 'file');
          throw error;
        }
        const fields = extractFields(kind, pages);
        const record = await db.transaction(async (tx) => {
          const row = await tx.one<Record<string, unknown>>(
            `INSERT INTO pdf_extractions (company_id, kind, file_name, sha256, content, page_count, pages, fields, created_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9) RETURNING ${EXTRACTION_COLUMNS}`,
            [companyId, kind, file.name, createHash('sha256').update(file.bytes).digest('hex'), file.bytes, pages.length, JSON.stringify(pages.map((p) => p.lines.map((l) => l.text))), JSON.stringify(fields), user.id],
          );
          const found = fields.filter((f) => f.value !== null).length;
          await writeActivity(tx, { kind: EXTRACTION_KIND, recordId: String(row!.id), companyId, actorId: user.id, actorName: user.name, action: 'read', from: null, to: kind, note: `${found} of ${fields.length} fields read from ${file.name}` });
          return toExtraction(row!);
        });
        return reply.status(201).send(ok({ record, id: record._id }));
      });
    }
  });

  app.get<{ Querystring: { kind?: ExtractionKind; limit?: number; offset?: number } }>(
    API.pdfExtractions,
    {
      config: read,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { kind: { type: 'string', enum: [...EXTRACTION_KINDS] }, limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 }, offset: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 } },
        },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { kind, limit = 20, offset = 0 } = request.query;
      const where = `company_id = $1${kind ? ' AND kind = $2' : ''}`;
      const params = kind ? [companyId, kind] : [companyId];
      const rows = await db.query<Record<string, unknown>>(`SELECT ${EXTRACTION_COLUMNS} FROM pdf_extractions WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`, params);
      const count = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM pdf_extractions WHERE ${where}`, params);
      return ok({ items: rows.rows.map(toExtraction), count: Number(count!.n) });
    },
  );

  app.get<{ Params: { id: string } }>(`${API.pdfExtractions}/:id`, { config: read, schema: { params: idParams } }, async (request) => {
    const record = await extractionOf(db, companyOf(request), request.params.id);
    if (!record) throw notFound('Extraction not found');
    return ok({ record });
  });

  app.get<{ Params: { id: string } }>(`${API.pdfExtractions}/:id/activity`, { config: read, schema: { params: idParams } }, async (request) => {
    const record = await extractionOf(db, companyOf(request), request.params.id);
    if (!record) throw notFound('Extraction not found');
    const items = await activityOf(db, EXTRACTION_KIND, record._id);
    return ok({ items, count: items.length });
  });

  app.get<{ Params: { id: string } }>(`${API.pdfExtractions}/:id/file`, { config: read, schema: { params: idParams } }, async (request, reply) => {
    const row = isUuid(request.params.id)
      ? await db.one<{ file_name: string; content: Buffer | Uint8Array }>('SELECT file_name, content FROM pdf_extractions WHERE id = $1 AND company_id = $2', [request.params.id, companyOf(request)])
      : undefined;
    if (!row) throw notFound('Extraction not found');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${row.file_name.replace(/[^\w. -]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row.file_name)}`)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(row.content));
  });

  app.post<{ Body: { data: { extractionId: string; fields: InvoiceFields } } }>(
    API.pdfCreateInvoice,
    { config: create, schema: { body: dataBody({ extractionId: text(100), fields: invoiceFields }, ['extractionId', 'fields']) } },
    async (request, reply) => {
      requireLevel(request, 'regularization', 'Create');
      const companyId = companyOf(request);
      const user = request.user!;
      const { extractionId, fields } = request.body.data;
      if (!isUuid(extractionId)) throw notFound('Shipping bill extraction not found');
      const billId = await db.transaction(async (tx) => {
        const row = await tx.one<{ kind: string; fields: unknown; bill_id: string | null }>('SELECT kind, fields, bill_id FROM pdf_extractions WHERE id = $1 AND company_id = $2 FOR UPDATE', [extractionId, companyId]);
        if (!row || row.kind !== 'SHIPPING_BILL') throw notFound('Shipping bill extraction not found');
        if (row.bill_id) {
          const bill = await tx.one<{ sb_number: string }>('SELECT sb_number FROM export_bills WHERE id = $1', [row.bill_id]);
          throw conflict(`The invoice was already created from this extraction: export bill ${bill?.sb_number ?? ''} (${row.bill_id})`.replace('  ', ' '));
        }
        const id = await createBill(tx, { userId: user.id, companyId }, { ...fields, extractionId }, 'data.fields');
        const corrections = correctionsOf(toExtraction({ ...row, id: extractionId, file_name: '', page_count: 0, pages: [], corrections: {} }).fields, { ...fields });
        await tx.query('UPDATE pdf_extractions SET bill_id = $2, corrections = $3::jsonb, version = version + 1, updated_at = now() WHERE id = $1', [extractionId, id, JSON.stringify(corrections)]);
        const changed = Object.keys(corrections);
        await writeActivity(tx, { kind: EXTRACTION_KIND, recordId: extractionId, companyId, actorId: user.id, actorName: user.name, action: 'create-invoice', from: 'SHIPPING_BILL', to: 'INVOICED', note: changed.length ? `Corrected: ${changed.join(', ')}` : 'Created as read' });
        return id;
      });
      return reply.status(201).send(ok({ record: await invoiceOf(companyId, billId) }));
    },
  );

  /** The bill created from one of the company's extractions, with the extraction (404 otherwise). */
  async function invoiceOf(companyId: string, billId: string): Promise<ExtractedInvoice> {
    const row = isUuid(billId) ? await db.one<{ id: string }>('SELECT id FROM pdf_extractions WHERE bill_id = $1 AND company_id = $2', [billId, companyId]) : undefined;
    const extraction = row ? await extractionOf(db, companyId, row.id) : undefined;
    const bill = extraction ? await readBill(db, companyId, billId) : undefined;
    if (!extraction || !bill) throw notFound('Invoice not found');
    return { bill, extraction };
  }

  const invoiceAccess = (request: Parameters<typeof requireLevel>[0]) => requireLevel(request, 'regularization', 'Read');
  app.get<{ Params: { id: string } }>(`${API.pdfGetInvoice}/:id`, { config: read, schema: { params: idParams } }, async (request) => {
    invoiceAccess(request);
    return ok({ record: await invoiceOf(companyOf(request), request.params.id) });
  });
  app.get<{ Querystring: { id: string } }>(
    API.pdfGetInvoice,
    { config: read, schema: { querystring: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } } },
    async (request) => {
      invoiceAccess(request);
      return ok({ record: await invoiceOf(companyOf(request), request.query.id) });
    },
  );
}
