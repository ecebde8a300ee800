import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES, type ServerPluginContext } from '@portolan/sdk/server';
import { enterpriseInvoiceRoutes } from './enterpriseInvoiceRoutes';
import { invoiceDueSubscriptions } from './invoiceDueSubscriptions';
import { subscriptionBillingRoutes } from './subscriptionBillingRoutes';
import { subscriptionDocumentRoutes } from './subscriptionDocumentRoutes';

/**
 * Enterprise subscription billing (README "Enterprise subscriptions"): subscription invoices and their
 * uploaded originals, the billing terms, subscription documents — in a scope of their own that reads
 * multipart forms (one file of at most 10 MB) — and the hourly job invoicing ended periods.
 */
export function registerEnterpriseRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 }, throwFileSizeLimit: true });
    enterpriseInvoiceRoutes(scope, ctx);
    subscriptionBillingRoutes(scope, ctx);
    subscriptionDocumentRoutes(scope, ctx);
  });
  ctx.scheduler.every('subscription-invoices', 3600, async (now) => {
    const issued = await invoiceDueSubscriptions(ctx, now);
    if (issued > 0) ctx.log.info({ issued }, 'subscription invoices issued');
  });
}
