import { LiveConnection, type LiveMessage, type LiveStatus } from '../web/Live';
import type { Container } from 'inversify';

/** A LiveConnection for screen tests: `emit` pushes an event to the subscribers, `ready` runs the reconnection handlers, `signals` records what the screen sent. */
export class FakeLiveConnection implements LiveConnection {
  status: LiveStatus = 'open';
  lastSeq = 0;
  readonly signals: Array<{ kind: string; data: unknown }> = [];
  private readonly handlers = new Map<string, Set<(message: LiveMessage) => void>>();
  private readonly readyHandlers = new Set<() => void>();

  /** Binds a fake in a container (a plugin's, over the root's); answers it. */
  static bindIn(container: Container): FakeLiveConnection {
    const live = new FakeLiveConnection();
    container.bind(LiveConnection).toConstantValue(live);
    return live;
  }

  subscribe<T = unknown>(kind: string, handler: (message: LiveMessage<T>) => void): () => void {
    const set = this.handlers.get(kind) ?? new Set();
    this.handlers.set(kind, set);
    set.add(handler as (message: LiveMessage) => void);
    return () => set.delete(handler as (message: LiveMessage) => void);
  }

  onReady(handler: () => void): () => void {
    this.readyHandlers.add(handler);
    return () => this.readyHandlers.delete(handler);
  }

  signal(kind: string, data: unknown): void {
    this.signals.push({ kind, data });
  }

  /** Pushes a stored event of `kind` to every subscriber. */
  emit(kind: string, data: unknown): void {
    this.lastSeq += 1;
    for (const handler of this.handlers.get(kind) ?? []) handler({ kind, data, seq: this.lastSeq, at: new Date().toISOString() });
  }

  /** Simulates a reconnection that is ready and caught up. */
  ready(): void {
    for (const handler of this.readyHandlers) handler();
  }

  /** How many handlers listen to `kind` (0 after the screen unmounted). */
  listeners(kind: string): number {
    return this.handlers.get(kind)?.size ?? 0;
  }
}
