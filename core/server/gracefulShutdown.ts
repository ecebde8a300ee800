import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  app: FastifyInstance;
  db: { close(): Promise<void> };
  /** Default SIGTERM and SIGINT. */
  signals?: NodeJS.Signals[];
  /** Force the exit after this long (default 10 s). */
  timeoutMs?: number;
  /** The process to listen on and exit (default `process`; tests pass a stand-in). */
  proc?: Pick<NodeJS.Process, 'on' | 'removeListener' | 'exit'>;
}

export interface Shutdown {
  /** Closes Fastify (stops accepting, lets requests in flight finish), then the database. Once. */
  shutdown(reason?: string): Promise<void>;
  /** Removes the signal listeners. */
  dispose(): void;
}

/** On SIGTERM / SIGINT: close Fastify, then the database, then exit 0 (1 if closing failed or took too long). */
export function gracefulShutdown(options: ShutdownOptions): Shutdown {
  const proc = options.proc ?? process;
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  const timeoutMs = options.timeoutMs ?? 10_000;
  let closing: Promise<void> | undefined;

  const shutdown = (reason = 'shutdown') =>
    (closing ??= (async () => {
      options.app.log.info({ reason }, 'shutting down');
      try {
        await options.app.close();
      } finally {
        await options.db.close();
      }
    })());

  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      // A second signal: stop waiting.
      proc.exit(1);
      return;
    }
    const timer = setTimeout(() => {
      options.app.log.error({ timeoutMs }, 'shutdown took too long; exiting');
      proc.exit(1);
    }, timeoutMs);
    timer.unref?.();
    shutdown(signal).then(
      () => {
        clearTimeout(timer);
        proc.exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        options.app.log.error({ err: error }, 'shutdown failed');
        proc.exit(1);
      },
    );
  };

  const listeners = signals.map((signal) => {
    const listener = () => onSignal(signal);
    proc.on(signal, listener);
    return [signal, listener] as const;
  });

  return {
    shutdown,
    dispose() {
      for (const [signal, listener] of listeners) proc.removeListener(signal, listener);
    },
  };
}
