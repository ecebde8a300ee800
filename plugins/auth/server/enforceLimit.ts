import { tooManyRequests } from '@portolan/sdk/server';
import type { FastifyReply } from 'fastify';

interface Limiter {
  take(key: string): Promise<number>;
}

/** Counts an attempt of `key` (before the work it guards) and refuses with 429 and Retry-After (seconds) when it is over the limit. */
export async function enforceLimit(limiter: Limiter, key: string, reply: FastifyReply, message: string): Promise<void> {
  const wait = await limiter.take(key);
  if (wait > 0) {
    void reply.header('retry-after', String(Math.max(1, Math.ceil(wait / 1000))));
    throw tooManyRequests(message);
  }
}
