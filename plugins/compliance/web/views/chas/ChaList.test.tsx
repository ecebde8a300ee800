import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { API } from '../../../shared/types';
import { CHA, ok, refused, serveChaScreens } from './chaFixtures';

const LOAD = { timeout: 10_000 };
const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');

describe('Customs house agents directory', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists the agents with their ports, contact and state, and filters by port', async () => {
    const tester = createPluginTester({ plugin, accesses: { chas: ['Read'] } });
    serveChaScreens(tester.http);
    const view = renderWorkbench(tester, '/chas');
    expect(await view.findByRole('heading', { name: 'Customs house agents' }, LOAD)).toBeTruthy();
    const table = await view.findByRole('region', { name: 'Agent directory' }, LOAD);
    const link = await within(table).findByRole('link', { name: 'Sahyadri Customs Brokers' }, LOAD);
    expect(link.getAttribute('href')).toBe('/chas/c1');
    expect(text(table)).toContain('Nhava Sheva (JNPT) (INNSA), Mundra (INMUN)');
    expect(text(table)).toContain('Priya Nair · ops@sahyadri.example · +91 22 2345 6789');
    expect(within(table).getByText('Suspended')).toBeTruthy();
    expect(within(table).getByText('R-11/2019')).toBeTruthy();
    expect(view.queryByRole('button', { name: 'New CHA' })).toBeNull();

    const port = view.container.querySelector('#filter-port') as HTMLInputElement;
    fireEvent.change(port, { target: { value: 'innsa' } });
    fireEvent.keyDown(port, { key: 'Enter' });
    await waitFor(() => expect(tester.http.callsTo('GET', API.chas).at(-1)!.query).toMatchObject({ filter: { port: 'INNSA' } }), LOAD);
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('adds an agent: client checks first, then the server’s 400 beside the field it names and its 409 in the dialog, then the new agent opens', async () => {
    const tester = createPluginTester({ plugin, accesses: { chas: ['Read', 'Create', 'Update'] } });
    serveChaScreens(tester.http);
    tester.http.on('POST', API.chas, refused('ports.1: INMUN is not a known seaport (UN/LOCODE)', 'data.ports.1'), { status: 400 });
    const view = renderWorkbench(tester, '/chas');
    fireEvent.click(await view.findByRole('button', { name: 'New CHA' }, LOAD));
    const dialog = await view.findByRole('dialog', { name: 'New CHA' }, LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add agent' }));
    expect(await within(dialog).findByText('Enter the agent’s name', {}, LOAD)).toBeTruthy();
    expect(within(dialog).getByText('Enter the customs broker licence number')).toBeTruthy();
    expect(within(dialog).getByText('Add at least one port the agent clears at')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Sahyadri Customs Brokers' } });
    fireEvent.change(within(dialog).getByLabelText(/^Licence number/), { target: { value: 'R-11/2019' } });
    fireEvent.change(within(dialog).getByLabelText(/^PAN/), { target: { value: 'AAHXS1234K' } });
    const ports = within(dialog).getByLabelText(/^Ports/);
    fireEvent.change(ports, { target: { value: 'innsa, XX1' } });
    fireEvent.keyDown(ports, { key: 'Enter' });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'ops@sahyadri' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add agent' }));
    expect(await within(dialog).findByText(/fourth letter of a PAN/, {}, LOAD)).toBeTruthy();
    expect(within(dialog).getByText(/Not a UN\/LOCODE .*: XX1/)).toBeTruthy();
    expect(within(dialog).getByText('Enter an email address such as ops@agent.in')).toBeTruthy();
    expect(tester.http.callsTo('POST', API.chas)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^PAN/), { target: { value: 'aahcs1234k' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove XX1' }));
    fireEvent.change(ports, { target: { value: 'INMUN' } });
    fireEvent.keyDown(ports, { key: 'Enter' });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'ops@sahyadri.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add agent' }));
    expect(await within(dialog).findByText('ports.1: INMUN is not a known seaport (UN/LOCODE)', {}, LOAD)).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Ports/).getAttribute('aria-invalid')).toBe('true');
    expect(tester.http.callsTo('POST', API.chas)[0].body).toEqual({
      data: { name: 'Sahyadri Customs Brokers', licenceNumber: 'R-11/2019', pan: 'AAHCS1234K', ports: ['INNSA', 'INMUN'], contactName: null, email: 'ops@sahyadri.example', phone: null, address: null },
    });

    tester.http.on('POST', API.chas, refused("Licence number R-11/2019 is already Sahyadri Customs Brokers's in your directory", 'data.licenceNumber'), { status: 409 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add agent' }));
    expect(await within(dialog).findByText("Licence number R-11/2019 is already Sahyadri Customs Brokers's in your directory", {}, LOAD)).toBeTruthy();

    tester.http.on('POST', API.chas, ok({ record: CHA, id: CHA._id }), { status: 201 });
    fireEvent.change(within(dialog).getByLabelText(/^Licence number/), { target: { value: 'R-12/2019' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add agent' }));
    expect(await view.findByRole('heading', { name: /Sahyadri Customs Brokers/ }, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', API.chas)[2].body).toMatchObject({ data: { licenceNumber: 'R-12/2019' } });
  });
});
