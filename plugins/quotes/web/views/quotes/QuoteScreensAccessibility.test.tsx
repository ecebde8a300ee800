import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContainerContext } from '@portolan/sdk';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { QUOTES_API, type QuoteRecord } from '../../../shared/types';
import QuoteBuilder from './QuoteBuilder';
import { CUSTOMER_QUOTE, DRAFT, ENQUIRY, RATE_OPTIONS } from './quoteFixtures';

const ok = (data: unknown) => ({ success: true, data });
const Q = `${QUOTES_API.quote}/q1`;

async function seriousViolations(root: Element): Promise<string[]> {
  // Let the lazy parts (charts) and the loads settle.
  await waitFor(() => expect(root.querySelector('[aria-busy="true"], .pt-load-spinner')).toBeNull(), { timeout: 10_000 });
  return seriousA11yViolations(root);
}

function tester() {
  const t = createPluginTester({ plugin, accesses: { enquiries: ['Read', 'Create', 'Update'], quotes: ['Read', 'Create', 'Update'] } });
  t.http.on('GET', QUOTES_API.termAndConditions, ok({ items: [] }));
  t.http.on('GET', `${Q}/links`, ok({ items: [] }));
  t.http.on('GET', `${Q}/revisions`, ok({ items: [] }));
  t.http.on('GET', `${Q}/activity`, ok({ items: [] }));
  t.http.on('GET', `${Q}/rate-options`, ok({ items: RATE_OPTIONS }));
  t.http.on('GET', `${Q}/customer-view`, ok({ record: CUSTOMER_QUOTE }));
  t.http.on('GET', QUOTES_API.comments, ok({ items: [{ _id: 'c1', text: 'Hello', authorName: 'Asha Rao', createdAt: '2026-11-20T08:00:00Z' }] }));
  t.http.on('GET', QUOTES_API.quote, ok({ items: [DRAFT], count: 1 }));
  return t;
}

/** axe-core (WCAG 2.1 AA rules; colour contrast needs a real layout, so the browser journey checks it) on the quote screens. */
describe('quote screens: accessibility', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it.each([
    ['the draft editor', DRAFT],
    ['an accepted quote', { ...DRAFT, status: 'ACCEPTED', acceptedOptionId: 'o1', acceptedAt: '2026-11-21T08:00:00Z', acceptedBy: 'Asha Rao' } as QuoteRecord],
  ])('%s in the Quote tab has no serious or critical violation', async (_name, quote) => {
    const t = tester();
    t.http.on('GET', Q, ok({ record: quote }));
    const view = render(
      <ContainerContext.Provider value={t.container}>
        <MemoryRouter>
          <main>
            <QuoteBuilder enquiry={ENQUIRY} onChanged={() => undefined} />
          </main>
        </MemoryRouter>
      </ContainerContext.Provider>,
    );
    await view.findByRole('heading', { name: /Quote Q-2026-00017/ }, { timeout: 10_000 });
    expect(await seriousViolations(view.container)).toEqual([]);
  });

  it.each([
    ['the shared quote', '/enquiries/view-quote?token=tok-123', 'Quotation'],
    ['the printable quote', '/enquiriesV2/printable-quote?quote=q1', 'Quotation'],
    ['the quotes list', '/quotes', 'Quotes'],
  ])('%s has no serious or critical violation', async (_name, path, heading) => {
    const t = tester();
    t.http.on('GET', `${QUOTES_API.customerQuote}/tok-123`, ok({ record: CUSTOMER_QUOTE }));
    const view = renderWorkbench(t, path);
    await view.findByRole('heading', { name: new RegExp(`^${heading}`) }, { timeout: 10_000 });
    expect(await seriousViolations(view.container)).toEqual([]);
  });
});
