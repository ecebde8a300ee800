import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { gracefulShutdown } from './gracefulShutdown';

function fakes(closeApp: () => Promise<void> = async () => {}) {
  const order: string[] = [];
  const proc = Object.assign(new EventEmitter(), { exit: vi.fn() });
  const app = {
    log: { info: vi.fn(), error: vi.fn() },
    close: vi.fn(async () => {
      await closeApp();
      order.push('app');
    }),
  } as unknown as FastifyInstance;
  const db = { close: vi.fn(async () => void order.push('db')) };
  return { order, proc, app, db };
}

const settle = () => new Promise((r) => setTimeout(r, 5));

describe('gracefulShutdown', () => {
  it('on SIGTERM closes Fastify, then the database, then exits 0', async () => {
    const { order, proc, app, db } = fakes();
    gracefulShutdown({ app, db, proc: proc as never });
    proc.emit('SIGTERM');
    await settle();
    expect(order).toEqual(['app', 'db']);
    expect(proc.exit).toHaveBeenCalledWith(0);
  });

  it('handles SIGINT the same way, closes once, and exits 1 on a second signal', async () => {
    let release: () => void = () => {};
    const { proc, app, db } = fakes(() => new Promise<void>((r) => (release = r)));
    gracefulShutdown({ app, db, proc: proc as never });
    proc.emit('SIGINT');
    proc.emit('SIGINT');
    expect(proc.exit).toHaveBeenCalledWith(1);
    release();
    await settle();
    expect(app.close).toHaveBeenCalledTimes(1);
  });

  it('closes the database even when Fastify fails to close, and exits 1', async () => {
    const { order, proc, app, db } = fakes(async () => {
      throw new Error('stuck');
    });
    gracefulShutdown({ app, db, proc: proc as never });
    proc.emit('SIGTERM');
    await settle();
    expect(order).toEqual(['db']);
    expect(proc.exit).toHaveBeenCalledWith(1);
  });

  it('exits 1 when closing takes longer than the timeout', async () => {
    const { proc, app, db } = fakes(() => new Promise(() => {}));
    gracefulShutdown({ app, db, proc: proc as never, timeoutMs: 10 });
    proc.emit('SIGTERM');
    await new Promise((r) => setTimeout(r, 40));
    expect(proc.exit).toHaveBeenCalledWith(1);
  });

  it('can be called directly and disposed', async () => {
    const { order, proc, app, db } = fakes();
    const handle = gracefulShutdown({ app, db, proc: proc as never });
    handle.dispose();
    expect(proc.listenerCount('SIGTERM')).toBe(0);
    await handle.shutdown('test');
    await handle.shutdown('again');
    expect(order).toEqual(['app', 'db']);
    expect(proc.exit).not.toHaveBeenCalled();
  });
});
