import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';
import { bankAdapterOf } from './sandboxBank';
import { setShipmentEquipment } from './billRecords';
import { registerActivityRoutes } from './registerActivityRoutes';
import { registerBatchRoutes } from './registerBatchRoutes';
import { registerBillRoutes } from './registerBillRoutes';
import { registerLinkRoutes } from './registerLinkRoutes';
import { registerRemittanceRoutes } from './registerRemittanceRoutes';
import { registerSettingsRoutes } from './registerSettingsRoutes';

/**
 * Regularization of export bills (access feature `regularization`): bills, inward remittances, validate and
 * push batches to the bank (the adapter PORTOLAN_BANK_GATEWAY names: only the labelled 'sandbox'; anything
 * else stops the start), batches, ageing, settings, partner links and the open /regularize page's routes.
 */
export function registerRegularizationRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const bank = bankAdapterOf(String(ctx.settings.bankGateway ?? process.env.PORTOLAN_BANK_GATEWAY ?? ''));
  setShipmentEquipment(ctx.services);
  registerBillRoutes(app, ctx);
  registerRemittanceRoutes(app, ctx);
  registerBatchRoutes(app, ctx, bank);
  registerSettingsRoutes(app, ctx);
  registerLinkRoutes(app, ctx, bank);
  registerActivityRoutes(app, ctx.db);
}
