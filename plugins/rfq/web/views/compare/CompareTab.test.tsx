import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContainerContext } from '@portolan/sdk';
import { FakeHttpClient, createPluginTester } from '@portolan/sdk/testing';
import plugin from '../../index';
import { RFQ_API, type CompareMatrix, type OptimiseResult, type Rfq } from '../../../shared/types';
import CompareTab from './CompareTab';
import { RFQ, matrixOf } from './compareFixtures';

const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => ({ success: true, data });

function setUp(matrix: CompareMatrix, rfq: Rfq = RFQ) {
  const tester = createPluginTester({ plugin, accesses: { rfq: ['Read', 'Create', 'Update', 'Approve'] } });
  tester.http.on('GET', RFQ_API.compare(rfq._id), ok({ record: matrix }));
  tester.http.on('GET', RFQ_API.portSummary, ok({ items: [{ side: 'ORIGIN', port: 'INNSA', lanes: 2, volume: 20, baselineTotal: '20000.00', bestTotal: '18000.00', allocatedTotal: null, savingPct: '-10.00' }], count: 1 }));
  tester.http.on('GET', RFQ_API.vendorSummary, ok({ items: [{ vendorCompanyId: 'v1', vendorName: 'Bluewave Logistics', status: 'BID', lanesBid: 2, l1: 2, l2: 0, l3: 0, bidTotal: '18000.00', lanesAllocated: 0, allocatedVolume: 0, allocatedTotal: null }], count: 1 }));
  const onChanged = vi.fn();
  const view = render(
    <ContainerContext.Provider value={tester.container}>
      <MemoryRouter>
        <main>
          <CompareTab rfq={rfq} onChanged={onChanged} />
        </main>
      </MemoryRouter>
    </ContainerContext.Provider>,
  );
  return { tester, view, onChanged };
}

const txt = (node: Element) => (node.textContent ?? '').replace(/\s/g, ' ');
const cellOf = (view: ReturnType<typeof render>, name: RegExp) => view.getByRole('button', { name });

