import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { RATES_API } from '../../../shared/types';

const ok = (data: unknown) => ({ success: true, data });
const validated = {
  _id: 'i1',
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  version: 2,
  fileName: 'maersk-q1.csv',
  status: 'VALIDATED',
  kind: 'FCL',
  headers: ['POL', 'POD', '20GP'],
  mapping: { POL: 'origin', POD: 'destination', '20GP': 'amount:22G1' },
  rowCount: 2,
  errorCount: 1,
  committedCount: 0,
  progress: 0,
  createdBy: 'Bea Forwarder',
};
const problem = { row: 3, field: 'origin', column: 'POL', message: 'XXNSA is not a known port or place', value: 'XXNSA' };
const rate = {
  _id: 'r1', createdAt: '2026-01-02T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z', version: 3, kind: 'FCL', side: 'BUY', carrier: 'MAEU', origin: 'INNSA', destination: 'NLRTM',
  port: null, via: [], containerType: '45G1', chargeCode: null, basis: 'PER_CONTAINER', amount: '1250.50', currency: 'USD', minimum: null, transitDays: 24, validFrom: '2026-01-01',
  validTo: '2026-03-31', freeDays: 14, commodity: null, contractRef: null, remarks: null, importId: null, validity: 'ACTIVE',
};

/** axe-core (WCAG 2.1 AA rules; colour contrast needs a real layout, so the browser journey checks it) on each screen's own content. */
describe('rates inventory and import screens: accessibility', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it.each([
    ['the upload step', '/rates/imports/new'],
    ['the mapping step', '/rates/imports/i2'],
    ['the preview with a bad row', '/rates/imports/i1'],
    ['the add other rates form', '/rates/inventory/new?kind=OTHER'],
    ['the add freight rates form', '/rates-v2/inventory/new?kind=FCL'],
    ['a rate', '/rates/inventory/r1'],
  ])('%s has no serious or critical violation', async (_name, path) => {
    const tester = createPluginTester({ plugin });
    tester.http.on('GET', `${RATES_API.imports}/i1`, ok({ record: validated }));
    tester.http.on('GET', `${RATES_API.imports}/i2`, ok({ record: { ...validated, _id: 'i2', status: 'UPLOADED', errorCount: 0 } }));
    tester.http.on('GET', `${RATES_API.imports}/i1/errors`, ok({ items: [problem], count: 1 }));
    tester.http.on('GET', `${RATES_API.imports}/i1/rows`, ok({ items: [{ row: 3, values: { POL: 'XXNSA', POD: 'NLRTM', '20GP': '900' }, errors: [problem] }] }));
    tester.http.on('GET', RATES_API.chargeTypes, ok({ items: [{ _id: 'c1', code: 'OTHC', name: 'Origin terminal handling', basis: 'PER_CONTAINER', stage: 'ORIGIN', builtIn: true }], count: 1 }));
    tester.http.on('GET', `${RATES_API.inventory}/r1`, ok({ record: rate }));
    const view = renderWorkbench(tester, path);
    await waitFor(() => expect(view.container.querySelector('section h1.pt-page-title')).toBeTruthy(), { timeout: 10_000 });
    // Let the lazy parts (tables, pickers) and the loads settle.
    await waitFor(() => expect(view.container.querySelector('[aria-busy="true"], .pt-load-spinner')).toBeNull(), { timeout: 10_000 });
    const screen = view.container.querySelector('section h1.pt-page-title')!.closest('section')!;
    const serious = await seriousA11yViolations(screen);
    expect(serious).toEqual([]);
  });
});
