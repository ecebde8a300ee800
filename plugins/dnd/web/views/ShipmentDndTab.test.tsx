import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContainerContext } from '@portolan/sdk';
import { createPluginTester, layoutViewport } from '@portolan/sdk/testing';
import plugin from '../index';
import { DND_API } from '../../shared/types';
import ShipmentDndTab from './ShipmentDndTab';
import { CLOCKS, ok, page } from './dndFixtures';

const LOAD = { timeout: 10_000 };

describe('Shipment D&D tab', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it("lists the shipment's clocks with their last free days and adds negotiated free time for this shipment", async () => {
    const tester = createPluginTester({ plugin, accesses: { dnd: ['Read', 'Create'] } });
    tester.http.on('GET', DND_API.containers, page(CLOCKS.slice(0, 2))).on('POST', DND_API.overrides, ok({ record: { _id: 'o1' } }));
    const view = render(
      <ContainerContext.Provider value={tester.container}>
        <MemoryRouter>
          <ShipmentDndTab kind="shipment" recordId="s1" record={{ reference: 'SH-2026-0042' }} />
        </MemoryRouter>
      </ContainerContext.Provider>,
    );
    const table = await view.findByRole('region', { name: 'D&D clocks of this shipment' }, LOAD);
    expect((await within(table).findByRole('link', { name: 'MSCU7654321' }, LOAD)).getAttribute('href')).toBe('/dnd/containers/c2');
    expect(within(table).getByText(/18 Nov 2026 · Over/)).toBeTruthy();
    expect(tester.http.callsTo('GET', DND_API.containers)[0].query).toMatchObject({ filter: { shipmentId: 's1' } });
    fireEvent.click(view.getByRole('button', { name: 'Add negotiated free time' }));
    const dialog = await view.findByRole('dialog', { name: 'Add negotiated free time to SH-2026-0042' }, LOAD);
    fireEvent.change(within(dialog).getByLabelText(/^Free days/), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Negotiated with the carrier' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(tester.http.callsTo('POST', DND_API.overrides)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', DND_API.overrides)[0].body).toMatchObject({ data: { scope: 'SHIPMENT', shipmentId: 's1', contractRef: null, freeDays: 10, note: 'Negotiated with the carrier' } });
  });
});