describe('compare tab', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows each bid with its rank as a badge with text, baseline and current, savings and vendor totals', async () => {
    const { view } = setUp(matrixOf(2, 3, { 2: ['950.00', null, '940.00'] }));
    const cell = await view.findByRole('button', { name: /^Bluewave Logistics on lane 1:\s*L1\s*USD.900\.00$/ }, LOAD);
    expect(within(cell).getByText('L1')).toBeTruthy();
    expect(within(cellOf(view, /^Harbourline Forwarding on lane 1/)).getByText('L2')).toBeTruthy();
    expect(within(cellOf(view, /^Meridian Freight on lane 1/)).getByText('L3')).toBeTruthy();
    // lane 2: Meridian cheapest, Bluewave second, Harbourline did not bid
    expect(within(cellOf(view, /^Meridian Freight on lane 2/)).getByText('L1')).toBeTruthy();
    expect(within(cellOf(view, /^Bluewave Logistics on lane 2/)).getByText('L2')).toBeTruthy();
    expect(view.getAllByText('No bid')).toHaveLength(1);
    const table = view.getByRole('table', { name: 'Bids by lane and vendor' });
    expect(txt(table)).toContain('USD 1,000.00USD 1,050.00');
    expect(within(table).getAllByText('−10.00 % saving').length).toBe(2);
    expect(within(table).getByText('Vendor totals')).toBeTruthy();
    expect(txt(table)).toContain('Vendor totalsUSD 20,000.00USD 21,000.00USD 18,000.002 lanes bid');
    // the focused bid's details
    fireEvent.focus(cellOf(view, /^Harbourline Forwarding on lane 1/));
    expect(view.getByRole('region', { name: 'Bid details' }).textContent).toContain('Carrier MAEU');
    expect(await view.findByRole('table', { name: 'Port summary' }, LOAD)).toBeTruthy();
    expect(await view.findByRole('table', { name: 'Vendor summary' }, LOAD)).toBeTruthy();
  });

  it('says until when bids are sealed and how many vendors have bid, without prices', async () => {
    const sealed = { ...matrixOf(2, 3), sealed: true, unsealsAt: '2026-12-01T12:00:00Z', lanes: matrixOf(2, 3).lanes.map((l) => ({ ...l, bids: [] })) };
    sealed.vendors = sealed.vendors.map((v, i) => ({ ...v, status: i === 0 ? 'BID' : 'VIEWED', lanesBid: 0, total: null }));
    const { view } = setUp(sealed, { ...RFQ, status: 'OPEN', bidsSealed: true });
    const note = await view.findByRole('status', {}, LOAD);
    expect(note.textContent).toMatch(/Bids are sealed until .*2026.*: 1 of 3 vendors have bid/);
    expect(view.queryByRole('table', { name: 'Bids by lane and vendor' })).toBeNull();
  });

  it('filters lanes by port, type and L1 above baseline', async () => {
    const m = matrixOf(3, 2);
    m.lanes[2].lane.baselineAmount = '800.00';
    const { view } = setUp(m);
    await view.findByRole('table', { name: 'Bids by lane and vendor' }, LOAD);
    fireEvent.click(view.getByLabelText('Only lanes where L1 is above baseline'));
    expect(view.getByText('Lanes 1–1 of 1')).toBeTruthy();
    expect(view.queryByRole('button', { name: /on lane 1:/ })).toBeNull();
    fireEvent.click(view.getByLabelText('Only lanes where L1 is above baseline'));
    fireEvent.change(view.getByLabelText('Origin'), { target: { value: 'INMUN' } });
    expect(view.getByText('Lanes 1–1 of 1')).toBeTruthy();
    expect(view.getAllByRole('button', { name: /on lane 2:/ })).toHaveLength(2);
  });

  it('a click gives the vendor the lane; saving posts the allocations with the version; a 400 shows beside its lane', async () => {
    const { view, tester, onChanged } = setUp(matrixOf(2, 3));
    await view.findByRole('table', { name: 'Bids by lane and vendor' }, LOAD);
    fireEvent.click(cellOf(view, /^Harbourline Forwarding on lane 1/));
    fireEvent.click(cellOf(view, /^Bluewave Logistics on lane 2/));
    expect(cellOf(view, /^Harbourline Forwarding on lane 1:\s*L2\s*USD.910\.00\s*·\s*100 %$/).getAttribute('aria-pressed')).toBe('true');
    // 10 × 910 + 10 × 900
    expect(txt(view.getByRole('group', { name: 'Totals' }))).toContain('Allocated USD 18,100.00');
    tester.http.on('POST', RFQ_API.allocations('r1'), FakeHttpClient.reply(400, { success: false, error: { message: 'Bluewave Logistics did not bid on this lane', code: 'VALIDATION_ERROR', field: 'data.allocations.1.vendorCompanyId' } }));
    fireEvent.click(view.getByRole('button', { name: 'Save allocations' }));
    const row = (await view.findByText('Bluewave Logistics did not bid on this lane', {}, LOAD)).closest('tr')!;
    expect(within(row).getByText('2')).toBeTruthy();
    expect(tester.http.callsTo('POST', RFQ_API.allocations('r1'))[0].body).toEqual({
      data: {
        version: 3,
        allocations: [
          { laneId: 'l1', vendorCompanyId: 'v2', sharePct: '100' },
          { laneId: 'l2', vendorCompanyId: 'v1', sharePct: '100' },
        ],
      },
    });
    tester.http.on('POST', RFQ_API.allocations('r1'), ok({ record: { ...RFQ, version: 4 } }));
    fireEvent.click(view.getByRole('button', { name: 'Save allocations' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled(), LOAD);
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Allocations saved');
  });

  it('a split whose shares do not sum to 100 is an error beside the lane and nothing is saved', async () => {
    const { view, tester } = setUp(matrixOf(2, 3));
    await view.findByRole('table', { name: 'Bids by lane and vendor' }, LOAD);
    fireEvent.click(view.getByRole('button', { name: 'Split lane 1 between vendors' }));
    fireEvent.change(view.getByLabelText('Share % of Bluewave Logistics, lane 1'), { target: { value: '60' } });
    fireEvent.change(view.getByLabelText('Share % of Harbourline Forwarding, lane 1'), { target: { value: '30' } });
    expect(view.getByText('Total 90 % of 100 %')).toBeTruthy();
    expect(view.getByText('Shares sum to 90 %, not 100 %')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Save allocations' }));
    expect(await view.findByText('Fix the allocation of the lane marked before saving.')).toBeTruthy();
    expect(tester.http.callsTo('POST', RFQ_API.allocations('r1'))).toHaveLength(0);
    fireEvent.change(view.getByLabelText('Share % of Harbourline Forwarding, lane 1'), { target: { value: '40' } });
    expect(view.getByText('Total 100 % of 100 %')).toBeTruthy();
    tester.http.on('POST', RFQ_API.allocations('r1'), ok({ record: RFQ }));
    fireEvent.click(view.getByRole('button', { name: 'Save allocations' }));
    await waitFor(() => expect(tester.http.callsTo('POST', RFQ_API.allocations('r1'))).toHaveLength(1), LOAD);
    expect((tester.http.callsTo('POST', RFQ_API.allocations('r1'))[0].body as { data: { allocations: unknown } }).data.allocations).toEqual([
      { laneId: 'l1', vendorCompanyId: 'v1', sharePct: '60' },
      { laneId: 'l1', vendorCompanyId: 'v2', sharePct: '40' },
    ]);
  });

  it('arrow keys move between bids and Enter allocates the focused one', async () => {
    const { view } = setUp(matrixOf(2, 3));
    await view.findByRole('table', { name: 'Bids by lane and vendor' }, LOAD);
    const first = cellOf(view, /^Bluewave Logistics on lane 1/);
    expect(first.getAttribute('tabindex')).toBe('0');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(cellOf(view, /^Harbourline Forwarding on lane 1/)));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(cellOf(view, /^Harbourline Forwarding on lane 2/).getAttribute('tabindex')).toBe('0'));
    await waitFor(() => expect(document.activeElement).toBe(cellOf(view, /^Harbourline Forwarding on lane 2/)));
    // a native button turns Enter into a click
    fireEvent.click(document.activeElement!);
    expect(cellOf(view, /^Harbourline Forwarding on lane 2: .*·\s*100 %$/)).toBeTruthy();
  });

  it('the optimiser shows its result and Apply makes it the allocation', async () => {
    const { view, tester, onChanged } = setUp(matrixOf(2, 3));
    const result: OptimiseResult = {
      status: 'OPTIMAL',
      reason: null,
      allocations: [
        { laneId: 'l1', vendorCompanyId: 'v2', sharePct: '100' },
        { laneId: 'l2', vendorCompanyId: 'v2', sharePct: '100' },
      ],
      total: '18200.00',
      unconstrainedTotal: '18000.00',
      baselineTotal: '20000.00',
      vendorsUsed: 1,
      solver: { algorithm: 'GLPK branch and bound (MILP)', variables: 9, constraints: 8, ms: 4 },
    };
    tester.http.on('POST', RFQ_API.optimise('r1'), (req) => ok({ record: (req.body as { data: { apply?: boolean } }).data.apply ? { ...result, rfq: RFQ } : result }));
    await view.findByRole('table', { name: 'Bids by lane and vendor' }, LOAD);
    fireEvent.click(view.getByRole('button', { name: 'Optimise…' }));
    const dialog = await view.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Most vendors'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByLabelText('Whole lanes only (no splits)'));
    fireEvent.change(within(dialog).getByLabelText('Leave these lanes as they are'), { target: { value: '9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run optimiser' }));
    expect(await within(dialog).findByText('There is no lane 9')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Leave these lanes as they are'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run optimiser' }));
    const table = await within(dialog).findByRole('table', { name: 'Optimiser result' }, LOAD);
    expect(txt(table)).toContain('USD 18,200.00');
    expect(txt(table)).toContain('USD 18,000.00');
    expect(txt(table)).toContain('1: Harbourline Forwarding');
    expect(txt(table)).toContain('GLPK branch and bound (MILP), 9 variables, 8 constraints, 4 ms');
    expect(tester.http.callsTo('POST', RFQ_API.optimise('r1'))[0].body).toEqual({ data: { maxVendors: 1, wholeLanes: true } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled(), LOAD);
    expect(tester.http.callsTo('POST', RFQ_API.optimise('r1'))[1].body).toEqual({ data: { maxVendors: 1, wholeLanes: true, apply: true, version: 3 } });
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Optimised allocation applied');
  });

  it('renders a tender of 500 lanes × 10 vendors (a page of lanes at a time, every vendor column)', async () => {
    const { view } = setUp(matrixOf(500, 10));
    await view.findByRole('table', { name: 'Bids by lane and vendor' }, LOAD);
    expect(view.getByText('Lanes 1–50 of 500')).toBeTruthy();
    expect(view.getByRole('columnheader', { name: /Vendor 10/ })).toBeTruthy();
    expect(view.getByRole('button', { name: /^Vendor 10 on lane 50: / })).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Next lanes' }));
    expect(view.getByRole('button', { name: /^Vendor 10 on lane 100: / })).toBeTruthy();
    expect(view.getByText('Lanes 51–100 of 500')).toBeTruthy();
  });
});
