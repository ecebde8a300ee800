import type { FastifyRequest } from 'fastify';
import { publicOrigin } from '@portolan/sdk/server';

/** The link to an RFQ's screen (the owner's details, or an invited vendor's bid sheet: one URL, the server answers each its view). */
export function rfqLink(request: FastifyRequest | undefined, publicUrl: string | undefined, rfqId: string, query = ''): string {
  return `${publicOrigin(publicUrl, request)}/rfq/${rfqId}${query}`;
}
