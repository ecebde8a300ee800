import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, companyOf, dataBody, MAX_UPLOAD_BYTES, ok, readSheet, requireLevel, type ServerPluginContext } from '@portolan/sdk/server';
import { ORDER_UPLOAD_COLUMNS, ORDERS_API, PRODUCT_UPLOAD_COLUMNS } from '../../shared/types';
import { REQUIRED_ORDER_COLUMNS } from './checkOrderRows';
import { orderUploadTemplate } from './orderUploadTemplate';
import { processOrderUpload } from './processOrderUpload';
import { processProductUpload } from './processProductUpload';
import { LINE_ITEM_COLUMNS, readLineItems, type LineItemTarget } from './readLineItems';
import { readUploadFile } from './readUploadFile';
import { UploadJobs } from './uploadJobs';
import { createUploadLog, type Uploader } from './uploadLog';
import { uploadLogRoutes } from './uploadLogRoutes';
import { isColumnOf, rowsOfJson, rowsOfSheet } from './uploadRows';

const create = { access: { features: ['orders'], level: 'Create' } };
const who = (request: FastifyRequest): Uploader => ({ companyId: companyOf(request), userId: request.user!.id, userName: request.user!.name });
const ORDER_ROWS_BODY = dataBody(
  {
    fileName: { type: 'string', minLength: 1, maxLength: 255 },
    rows: { type: 'array', minItems: 1, maxItems: 50_000, items: { type: 'object', maxProperties: 100, additionalProperties: { anyOf: [{ type: 'string', maxLength: 2000 }, { type: 'number' }, { type: 'null' }] } } },
  },
  ['fileName', 'rows'],
);

/**
 * Bulk uploads (feature `orders`; README "Bulk uploads"): orders files (multipart CSV/XLSX at
 * bulkOrderFileUpload and the legacy bulkPurchaseOrder, or JSON rows at bulkOrders) and products files
 * (bulkProducts) answer 202 with their log (PROCESSING) at once and are processed in the background,
 * all or nothing per file; their logs (bulkOrderLogs and the legacy bulkPurchaseOrderLogs,
 * bulkProductLogs); the orders template (`bulkOrders/template`); line-items files read for the order
 * and requisition forms (lineItemUploads, nothing written).
 */
export function registerUploadRoutes(app: FastifyInstance, { db, log }: ServerPluginContext): void {
  const jobs = new UploadJobs(db, log);

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 3, fieldSize: 100, parts: 4 } });
    scope.addHook('onClose', async () => jobs.settled());

    const uploadOrders = async (request: FastifyRequest, reply: FastifyReply) => {
      const file = await readUploadFile(request);
      const sheet = await readSheet(file.fileName, file.bytes, { isHeader: isColumnOf(ORDER_UPLOAD_COLUMNS) });
      const rows = rowsOfSheet(sheet, ORDER_UPLOAD_COLUMNS, REQUIRED_ORDER_COLUMNS);
      const uploader = who(request);
      const record = await createUploadLog(db, uploader, 'ORDERS', file.fileName, rows.length);
      jobs.start(record._id, () => processOrderUpload(db, uploader, record._id, file.fileName, rows));
      return reply.status(202).send(ok({ record }));
    };
    scope.post(ORDERS_API.bulkOrderFileUpload, { config: create }, uploadOrders);
    scope.post(ORDERS_API.bulkPurchaseOrder, { config: create }, uploadOrders);

    scope.post(ORDERS_API.bulkProducts, { config: create }, async (request, reply) => {
      const file = await readUploadFile(request);
      const sheet = await readSheet(file.fileName, file.bytes, { isHeader: isColumnOf(PRODUCT_UPLOAD_COLUMNS) });
      const rows = rowsOfSheet(sheet, PRODUCT_UPLOAD_COLUMNS, ['sku']);
      const uploader = who(request);
      const record = await createUploadLog(db, uploader, 'PRODUCTS', file.fileName, rows.length);
      jobs.start(record._id, () => processProductUpload(db, uploader, record._id, file.fileName, rows));
      return reply.status(202).send(ok({ record }));
    });

    scope.post(ORDERS_API.lineItemUploads, { config: { access: { features: ['orders'], level: 'Read' } } }, async (request) => {
      const file = await readUploadFile(request, ['target']);
      const target = file.fields.target as LineItemTarget;
      if (target !== 'order' && target !== 'requisition') throw badRequest("target must be 'order' or 'requisition'", 'target');
      requireLevel(request, target === 'order' ? 'orders' : 'requisitions', 'Create');
      const columns = LINE_ITEM_COLUMNS[target];
      const sheet = await readSheet(file.fileName, file.bytes, { isHeader: isColumnOf(columns) });
      return ok(await readLineItems(db, companyOf(request), target, rowsOfSheet(sheet, columns, ['sku', 'quantity'])));
    });
  });

  app.post<{ Body: { data: { fileName: string; rows: Array<Record<string, unknown>> } } }>(ORDERS_API.bulkOrders, { config: create, schema: { body: ORDER_ROWS_BODY } }, async (request, reply) => {
    const { fileName, rows: sent } = request.body.data;
    const rows = rowsOfJson(sent, ORDER_UPLOAD_COLUMNS, REQUIRED_ORDER_COLUMNS);
    const uploader = who(request);
    const record = await createUploadLog(db, uploader, 'ORDERS', fileName, rows.length);
    jobs.start(record._id, () => processOrderUpload(db, uploader, record._id, fileName, rows));
    return reply.status(202).send(ok({ record }));
  });

  app.get(`${ORDERS_API.bulkOrders}/template`, { config: { access: { features: ['orders'], level: 'Read' } } }, async (_request, reply) =>
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="purchase-orders-template.csv"').send(orderUploadTemplate()),
  );

  uploadLogRoutes(app, db, 'ORDERS', [ORDERS_API.bulkOrderLogs, ORDERS_API.bulkPurchaseOrderLogs]);
  uploadLogRoutes(app, db, 'PRODUCTS', [ORDERS_API.bulkProductLogs]);
}
