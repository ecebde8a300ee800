import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { DND_API } from '../../../shared/types';
import { page } from '../dndFixtures';

const LOAD = { timeout: 10_000 };

describe('Container inventory dialog', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('tells whether the ISO 6346 check digit is right while typing, asks a lessor for a leased box, and shows the server 400 beside its field', async () => {
    const tester = createPluginTester({ plugin, accesses: { containers: ['Read', 'Create', 'Update'] } });
    tester.http
      .on('GET', DND_API.inventory, page([]))
      .on('POST', DND_API.inventory, { success: false, error: { message: 'MSKU1234565 is already in the inventory', code: 'CONFLICT_FIELD', field: 'data.number' } }, { status: 400 });
    const view = renderWorkbench(tester, '/container-inventory');
    expect(await view.findByText('No container in the inventory', undefined, LOAD)).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Add container' }));
    const dialog = await view.findByRole('dialog', { name: 'Add container' }, LOAD);
    const number = within(dialog).getByLabelText(/^Container number/);
    fireEvent.change(number, { target: { value: 'MSKU1234566' } });
    expect(within(dialog).getByText('Check digit should be 5')).toBeTruthy();
    fireEvent.change(number, { target: { value: 'msku 123456-5' } });
    expect(within(dialog).getByText('Check digit 5 is valid')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Ownership/), { target: { value: 'LEASED' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add container' }));
    expect(await within(dialog).findByText('Enter the lessor of a leased container', undefined, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', DND_API.inventory)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Lessor/), { target: { value: 'Triton' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add container' }));
    await waitFor(() => expect(tester.http.callsTo('POST', DND_API.inventory)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', DND_API.inventory)[0].body).toMatchObject({ data: { number: 'MSKU1234565', ownership: 'LEASED', lessor: 'Triton', status: 'AVAILABLE', condition: 'SOUND' } });
    expect(await within(dialog).findByText('MSKU1234565 is already in the inventory', undefined, LOAD)).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
  });
});
