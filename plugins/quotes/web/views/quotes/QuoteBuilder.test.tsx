import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CommandRegistry, ContainerContext } from '@portolan/sdk';
import { FakeHttpClient, createPluginTester } from '@portolan/sdk/testing';
import plugin from '../../index';
import { QUOTES_API, type QuoteRecord } from '../../../shared/types';
import QuoteBuilder from './QuoteBuilder';
import { priceLine } from './priceOption';
import { DRAFT, ENQUIRY, RATE_OPTIONS, SHORTLIST } from './quoteFixtures';

const LOAD = { timeout: 10_000 };
const Q = `${QUOTES_API.quote}/q1`;

function setUp(quote: QuoteRecord = DRAFT) {
  const tester = createPluginTester({ plugin, accesses: { enquiries: ['Read', 'Create', 'Update'], quotes: ['Read', 'Create', 'Update'] } });
  tester.http.on('GET', Q, { success: true, data: { record: quote } });
  tester.http.on('GET', QUOTES_API.termAndConditions, { success: true, data: { items: [], count: 0 } });
  tester.http.on('GET', `${Q}/links`, { success: true, data: { items: [] } });
  tester.http.on('GET', `${Q}/revisions`, { success: true, data: { items: [] } });
  tester.http.on('GET', `${Q}/activity`, { success: true, data: { items: [] } });
  const onChanged = vi.fn();
  const view = render(
    <ContainerContext.Provider value={tester.container}>
      <MemoryRouter initialEntries={['/enquiries/e1?tab=quote']}>
        <QuoteBuilder enquiry={ENQUIRY} onChanged={onChanged} />
      </MemoryRouter>
    </ContainerContext.Provider>,
  );
  return { tester, view, onChanged };
}

const text = (view: ReturnType<typeof render>, label: string) => view.getByLabelText(label).textContent?.replace(/\s/g, ' ');

