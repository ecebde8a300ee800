import type { FastifyInstance } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';
import { registerTemplatePreview } from './registerTemplatePreview';
import { registerTemplateReads } from './registerTemplateReads';
import { registerTemplateWrites } from './registerTemplateWrites';

/** `/api/documents/v2/templates` (notes/templates-api.md): reads, writes and the live PDF preview. */
export function registerTemplateRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  registerTemplateReads(app, ctx.db);
  registerTemplateWrites(app, ctx.db);
  registerTemplatePreview(app, ctx.db);
}
