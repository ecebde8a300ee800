import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContainerContext } from '@portolan/sdk';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { QUOTES_API } from '../../../shared/types';
import EnquiryComments from './EnquiryComments';
import { DRAFT } from './quoteFixtures';

const LOAD = { timeout: 10_000 };

describe('quotes list and enquiry comments', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('lists quotes from the server with status filter and opens the enquiry quote tab', async () => {
    const tester = createPluginTester({ plugin, accesses: { quotes: ['Read'] } });
    const published = { ...DRAFT, _id: 'q2', reference: 'Q-2026-00018', revision: 2, status: 'PUBLISHED', publishedAt: '2026-11-21T09:00:00Z' };
    tester.http.on('GET', QUOTES_API.quote, { success: true, data: { items: [DRAFT, published], count: 2 } });
    const view = renderWorkbench(tester, '/quotes?status=PUBLISHED');
    expect(await view.findByRole('heading', { name: 'Quotes' }, LOAD)).toBeTruthy();
    const link = await view.findByRole('link', { name: 'Q-2026-00018 rev 2' }, LOAD);
    expect(link.getAttribute('href')).toBe('/enquiries/e1?tab=quote');
    expect(view.getAllByText(/2,783\.35/).length).toBeGreaterThan(0);
    await waitFor(() => expect(tester.http.callsTo('GET', QUOTES_API.quote).at(-1)?.query).toMatchObject({ filter: { status: 'PUBLISHED' } }));
  });

  it('shows the thread with names and times, posts a comment and reloads; refreshes every 15 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const tester = createPluginTester({ plugin });
    const thread = [{ _id: 'c1', text: 'Need this by Friday', authorName: 'Asha Rao', createdAt: '2026-11-20T08:15:00Z' }];
    tester.http.on('GET', QUOTES_API.comments, () => ({ success: true, data: { items: [...thread], count: thread.length } }));
    tester.http.on('POST', QUOTES_API.comment, (request) => {
      const text = (request.body as { data: { text: string } }).data.text;
      thread.push({ _id: 'c2', text, authorName: 'Test User', createdAt: '2026-11-20T09:00:00Z' });
      return { success: true, data: { record: thread[1] } };
    });
    const view = render(
      <ContainerContext.Provider value={tester.container}>
        <MemoryRouter>
          <EnquiryComments enquiryId="e1" />
        </MemoryRouter>
      </ContainerContext.Provider>,
    );
    const list = await view.findByRole('list', { name: 'Comment thread' }, LOAD);
    expect(within(list).getByText('Asha Rao')).toBeTruthy();
    expect(within(list).getByText('20 Nov 2026, 08:15 UTC')).toBeTruthy();
    expect(tester.http.callsTo('GET', QUOTES_API.comments)[0].query).toEqual({ enquiryId: 'e1' });
    fireEvent.click(view.getByRole('button', { name: 'Post comment' }));
    expect(view.getByText('Write a comment first')).toBeTruthy();
    fireEvent.change(view.getByLabelText('Add a comment'), { target: { value: 'Quote goes out today' } });
    fireEvent.click(view.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(tester.http.callsTo('POST', QUOTES_API.comment)).toHaveLength(1));
    expect(tester.http.callsTo('POST', QUOTES_API.comment)[0].body).toEqual({ data: { enquiryId: 'e1', text: 'Quote goes out today' } });
    expect(await view.findByText('Quote goes out today', { selector: 'p' }, LOAD)).toBeTruthy();
    expect((view.getByLabelText('Add a comment') as HTMLTextAreaElement).value).toBe('');
    const before = tester.http.callsTo('GET', QUOTES_API.comments).length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    await waitFor(() => expect(tester.http.callsTo('GET', QUOTES_API.comments).length).toBe(before + 1));
  });
});
