import type { FastifyRequest } from 'fastify';
import type { ServerPluginContext } from '@portolan/sdk/server';

/** The web app's origin for links in emails: the plugin's publicUrl setting, else the request's origin (empty without a request). */
export function publicOrigin(ctx: Pick<ServerPluginContext, 'settings'>, request?: FastifyRequest): string {
  const configured = String((ctx.settings as Record<string, unknown>).publicUrl ?? '').replace(/\/$/, '');
  if (configured) return configured;
  return request ? `${request.protocol}://${request.host}` : '';
}
