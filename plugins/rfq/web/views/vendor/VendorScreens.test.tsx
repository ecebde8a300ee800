import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContainerContext } from '@portolan/sdk';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { RFQ_API, type AwardedLane, type QuoteInput, type VendorRfq } from '../../../shared/types';
import InvitationsScreen from './InvitationsScreen';
import VendorRfqScreen from './VendorRfqScreen';
import { LANES, NEGOTIATING, PENDING, VENDOR_RFQ } from './vendorFixtures';

const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => ({ success: true, data });

const AWARDED: AwardedLane = {
  rfqId: 'rfq0',
  rfqReference: 'RFQ-2026-00000',
  rfqTitle: 'Acme spot tender',
  shipperName: 'Acme Exports',
  laneId: 'l9',
  origin: 'INNSA',
  destination: 'USNYC',
  containerType: '45G1',
  volume: 30,
  vendorCompanyId: 'c-bluewave',
  vendorName: 'Bluewave Logistics',
  sharePct: '60',
  amount: '2100.00',
  currency: 'USD',
  contractFrom: '2027-01-01',
  contractTo: '2027-03-31',
  awardedAt: '2026-10-10T10:00:00Z',
  shipmentCount: 1,
};

function tester() {
  const t = createPluginTester({ plugin, accesses: { rfq: ['Read', 'Create', 'Update'] }, user: { userCompany: 'c-bluewave' } });
  t.http.on('GET', RFQ_API.pendingQuotes, ok({ items: PENDING, count: PENDING.length }));
  t.http.on('GET', RFQ_API.summary, (req) => ok({ record: (req.query as { as?: string } | undefined)?.as === 'vendor' ? { invited: 2, openForBids: 1, bid: 1, awarded: 1, lost: 0 } : undefined }));
  t.http.on('GET', RFQ_API.vendorAwarded, ok({ items: [AWARDED], count: 1 }));
  t.http.on('GET', RFQ_API.comments, ok({ items: [], count: 0 }));
  t.http.on('GET', RFQ_API.quoteRevisions('q1'), ok({ items: [], count: 0 }));
  t.http.on('GET', RFQ_API.negotiations, ok({ items: [{ _id: 'n1', rfqId: 'rfq1', round: 2, deadline: NEGOTIATING.bidDeadline, message: 'Please sharpen Nhava Sheva–Rotterdam.', status: 'OPEN', items: [], createdAt: '', updatedAt: '', version: 1 }], count: 1 }));
  return t;
}

function renderBidScreen(rfq: VendorRfq = VENDOR_RFQ) {
  const t = tester();
  const onChanged = vi.fn();
  const view = render(
    <ContainerContext.Provider value={t.container}>
      <MemoryRouter initialEntries={[`/rfq/${rfq._id}`]}>
        <VendorRfqScreen rfq={rfq} onChanged={onChanged} />
      </MemoryRouter>
    </ContainerContext.Provider>,
  );
  return { t, view, onChanged };
}

const input = (view: ReturnType<typeof render>, label: string) => view.getByLabelText(label) as HTMLInputElement;
const type = (view: ReturnType<typeof render>, label: string, value: string) => fireEvent.change(input(view, label), { target: { value } });
const sent = (t: ReturnType<typeof tester>, path: string, n = 0) => (t.http.callsTo('POST', path)[n].body as { data: QuoteInput }).data;

