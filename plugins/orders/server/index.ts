import { defineServerPlugin, MAILER, SHIPMENT_RECORDS, SHIPMENT_TRACKING, defineReport, NOTIFIER, DOCUMENT_TEMPLATES, registerDocumentSource } from '@portolan/sdk/server';
import { features, planFeatures } from '../shared/features';
import { ORDERS_EVENTS } from '../shared/events';
import migration001 from './migrations/001_orders.sql';
import { registerMasterRoutes } from './master/registerMasterRoutes';
import { registerProductRoutes } from './products/registerProductRoutes';
import { registerOrderRoutes } from './orders/registerOrderRoutes';
import { registerProgressRoutes } from './progress/registerProgressRoutes';
import { registerUploadRoutes } from './uploads/registerUploadRoutes';
import { registerRequisitionRoutes } from './requisitions/registerRequisitionRoutes';
import { registerOrderRfqRoutes } from './sourcing/registerOrderRfqRoutes';
import { seedMaster } from './master/seedMaster';
import { seedOrders } from './orders/seedOrders';
import { seedSourcing } from './sourcing/seedSourcing';
import { orderDelaysReport } from './reports/orderDelaysReport';
import { purchaseOrderDocumentSource } from './orders/purchaseOrderDocumentSource';

/**
 * The orders and purchasing API (README.md): the company master, locations and product catalogue
 * (master/, products/); purchase orders with lines, milestones, approval (SDK approvals with criteria),
 * the supplier's acknowledgement link and change proposals (orders/); milestones, shipments from lines,
 * the summary and aggregates (progress/); bulk uploads with logs (uploads/); requisitions and approval
 * rules (requisitions/); order RFQs with supplier quotes and the award (sourcing/). Shipments through
 * the shipments plugin (SHIPMENT_RECORDS, SHIPMENT_TRACKING), emails through the outbox (MAILER).
 */
export default defineServerPlugin({
  id: 'orders',
  features,
  planFeatures,
  requires: [SHIPMENT_RECORDS, SHIPMENT_TRACKING, MAILER],
  // Notifications by event and preference when the messaging plugin runs (else email to the company's leads);
  // the PO PDF through the buyer's purchase-order template when the composer plugin runs (else the built-in one).
  optional: [NOTIFIER, DOCUMENT_TEMPLATES],
  events: ORDERS_EVENTS,
  config: {
    publicUrl: { env: 'PORTOLAN_PUBLIC_URL', type: 'string', default: '', description: "The web app's public origin for supplier links in emails; empty: the origin of the request that caused the email" },
  },
  migrations: [{ name: '001_orders', sql: migration001 }],
  routes(app, ctx) {
    defineReport(app, ctx.db, orderDelaysReport);
    registerMasterRoutes(app, ctx);
    registerProductRoutes(app, ctx);
    registerOrderRoutes(app, ctx);
    registerProgressRoutes(app, ctx);
    registerUploadRoutes(app, ctx);
    registerRequisitionRoutes(app, ctx);
    registerOrderRfqRoutes(app, ctx);
    registerDocumentSource(ctx.db, purchaseOrderDocumentSource);
  },
  async seed(ctx) {
    await seedMaster(ctx);
    await seedOrders(ctx);
    await seedSourcing(ctx);
  },
});
