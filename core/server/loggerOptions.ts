import type { FastifyServerOptions } from 'fastify';

/** Never written to the logs: credentials in headers, and password fields at any usual depth. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  'password',
  '*.password',
  '*.*.password',
  '*.*.*.password',
  'newPassword',
  '*.newPassword',
  '*.*.newPassword',
  'authToken',
  '*.authToken',
  '*.*.authToken',
];

export interface LogSettings {
  /** pino level; default 'info' (LOG_LEVEL). */
  level?: string;
  /** Where JSON lines go (default stdout); tests pass a collector. */
  stream?: { write(line: string): unknown };
}

/** Structured pino logs (one JSON line per event) with credentials redacted. */
export function loggerOptions(settings: LogSettings = {}): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level: settings.level ?? process.env.LOG_LEVEL ?? 'info',
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(settings.stream ? { stream: settings.stream } : {}),
  };
}
