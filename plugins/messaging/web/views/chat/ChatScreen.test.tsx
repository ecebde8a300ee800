import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContainerContext, LIVE_KINDS, LiveConnection } from '@portolan/sdk';
import { createPluginTester, FakeHttpClient, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ChatApi } from '../../stores/ChatApi';
import ChatScreen from './ChatScreen';
import MessageSearchScreen from './MessageSearchScreen';
import RecordChatTab from './RecordChatTab';
import { FakeLiveConnection } from '@portolan/sdk/testing';
import { CHAT, message, ok } from './chatFixtures';

const LOAD = { timeout: 10_000 };
const OTHER = { ...CHAT, _id: 'c2', title: 'Rates for Q1', record: null, unread: 2, lastMessage: message(5, { chatId: 'c2', _id: 'x5', body: 'New rates attached' }) };
const CONTACTS = [
  { userId: 'priya', name: 'Priya Shah', companyId: 'bluewave', companyName: 'Bluewave' },
  { userId: 'stranger', name: 'Sam Stranger', companyId: 'other', companyName: 'Other Line' },
];

/** A screen in the messaging plugin's container, with a fake live connection. */
function renderIn(element: ReactElement, path: string, answers: (http: FakeHttpClient) => void) {
  const tester = createPluginTester({ plugin, accesses: { chat: ['Read', 'Create'] } });
  const live = new FakeLiveConnection();
  tester.container.bind(LiveConnection).toConstantValue(live);
  tester.http
    .on('GET', ChatApi.chat('c1'), ok({ record: structuredClone(CHAT) }))
    .on('GET', ChatApi.messages('c1'), ok({ items: [message(1, { body: 'Where is the container?' })], count: 1, hasMore: false }))
    .on('POST', ChatApi.read('c1'), ok({ record: { unread: 0, lastReadSeq: 1 } }));
  answers(tester.http);
  const view = render(
    <ContainerContext.Provider value={tester.container}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </ContainerContext.Provider>,
  );
  return { tester, live, view };
}

describe('Chat screens', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('/chat/:chatId lists the chats with unread badges and record tags beside the open conversation, live', async () => {
    const { live, view } = renderIn(<ChatScreen />, '/chat/c1', (http) => http.on('GET', ChatApi.chats, ok({ items: [structuredClone(CHAT), structuredClone(OTHER)], count: 2 })));
    const chats = await view.findByRole('navigation', { name: 'Chats' }, LOAD);
    const rates = await within(chats).findByRole('link', { name: /^Rates for Q1.* 2 unread/ }, LOAD);
    expect(rates.getAttribute('href')).toBe('/chat/c2');
    expect(rates.textContent).toContain('Priya Shah: New rates attached');
    expect(within(chats).getByRole('link', { name: /^SHP-2026-0042 delivery/ }).getAttribute('aria-current')).toBe('page');
    expect(await view.findByText('Where is the container?', {}, LOAD)).toBeTruthy();
    act(() => live.emit(LIVE_KINDS.chatMessage, { chatId: 'c2', message: message(6, { chatId: 'c2', _id: 'x6', body: 'Valid until March' }) }));
    const moved = await within(chats).findByRole('link', { name: /^Rates for Q1.* 3 unread/ }, LOAD);
    expect(moved.textContent).toContain('Valid until March');
    act(() => live.emit(LIVE_KINDS.chatRead, { chatId: 'c2', userId: 'test-user', messageId: 'x6' }));
    // Read: the link no longer says how many are unread (its name is its visible text).
    await waitFor(() => expect(within(chats).getByRole('link', { name: /^Rates for Q1/ }).textContent).not.toMatch(/unread/));
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('starts a new chat with members from the contacts, showing the server’s 400 beside the members', async () => {
    const { tester, view } = renderIn(<ChatScreen />, '/chat', (http) =>
      http
        .on('GET', ChatApi.chats, ok({ items: [], count: 0 }))
        .on('GET', ChatApi.contacts, ok(CONTACTS))
        .on('POST', ChatApi.chats, FakeHttpClient.reply(400, { success: false, error: { message: 'Sam Stranger is not someone you can chat with', field: 'data.memberIds.1' } })),
    );
    expect(await view.findByText('No chats yet', {}, LOAD)).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'New chat' }));
    const dialog = await view.findByRole('dialog', { name: 'New chat' }, LOAD);
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Booking 42' } });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Priya Shah/ }, LOAD));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Sam Stranger/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(tester.http.callsTo('POST', ChatApi.chats)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', ChatApi.chats)[0].body).toEqual({ data: { title: 'Booking 42', memberIds: ['priya', 'stranger'] } });
    const problem = await within(dialog).findByText('Sam Stranger is not someone you can chat with', {}, LOAD);
    expect(problem.getAttribute('role')).toBe('alert');
    expect(problem.id).toMatch(/-memberIds-error$/);
  });

  it('/messages finds messages and links to the chat at that message', async () => {
    const { tester, view } = renderIn(<MessageSearchScreen />, '/messages', (http) =>
      http.on('GET', ChatApi.search, ok({ items: [{ ...message(1, { body: 'Where is the container?' }), chatTitle: 'SHP-2026-0042 delivery' }], count: 1 })),
    );
    expect(view.getByText(/Type words and press Enter/)).toBeTruthy();
    const box = view.getByRole('searchbox', { name: 'Search messages' });
    fireEvent.change(box, { target: { value: 'container' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const results = await view.findByRole('list', { name: 'Messages found' }, LOAD);
    const hit = within(results).getByRole('link');
    expect(hit.getAttribute('href')).toBe('/chat/c1?message=m1');
    expect(hit.textContent).toContain('SHP-2026-0042 delivery');
    expect(within(hit).getByText('container').tagName).toBe('MARK');
    expect(tester.http.callsTo('GET', ChatApi.search)[0].query).toMatchObject({ search: 'container' });
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('the record tab shows the record’s chats inline and starts one about the record', async () => {
    const created = { ...CHAT, _id: 'c3', title: 'About SHP-2026-0042' };
    const { tester, view } = renderIn(<RecordChatTab kind="shipment" recordId="s1" record={{ reference: 'SHP-2026-0042' }} />, '/shipments/s1', (http) =>
      http
        .on('GET', ChatApi.chats, ok({ items: [structuredClone(CHAT)], count: 1 }))
        .on('GET', ChatApi.contacts, ok(CONTACTS))
        .on('POST', ChatApi.chats, ok({ record: created, id: 'c3' }))
        .on('GET', ChatApi.chat('c3'), ok({ record: created }))
        .on('GET', ChatApi.messages('c3'), ok({ items: [], count: 0, hasMore: false })),
    );
    expect(await view.findByText('Where is the container?', {}, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('GET', ChatApi.chats)[0].query).toMatchObject({ filter: { recordKind: 'shipment', recordId: 's1' } });
    fireEvent.click(view.getByRole('button', { name: 'Start a chat about this shipment' }));
    const dialog = await view.findByRole('dialog', { name: 'Start a chat about SHP-2026-0042' }, LOAD);
    expect(tester.http.callsTo('GET', ChatApi.contacts)[0].path).toBe(ChatApi.contacts);
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Priya Shah/ }, LOAD));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(tester.http.callsTo('POST', ChatApi.chats)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', ChatApi.chats)[0].body).toEqual({ data: { title: 'About SHP-2026-0042', memberIds: ['priya'], record: { kind: 'shipment', id: 's1' } } });
    expect(await view.findByText(/No messages yet/, {}, LOAD)).toBeTruthy();
  });
});
