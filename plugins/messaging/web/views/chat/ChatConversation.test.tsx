import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContainerContext, LIVE_KINDS, LiveConnection } from '@portolan/sdk';
import { createPluginTester, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ChatApi } from '../../stores/ChatApi';
import { ChatConversation } from './ChatConversation';
import { FakeLiveConnection } from '@portolan/sdk/testing';
import { CHAT, message, ok } from './chatFixtures';

const LOAD = { timeout: 10_000 };

/** The conversation of chat c1 with two messages (Priya's, then the caller's), a fake live connection and the calls it needs. */
function setup() {
  const tester = createPluginTester({ plugin, accesses: { chat: ['Read', 'Create'] } });
  const live = new FakeLiveConnection();
  tester.container.bind(LiveConnection).toConstantValue(live);
  const own = message(2, { authorId: 'test-user', authorName: 'Test User', companyId: 'test-company', companyName: 'Test Shipper', body: 'Truck booked for @[Priya Shah](priya)' });
  tester.http
    .on('GET', ChatApi.chat('c1'), ok({ record: structuredClone(CHAT) }))
    .on('GET', ChatApi.messages('c1'), ok({ items: [message(1, { body: 'Where is the container?' }), own], count: 2, hasMore: false }))
    .on('POST', ChatApi.read('c1'), ok({ record: { unread: 0, lastReadSeq: 3 } }));
  const view = render(
    <ContainerContext.Provider value={tester.container}>
      <MemoryRouter>
        <ChatConversation chatId="c1" newClientId={() => 'client-1'} />
      </MemoryRouter>
    </ContainerContext.Provider>,
  );
  return { tester, live, view, own };
}

