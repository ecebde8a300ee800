import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContainerContext, NotificationBus } from '@portolan/sdk';
import { createPluginTester, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { API } from '../../../shared/types';
import ShipmentCustomsTab from './ShipmentCustomsTab';
import { ASSIGNMENT, CHA, ok, page } from './chaFixtures';

const LOAD = { timeout: 10_000 };
const SHIPMENT = { reference: 'SH-2026-0042', pol: 'INNSA', pod: 'NLRTM' };

function renderTab(tester: ReturnType<typeof createPluginTester>, { record }: { record?: unknown } = { record: SHIPMENT }) {
  return render(
    <ContainerContext.Provider value={tester.container}>
      <MemoryRouter>
        <ShipmentCustomsTab kind="shipment" recordId="s1" record={record} />
      </MemoryRouter>
    </ContainerContext.Provider>,
  );
}

describe('Shipment Customs tab', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it("lists the shipment's agents and assigns an active agent serving the port of loading, showing the server's 409", async () => {
    const tester = createPluginTester({ plugin, accesses: { chas: ['Read', 'Create'] } });
    let assigned: unknown = { success: false, error: { message: 'Sahyadri Customs Brokers already clears SH-2026-0042 for export at INNSA', code: 'CONFLICT' } };
    let status = 409;
    tester.http
      .on('GET', API.chaAssignments, ok({ items: [ASSIGNMENT] }))
      .on('GET', API.chas, page([CHA]))
      .on('POST', API.chaAssignments, () => assigned, { status: 409 });
    const view = renderTab(tester);
    const table = await view.findByRole('table', { name: 'CHA assignments' }, LOAD);
    expect(within(table).getByRole('link', { name: 'Sahyadri Customs Brokers' }).getAttribute('href')).toBe('/chas/c1');
    expect(within(table).getByText('Nhava Sheva (JNPT) (INNSA)')).toBeTruthy();
    expect(tester.http.callsTo('GET', API.chaAssignments)[0].query).toEqual({ shipmentId: 's1' });
    expect(within(table).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(await seriousA11yViolations(view.container)).toEqual([]);

    fireEvent.click(view.getByRole('button', { name: 'Assign a CHA' }));
    const dialog = await view.findByRole('dialog', { name: 'Assign a CHA to SH-2026-0042' }, LOAD);
    expect((within(dialog).getByLabelText(/^Direction/) as HTMLSelectElement).value).toBe('EXPORT');
    await waitFor(() => expect(tester.http.callsTo('GET', API.chas).at(-1)!.query).toMatchObject({ filter: { state: 'ACTIVE', port: 'INNSA' } }), LOAD);
    const agent = within(dialog).getByLabelText(/^Customs house agent/) as HTMLSelectElement;
    await waitFor(() => expect(within(agent).getByRole('option', { name: 'Sahyadri Customs Brokers (R-11/2019)' })).toBeTruthy(), LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Choose the agent who clears it', {}, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', API.chaAssignments)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Direction/), { target: { value: 'IMPORT' } });
    await waitFor(() => expect(tester.http.callsTo('GET', API.chas).at(-1)!.query).toMatchObject({ filter: { state: 'ACTIVE', port: 'NLRTM' } }), LOAD);
    await waitFor(() => expect(within(agent).getByRole('option', { name: 'Sahyadri Customs Brokers (R-11/2019)' })).toBeTruthy(), LOAD);
    fireEvent.change(agent, { target: { value: 'c1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Destination clearance' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Sahyadri Customs Brokers already clears SH-2026-0042 for export at INNSA', {}, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', API.chaAssignments)[0].body).toEqual({ data: { chaId: 'c1', shipmentId: 's1', port: 'NLRTM', direction: 'IMPORT', note: 'Destination clearance' } });
    const bus = tester.container.get<NotificationBus>(NotificationBus);
    expect(bus.notifications.map((n) => n.message)).toContain('Could not assign the agent: Sahyadri Customs Brokers already clears SH-2026-0042 for export at INNSA');

    assigned = ok({ record: { ...ASSIGNMENT, _id: 'a2', port: 'NLRTM', direction: 'IMPORT' } });
    status = 201;
    tester.http.on('POST', API.chaAssignments, () => assigned, { status });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull(), LOAD);
    expect(bus.notifications.map((n) => n.message)).toContain('CHA assigned to SH-2026-0042 at NLRTM');
    await waitFor(() => expect(tester.http.callsTo('GET', API.chaAssignments)).toHaveLength(2), LOAD);
  });

  it("removes an assignment and shows the server's refusal", async () => {
    const tester = createPluginTester({ plugin, accesses: { chas: ['Read', 'Create', 'Update', 'Delete'] } });
    tester.http
      .on('GET', API.chaAssignments, ok({ items: [ASSIGNMENT] }))
      .on('DELETE', `${API.chaAssignments}/a1`, { success: false, error: { message: 'The assignment was already removed', code: 'NOT_FOUND' } }, { status: 404 });
    const view = renderTab(tester);
    fireEvent.click(await view.findByRole('button', { name: 'Remove Sahyadri Customs Brokers at INNSA' }, LOAD));
    await waitFor(() => expect(tester.http.callsTo('DELETE', `${API.chaAssignments}/a1`)).toHaveLength(1), LOAD);
    const bus = tester.container.get<NotificationBus>(NotificationBus);
    await waitFor(() => expect(bus.notifications.map((n) => n.message)).toContain('Could not remove the assignment: The assignment was already removed'), LOAD);

    tester.http.on('DELETE', `${API.chaAssignments}/a1`, ok({})).on('GET', API.chaAssignments, ok({ items: [] }));
    fireEvent.click(view.getByRole('button', { name: 'Remove Sahyadri Customs Brokers at INNSA' }));
    expect(await view.findByText('No customs house agent assigned', {}, LOAD)).toBeTruthy();
    expect(bus.notifications.map((n) => n.message)).toContain('Sahyadri Customs Brokers no longer clears SH-2026-0042 at INNSA');
  });

  it('asks for the port when the shipment record is not loaded', async () => {
    const tester = createPluginTester({ plugin, accesses: { chas: ['Read', 'Create'] } });
    tester.http.on('GET', API.chaAssignments, ok({ items: [] }));
    const view = renderTab(tester, { record: undefined });
    expect(await view.findByText('No customs house agent assigned', {}, LOAD)).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Assign a CHA' }));
    const dialog = await view.findByRole('dialog', { name: 'Assign a CHA to this shipment' }, LOAD);
    expect(await within(dialog).findByLabelText(/^Port/, {}, LOAD)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Customs house agent/) as HTMLSelectElement).disabled).toBe(true);
  });
});
