import type { FastifyRequest } from 'fastify';

/** The web app's link to an RFQ: PORTOLAN_PUBLIC_URL when set, else the origin the request came from. */
export function rfqLink(request: FastifyRequest, publicUrl: string | undefined, rfqId: string): string {
  let origin = publicUrl ? publicUrl.replace(/\/+$/, '') : '';
  if (!origin) {
    const header = request.headers.origin;
    origin = typeof header === 'string' && /^https?:\/\/[^/\s]+$/.test(header) ? header : `${request.protocol}://${request.host}`;
  }
  return `${origin}/rfq/${rfqId}`;
}
