import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContainerContext, type ApprovalState } from '@portolan/sdk';
import { createPluginTester, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { RFQ_API, type AwardedLane, type Negotiation, type Rfq } from '../../../shared/types';
import ApprovalTab from './ApprovalTab';
import AwardTab from './AwardTab';
import CompareTab from './CompareTab';
import NegotiationTab from './NegotiationTab';
import { RFQ, matrixOf } from './compareFixtures';

const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => ({ success: true, data });
const txt = (node: Element) => (node.textContent ?? '').replace(/\s/g, ' ');

const ROUND: Negotiation = {
  _id: 'n1',
  rfqId: 'r1',
  round: 2,
  deadline: '2026-12-05T12:00:00Z',
  message: 'Please sharpen lane 1',
  status: 'OPEN',
  items: [{ laneId: 'l1', vendorCompanyId: 'v2', vendorName: 'Harbourline Forwarding', counterAmount: '880.00', previousAmount: '910.00', revisedAmount: null }],
  createdAt: '2026-11-21T08:00:00Z',
  updatedAt: '2026-11-21T08:00:00Z',
  version: 1,
};

const APPROVAL: ApprovalState = {
  requestId: 'a1',
  kind: 'rfq',
  recordId: 'r1',
  status: 'PENDING',
  amount: '18100.00',
  currency: 'USD',
  currentLevel: 1,
  levels: [{ level: 1, minAmount: '0', approverIds: ['u9'], approverNames: ['Arjun Approver'], status: 'PENDING', decidedBy: null, comment: null, decidedAt: null }],
  requestedBy: 'Asha Shipper',
  requestedAt: '2026-11-21T09:00:00Z',
  lastRemindedAt: null,
  canDecide: true,
};

const AWARDED: AwardedLane[] = ['v1', 'v2'].map((v, i) => ({
  rfqId: 'r1',
  rfqReference: 'RFQ-2026-00001',
  rfqTitle: 'Acme 2027 ocean contract',
  shipperName: 'Acme Exports',
  laneId: 'l1',
  origin: 'INNSA',
  destination: 'NLRTM',
  containerType: '42G1',
  volume: 10,
  vendorCompanyId: v,
  vendorName: i ? 'Harbourline Forwarding' : 'Bluewave Logistics',
  sharePct: i ? '40' : '60',
  amount: i ? '910.00' : '900.00',
  currency: 'USD',
  contractFrom: '2027-01-01',
  contractTo: '2027-12-31',
  awardedAt: '2026-11-22T10:00:00Z',
  shipmentCount: 0,
}));

function setUp(tab: 'compare' | 'negotiation' | 'approval' | 'award', rfq: Rfq, prepare?: (tester: ReturnType<typeof createPluginTester>) => void) {
  const tester = createPluginTester({ plugin, accesses: { rfq: ['Read', 'Create', 'Update', 'Approve'] } });
  tester.http.on('GET', RFQ_API.compare('r1'), ok({ record: matrixOf(3, 3) }));
  tester.http.on('GET', RFQ_API.portSummary, ok({ items: [], count: 0 }));
  tester.http.on('GET', RFQ_API.vendorSummary, ok({ items: [], count: 0 }));
  tester.http.on('GET', RFQ_API.negotiations, ok({ items: [ROUND], count: 1 }));
  tester.http.on('GET', RFQ_API.approval('r1'), ok({ record: APPROVAL }));
  tester.http.on('GET', RFQ_API.vendorAwarded, ok({ items: AWARDED, count: 2 }));
  prepare?.(tester);
  const onChanged = vi.fn();
  const Tab = { compare: CompareTab, negotiation: NegotiationTab, approval: ApprovalTab, award: AwardTab }[tab];
  const view = render(
    <ContainerContext.Provider value={tester.container}>
      <MemoryRouter>
        <main>
          <Tab rfq={rfq} onChanged={onChanged} />
        </main>
      </MemoryRouter>
    </ContainerContext.Provider>,
  );
  return { tester, view, onChanged };
}

async function settled(root: Element) {
  await waitFor(() => expect(root.querySelector('[aria-busy="true"], .pt-load-spinner')).toBeNull(), LOAD);
}

describe('negotiation, approval and award tabs', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('lists rounds with their items and a new round posts the chosen lanes, vendors and counter-offers', async () => {
    const { view, tester, onChanged } = setUp('negotiation', RFQ);
    const table = await view.findByRole('table', { name: /Round 2/ }, LOAD);
    expect(txt(table)).toContain('1. INNSA → NLRTM, 42G1Harbourline ForwardingUSD 910.00USD 880.00Not yet');
    expect(view.getByText(/Please sharpen lane 1/)).toBeTruthy();
    tester.http.on('POST', RFQ_API.negotiations, ok({ record: { ...ROUND, round: 3 } }));
    await waitFor(() => expect(view.getByRole('button', { name: 'New round…' }).hasAttribute('disabled')).toBe(false), LOAD);
    fireEvent.click(view.getByRole('button', { name: 'New round…' }));
    const dialog = await view.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open round' }));
    expect(await within(dialog).findByText('Choose at least one lane and vendor')).toBeTruthy();
    expect(tester.http.callsTo('POST', RFQ_API.negotiations)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Deadline/), { target: { value: '2099-01-15T12:00' } });
    fireEvent.change(within(dialog).getByLabelText(/Message to the vendors/), { target: { value: 'Last call' } });
    fireEvent.click(within(dialog).getByLabelText('Lane 2: INMUN → NLRTM, 22G1'));
    fireEvent.click(within(dialog).getByLabelText(/^Meridian Freight \(L3/));
    fireEvent.change(within(dialog).getByLabelText('Counter-offer to Bluewave Logistics, lane 2'), { target: { value: '850' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open round' }));
    await waitFor(() => expect(tester.http.callsTo('POST', RFQ_API.negotiations)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', RFQ_API.negotiations)[0].body).toEqual({
      data: {
        rfqId: 'r1',
        version: 3,
        deadline: new Date('2099-01-15T12:00').toISOString(),
        message: 'Last call',
        items: [
          { laneId: 'l2', vendorCompanyId: 'v1', counterAmount: '850' },
          { laneId: 'l2', vendorCompanyId: 'v2' },
        ],
      },
    });
    await waitFor(() => expect(onChanged).toHaveBeenCalled(), LOAD);
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Negotiation round opened');
  });

  it('requests approval of the allocated total with the version, and shows the chain with approve for an approver', async () => {
    const { view, tester, onChanged } = setUp('approval', { ...RFQ, allocatedTotal: '18100.00' }, (t) => t.http.on('GET', RFQ_API.approval('r1'), ok({ record: null })));
    expect(await view.findByText('Allocated total USD 18,100.00', { normalizer: (s) => s.replace(/\s/g, ' ') }, LOAD)).toBeTruthy();
    tester.http.on('POST', RFQ_API.requestApproval, ok({ record: { ...RFQ, status: 'PENDING_APPROVAL', version: 4 } }));
    tester.http.on('GET', RFQ_API.approval('r1'), ok({ record: APPROVAL }));
    fireEvent.click(await view.findByRole('button', { name: 'Request approval' }, LOAD));
    await waitFor(() => expect(onChanged).toHaveBeenCalled(), LOAD);
    expect(tester.http.callsTo('POST', RFQ_API.requestApproval)[0].body).toEqual({ data: { rfqId: 'r1', version: 3 } });
    expect(await view.findByText('Arjun Approver', { exact: false }, LOAD)).toBeTruthy();
    expect(view.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Remind approvers' })).toBeTruthy();
  });

  it('shows the awarded lanes with shares, rates and contract-rate links, and creates a shipment with links to it', async () => {
    const { view, tester } = setUp('award', { ...RFQ, status: 'AWARDED', awardedAt: '2026-11-22T10:00:00Z' });
    const table = await view.findByRole('table', { name: 'Awarded lanes' }, LOAD);
    expect(txt(table)).toContain('Bluewave Logistics60 %USD 900.00');
    expect(txt(table)).toContain('Harbourline Forwarding40 %USD 910.00');
    expect(within(table).getAllByRole('link', { name: 'Contract rate RFQ-2026-00001' })[0].getAttribute('href')).toBe('/rates/inventory?search=RFQ-2026-00001');
    expect(view.getByRole('link', { name: 'Print award summary' }).getAttribute('href')).toBe('/rfq/print-quote?id=r1');
    tester.http.on('POST', RFQ_API.createShipmentsFromRFQ, ok({ items: [{ _id: 's77', reference: 'ACME-SHP-1' }], count: 1 }));
    fireEvent.click(within(table).getByRole('button', { name: /Create shipments on INNSA to NLRTM/ }));
    const dialog = await view.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByLabelText(/Carrier/) as HTMLInputElement).value).toBe('MAEU'));
    fireEvent.change(within(dialog).getByLabelText(/Vendor/), { target: { value: 'v2' } });
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: 'ACME-SHP-1' } });
    fireEvent.change(within(dialog).getByLabelText(/Containers/), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText(/ETD/), { target: { value: '2027-01-10' } });
    fireEvent.change(within(dialog).getByLabelText(/ETA/), { target: { value: '2027-02-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create shipment' }));
    await waitFor(() => expect(tester.http.callsTo('POST', RFQ_API.createShipmentsFromRFQ)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', RFQ_API.createShipmentsFromRFQ)[0].body).toEqual({
      data: { rfqId: 'r1', laneId: 'l1', shipments: [{ vendorCompanyId: 'v2', reference: 'ACME-SHP-1', containers: 2, etd: '2027-01-10', eta: '2027-02-01', carrier: 'MAEU' }] },
    });
    expect((await view.findByRole('link', { name: 'Shipment ACME-SHP-1' }, LOAD)).getAttribute('href')).toBe('/shipments/s77');
  });

  it.each([
    ['the Bids tab', 'compare' as const, RFQ, 'Bids by lane and vendor'],
    ['the Negotiation tab', 'negotiation' as const, RFQ, /Round 2/],
    ['the Approval tab', 'approval' as const, { ...RFQ, allocatedTotal: '18100.00' }, /./],
    ['the Award tab', 'award' as const, { ...RFQ, status: 'AWARDED' as const }, 'Awarded lanes'],
  ])('%s has no serious or critical accessibility violation', async (_name, tab, rfq, table) => {
    const { view } = setUp(tab, rfq);
    if (tab === 'approval') await view.findAllByText('Arjun Approver', { exact: false }, LOAD);
    else await view.findAllByRole('table', { name: table }, LOAD);
    await settled(view.container);
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });
});
