import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE_DENIED, type LiveMessage } from '@portolan/sdk';
import { FakeSession, MemoryStorage, TEST_USER } from '@portolan/sdk/testing';
import { FakeLiveServer } from './FakeLiveServer';
import ReconnectingWebSocket from 'partysocket/ws';
import { LiveConnectionStore } from './LiveConnectionStore';

const OTHER_USER = { ...TEST_USER, _id: 'other-user', email: 'other@portolan.test' };

/** A tab: its session, its sessionStorage and its live connection to a fake server. */
function openTab(storage = new MemoryStorage(), session = new FakeSession()) {
  const server = new FakeLiveServer();
  const live = new LiveConnectionStore(session, { WebSocket: server.WebSocket, storage, url: 'ws://portolan.test/api/live', minReconnectionDelay: 100, maxReconnectionDelay: 1_000, loadSocket: async () => ReconnectingWebSocket });
  const received: LiveMessage[] = [];
  live.subscribe('test.note', (m) => received.push(m));
  return { server, live, session, storage, received };
}

/** Lets partysocket's connection attempt (a zero timeout, then promises) run. */
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

const event = (seq: number, text = `note ${seq}`) => ({ type: 'event' as const, seq, kind: 'test.note', data: { text }, at: '2026-11-24T10:00:00Z' });

