import ReconnectingWebSocket from 'partysocket/ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { ContainerContext, LiveConnection } from '@portolan/sdk';
import { FakeSession, MemoryStorage } from '@portolan/sdk/testing';
import { FakeLiveServer } from '../../../core/web/live/FakeLiveServer';
import { LiveConnectionStore } from '../../../core/web/live/LiveConnectionStore';
import { LiveStatusHint } from './LiveStatusHint';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LiveStatusHint', () => {
  it('says "Reconnecting…" once the live connection has been offline for a few seconds, and stops when it is back', async () => {
    vi.useFakeTimers();
    const server = new FakeLiveServer();
    const live = new LiveConnectionStore(new FakeSession(), { WebSocket: server.WebSocket, storage: new MemoryStorage(), url: 'ws://portolan.test/api/live', minReconnectionDelay: 10_000, loadSocket: async () => ReconnectingWebSocket });
    const container = new Container();
    container.bind(LiveConnection).toConstantValue(live);
    render(
      <ContainerContext.Provider value={container}>
        <LiveStatusHint />
      </ContainerContext.Provider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => {
      server.last.open();
      server.last.push({ type: 'ready', seq: 0 });
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    act(() => server.last.drop());
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(status.textContent).toBe(''); // a blip goes unnoticed
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    expect(status.textContent).toContain('Reconnecting…');

    await act(() => vi.advanceTimersByTimeAsync(6_000));
    act(() => {
      server.last.open();
      server.last.push({ type: 'ready', seq: 0 });
    });
    expect(status.textContent).toBe('');
    live.dispose();
  });
});
