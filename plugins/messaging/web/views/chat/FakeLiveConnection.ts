import type { LiveConnection, LiveMessage, LiveStatus } from '@portolan/sdk';

/** A LiveConnection for tests: `emit` pushes an event to the subscribers, `ready` runs the reconnection handlers, `signals` records what the screen sent. */
export class FakeLiveConnection implements LiveConnection {
  status: LiveStatus = 'open';
  lastSeq = 0;
  readonly signals: Array<{ kind: string; data: unknown }> = [];
  private readonly handlers = new Map<string, Set<(message: LiveMessage) => void>>();
  private readonly readyHandlers = new Set<() => void>();

  subscribe<T = unknown>(kind: string, handler: (message: LiveMessage<T>) => void): () => void {
    const set = this.handlers.get(kind) ?? new Set();
    set.add(handler as (message: LiveMessage) => void);
    this.handlers.set(kind, set);
    return () => set.delete(handler as (message: LiveMessage) => void);
  }

  onReady(handler: () => void): () => void {
    this.readyHandlers.add(handler);
    return () => this.readyHandlers.delete(handler);
  }

  signal(kind: string, data: unknown): void {
    this.signals.push({ kind, data });
  }

  /** Pushes an event (or signal) of `kind` with `data` to its subscribers. */
  emit(kind: string, data: unknown): void {
    this.lastSeq += 1;
    for (const handler of this.handlers.get(kind) ?? []) handler({ kind, data, seq: this.lastSeq });
  }

  /** Simulates a reconnection that is ready and caught up. */
  ready(): void {
    for (const handler of this.readyHandlers) handler();
  }
}