describe('Chat conversation', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the header, the messages in a live log with mentions highlighted, and read receipts', async () => {
    const { view } = setup();
    const log = await view.findByRole('log', { name: 'Messages' }, LOAD);
    await within(log).findByText('Where is the container?', {}, LOAD);
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(view.getByRole('heading', { name: 'SHP-2026-0042 delivery' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'SHP-2026-0042' }).getAttribute('href')).toBe('/shipments/s1');
    expect(view.getByLabelText('Members').textContent).toContain('Priya Shah (Bluewave)');
    expect(within(log).getByText('Today')).toBeTruthy();
    const mention = within(log).getByText('@Priya Shah');
    expect(mention.className).toContain('pt-chat-mention');
    // Priya read up to the caller's message; Rahul only the first one.
    const own = within(log).getByRole('listitem', { name: /^You,/ });
    expect(within(own).getByText('Seen by Priya Shah')).toBeTruthy();
    expect(within(log).getByText('Seen by Rahul Mehta')).toBeTruthy();
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('sends with a clientId, shows "Sending…" at once, then the message the server accepted', async () => {
    const { tester, view } = setup();
    let answer!: () => void;
    tester.http.on('POST', ChatApi.messages('c1'), (request: { body: unknown }) => new Promise((resolve) => (answer = () => resolve(ok({ record: message(3, { authorId: 'test-user', authorName: 'Test User', body: (request.body as { data: { body: string } }).data.body }) })))));
    const box = await view.findByRole('textbox', { name: 'Message' }, LOAD);
    fireEvent.change(box, { target: { value: 'On my way' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await view.findByText('Sending…', {}, LOAD)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(tester.http.callsTo('POST', ChatApi.messages('c1'))[0].body).toEqual({ data: { body: 'On my way', clientId: 'client-1' } });
    await act(async () => answer());
    await waitFor(() => expect(view.queryByText('Sending…')).toBeNull(), LOAD);
    expect(view.getAllByText('On my way')).toHaveLength(1);
  });

  it('keeps a failed message with its error and Retry, and resends it with the same clientId', async () => {
    const { tester, view } = setup();
    tester.http.on('POST', ChatApi.messages('c1'), () => {
      throw new Error('Network Error');
    });
    const box = await view.findByRole('textbox', { name: 'Message' }, LOAD);
    fireEvent.change(box, { target: { value: 'Please confirm' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await view.findByText(/Network Error/, {}, LOAD)).toBeTruthy();
    expect(view.getByText('Please confirm')).toBeTruthy();
    tester.http.on('POST', ChatApi.messages('c1'), ok({ record: message(3, { authorId: 'test-user', body: 'Please confirm' }) }));
    fireEvent.click(view.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(view.queryByText(/Network Error/)).toBeNull(), LOAD);
    const sent = tester.http.callsTo('POST', ChatApi.messages('c1')).map((c) => (c.body as { data: { clientId: string } }).data.clientId);
    expect(sent).toEqual(['client-1', 'client-1']);
  });

  it('shows a message arriving live and marks it read while the tab is visible', async () => {
    const { tester, live, view } = setup();
    const log = await view.findByRole('log', { name: 'Messages' }, LOAD);
    await within(log).findByText('Where is the container?', {}, LOAD);
    act(() => live.emit(LIVE_KINDS.chatMessage, { chatId: 'c1', message: message(3, { authorId: 'rahul', authorName: 'Rahul Mehta', body: 'Container released' }) }));
    expect(await within(log).findByText('Container released', {}, LOAD)).toBeTruthy();
    await waitFor(() => expect(tester.http.callsTo('POST', ChatApi.read('c1'))).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', ChatApi.read('c1'))[0].body).toEqual({ data: { seq: 3 } });
    // A read receipt arrives live: Rahul has now read the newest message.
    act(() => live.emit(LIVE_KINDS.chatRead, { chatId: 'c1', userId: 'priya', messageId: 'm3', readAt: new Date().toISOString() }));
    const newest = within(log).getByRole('listitem', { name: /^Rahul Mehta,/ });
    expect(await within(newest).findByText('Seen by Priya Shah', {}, LOAD)).toBeTruthy();
  });

  it('after a reconnection loads the messages after the last one it has', async () => {
    const { tester, live, view } = setup();
    await view.findByText('Where is the container?', {}, LOAD);
    tester.http.on('GET', ChatApi.messages('c1'), (request: { query?: Record<string, unknown> }) =>
      ok(request.query?.after === '2' || request.query?.after === 2 ? { items: [message(3, { body: 'Sent while you were away' })], count: 1, hasMore: false } : { items: [], count: 0, hasMore: false }),
    );
    act(() => live.ready());
    expect(await view.findByText('Sent while you were away', {}, LOAD)).toBeTruthy();
  });

  it('edits and deletes own messages', async () => {
    const { tester, view, own } = setup();
    tester.http
      .on('POST', ChatApi.message('c1', 'm2'), (request: { body: unknown }) => ok({ record: { ...own, body: (request.body as { data: { body: string } }).data.body, editedAt: new Date().toISOString(), version: 2 } }))
      .on('DELETE', ChatApi.message('c1', 'm2'), ok({ record: { ...own, body: '', deletedAt: new Date().toISOString(), version: 3 } }));
    const log = await view.findByRole('log', { name: 'Messages' }, LOAD);
    const mine = await within(log).findByRole('listitem', { name: /^You,/ }, LOAD);
    expect(within(log).getAllByRole('button', { name: 'Edit message' })).toHaveLength(1);
    fireEvent.click(within(mine).getByRole('button', { name: 'Edit message' }));
    const editor = within(mine).getByRole('textbox', { name: 'Edit message' });
    fireEvent.change(editor, { target: { value: 'Cancelled edit' } });
    fireEvent.keyDown(editor, { key: 'Escape' });
    expect(within(mine).queryByRole('textbox', { name: 'Edit message' })).toBeNull();
    expect(tester.http.callsTo('POST', ChatApi.message('c1', 'm2'))).toHaveLength(0);
    fireEvent.click(within(mine).getByRole('button', { name: 'Edit message' }));
    fireEvent.change(within(mine).getByRole('textbox', { name: 'Edit message' }), { target: { value: 'Truck booked for 9:00' } });
    fireEvent.keyDown(within(mine).getByRole('textbox', { name: 'Edit message' }), { key: 'Enter' });
    expect(await within(mine).findByText('(edited)', {}, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', ChatApi.message('c1', 'm2'))[0].body).toEqual({ data: { body: 'Truck booked for 9:00', version: 1 } });
    fireEvent.click(within(mine).getByRole('button', { name: 'Delete message' }));
    fireEvent.click(await view.findByRole('button', { name: 'Delete' }, LOAD));
    expect(await within(log).findByText('This message was deleted', {}, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('DELETE', ChatApi.message('c1', 'm2'))).toHaveLength(1);
  });

  it('shows who is typing and hides it after about 4 seconds; signals its own typing', async () => {
    const { live, view } = setup();
    const box = await view.findByRole('textbox', { name: 'Message' }, LOAD);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => live.emit(LIVE_KINDS.chatTyping, { chatId: 'c1', userId: 'rahul', name: 'Rahul Mehta' }));
    expect(view.getByText('Rahul Mehta is typing…')).toBeTruthy();
    act(() => live.emit(LIVE_KINDS.chatTyping, { chatId: 'c1', userId: 'test-user', name: 'Test User' }));
    expect(view.queryByText(/Test User is typing/)).toBeNull();
    act(() => vi.advanceTimersByTime(4_100));
    expect(view.queryByText('Rahul Mehta is typing…')).toBeNull();
    fireEvent.change(box, { target: { value: 'H' } });
    expect(live.signals).toEqual([{ kind: LIVE_KINDS.chatTyping, data: { chatId: 'c1' } }]);
  });

  it('suggests members after @, navigable by keyboard, and inserts the mention token', async () => {
    const { tester, view } = setup();
    tester.http.on('POST', ChatApi.messages('c1'), (request: { body: unknown }) => ok({ record: message(3, { authorId: 'test-user', body: (request.body as { data: { body: string } }).data.body }) }));
    const box = (await view.findByRole('textbox', { name: 'Message' }, LOAD)) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Ask @', selectionStart: 5 } });
    const list = await view.findByRole('listbox', { name: 'Mention someone' }, LOAD);
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Priya Shah · Bluewave', 'Rahul Mehta · Bluewave']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(within(list).getByRole('option', { name: /Rahul Mehta/ }).getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option', { name: /Rahul Mehta/ }).id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('Ask @[Rahul Mehta](rahul) ');
    expect(view.queryByRole('listbox')).toBeNull();
    fireEvent.change(box, { target: { value: 'Ask @[Rahul Mehta](rahul) to call', selectionStart: 33 } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(tester.http.callsTo('POST', ChatApi.messages('c1'))).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', ChatApi.messages('c1'))[0].body).toMatchObject({ data: { body: 'Ask @[Rahul Mehta](rahul) to call' } });
  });

  it('attaches an uploaded file to the message', async () => {
    const { tester, view } = setup();
    tester.http
      .on('POST', ChatApi.upload, ok({ record: { _id: 'd1', name: 'bl.pdf', contentType: 'application/pdf', size: 4 } }))
      .on('POST', ChatApi.messages('c1'), ok({ record: message(3, { authorId: 'test-user', body: 'The BL', attachments: [{ documentId: 'd1', name: 'bl.pdf', contentType: 'application/pdf', size: 4 }] }) }));
    fireEvent.click(await view.findByRole('button', { name: 'Attach a file' }, LOAD));
    fireEvent.change(view.getByLabelText('File to attach'), { target: { files: [new File(['%PDF'], 'bl.pdf', { type: 'application/pdf' })] } });
    expect(await view.findByRole('group', { name: 'Attachments to send' }, LOAD)).toBeTruthy();
    const form = tester.http.callsTo('POST', ChatApi.upload)[0].body as FormData;
    expect([form.get('entityType'), form.get('entityId'), form.get('documentType')]).toEqual(['chat', 'c1', 'OTHER']);
    const box = view.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'The BL' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await view.findByRole('link', { name: /bl\.pdf/ }, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', ChatApi.messages('c1'))[0].body).toEqual({ data: { body: 'The BL', clientId: 'client-1', attachments: ['d1'] } });
  });
});

