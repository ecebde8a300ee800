import type { FastifyRequest } from 'fastify';

/**
 * The web app's origin for links in emails: PORTOLAN_PUBLIC_URL (the plugin's publicUrl setting) when
 * set, else the origin the request came from (its Origin header when well-formed, else its host);
 * empty without either (demo data, scheduler jobs).
 */
export function publicOrigin(publicUrl: string | undefined, request?: FastifyRequest): string {
  const configured = publicUrl ? publicUrl.replace(/\/+$/, '') : '';
  if (configured || !request) return configured;
  const header = request.headers.origin;
  return typeof header === 'string' && /^https?:\/\/[^/\s]+$/.test(header) ? header : `${request.protocol}://${request.host}`;
}
