import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, FakeHttpClient, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ORDERS_API } from '../../../shared/types';
import { ACK_VIEW, QUOTE_VIEW } from './supplierFixtures';

const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => ({ success: true, data });
const ACK = ORDERS_API.acknowledge('tok-1');
const QUOTE = ORDERS_API.supplierQuoteLink('tok-2');
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');

function signedOut() {
  const tester = createPluginTester({ plugin, user: null });
  tester.http.on('GET', ACK, ok(ACK_VIEW));
  tester.http.on('GET', QUOTE, ok(QUOTE_VIEW));
  return tester;
}

describe('Supplier acknowledgement link', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('shows the order signed out: terms, ship-to, lines and the exact total, with the PDF', async () => {
    const tester = signedOut();
    tester.http.on('GET', ORDERS_API.acknowledgePdf('tok-1'), () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const view = renderWorkbench(tester, '/ordersV2/acknowledge?token=tok-1');
    expect(await view.findByRole('heading', { name: 'Purchase order PO-2026-00012' }, LOAD)).toBeTruthy();
    const lines = view.getByRole('table', { name: 'Order lines' });
    expect(within(lines).getByText('TSH-001')).toBeTruthy();
    expect(within(lines).getByText('Hoodie, navy')).toBeTruthy();
    expect(text(lines)).toContain('USD 12,845.50');
    expect(view.getByText('Acme DC Mumbai, Plot 7, MIDC, Mumbai, India')).toBeTruthy();
    expect(view.getByText('30 days from B/L')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(tester.http.callsTo('GET', ORDERS_API.acknowledgePdf('tok-1'))).toHaveLength(1));
  });

  it('acknowledges with the name asked', async () => {
    const tester = signedOut();
    tester.http.on('POST', ACK, ok({ ...ACK_VIEW, status: 'ACKNOWLEDGED', canAnswer: false }));
    const view = renderWorkbench(tester, '/ordersV2/acknowledge?token=tok-1');
    fireEvent.click(await view.findByRole('button', { name: 'Acknowledge order' }, LOAD));
    expect(await view.findByText('Enter your name', undefined, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', ACK)).toHaveLength(0);
    fireEvent.change(view.getByLabelText(/Your name/), { target: { value: 'Li Wei' } });
    fireEvent.click(view.getByRole('button', { name: 'Acknowledge order' }));
    await waitFor(() => expect(tester.http.callsTo('POST', ACK)).toHaveLength(1));
    expect(tester.http.callsTo('POST', ACK)[0].body).toEqual({ data: { action: 'ACKNOWLEDGE', name: 'Li Wei' } });
    expect(await view.findByText(/You acknowledged this order/, undefined, LOAD)).toBeTruthy();
    expect(view.getByRole('button', { name: 'Report progress' })).toBeTruthy();
  });

  it('proposes only the changed values with the supplier’s name; the server’s 400 shows beside the field it names, nothing lost', async () => {
    const tester = signedOut();
    tester.http.on('POST', ACK, FakeHttpClient.reply(400, { success: false, error: { message: 'cargoReadyDate must not be before the order date', code: 'VALIDATION_ERROR', field: 'data.changes.0.value' } }));
    const view = renderWorkbench(tester, '/ordersV2/acknowledge?token=tok-1');
    fireEvent.change(await view.findByLabelText(/Your name/, undefined, LOAD), { target: { value: 'Li Wei' } });
    fireEvent.click(view.getByRole('button', { name: 'Propose changes' }));
    const grid = view.getByRole('table', { name: 'Proposed line changes' });
    // The same quantity written differently is no change.
    fireEvent.change(within(grid).getByLabelText('Quantity, line 1'), { target: { value: '1000.00' } });
    const ready = within(grid).getByLabelText('Cargo ready, line 2') as HTMLInputElement;
    fireEvent.change(ready, { target: { value: '2026-12-28' } });
    fireEvent.change(within(grid).getByLabelText('Comment, line 2'), { target: { value: 'Dye lot delayed' } });
    expect(view.getByText('1 change to send')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Send proposal' }));
    await waitFor(() => expect(tester.http.callsTo('POST', ACK)).toHaveLength(1));
    expect(tester.http.callsTo('POST', ACK)[0].body).toEqual({
      data: { action: 'PROPOSE', name: 'Li Wei', changes: [{ lineItemId: 'li2', field: 'cargoReadyDate', value: '2026-12-28', comment: 'Dye lot delayed' }] },
    });
    await waitFor(() => expect(document.getElementById(ready.getAttribute('aria-describedby') ?? '')?.textContent).toBe('cargoReadyDate must not be before the order date'));
    expect(ready.value).toBe('2026-12-28');
    expect((view.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Li Wei');

    tester.http.on('POST', ACK, ok({
      ...ACK_VIEW,
      status: 'CHANGES_PROPOSED',
      canAnswer: false,
      proposals: [{ _id: 'p1', lineItemId: 'li2', lineNo: 2, field: 'cargoReadyDate', currentValue: '2026-12-20', proposedValue: '2026-12-29', comment: 'Dye lot delayed', status: 'PENDING', proposedBy: 'Li Wei', proposedAt: '2026-11-24T08:00:00Z', answer: null, answeredAt: null }],
    }));
    fireEvent.change(ready, { target: { value: '2026-12-29' } });
    fireEvent.click(view.getByRole('button', { name: 'Send proposal' }));
    const history = await view.findByRole('table', { name: 'Proposed changes' }, LOAD);
    expect(text(history)).toContain('Cargo ready');
    expect(text(history)).toContain('Pending');
    expect(view.getByText(/proposed change is waiting for the buyer/)).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Acknowledge order' })).toBeNull();
  });

  it('rejects only with a reason', async () => {
    const tester = signedOut();
    tester.http.on('POST', ACK, ok({ ...ACK_VIEW, status: 'REJECTED', canAnswer: false }));
    const view = renderWorkbench(tester, '/ordersV2/acknowledge?token=tok-1');
    fireEvent.change(await view.findByLabelText(/Your name/, undefined, LOAD), { target: { value: 'Li Wei' } });
    fireEvent.click(view.getByRole('button', { name: 'Reject order' }));
    const dialog = await view.findByRole('dialog', undefined, LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    expect(await within(dialog).findByText('Say why you reject the order')).toBeTruthy();
    expect(tester.http.callsTo('POST', ACK)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Fabric no longer available' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    await waitFor(() => expect(tester.http.callsTo('POST', ACK)).toHaveLength(1));
    expect(tester.http.callsTo('POST', ACK)[0].body).toEqual({ data: { action: 'REJECT', name: 'Li Wei', reason: 'Fabric no longer available' } });
    expect(await view.findByText('You rejected this order.', undefined, LOAD)).toBeTruthy();
  });

  it('reports progress of an acknowledged order per line', async () => {
    const tester = signedOut();
    tester.http.on('GET', ACK, ok({ ...ACK_VIEW, status: 'ACKNOWLEDGED', canAnswer: false, lines: ACK_VIEW.lines.map((l) => ({ ...l, milestone: 'ACKNOWLEDGED' })) }));
    tester.http.on('POST', ACK, ok({ ...ACK_VIEW, status: 'ACKNOWLEDGED', canAnswer: false }));
    const view = renderWorkbench(tester, '/ordersV2/acknowledge?token=tok-1');
    fireEvent.change(await view.findByLabelText(/Your name/, undefined, LOAD), { target: { value: 'Li Wei' } });
    fireEvent.change(view.getByLabelText('New progress, line 2'), { target: { value: 'CARGO_READY' } });
    fireEvent.change(view.getByLabelText('Progress date, line 2'), { target: { value: '2026-11-23' } });
    fireEvent.click(view.getByRole('button', { name: 'Report progress' }));
    await waitFor(() => expect(tester.http.callsTo('POST', ACK)).toHaveLength(1));
    expect(tester.http.callsTo('POST', ACK)[0].body).toEqual({ data: { action: 'PROGRESS', name: 'Li Wei', lines: [{ lineItemId: 'li2', milestone: 'CARGO_READY', actualDate: '2026-11-23' }] } });
  });

  it('shows an invalid or expired link nicely, with the server’s message', async () => {
    const tester = createPluginTester({ plugin, user: null });
    tester.http.on('GET', ACK, FakeHttpClient.reply(404, { success: false, error: { message: 'This link is not valid any more', code: 'NOT_FOUND' } }));
    const view = renderWorkbench(tester, '/ordersV2/acknowledge?token=tok-1');
    expect(await view.findByRole('heading', { name: 'This order link cannot be opened' }, LOAD)).toBeTruthy();
    expect(view.getByText('This link is not valid any more')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it.each([
    ['the acknowledgement', '/ordersV2/acknowledge?token=tok-1', 'Purchase order PO-2026-00012'],
    ['the quote', '/ordersV2/acknowledge/quote?token=tok-2', 'Request for quote ORFQ-2026-00003: Winter knitwear'],
  ])('%s page has no serious or critical accessibility violation', async (_name, path, heading) => {
    const tester = signedOut();
    const view = renderWorkbench(tester, path);
    await view.findByRole('heading', { name: heading }, LOAD);
    if (path.includes('/quote') === false) fireEvent.click(view.getByRole('button', { name: 'Propose changes' }));
    expect(await seriousA11yViolations(view.container.querySelector('main')!)).toEqual([]);
  });
});

describe('Supplier quote link', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('computes the line amounts and the total exactly and submits the quoted lines', async () => {
    const tester = signedOut();
    tester.http.on('POST', QUOTE, (req) => ok({ ...QUOTE_VIEW, supplierStatus: 'QUOTED', quote: { _id: 'sq1', createdAt: '', updatedAt: '', version: 2, supplierId: 's1', status: (req.body as { data: { submit: boolean } }).data.submit ? 'SUBMITTED' : 'DRAFT', validUntil: '2026-12-31', notes: null, totalAmount: '6046.00', currency: 'USD', submittedAt: '2026-11-24T09:00:00Z', lines: [] } }));
    const view = renderWorkbench(tester, '/ordersV2/acknowledge/quote?token=tok-2');
    const grid = await view.findByRole('table', { name: 'Quote lines' }, LOAD);
    fireEvent.change(within(grid).getByLabelText('Unit price, line 1'), { target: { value: '19.99' } });
    fireEvent.change(within(grid).getByLabelText('Lead time days, line 1'), { target: { value: '30' } });
    fireEvent.change(within(grid).getByLabelText('Cargo ready, line 1'), { target: { value: '2026-12-20' } });
    fireEvent.change(within(grid).getByLabelText('Unit price, line 2'), { target: { value: '0.07' } });
    fireEvent.change(within(grid).getByLabelText('Lead time days, line 2'), { target: { value: '21' } });
    fireEvent.change(within(grid).getByLabelText('Cargo ready, line 2'), { target: { value: '2026-12-18' } });
    fireEvent.change(within(grid).getByLabelText('Comment, line 2'), { target: { value: 'Min. 500' } });
    // 0.07 × 700 is 49.00 (a float says 49.00000000000001); 19.99 × 300 is 5,997.00.
    expect(text(grid)).toContain('USD 49.00');
    expect(text(view.getByTestId('quote-total'))).toBe('USD 6,046.00');
    fireEvent.change(view.getByLabelText('Valid until'), { target: { value: '2026-12-31' } });
    fireEvent.click(view.getByRole('button', { name: 'Submit quote' }));
    await waitFor(() => expect(tester.http.callsTo('POST', QUOTE)).toHaveLength(1));
    expect(tester.http.callsTo('POST', QUOTE)[0].body).toEqual({
      data: {
        validUntil: '2026-12-31',
        notes: null,
        submit: true,
        lines: [
          { rfqLineItemId: 'rl1', unitPrice: '19.99', quantity: '300', leadTimeDays: 30, cargoReadyDate: '2026-12-20', comment: null },
          { rfqLineItemId: 'rl2', unitPrice: '0.07', quantity: '700', leadTimeDays: 21, cargoReadyDate: '2026-12-18', comment: 'Min. 500' },
        ],
      },
    });
    expect(await view.findByText(/^Submitted/, undefined, LOAD)).toBeTruthy();
  });

  it('saves a draft of one line and shows the server’s 400 beside the field it names', async () => {
    const tester = signedOut();
    tester.http.on('POST', QUOTE, FakeHttpClient.reply(400, { success: false, error: { message: 'unitPrice must be above 0', code: 'VALIDATION_ERROR', field: 'data.lines.0.unitPrice' } }));
    const view = renderWorkbench(tester, '/ordersV2/acknowledge/quote?token=tok-2');
    const grid = await view.findByRole('table', { name: 'Quote lines' }, LOAD);
    const price = within(grid).getByLabelText('Unit price, line 2') as HTMLInputElement;
    fireEvent.change(price, { target: { value: '0' } });
    fireEvent.change(within(grid).getByLabelText('Lead time days, line 2'), { target: { value: '21' } });
    fireEvent.change(within(grid).getByLabelText('Cargo ready, line 2'), { target: { value: '2026-12-18' } });
    fireEvent.click(view.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(tester.http.callsTo('POST', QUOTE)).toHaveLength(1));
    expect((tester.http.callsTo('POST', QUOTE)[0].body as { data: { submit: boolean; lines: unknown[] } }).data).toMatchObject({ submit: false, lines: [{ rfqLineItemId: 'rl2' }] });
    // The only line sent is line 2: the server's `lines.0` is shown there.
    await waitFor(() => expect(document.getElementById(price.getAttribute('aria-describedby') ?? '')?.textContent).toBe('unitPrice must be above 0'));
    expect(price.value).toBe('0');
  });

  it('declines with a reason, and is read-only after the deadline', async () => {
    const tester = signedOut();
    tester.http.on('POST', QUOTE, ok({ ...QUOTE_VIEW, supplierStatus: 'DECLINED' }));
    const view = renderWorkbench(tester, '/ordersV2/acknowledge/quote?token=tok-2');
    fireEvent.click(await view.findByRole('button', { name: 'Decline to quote' }, LOAD));
    const dialog = await view.findByRole('dialog', undefined, LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline to quote' }));
    expect(await within(dialog).findByText('Say why you do not quote')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'No capacity in December' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline to quote' }));
    await waitFor(() => expect(tester.http.callsTo('POST', QUOTE)).toHaveLength(1));
    expect(tester.http.callsTo('POST', QUOTE)[0].body).toEqual({ data: { lines: [], decline: { reason: 'No capacity in December' } } });
    expect(await view.findByText('You declined to quote on this request.', undefined, LOAD)).toBeTruthy();
    cleanup();

    const closed = signedOut();
    closed.http.on('GET', QUOTE, ok({ ...QUOTE_VIEW, status: 'CLOSED', canQuote: false }));
    const later = renderWorkbench(closed, '/ordersV2/acknowledge/quote?token=tok-2');
    expect(await later.findByText(/Quoting closed on/, undefined, LOAD)).toBeTruthy();
    expect((later.getByLabelText('Unit price, line 1') as HTMLInputElement).readOnly).toBe(true);
    expect(later.queryByRole('button', { name: 'Submit quote' })).toBeNull();
    expect(later.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });
});