describe('quote builder', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('prices a line exactly as the server does (half-even, once, through the base)', () => {
    const exchange = DRAFT.exchange;
    expect(priceLine({ quantity: '1', buyUnit: '15000', buyCurrency: 'INR', margin: null }, { type: 'PERCENT', value: '10' }, 'EUR', exchange)).toEqual({ buyAmount: '15000.00', buyConverted: '165.77', sellAmount: '182.34' });
    // 0.125 EUR → USD at 0.92: 0.13586… ; an AMOUNT margin is added before the one rounding
    expect(priceLine({ quantity: '1', buyUnit: '0.125', buyCurrency: 'EUR', margin: { type: 'AMOUNT', value: '0.005' } }, null, 'USD', exchange)).toEqual({ buyAmount: '0.12', buyConverted: '0.13', sellAmount: '0.14' });
    expect(priceLine({ quantity: '3', buyUnit: '0.10', buyCurrency: 'USD', margin: null }, null, 'USD', exchange)).toEqual({ buyAmount: '0.30', buyConverted: '0.30', sellAmount: '0.30' });
    expect(priceLine({ quantity: '1', buyUnit: '10', buyCurrency: 'GBP', margin: null }, null, 'EUR', exchange).problem).toBe("No exchange rate for GBP on the quote's table");
  });

  it('shows live totals computed exactly, with the exchange-rate date, and recomputes as lines change', async () => {
    const { view } = setUp();
    await view.findByRole('heading', { name: 'Edit quote rates' }, LOAD);
    expect(view.getByRole('note', { name: 'Exchange rates' }).textContent).toContain('EUR at ECB reference 2026-11-20');
    expect(text(view, 'Sell total of Option 1')).toBe('EUR 2,783.35');
    expect(text(view, 'Buy total of Option 1')).toBe('EUR 2,511.69');
    expect(text(view, 'Margin total of Option 1')).toBe('EUR 271.66');
    // 3 × USD 1250.50 = 3751.50 → EUR 3451.38 → +10 % 3796.518 → 3796.52
    fireEvent.change(view.getByLabelText('Quantity, line 1 of Option 1'), { target: { value: '3' } });
    expect(text(view, 'Sell, line 1 of Option 1')).toBe('EUR 3,796.52');
    expect(text(view, 'Sell total of Option 1')).toBe('EUR 4,048.86');
    expect(text(view, 'Buy total of Option 1')).toBe('EUR 3,662.15');
    // The quote margin to 12.5 %: 3451.38 × 1.125 = 3882.8025 → 3882.80; 165.7657… × 1.125 = 186.486… → 186.49; DOC keeps its own 25.
    fireEvent.change(view.getByLabelText('Quote margin %'), { target: { value: '12.5' } });
    expect(text(view, 'Sell total of Option 1')).toBe('EUR 4,139.29');
    // A line of its own: 2 × EUR 0.10 with no margin
    fireEvent.click(view.getByRole('button', { name: 'Add line to Option 1' }));
    fireEvent.change(view.getByLabelText('Code, line 4 of Option 1'), { target: { value: 'seal' } });
    fireEvent.change(view.getByLabelText('Quantity, line 4 of Option 1'), { target: { value: '2' } });
    fireEvent.change(view.getByLabelText('Buy unit, line 4 of Option 1'), { target: { value: '0.10' } });
    fireEvent.change(view.getByLabelText('Margin type, line 4 of Option 1'), { target: { value: 'PERCENT' } });
    fireEvent.change(view.getByLabelText('Margin, line 4 of Option 1'), { target: { value: '0' } });
    expect(text(view, 'Sell, line 4 of Option 1')).toBe('EUR 0.20');
    expect(text(view, 'Sell total of Option 1')).toBe('EUR 4,139.49');
    expect((view.getByLabelText('Code, line 4 of Option 1') as HTMLInputElement).value).toBe('SEAL');
    expect(view.getByText('Unsaved changes')).toBeTruthy();
  });

  it('shows the server 400 beside the field it names and keeps every edit', async () => {
    const { view, tester } = setUp();
    tester.http.on('POST', `${Q}/`, FakeHttpClient.reply(400, { success: false, error: { message: 'data.options.0.lines.1.buyUnit must be >= 0', code: 'VALIDATION_ERROR', field: 'data.options.0.lines.1.buyUnit' } }));
    await view.findByRole('heading', { name: 'Edit quote rates' }, LOAD);
    fireEvent.change(view.getByLabelText('Name, line 2 of Option 1'), { target: { value: 'THC Nhava Sheva' } });
    fireEvent.change(view.getByLabelText('Buy unit, line 2 of Option 1'), { target: { value: '16000' } });
    fireEvent.change(view.getByLabelText('Option 1 title'), { target: { value: 'Best value' } });
    fireEvent.click(view.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${Q}/`)).toHaveLength(1));
    const sent = tester.http.callsTo('POST', `${Q}/`)[0].body as { data: { version: number; options: Array<{ _id: string; title: string; lines: Array<{ _id: string; name: string; buyUnit: string; margin: unknown }> }> } };
    expect(sent.data.version).toBe(3);
    expect(sent.data.options[0]).toMatchObject({ _id: 'o1', title: 'Best value' });
    expect(sent.data.options[0].lines[1]).toMatchObject({ _id: 'l2', name: 'THC Nhava Sheva', buyUnit: '16000', margin: null });
    expect(sent.data.options[0].lines[2].margin).toEqual({ type: 'AMOUNT', value: '25' });
    const field = view.getByLabelText('Buy unit, line 2 of Option 1') as HTMLInputElement;
    await waitFor(() => expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('data.options.0.lines.1.buyUnit must be >= 0'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // Nothing lost
    expect(field.value).toBe('16000');
    expect((view.getByLabelText('Name, line 2 of Option 1') as HTMLInputElement).value).toBe('THC Nhava Sheva');
    expect((view.getByLabelText('Option 1 title') as HTMLInputElement).value).toBe('Best value');
    expect(view.getByText('Unsaved changes')).toBeTruthy();
    expect(tester.notifications.notifications.map((n) => n.message).join('\n')).toContain('Failed to save the quote');
  });

  it('shows the server numbers after a save', async () => {
    const { view, tester } = setUp();
    const saved: QuoteRecord = { ...DRAFT, version: 4, options: [{ ...DRAFT.options[0], title: 'Saved title', sellTotal: '2783.35' }] };
    tester.http.on('POST', `${Q}/`, { success: true, data: { record: saved } });
    await view.findByRole('heading', { name: 'Edit quote rates' }, LOAD);
    fireEvent.change(view.getByLabelText('Option 1 title'), { target: { value: 'Typed title' } });
    fireEvent.click(view.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect((view.getByLabelText('Option 1 title') as HTMLInputElement).value).toBe('Saved title'));
    expect(view.queryByText('Unsaved changes')).toBeNull();
  });

  it('keeps the edits on a stale version (409) until the user loads the other version', async () => {
    const { view, tester } = setUp();
    tester.http.on('POST', `${Q}/`, FakeHttpClient.reply(409, { success: false, error: { message: 'The quote was changed by someone else (version 4)', code: 'CONFLICT' } }));
    await view.findByRole('heading', { name: 'Edit quote rates' }, LOAD);
    fireEvent.change(view.getByLabelText('Option 1 title'), { target: { value: 'Mine' } });
    fireEvent.click(view.getByRole('button', { name: 'Save' }));
    expect(await view.findByText(/changed by someone else/, {}, LOAD)).toBeTruthy();
    expect((view.getByLabelText('Option 1 title') as HTMLInputElement).value).toBe('Mine');
    tester.http.on('GET', Q, { success: true, data: { record: { ...DRAFT, version: 4, options: [{ ...DRAFT.options[0], title: 'Theirs' }] } } });
    fireEvent.click(view.getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect((view.getByLabelText('Option 1 title') as HTMLInputElement).value).toBe('Theirs'));
  });

  it('registers its actions for the palette and downloads the PDF through the HTTP client', async () => {
    const { view, tester } = setUp();
    tester.http.on('GET', `${Q}/pdf`, () => new Blob(['%PDF-1.4 quote'], { type: 'application/pdf' }));
    const saveAs = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saveAs(this.download);
    });
    await view.findByRole('heading', { name: 'Edit quote rates' }, LOAD);
    const registry = tester.root.get<CommandRegistry>(CommandRegistry);
    expect(registry.visible.map((c) => c.title)).toEqual(expect.arrayContaining(['Add rates to quote', 'Save quote', 'Publish quote', 'Download quote PDF']));
    fireEvent.click(view.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledWith('Q-2026-00017-rev1.pdf'));
    expect(tester.http.callsTo('GET', `${Q}/pdf`)).toHaveLength(1);
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('PDF downloaded');
    click.mockRestore();
  });

  it('adds the ticked inventory and shortlist rates by their ocean-freight rate id', async () => {
    const { view, tester } = setUp();
    tester.http.on('GET', `${Q}/rate-options`, { success: true, data: { items: RATE_OPTIONS } });
    tester.http.on('GET', QUOTES_API.shortlistedItems, { success: true, data: { items: SHORTLIST } });
    tester.http.on('POST', QUOTES_API.associatedRates, { success: true, data: { record: { ...DRAFT, version: 4 } } });
    await view.findByRole('heading', { name: 'Edit quote rates' }, LOAD);
    fireEvent.click(view.getByRole('button', { name: 'Add rates to quote' }));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    const inventory = await within(dialog).findByRole('table', { name: 'Inventory rates for the lane' }, LOAD);
    expect(within(inventory).getAllByRole('row')).toHaveLength(3);
    fireEvent.click(within(inventory).getByRole('checkbox', { name: /CMA CGM.*2,100\.00/ }));
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Shortlist' }));
    const shortlist = await within(dialog).findByRole('table', { name: 'Shortlisted rates' }, LOAD);
    expect(within(shortlist).getByText('Fast one')).toBeTruthy();
    fireEvent.click(within(shortlist).getAllByRole('checkbox')[0]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 options' }));
    await waitFor(() => expect(tester.http.callsTo('POST', QUOTES_API.associatedRates)).toHaveLength(1));
    expect(tester.http.callsTo('POST', QUOTES_API.associatedRates)[0].body).toEqual({ data: { quoteId: 'q1', version: 3, rates: [{ rateId: 'rate-ofr-b' }], shortlistIds: ['sl-1'] } });
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
  });

  it('publishes with the contact email prefilled and shows the link to copy', async () => {
    const { view, tester, onChanged } = setUp();
    const url = 'https://portolan.test/enquiries/view-quote?token=tok-123';
    tester.http.on('POST', QUOTES_API.publishQuotes, {
      success: true,
      data: {
        record: { ...DRAFT, version: 4, status: 'PUBLISHED', publishedAt: '2026-11-20T12:00:00Z' },
        link: { _id: 'k1', quoteId: 'q1', url, token: 'tok-123', email: 'buyer@acme.test', expiresAt: '2026-12-04T12:00:00Z', revokedAt: null, isActive: true, openedCount: 0, lastOpenedAt: null, createdAt: '2026-11-20T12:00:00Z' },
        emailedTo: 'buyer@acme.test',
      },
    });
    await view.findByRole('heading', { name: 'Edit quote rates' }, LOAD);
    fireEvent.click(view.getByRole('button', { name: 'Publish' }));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    expect((within(dialog).getByLabelText('Email the link to') as HTMLInputElement).value).toBe('buyer@acme.test');
    fireEvent.change(within(dialog).getByLabelText(/Link expires in/), { target: { value: '21' } });
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Two options as discussed.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(tester.http.callsTo('POST', QUOTES_API.publishQuotes)).toHaveLength(1));
    expect(tester.http.callsTo('POST', QUOTES_API.publishQuotes)[0].body).toEqual({ data: { quoteId: 'q1', version: 3, email: 'buyer@acme.test', expiresInDays: 21, message: 'Two options as discussed.' } });
    const link = (await view.findByLabelText('Shared quote link', {}, LOAD)) as HTMLInputElement;
    expect(link.value).toBe(url);
    expect(view.getByText('The link was emailed to buyer@acme.test.')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(view.getByRole('heading', { name: 'Shared links' })).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });

  it('shows an accepted quote read-only with the accepted option marked and the printable link', async () => {
    const accepted: QuoteRecord = { ...DRAFT, status: 'ACCEPTED', acceptedOptionId: 'o1', acceptedAt: '2026-11-21T08:00:00Z', acceptedBy: 'Asha Rao', publishedAt: '2026-11-20T12:00:00Z' };
    const { view } = setUp(accepted);
    const option = await view.findByRole('region', { name: 'Option 1' }, LOAD);
    expect(within(option).getByText('Accepted')).toBeTruthy();
    expect(view.queryByRole('heading', { name: 'Edit quote rates' })).toBeNull();
    expect(view.getByRole('link', { name: 'Printable' }).getAttribute('href')).toBe('/enquiries/printable-quote?quote=q1');
    expect(view.queryByRole('button', { name: 'Revise' })).toBeNull();
    expect(view.getByText(/by Asha Rao/)).toBeTruthy();
  });

  it('creates the first quote of an enquiry without one', async () => {
    const tester = createPluginTester({ plugin, accesses: { enquiries: ['Read', 'Create', 'Update'], quotes: ['Read', 'Create', 'Update'] } });
    tester.http.on('GET', QUOTES_API.termAndConditions, { success: true, data: { items: [{ _id: 't1', name: 'Standard FCL', body: 'Standard', isDefault: true, createdAt: '', updatedAt: '', version: 1 }] } });
    tester.http.on('POST', QUOTES_API.quote, { success: true, data: { record: { ...DRAFT, options: [] } } });
    tester.http.on('GET', Q, { success: true, data: { record: { ...DRAFT, options: [] } } });
    const onChanged = vi.fn();
    const view = render(
      <ContainerContext.Provider value={tester.container}>
        <MemoryRouter>
          <QuoteBuilder enquiry={{ ...ENQUIRY, quoteId: null }} onChanged={onChanged} />
        </MemoryRouter>
      </ContainerContext.Provider>,
    );
    const terms = (await view.findByLabelText('Terms set', {}, LOAD)) as HTMLSelectElement;
    await waitFor(() => expect(terms.options).toHaveLength(2));
    expect(terms.options[0].textContent).toBe('Default (Standard FCL)');
    fireEvent.change(terms, { target: { value: 't1' } });
    fireEvent.change(view.getByLabelText(/Margin %/), { target: { value: '12,5' } });
    fireEvent.click(view.getByRole('button', { name: 'Create quote' }));
    expect(await view.findByText('Enter the margin as a decimal, e.g. 10 or 150.00', {}, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', QUOTES_API.quote)).toHaveLength(0);
    fireEvent.change(view.getByLabelText(/Margin %/), { target: { value: '10' } });
    fireEvent.click(view.getByRole('button', { name: 'Create quote' }));
    await waitFor(() => expect(tester.http.callsTo('POST', QUOTES_API.quote)).toHaveLength(1));
    expect(tester.http.callsTo('POST', QUOTES_API.quote)[0].body).toMatchObject({ data: { enquiryId: 'e1', currency: 'EUR', margin: { type: 'PERCENT', value: '10' }, termsId: 't1' } });
    expect(await view.findByRole('heading', { name: 'Edit quote rates' }, LOAD)).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });
});
