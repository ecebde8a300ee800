import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '@portolan/sdk/server';

/** True when a body's honeypot (`data.website`, a field people never see) is filled: a bot. */
export function isBot(body: unknown): boolean {
  const data = (body as { data?: { website?: unknown } } | undefined)?.data;
  return typeof data?.website === 'string' && data.website.trim() !== '';
}

/**
 * A `preValidation` hook: a bot (filled honeypot) gets a success answer before its body is even
 * checked — so it learns nothing from a 400 — and nothing is stored, priced or sent.
 */
export function honeypotGuard(status: 200 | 201, answer: () => unknown) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isBot(request.body)) return;
    request.log.info({ route: request.routeOptions.url }, 'planner honeypot filled: answered without storing');
    await reply.status(status).send(ok(answer()));
    return reply;
  };
}
