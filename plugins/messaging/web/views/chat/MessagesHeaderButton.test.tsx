import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContainerContext, LIVE_KINDS, LiveConnection } from '@portolan/sdk';
import { createPluginTester } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ChatApi } from '../../stores/ChatApi';
import MessagesHeaderButton from './MessagesHeaderButton';
import { FakeLiveConnection } from '@portolan/sdk/testing';
import { ok } from './chatFixtures';

const LOAD = { timeout: 10_000 };

describe('Messages header button', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows the unread chats count and keeps it live', async () => {
    const tester = createPluginTester({ plugin, accesses: { chat: ['Read', 'Create'] } });
    const live = new FakeLiveConnection();
    tester.container.bind(LiveConnection).toConstantValue(live);
    tester.http.on('GET', ChatApi.unreadCount, ok({ count: 2, messages: 5 }));
    const view = render(
      <ContainerContext.Provider value={tester.container}>
        <MemoryRouter>
          <MessagesHeaderButton />
        </MemoryRouter>
      </ContainerContext.Provider>,
    );
    const link = await view.findByRole('link', { name: 'Messages, 2 unread' }, LOAD);
    expect(link.getAttribute('href')).toBe('/chat');
    expect(link.textContent).toBe('2');
    act(() => live.emit(LIVE_KINDS.chatUnread, { count: 3 }));
    expect(await view.findByRole('link', { name: 'Messages, 3 unread' }, LOAD)).toBeTruthy();
    act(() => live.emit(LIVE_KINDS.chatUnread, { count: 0 }));
    expect(await view.findByRole('link', { name: 'Messages' }, LOAD)).toBeTruthy();
  });
});