describe('vendor RFQ screens', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists the invitations with the deadline countdown, states and Bid / View, the figures and the lanes awarded to us', async () => {
    const t = tester();
    const view = render(
      <ContainerContext.Provider value={t.container}>
        <MemoryRouter initialEntries={['/rfq/invitations']}>
          <InvitationsScreen />
        </MemoryRouter>
      </ContainerContext.Provider>,
    );
    const bid = await view.findByRole('link', { name: 'Bid on RFQ-2026-00001' }, LOAD);
    expect(bid.getAttribute('href')).toBe('/rfq/rfq1');
    expect(view.getByRole('link', { name: 'View RFQ-2026-00000' }).getAttribute('href')).toBe('/rfq/rfq0');
    expect(view.getAllByText(/d \d+ h left/).length).toBe(1);
    const table = view.getByRole('link', { name: 'Bid on RFQ-2026-00001' }).closest('[role="grid"], table, .bp6-table-container') as HTMLElement;
    expect(within(table).getAllByText('Viewed').length).toBeGreaterThan(0);
    expect(within(table).getByText('Draft')).toBeTruthy();
    await waitFor(() => expect(view.getByLabelText('Invitations summary').textContent).toContain('Open for bids1'), LOAD);
    const awarded = await view.findByRole('table', { name: 'Lanes awarded to us' }, LOAD);
    expect(within(awarded).getByText('60 %')).toBeTruthy();
    expect(within(awarded).getByText('USD 2,100.00')).toBeTruthy();
    expect(within(awarded).getByText('Acme Exports')).toBeTruthy();
  });

  it('the workbench routes /rfq-v2/invitations to the list and an invited RFQ to the bid sheet, keeping the prefix', async () => {
    const t = tester();
    t.http.on('GET', `${RFQ_API.rfqs}/rfq1`, ok({ record: VENDOR_RFQ }));
    const view = renderWorkbench(t, '/rfq-v2/invitations');
    const bid = await view.findByRole('link', { name: 'Bid on RFQ-2026-00001' }, LOAD);
    expect(bid.getAttribute('href')).toBe('/rfq-v2/rfq1');
    fireEvent.click(bid);
    expect(await view.findByRole('table', { name: 'Bid sheet' }, LOAD)).toBeTruthy();
    expect(view.getByRole('heading', { name: 'RFQ-2026-00001 · Acme 2027 ocean contract' })).toBeTruthy();
    expect(view.getByRole('link', { name: '← Invitations to bid' }).getAttribute('href')).toBe('/rfq-v2/invitations');
  });

  it('saves a draft and submits a revision with exactly the lines typed, the quote version and the notification pair', async () => {
    const { t, view, onChanged } = renderBidScreen();
    t.http.on('POST', RFQ_API.quotes, ok({ record: { ...VENDOR_RFQ.quote, version: 4 } }));
    await view.findByRole('table', { name: 'Bid sheet' }, LOAD);
    expect(input(view, 'Our amount, lane 1').value).toBe('1250.50');
    type(view, 'Our amount, lane 2', '1890.00');
    type(view, 'Transit days, lane 2', '28');
    type(view, 'Carrier, lane 2', 'hlcu');
    expect(input(view, 'Carrier, lane 2').value).toBe('HLCU');
    expect(view.getByText('Unsaved changes')).toBeTruthy();
    expect(view.getByRole('status', { name: 'Bid sheet status' }).textContent).toMatch(/our total USD\s97,270\.00/); // 40 × 1250.50 + 25 × 1890
    fireEvent.click(view.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(t.http.callsTo('POST', RFQ_API.quotes)).toHaveLength(1));
    const draft = sent(t, RFQ_API.quotes);
    expect(draft).toEqual({
      rfqId: 'rfq1',
      version: 3,
      lines: [
        { laneId: LANES[0]._id, amount: '1250.50', charges: [], transitDays: 24, freeDays: 14, validTo: '2027-12-31', carrier: 'MAEU', remarks: null },
        { laneId: LANES[1]._id, amount: '1890.00', charges: [], transitDays: 28, freeDays: null, validTo: null, carrier: 'HLCU', remarks: null },
      ],
    });
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    fireEvent.click(view.getByRole('button', { name: 'Submit (revision 1)' }));
    await waitFor(() => expect(t.http.callsTo('POST', RFQ_API.quotes)).toHaveLength(2));
    expect(sent(t, RFQ_API.quotes, 1).submit).toBe(true);
    const messages = t.notifications.notifications.map((n) => n.message);
    expect(messages).toContain('Draft saved');
    expect(messages).toContain('Bid submitted (revision 1)');
  });

  it('Ctrl+S in the sheet saves the draft', async () => {
    const { t, view } = renderBidScreen();
    t.http.on('POST', RFQ_API.quotes, ok({ record: VENDOR_RFQ.quote }));
    await view.findByRole('table', { name: 'Bid sheet' }, LOAD);
    fireEvent.keyDown(input(view, 'Our amount, lane 1'), { key: 's', ctrlKey: true });
    await waitFor(() => expect(t.http.callsTo('POST', RFQ_API.quotes)).toHaveLength(1));
    expect(sent(t, RFQ_API.quotes).submit).toBeUndefined();
  });

  it('arrow keys move between the cells of the grid', async () => {
    const { view } = renderBidScreen();
    await view.findByRole('table', { name: 'Bid sheet' }, LOAD);
    const first = input(view, 'Our amount, lane 1');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(input(view, 'Our amount, lane 2'));
    const transit = input(view, 'Transit days, lane 2');
    transit.focus();
    transit.setSelectionRange(0, 0);
    fireEvent.keyDown(transit, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(view.getByRole('button', { name: /charges, lane 2$/ }));
  });

  it('shows Σ charges live against the amount and saves only when they are equal', async () => {
    const { t, view } = renderBidScreen();
    t.http.on('POST', RFQ_API.quotes, ok({ record: VENDOR_RFQ.quote }));
    await view.findByRole('table', { name: 'Bid sheet' }, LOAD);
    type(view, 'Our amount, lane 2', '1900');
    fireEvent.click(view.getByRole('button', { name: /charges, lane 2$/ }));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start from OFR, BAF, THC' }));
    fireEvent.change(within(dialog).getByLabelText('Amount, charge 1'), { target: { value: '1500.10' } });
    fireEvent.change(within(dialog).getByLabelText('Amount, charge 2'), { target: { value: '250.20' } });
    fireEvent.change(within(dialog).getByLabelText('Amount, charge 3'), { target: { value: '149.60' } });
    expect(within(dialog).getByRole('status', { name: 'Charges total' }).textContent).toMatch(/Σ charges USD\s1,899\.90 · all-in amount USD\s1,900\.00/);
    expect(within(dialog).getByRole('status', { name: 'Charges total' }).textContent).toContain('they must be equal');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(view.getByRole('button', { name: /charges, lane 2$/ }).textContent).toBe('3 · Σ 1899.90');
    fireEvent.click(view.getByRole('button', { name: 'Save draft' }));
    expect(await view.findByText('The charges add up to 1899.90, not 1900', {}, LOAD)).toBeTruthy();
    expect(view.getByText('Fix 1 lane first (lane 2)')).toBeTruthy();
    expect(t.http.callsTo('POST', RFQ_API.quotes)).toHaveLength(0);
    fireEvent.click(view.getByRole('button', { name: /charges, lane 2$/ }));
    const again = await view.findByRole('dialog', {}, LOAD);
    fireEvent.change(within(again).getByLabelText('Amount, charge 3'), { target: { value: '149.70' } });
    expect(within(again).getByRole('status', { name: 'Charges total' }).textContent).toContain('they match');
    fireEvent.click(within(again).getByRole('button', { name: 'Done' }));
    fireEvent.click(view.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(t.http.callsTo('POST', RFQ_API.quotes)).toHaveLength(1));
    expect(sent(t, RFQ_API.quotes).lines[1].charges).toEqual([
      { code: 'OFR', label: 'Ocean freight', amount: '1500.10' },
      { code: 'BAF', label: 'Bunker adjustment', amount: '250.20' },
      { code: 'THC', label: 'Terminal handling (origin)', amount: '149.70' },
    ]);
  });

  it("shows the server's 400 in the cell it names and keeps every edit; a 409 offers the latest version", async () => {
    const { t, view, onChanged } = renderBidScreen();
    t.http.on('POST', RFQ_API.quotes, FakeHttpClient.reply(400, { success: false, error: { message: 'data.lines.1.validTo must be within the contract', code: 'VALIDATION_ERROR', field: 'data.lines.1.validTo' } }));
    await view.findByRole('table', { name: 'Bid sheet' }, LOAD);
    type(view, 'Our amount, lane 3', '700');
    type(view, 'Valid to, lane 3', '2030-01-01');
    fireEvent.click(view.getByRole('button', { name: 'Save draft' }));
    const cell = input(view, 'Valid to, lane 3');
    await waitFor(() => expect(document.getElementById(cell.getAttribute('aria-describedby') ?? '')?.textContent).toBe('data.lines.1.validTo must be within the contract'));
    expect(cell.value).toBe('2030-01-01');
    expect(input(view, 'Our amount, lane 3').value).toBe('700');
    expect(t.notifications.notifications.map((n) => n.message)).toContain('Failed to save the draft');
    t.http.on('POST', RFQ_API.quotes, FakeHttpClient.reply(409, { success: false, error: { message: 'The bid sheet was changed (version 4)', code: 'CONFLICT' } }));
    type(view, 'Valid to, lane 3', '2027-12-31');
    fireEvent.click(view.getByRole('button', { name: 'Save draft' }));
    fireEvent.click(await view.findByRole('button', { name: 'Load the latest version' }, LOAD));
    expect(onChanged).toHaveBeenCalled();
  });

  it('declines with a reason from the list and a comment', async () => {
    const { t, view, onChanged } = renderBidScreen();
    t.http.on('POST', RFQ_API.declineQuote, ok({ record: { ...VENDOR_RFQ, invitationStatus: 'DECLINED', canBid: false } }));
    await view.findByRole('table', { name: 'Bid sheet' }, LOAD);
    fireEvent.click(view.getByRole('button', { name: 'Decline' }));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline to bid' }));
    expect(await within(dialog).findByText('Pick a reason')).toBeTruthy();
    expect(t.http.callsTo('POST', RFQ_API.declineQuote)).toHaveLength(0);
    const reason = within(dialog).getByLabelText(/Reason/) as HTMLSelectElement;
    expect([...reason.options].map((o) => o.value)).toEqual(['', 'NO_CAPACITY', 'LANES_NOT_SERVED', 'DEADLINE_TOO_SHORT', 'VOLUME_TOO_LOW', 'OTHER']);
    fireEvent.change(reason, { target: { value: 'OTHER' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline to bid' }));
    expect(await within(dialog).findByText('Say why')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Comment to the shipper'), { target: { value: 'Our Chennai office closes in March' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline to bid' }));
    await waitFor(() => expect(t.http.callsTo('POST', RFQ_API.declineQuote)).toHaveLength(1));
    expect(t.http.callsTo('POST', RFQ_API.declineQuote)[0].body).toEqual({ data: { rfqId: 'rfq1', reason: 'OTHER', comment: 'Our Chennai office closes in March' } });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(t.notifications.notifications.map((n) => n.message)).toContain('You declined to bid');
  });

  it('bulk upload: the dry run names each problem by row and column and saves nothing; a clean sheet is submitted', async () => {
    const { t, view, onChanged } = renderBidScreen();
    const problems = [
      { row: 2, field: 'amount', message: 'amount "abc" must be a decimal greater than 0' },
      { row: 3, field: 'lineNo', message: 'lane 9 is not in this RFQ' },
    ];
    t.http.on('POST', RFQ_API.bulkQuote, FakeHttpClient.reply(400, { success: false, error: { message: '2 problems in 2 row(s); nothing was saved', code: 'VALIDATION_ERROR', field: 'data.rows' }, data: { rows: 3, valid: 1, problems, problemCount: 2 } }));
    await view.findByRole('table', { name: 'Bid sheet' }, LOAD);
    fireEvent.click(view.getByRole('button', { name: 'Upload spreadsheet' }));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    const csv = 'lineNo,origin,destination,containerType,volume,amount,transitDays,carrier\n1,INNSA,NLRTM,42G1,40,1200,24,maeu\n2,INMUN,DEHAM,45G1,25,abc,,\n9,,,,,500,,\n3,INMAA,SGSIN,22G1,10,,,\n';
    fireEvent.change(within(dialog).getByLabelText('Bid spreadsheet'), { target: { files: [new File([csv], 'bids.csv', { type: 'text/csv' })] } });
    const table = await within(dialog).findByRole('table', { name: 'Problems in the bid spreadsheet' }, LOAD);
    expect(within(table).getByText('lane 9 is not in this RFQ')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const dry = t.http.callsTo('POST', RFQ_API.bulkQuote)[0].body as { data: { rfqId: string; dryRun: boolean; rows: unknown[] } };
    expect(dry.data.dryRun).toBe(true);
    expect(dry.data.rows).toEqual([
      { lineNo: 1, amount: '1200', transitDays: 24, freeDays: null, validTo: null, carrier: 'MAEU', remarks: null },
      { lineNo: 2, amount: 'abc', transitDays: null, freeDays: null, validTo: null, carrier: null, remarks: null },
      { lineNo: 9, amount: '500', transitDays: null, freeDays: null, validTo: null, carrier: null, remarks: null },
    ]);
    expect((within(dialog).getByRole('button', { name: 'Submit (revision 1)' }) as HTMLButtonElement).disabled).toBe(true);
    // A clean file: the dry run passes, then Submit sends the rows for real.
    t.http.on('POST', RFQ_API.bulkQuote, (req) => {
      const body = req.body as { data: { dryRun?: boolean } };
      return ok({ record: body.data.dryRun ? { _id: 'dry-run', rows: 1, valid: 1, problems: [], problemCount: 0, saved: 0 } : VENDOR_RFQ.quote });
    });
    fireEvent.change(within(dialog).getByLabelText('Bid spreadsheet'), { target: { files: [new File(['lineNo,amount\n1,1200\n'], 'bids2.csv', { type: 'text/csv' })] } });
    expect(await within(dialog).findByText('All 1 rows check out.', {}, LOAD)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit (revision 1)' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const calls = t.http.callsTo('POST', RFQ_API.bulkQuote);
    expect(calls.at(-1)!.body).toEqual({ data: { rfqId: 'rfq1', rows: [{ lineNo: 1, amount: '1200', transitDays: null, freeDays: null, validTo: null, carrier: null, remarks: null }], submit: true } });
  });

  it('in a negotiation round only the round’s lanes are editable, with the counter-offer shown, and only they are sent', async () => {
    const { t, view } = renderBidScreen(NEGOTIATING);
    t.http.on('POST', RFQ_API.quotes, ok({ record: NEGOTIATING.quote }));
    await view.findByRole('table', { name: 'Bid sheet' }, LOAD);
    expect(await view.findByText(/Please sharpen Nhava Sheva–Rotterdam\./, {}, LOAD)).toBeTruthy();
    expect(t.http.callsTo('GET', RFQ_API.negotiations)[0].query).toEqual({ rfqId: 'rfq1' });
    expect(view.getByText(/only the lanes in your negotiation round can be revised \(2 of 3\)/)).toBeTruthy();
    expect(input(view, 'Our amount, lane 1').readOnly).toBe(false);
    expect(input(view, 'Our amount, lane 2').readOnly).toBe(true);
    expect(input(view, 'Our amount, lane 3').readOnly).toBe(false);
    const grid = view.getByRole('table', { name: 'Bid sheet' });
    expect(within(grid).getByText('USD 1,100.00')).toBeTruthy();
    expect(within(grid).getByText('Better price asked')).toBeTruthy();
    type(view, 'Our amount, lane 1', '1150');
    fireEvent.click(view.getByRole('button', { name: 'Submit (revision 3)' }));
    await waitFor(() => expect(t.http.callsTo('POST', RFQ_API.quotes)).toHaveLength(1));
    const body = sent(t, RFQ_API.quotes);
    expect(body.lines.map((l) => [l.laneId, l.amount])).toEqual([
      [LANES[0]._id, '1150'],
      [LANES[2]._id, '700'],
    ]);
    expect(body.submit).toBe(true);
  });

  it('after the award shows the won banner, our awarded lanes on this RFQ and the award letter', async () => {
    const won: VendorRfq = { ...VENDOR_RFQ, _id: 'rfq0', status: 'AWARDED', invitationStatus: 'AWARDED', canBid: false };
    const { t, view } = renderBidScreen(won);
    t.http.on('GET', RFQ_API.awardPdf('rfq0'), new Blob(['%PDF']));
    expect(await view.findByText('Awarded to you', {}, LOAD)).toBeTruthy();
    const lanes = await view.findByRole('table', { name: 'Our awarded lanes on this RFQ' }, LOAD);
    expect(within(lanes).getByText('USD 2,100.00')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Award letter (PDF)' })).toBeTruthy();
    fireEvent.click(view.getByRole('tab', { name: 'Bid sheet' }));
    expect(input(view, 'Our amount, lane 1').readOnly).toBe(true);
    expect(view.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it("shows the server's message with Retry when the invitations or the figures fail to load", async () => {
    const t = tester();
    t.http.on('GET', RFQ_API.pendingQuotes, FakeHttpClient.reply(500, { success: false, error: { message: 'Server Error' } }));
    t.http.on('GET', RFQ_API.vendorAwarded, FakeHttpClient.reply(403, { success: false, error: { message: 'You do not have access to rfq' } }));
    const view = render(
      <ContainerContext.Provider value={t.container}>
        <MemoryRouter initialEntries={['/rfq/invitations']}>
          <InvitationsScreen />
        </MemoryRouter>
      </ContainerContext.Provider>,
    );
    expect(await view.findByText('You do not have access to rfq', {}, LOAD)).toBeTruthy();
    expect(await view.findByText(/Server Error/, {}, LOAD)).toBeTruthy();
    expect(view.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThanOrEqual(2);
  });

  it('uploads a document of ours with the SPEC notification pair, and deletes only our own', async () => {
    const own = { ...VENDOR_RFQ.documents[0], _id: 'd2', fileName: 'our-tariff.pdf', companyId: 'c-bluewave', companyName: 'Bluewave Logistics' };
    const { t, view, onChanged } = renderBidScreen({ ...VENDOR_RFQ, documents: [...VENDOR_RFQ.documents, own] });
    t.http.on('POST', RFQ_API.upload, ok({ record: own }));
    fireEvent.click(await view.findByRole('tab', { name: 'Documents (2)' }, LOAD));
    expect(view.queryByRole('button', { name: 'Delete lanes.pdf' })).toBeNull();
    expect(view.getByRole('button', { name: 'Delete our-tariff.pdf' })).toBeTruthy();
    fireEvent.change(view.getByLabelText('Upload a document for the shipper'), { target: { files: [new File(['%PDF'], 'surcharges.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const form = t.http.callsTo('POST', RFQ_API.upload)[0].body as FormData;
    expect(form.get('rfqId')).toBe('rfq1');
    expect((form.get('file') as File).name).toBe('surcharges.pdf');
    expect(t.notifications.notifications.map((n) => n.message)).toContain('Document Uploaded');
  });

  it('finds lanes in a long sheet by port, code or number, keeping the edits of hidden lanes', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...LANES[i % 3], _id: `lane-${i + 1}`, lineNo: i + 1 }));
    const { t, view } = renderBidScreen({ ...VENDOR_RFQ, lanes: many, quote: null });
    t.http.on('POST', RFQ_API.quotes, ok({ record: VENDOR_RFQ.quote }));
    await view.findByRole('table', { name: 'Bid sheet' }, LOAD);
    type(view, 'Our amount, lane 1', '1000');
    fireEvent.change(view.getByLabelText('Find lanes'), { target: { value: 'hamburg' } });
    expect(view.getByText('4 of 12 lanes')).toBeTruthy();
    expect(view.queryByLabelText('Our amount, lane 1')).toBeNull();
    expect(input(view, 'Our amount, lane 2')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(t.http.callsTo('POST', RFQ_API.quotes)).toHaveLength(1));
    expect(sent(t, RFQ_API.quotes).lines.map((l) => [l.laneId, l.amount])).toEqual([['lane-1', '1000']]);
  });

  it('a lost RFQ says so without anyone else’s prices', async () => {
    const { view } = renderBidScreen({ ...VENDOR_RFQ, status: 'AWARDED', invitationStatus: 'LOST', canBid: false });
    expect(await view.findByText('Not awarded to you', {}, LOAD)).toBeTruthy();
    expect(view.container.textContent).not.toMatch(/2,100/);
  });
});