describe('LiveConnectionStore', () => {
  const tabs: LiveConnectionStore[] = [];
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    tabs.splice(0).forEach((t) => t.dispose());
    vi.useRealTimers();
  });
  const tab = (...args: Parameters<typeof openTab>) => {
    const t = openTab(...args);
    tabs.push(t.live);
    return t;
  };

  it('connects while signed in and says hello with the session token and the last seq seen', async () => {
    const { server, live, session } = tab();
    expect(live.status).toBe('connecting');
    await settle();
    expect(server.sockets).toHaveLength(1);
    expect(server.last.url).toBe('ws://portolan.test/api/live');
    server.last.open();
    expect(server.last.sent).toEqual([{ type: 'hello', token: session.authToken, after: 0 }]);
    server.last.push({ type: 'ready', seq: 0 });
    expect(live.status).toBe('open');
  });

  it('passes events on by kind, in order, once each; signals as they come', async () => {
    const { server, live, received } = tab();
    const typing: LiveMessage[] = [];
    const stop = live.subscribe('test.typing', (m) => typing.push(m));
    await settle();
    server.last.open();
    server.last.push(event(1));
    server.last.push(event(2));
    server.last.push({ type: 'ready', seq: 2 });
    server.last.push(event(2)); // a duplicate
    server.last.push(event(3));
    server.last.push({ type: 'event', seq: 4, kind: 'test.other', data: {}, at: '2026-11-24T10:00:00Z' });
    server.last.push({ type: 'signal', kind: 'test.typing', data: { name: 'Bo' } });
    expect(received.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(received[0]).toEqual({ kind: 'test.note', data: { text: 'note 1' }, seq: 1, at: '2026-11-24T10:00:00Z' });
    expect(typing).toEqual([{ kind: 'test.typing', data: { name: 'Bo' } }]);
    expect(live.lastSeq).toBe(4);
    stop();
    server.last.push({ type: 'signal', kind: 'test.typing', data: { name: 'Bo' } });
    expect(typing).toHaveLength(1);
  });

  it('a subscriber that throws does not keep the others from the message', async () => {
    const { server, live, received } = tab();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    live.subscribe('test.note', () => {
      throw new Error('broken screen');
    });
    const after: LiveMessage[] = [];
    live.subscribe('test.note', (m) => after.push(m));
    await settle();
    server.last.open();
    server.last.push(event(1));
    expect(received).toHaveLength(1);
    expect(after).toHaveLength(1);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('reconnects after a drop, catches up from the last seq and tells onReady subscribers', async () => {
    const { server, live, received } = tab();
    const readies = vi.fn();
    live.onReady(readies);
    await settle();
    server.last.open();
    server.last.push({ type: 'ready', seq: 0 });
    server.last.push(event(1));
    server.last.push(event(2));
    expect(readies).toHaveBeenCalledTimes(1);

    server.last.drop();
    expect(live.status).toBe('offline');
    await settle(1_000);
    expect(server.sockets).toHaveLength(2);
    server.last.open();
    expect(server.last.sent[0]).toMatchObject({ type: 'hello', after: 2 });
    server.last.push(event(2)); // overlaps what arrived live
    server.last.push(event(3));
    server.last.push(event(4));
    server.last.push({ type: 'ready', seq: 4 });
    expect(live.status).toBe('open');
    expect(readies).toHaveBeenCalledTimes(2);
    expect(received.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it('catches up after a reload of the tab from the seq kept in sessionStorage', async () => {
    const first = tab();
    await settle();
    first.server.last.open();
    first.server.last.push(event(1));
    first.server.last.push(event(2));
    first.server.last.push({ type: 'ready', seq: 2 });
    first.live.dispose();

    const reloaded = tab(first.storage);
    await settle();
    reloaded.server.last.open();
    expect(reloaded.server.last.sent[0]).toMatchObject({ type: 'hello', after: 2 });
  });

  it('reconnects to catch up when a live event skips a seq', async () => {
    const { server, received } = tab();
    await settle();
    server.last.open();
    server.last.push({ type: 'ready', seq: 0 });
    server.last.push(event(1));
    server.last.push(event(3)); // 2 went missing
    expect(received.map((m) => m.seq)).toEqual([1]);
    await settle(1_000);
    expect(server.sockets).toHaveLength(2);
    server.last.open();
    expect(server.last.sent[0]).toMatchObject({ type: 'hello', after: 1 });
  });

  it('pings every 25 s while open; signals only while open', async () => {
    const { server, live } = tab();
    live.signal('test.typing', { chatId: 'c1' });
    await settle();
    server.last.open();
    live.signal('test.typing', { chatId: 'c1' }); // not ready yet
    server.last.push({ type: 'ready', seq: 0 });
    live.signal('test.typing', { chatId: 'c1' });
    await settle(25_000);
    expect(server.last.sent.map((m) => m.type)).toEqual(['hello', 'signal', 'ping']);
    expect(server.last.sent[1]).toEqual({ type: 'signal', kind: 'test.typing', data: { chatId: 'c1' } });
  });

  it('stops on a denied hello (4401) until the session changes', async () => {
    const { server, live, session } = tab();
    await settle();
    server.last.open();
    server.last.push({ type: 'denied', message: 'Sign in again' });
    server.last.drop(LIVE_CLOSE_DENIED, 'denied');
    expect(live.status).toBe('idle');
    await settle(60_000);
    expect(server.sockets).toHaveLength(1);

    session.signIn(OTHER_USER);
    await settle();
    expect(server.sockets).toHaveLength(2);
    expect(live.status).toBe('connecting');
  });

  it('stops and forgets the seq on sign-out; starts over for another account', async () => {
    const { server, live, session, storage } = tab();
    await settle();
    server.last.open();
    server.last.push(event(5));
    server.last.push({ type: 'ready', seq: 5 });
    expect(live.lastSeq).toBe(5);

    session.signOut();
    expect(live.status).toBe('idle');
    expect(live.lastSeq).toBe(0);
    expect(server.sockets[0].readyState).toBe(3);
    await settle(60_000);
    expect(server.sockets).toHaveLength(1);
    expect(storage.getItem('portolan.liveSeq')).toBeNull();

    session.signIn(OTHER_USER);
    await settle();
    server.last.open();
    expect(server.last.sent[0]).toEqual({ type: 'hello', token: session.authToken, after: 0 });
  });

  it('switching accounts closes the old connection and starts from the new user\'s seq', async () => {
    const { server, live, session } = tab();
    await settle();
    server.last.open();
    server.last.push({ type: 'ready', seq: 7 });
    session.signIn(OTHER_USER);
    expect(server.sockets[0].readyState).toBe(3);
    expect(live.lastSeq).toBe(0);
    await settle();
    expect(server.sockets).toHaveLength(2);
    server.last.open();
    expect(server.last.sent[0]).toEqual({ type: 'hello', token: 'test-token-other-user', after: 0 });
  });

  it('stays idle with no WebSocket (a workbench without a server)', () => {
    const live = new LiveConnectionStore(new FakeSession(), { WebSocket: null, storage: new MemoryStorage() });
    tabs.push(live);
    expect(live.status).toBe('idle');
  });
});
