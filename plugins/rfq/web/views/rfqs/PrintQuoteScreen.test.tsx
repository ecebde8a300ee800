import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { RFQ_API, type Rfq } from '../../../shared/types';
import { AWARDED, RFQ } from './rfqFixtures';

const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => ({ success: true, data });
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');
const awarded: Rfq = { ...RFQ, status: 'AWARDED', openedAt: '2026-11-02T08:00:00Z', awardedAt: '2026-11-22T08:00:00Z' };

describe('RFQ award summary (print-quote)', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('prints each lane with its vendors, shares and rates, exact values, totals and the saving against the baseline; downloads the PDF', async () => {
    const tester = createPluginTester({ plugin, accesses: { rfq: ['Read'] } });
    tester.http.on('GET', `${RFQ_API.rfqs}/r1`, ok({ record: awarded }));
    tester.http.on('GET', RFQ_API.vendorAwarded, ok({ items: AWARDED, count: AWARDED.length }));
    tester.http.on('GET', RFQ_API.awardPdf('r1'), new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    const view = renderWorkbench(tester, '/rfq/print-quote?id=r1');
    await view.findByRole('heading', { name: 'Award summary · RFQ-2026-00007' }, LOAD);
    expect(tester.http.callsTo('GET', RFQ_API.vendorAwarded)[0].query).toEqual({ rfqId: 'r1' });
    const lanes = view.getByRole('table', { name: 'Awarded lanes' });
    const rows = within(lanes).getAllByRole('row').map(text);
    // Lane 1: 10 × 60 % × 900 + 10 × 40 % × 950 = 9,200.00 against 10,000.00; lane 2: 20 × 980.50; lane 3 has no baseline.
    expect(rows[1]).toContain('Bluewave Logistics · 60 % · USD 900.00');
    expect(rows[1]).toContain('Harbourline Forwarding · 40 % · USD 950.00');
    expect(rows[1]).toContain('USD 9,200.00');
    expect(rows[1]).toContain('USD 800.00');
    expect(rows[2]).toContain('USD 19,610.00');
    expect(rows[2]).toContain('USD 390.00');
    expect(rows[3]).toContain('USD 33,000.00');
    expect(rows[4]).toBe('TotalUSD 61,810.00USD 1,190.00');
    const totals = text(view.getByLabelText('Award totals'));
    expect(totals).toContain('Awarded totalUSD 61,810.00');
    expect(totals).toContain('Baseline (lanes with one)USD 30,000.00');
    expect(totals).toContain('Saving vs baselineUSD 1,190.00 (4.0 %)');
    const byVendor = within(view.getByRole('table', { name: 'Awarded by vendor' })).getAllByRole('row').map(text);
    expect(byVendor.slice(1)).toEqual(['Bluewave Logistics2USD 25,010.00', 'Harbourline Forwarding2USD 36,800.00']);
    const pdf = view.getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/rfq/rfqs/r1/award.pdf');
    fireEvent.click(pdf);
    await waitFor(() => expect(tester.http.callsTo('GET', RFQ_API.awardPdf('r1'))).toHaveLength(1), LOAD);
    expect(view.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('says when the RFQ is not awarded yet, and when none is chosen', async () => {
    const tester = createPluginTester({ plugin, accesses: { rfq: ['Read'] } });
    tester.http.on('GET', `${RFQ_API.rfqs}/r1`, ok({ record: { ...RFQ, status: 'CLOSED' } }));
    const view = renderWorkbench(tester, '/rfq/print-quote?id=r1');
    expect(await view.findByText('Not awarded yet', undefined, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('GET', RFQ_API.vendorAwarded)).toHaveLength(0);
    cleanup();
    const none = renderWorkbench(createPluginTester({ plugin, accesses: { rfq: ['Read'] } }), '/rfq/print-quote');
    expect(await none.findByText('No RFQ chosen', undefined, LOAD)).toBeTruthy();
  });
});
