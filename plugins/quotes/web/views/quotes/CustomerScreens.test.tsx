import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { QUOTES_API } from '../../../shared/types';
import { BUY_FIGURES, CUSTOMER_QUOTE } from './quoteFixtures';

const LOAD = { timeout: 10_000 };
const SHARED = `${QUOTES_API.customerQuote}/tok-123`;

/** What a reader gets from the page: its text (no stylesheets) and every accessible name or value. */
function readable(): string {
  const page = document.body.cloneNode(true) as HTMLElement;
  page.querySelectorAll('style, script').forEach((e) => e.remove());
  const attributes = [...page.querySelectorAll('*')].flatMap((e) => ['aria-label', 'title', 'value', 'href', 'alt'].map((a) => e.getAttribute(a) ?? ''));
  return [page.textContent ?? '', ...attributes].join('\n');
}

/** Nothing of the forwarder's side: no buy amount, no margin, no buy currency line, no rate id. */
function expectNoBuyFigures(html: string) {
  for (const figure of BUY_FIGURES) expect(html).not.toContain(figure);
  expect(html.toLowerCase()).not.toContain('margin');
  expect(html.toLowerCase()).not.toMatch(/\bbuy\b/);
  expect(html).not.toContain('rate-ofr');
}

function sharedTester() {
  const tester = createPluginTester({ plugin, user: null });
  tester.http.on('GET', SHARED, { success: true, data: CUSTOMER_QUOTE });
  tester.http.on('GET', QUOTES_API.comments, (request) => ({ success: true, data: { items: (request.query as { token?: string }).token === 'tok-123' ? [{ _id: 'c1', text: 'Can you hold the space?', authorName: 'Bluewave Logistics', createdAt: '2026-11-20T12:30:00Z' }] : [] } }));
  return tester;
}

describe('customer quote screens', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('shows the shared quote without sign-in: forwarder, lane, cargo, options with sell prices only, comments', async () => {
    const tester = sharedTester();
    const view = renderWorkbench(tester, '/enquiries/view-quote?token=tok-123');
    expect(await view.findByRole('heading', { name: /Quotation Q-2026-00017/ }, LOAD)).toBeTruthy();
    expect(view.getByText('Bluewave Logistics', { selector: 'div' })).toBeTruthy();
    expect(view.getByText(/Nariman Point, Mumbai/)).toBeTruthy();
    expect(view.getByText('2 × 42G1')).toBeTruthy();
    const option = view.getByRole('region', { name: /Option 1: Cheapest/ });
    expect(within(option).getAllByText(/2,783\.35/).length).toBeGreaterThan(0);
    expect(within(option).getByText('MAERSK KOLKATA 448W', { exact: false })).toBeTruthy();
    expect(await view.findByText('Can you hold the space?', {}, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('GET', QUOTES_API.comments)[0].query).toEqual({ token: 'tok-123' });
    expectNoBuyFigures(readable());
    expect(document.body.innerHTML).not.toContain('rate-ofr');
  });

  it('accepts an option with the name asked, posting the token', async () => {
    const tester = sharedTester();
    tester.http.on('POST', QUOTES_API.orderConfirm, { success: true, data: {} });
    const view = renderWorkbench(tester, '/enquiriesV2/view-quote?token=tok-123');
    fireEvent.click(await view.findByRole('button', { name: 'Accept option 2' }, LOAD));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    expect(await within(dialog).findByText('Enter your name', {}, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', QUOTES_API.orderConfirm)).toHaveLength(0);
    tester.http.on('GET', SHARED, { success: true, data: { ...CUSTOMER_QUOTE, status: 'ACCEPTED', acceptedOptionId: 'o2' } });
    fireEvent.change(within(dialog).getByLabelText(/Your name/), { target: { value: 'Asha Rao' } });
    fireEvent.change(within(dialog).getByLabelText(/Your email/), { target: { value: 'asha@acme.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    await waitFor(() => expect(tester.http.callsTo('POST', QUOTES_API.orderConfirm)).toHaveLength(1));
    expect(tester.http.callsTo('POST', QUOTES_API.orderConfirm)[0].body).toEqual({ data: { token: 'tok-123', optionId: 'o2', name: 'Asha Rao', email: 'asha@acme.test' } });
    expect(await view.findByText('You accepted option 2 (Fastest)', {}, LOAD)).toBeTruthy();
    expect(view.queryByRole('button', { name: /Accept option/ })).toBeNull();
    expect(view.queryByRole('button', { name: 'Decline quote' })).toBeNull();
  });

  it('declines with a reason and a comment, posting the token', async () => {
    const tester = sharedTester();
    tester.http.on('POST', QUOTES_API.feedback, { success: true, data: {} });
    const view = renderWorkbench(tester, '/enquiries/view-quote?token=tok-123');
    fireEvent.click(await view.findByRole('button', { name: 'Decline quote' }, LOAD));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'TRANSIT_TIME' } });
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Too slow for this order' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    await waitFor(() => expect(tester.http.callsTo('POST', QUOTES_API.feedback)).toHaveLength(1));
    expect(tester.http.callsTo('POST', QUOTES_API.feedback)[0].body).toEqual({ data: { token: 'tok-123', reason: 'TRANSIT_TIME', comment: 'Too slow for this order' } });
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('Quote declined — thank you for telling us why'));
  });

  it('shows an expired or unknown link on a friendly page with the server message', async () => {
    const tester = createPluginTester({ plugin, user: null });
    tester.http.on('GET', SHARED, FakeHttpClient.reply(404, { success: false, error: { message: 'This quote link has expired', code: 'NOT_FOUND' } }));
    const view = renderWorkbench(tester, '/enquiries/view-quote?token=tok-123');
    expect(await view.findByRole('heading', { name: 'This quote link cannot be opened' }, LOAD)).toBeTruthy();
    expect(view.getByText('This quote link has expired')).toBeTruthy();
  });

  it('prints the customer view: letterhead, options without Accept, terms, a print stylesheet, and no buy figures', async () => {
    const tester = createPluginTester({ plugin, accesses: { enquiries: ['Read'], quotes: ['Read'] } });
    tester.http.on('GET', `${QUOTES_API.quote}/q1/customer-view`, { success: true, data: CUSTOMER_QUOTE });
    tester.http.on('GET', `${QUOTES_API.quote}/q1/pdf`, () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const view = renderWorkbench(tester, '/enquiries/printable-quote?quote=q1');
    expect(await view.findByRole('heading', { name: /Quotation Q-2026-00017/ }, LOAD)).toBeTruthy();
    expect(view.getByText('BW')).toBeTruthy();
    expect(view.getByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
    expect(view.getByText('Subject to space and equipment.')).toBeTruthy();
    expect(view.queryByRole('button', { name: /Accept option/ })).toBeNull();
    expect(view.getByRole('button', { name: 'Print' }).closest('.pt-no-print')).toBeTruthy();
    const styles = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(styles).toContain('@page { size: A4');
    expect(styles).toMatch(/\.pt-no-print[^}]*display: none/);
    expectNoBuyFigures(readable());
    expect(document.body.innerHTML).not.toContain('rate-ofr');
  });
});
