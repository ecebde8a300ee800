import { tooManyRequests } from '@portolan/sdk/server';
import type { FastifyReply } from 'fastify';
import type { AttemptLimiter } from './AttemptLimiter';

/** Refuses with 429 and Retry-After (seconds) while `key` is over its limit. */
export async function enforceLimit(limiter: AttemptLimiter, key: string, reply: FastifyReply, message: string): Promise<void> {
  const wait = await limiter.retryAfter(key);
  if (wait > 0) {
    void reply.header('retry-after', String(Math.ceil(wait / 1000)));
    throw tooManyRequests(message);
  }
}
