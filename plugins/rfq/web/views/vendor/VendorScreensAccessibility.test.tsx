import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContainerContext } from '@portolan/sdk';
import { createPluginTester, layoutViewport, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { RFQ_API, type VendorRfq } from '../../../shared/types';
import InvitationsScreen from './InvitationsScreen';
import VendorRfqScreen from './VendorRfqScreen';
import { NEGOTIATING, PENDING, VENDOR_RFQ } from './vendorFixtures';

const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => ({ success: true, data });

function mount(screen: ReactNode, path: string) {
  const t = createPluginTester({ plugin, accesses: { rfq: ['Read', 'Create', 'Update'] } });
  t.http.on('GET', RFQ_API.pendingQuotes, ok({ items: PENDING, count: PENDING.length }));
  t.http.on('GET', RFQ_API.summary, (req) => ok({ record: (req.query as { as?: string } | undefined)?.as === 'vendor' ? { invited: 2, openForBids: 1, bid: 1, awarded: 1, lost: 0 } : undefined }));
  t.http.on('GET', RFQ_API.vendorAwarded, ok({ items: [], count: 0 }));
  t.http.on('GET', RFQ_API.comments, ok({ items: [{ _id: 'c1', rfqId: 'rfq1', laneId: null, vendorCompanyId: 'c-bluewave', internal: false, text: 'Is BAF included?', authorName: 'Ravi', authorCompanyName: 'Bluewave Logistics', mine: true, createdAt: '2026-11-20T08:00:00Z' }], count: 1 }));
  t.http.on('GET', RFQ_API.quoteRevisions('q1'), ok({ items: [], count: 0 }));
  const view = render(
    <ContainerContext.Provider value={t.container}>
      <MemoryRouter initialEntries={[path]}>
        <main>{screen}</main>
      </MemoryRouter>
    </ContainerContext.Provider>,
  );
  return view;
}

async function settled(root: Element) {
  await waitFor(() => expect(root.querySelector('[aria-busy="true"], .pt-load-spinner')).toBeNull(), LOAD);
  return seriousA11yViolations(root);
}

/** axe-core (WCAG 2.1 AA; colour contrast is checked by the browser journey) on the vendor's screens. */
describe('vendor RFQ screens: accessibility', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('the invitations list has no serious or critical violation', async () => {
    const view = mount(<InvitationsScreen />, '/rfq/invitations');
    await view.findByRole('link', { name: 'Bid on RFQ-2026-00001' }, LOAD);
    expect(await settled(view.container)).toEqual([]);
  });

  it.each<[string, VendorRfq]>([
    ['an open bid sheet', VENDOR_RFQ],
    ['a negotiation round', NEGOTIATING],
    ['a lost RFQ', { ...VENDOR_RFQ, status: 'AWARDED', invitationStatus: 'LOST', canBid: false }],
  ])('%s has no serious or critical violation', async (_name, rfq) => {
    const view = mount(<VendorRfqScreen rfq={rfq} onChanged={() => undefined} />, `/rfq/${rfq._id}`);
    await view.findByRole('heading', { name: /RFQ-2026-00001/ }, LOAD);
    expect(await settled(view.container)).toEqual([]);
  });

  it.each([['Documents (1)'], ['Messages'], ['Terms (1)']])('the %s tab has no serious or critical violation', async (tab) => {
    const view = mount(<VendorRfqScreen rfq={VENDOR_RFQ} onChanged={() => undefined} />, '/rfq/rfq1');
    fireEvent.click(await view.findByRole('tab', { name: tab }, LOAD));
    expect(await settled(view.container)).toEqual([]);
  });

  it('the charges, decline and upload dialogs have no serious or critical violation', async () => {
    const view = mount(<VendorRfqScreen rfq={VENDOR_RFQ} onChanged={() => undefined} />, '/rfq/rfq1');
    fireEvent.click(await view.findByRole('button', { name: /charges, lane 1$/ }, LOAD));
    fireEvent.click(await view.findByRole('button', { name: 'Start from OFR, BAF, THC' }, LOAD));
    expect(await settled(document.body)).toEqual([]);
    fireEvent.click(view.getByRole('button', { name: 'Done' }));
    fireEvent.click(view.getByRole('button', { name: 'Decline' }));
    await view.findByRole('dialog', {}, LOAD);
    expect(await settled(document.body)).toEqual([]);
    fireEvent.click(view.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(view.getByRole('button', { name: 'Upload spreadsheet' }));
    await view.findByRole('dialog', {}, LOAD);
    expect(await settled(document.body)).toEqual([]);
  });
});
