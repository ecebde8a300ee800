import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { RFQ_API, type RfqInput } from '../../../shared/types';
import { RFQ } from './rfqFixtures';

const LOAD = { timeout: 10_000 };
const page = (items: unknown[]) => ({ success: true, data: { items, count: items.length, nextCursor: null, prevCursor: null } });
const writer = { rfq: ['Read', 'Create', 'Update'] };
const LANES_TSV = ['Origin\tDestination\tContainer type\tVolume\tCommodity\tRequirements\tBaseline', 'INNSA\tNLRTM\t40HC\t120\tGarments\t\t1,850.00', 'INMUN\tDEHAM\t42G1\t40\tYarn\tFood grade\t', 'INMAA\tSGSIN\t22G1\t15\t\t\t600', 'INCCU\tUSNYC\t45G1\t5000\t\t\t2400.5'].join('\n');

function libraries(tester: ReturnType<typeof createPluginTester>) {
  tester.http.on('GET', RFQ_API.termGroups, page([{ _id: 'g1', name: 'Standard ocean', termIds: ['t1', 't2'], version: 1, createdAt: '', updatedAt: '' }]));
  tester.http.on('GET', RFQ_API.terms, page([
    { _id: 't1', title: 'Payment', body: '30 days from invoice.', category: null, version: 1, createdAt: '', updatedAt: '' },
    { _id: 't2', title: 'Free time', body: '14 days at destination.', category: null, version: 1, createdAt: '', updatedAt: '' },
  ]));
  tester.http.on('GET', RFQ_API.vendorGroups, page([{ _id: 'vg1', name: 'Europe forwarders', vendorCompanyIds: ['v1', 'v2'], version: 1, createdAt: '', updatedAt: '' }]));
  tester.http.on('GET', '/api/auth/v2/network/connections/', page([
    { _id: 'n1', companyId: 'v1', name: 'Bluewave Logistics', kind: 'FORWARDER', status: 'accepted' },
    { _id: 'n2', companyId: 'v9', name: 'Pending Co', kind: 'FORWARDER', status: 'requested' },
  ]));
}

async function pasteLanes(view: ReturnType<typeof renderWorkbench>) {
  fireEvent.click(await view.findByRole('button', { name: 'Paste lanes' }, LOAD));
  const dialog = await view.findByRole('dialog', {}, LOAD);
  fireEvent.change(within(dialog).getByLabelText('Lanes to paste'), { target: { value: LANES_TSV } });
  fireEvent.click(within(dialog).getByLabelText('Replace the current lanes'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add lanes' }));
  await waitFor(() => expect(view.getByLabelText('Volume, lane 4')).toBeTruthy(), LOAD);
}

describe('RFQ form', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('checks the form on the client, beside each field and lane cell, sending nothing while it is wrong', async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    libraries(tester);
    const view = renderWorkbench(tester, '/rfq/new');
    const title = (await view.findByLabelText(/^Title/, undefined, LOAD)) as HTMLInputElement;
    fireEvent.change(view.getByLabelText(/^Contract to/), { target: { value: '2020-01-01' } });
    fireEvent.change(view.getByLabelText('Volume, lane 1'), { target: { value: '2.5' } });
    fireEvent.change(view.getByLabelText('Baseline, lane 1'), { target: { value: '12,50' } });
    fireEvent.submit(title.form!);
    expect(await view.findByText('Give the RFQ a title')).toBeTruthy();
    expect(view.getByText('The contract must end after it starts')).toBeTruthy();
    expect(view.getByText('Choose the origin port')).toBeTruthy();
    expect(view.getByText('Choose the destination port')).toBeTruthy();
    expect(view.getByText('Choose a container type')).toBeTruthy();
    const volume = view.getByLabelText('Volume, lane 1');
    expect(volume.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(volume.getAttribute('aria-describedby')!)?.textContent).toBe('Whole containers, at least 1');
    expect(view.getByText('An amount, e.g. 1250.00')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Remove lane 1' }));
    fireEvent.submit(title.form!);
    expect(await view.findByText('Add at least one lane')).toBeTruthy();
    expect(tester.http.callsTo('POST', RFQ_API.rfqs)).toHaveLength(0);
  });

  it("pastes lanes, takes a term group's terms and vendors, and shows the server's 400 beside the lane cell it names, keeping everything typed", async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    libraries(tester);
    tester.http.on('POST', RFQ_API.rfqs, FakeHttpClient.reply(400, { success: false, error: { message: 'lanes.3.volume must be at most 1000', code: 'VALIDATION_ERROR', field: 'data.lanes.3.volume' } }));
    const view = renderWorkbench(tester, '/rfq-v2/new');
    const title = (await view.findByLabelText(/^Title/, undefined, LOAD)) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Acme 2027 ocean contract' } });
    await pasteLanes(view);
    const group = view.getByLabelText('Term group') as HTMLSelectElement;
    await waitFor(() => expect(within(group).getByRole('option', { name: 'Standard ocean' })).toBeTruthy(), LOAD);
    fireEvent.change(group, { target: { value: 'g1' } });
    expect((view.getByLabelText('Term 2 title') as HTMLInputElement).value).toBe('Free time');
    fireEvent.change(view.getByLabelText('Term 2 text'), { target: { value: '21 days at destination.' } });
    fireEvent.click(await view.findByLabelText('Bluewave Logistics', undefined, LOAD));
    expect(view.queryByLabelText('Pending Co')).toBeNull();
    fireEvent.click(view.getByLabelText('Europe forwarders (2)'));
    fireEvent.submit(title.form!);
    await waitFor(() => expect(tester.http.callsTo('POST', RFQ_API.rfqs)).toHaveLength(1), LOAD);
    const sent = (tester.http.callsTo('POST', RFQ_API.rfqs)[0].body as { data: RfqInput }).data;
    expect(sent).toMatchObject({
      title: 'Acme 2027 ocean contract',
      currency: 'USD',
      sealed: true,
      termGroupId: 'g1',
      terms: [
        { title: 'Payment', body: '30 days from invoice.' },
        { title: 'Free time', body: '21 days at destination.' },
      ],
      vendorCompanyIds: ['v1'],
      vendorGroupIds: ['vg1'],
    });
    expect(sent.lanes).toEqual([
      { origin: 'INNSA', destination: 'NLRTM', containerType: '45G1', volume: 120, commodity: 'Garments', requirements: null, baselineAmount: '1850.00', currentAmount: null, incumbentCompanyId: null },
      { origin: 'INMUN', destination: 'DEHAM', containerType: '42G1', volume: 40, commodity: 'Yarn', requirements: 'Food grade', baselineAmount: null, currentAmount: null, incumbentCompanyId: null },
      { origin: 'INMAA', destination: 'SGSIN', containerType: '22G1', volume: 15, commodity: null, requirements: null, baselineAmount: '600', currentAmount: null, incumbentCompanyId: null },
      { origin: 'INCCU', destination: 'USNYC', containerType: '45G1', volume: 5000, commodity: null, requirements: null, baselineAmount: '2400.5', currentAmount: null, incumbentCompanyId: null },
    ]);
    expect(new Date(sent.bidDeadline).toISOString()).toBe(sent.bidDeadline);
    const volume = view.getByLabelText('Volume, lane 4') as HTMLInputElement;
    await waitFor(() => expect(document.getElementById(volume.getAttribute('aria-describedby') ?? '')?.textContent).toBe('lanes.3.volume must be at most 1000'));
    expect(volume.value).toBe('5000');
    expect(title.value).toBe('Acme 2027 ocean contract');
    expect((view.getByLabelText('Term 2 text') as HTMLTextAreaElement).value).toBe('21 days at destination.');
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Failed to create the RFQ');
  });

  it('fills the current contract rates into the lanes (baselines only where empty), creates the RFQ and opens it', async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    libraries(tester);
    tester.http.on('GET', RFQ_API.defaultRates, page([
      { origin: 'INMUN', destination: 'DEHAM', containerType: '42G1', amount: '1320.00', currency: 'USD', carrier: 'MAEU', validTo: '2026-12-31', rateId: 'x1' },
      { origin: 'INNSA', destination: 'NLRTM', containerType: '45G1', amount: '1700.00', currency: 'USD', carrier: 'MSCU', validTo: '2026-12-31', rateId: 'x2' },
      { origin: 'INMAA', destination: 'SGSIN', containerType: '22G1', amount: '500.00', currency: 'EUR', carrier: null, validTo: null, rateId: 'x3' },
    ]));
    tester.http.on('POST', RFQ_API.rfqs, (r) => ({ success: true, data: { record: { ...RFQ, _id: 'r9' }, id: 'r9', echo: r.body } }));
    tester.http.on('GET', `${RFQ_API.rfqs}/r9`, { success: true, data: { record: { ...RFQ, _id: 'r9' } } });
    const view = renderWorkbench(tester, '/rfq/new');
    const title = (await view.findByLabelText(/^Title/, undefined, LOAD)) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Spot tender' } });
    await pasteLanes(view);
    fireEvent.click(view.getByRole('button', { name: 'Fill from current contract rates' }));
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('Contract rates found for 2 of 4 lanes (1 in another currency than USD, left out)'), LOAD);
    expect(tester.http.callsTo('GET', RFQ_API.defaultRates)[0].query).toEqual({ lanes: ['INNSA:NLRTM:45G1', 'INMUN:DEHAM:42G1', 'INMAA:SGSIN:22G1', 'INCCU:USNYC:45G1'] });
    expect((view.getByLabelText('Baseline, lane 1') as HTMLInputElement).value).toBe('1850.00');
    expect((view.getByLabelText('Baseline, lane 2') as HTMLInputElement).value).toBe('1320.00');
    fireEvent.submit(title.form!);
    await waitFor(() => expect(tester.http.callsTo('POST', RFQ_API.rfqs)).toHaveLength(1), LOAD);
    const lanes = (tester.http.callsTo('POST', RFQ_API.rfqs)[0].body as { data: RfqInput }).data.lanes;
    expect(lanes.map((l) => [l.baselineAmount, l.currentAmount])).toEqual([
      ['1850.00', '1700.00'],
      ['1320.00', '1320.00'],
      ['600', null],
      ['2400.5', null],
    ]);
    expect(await view.findByRole('heading', { name: /RFQ-2026-00007/ }, LOAD)).toBeTruthy();
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('RFQ created');
  });

  it('imports lanes from a CSV file into an empty grid and says how many', async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    libraries(tester);
    const view = renderWorkbench(tester, '/rfq/new');
    const input = (await view.findByLabelText('Lanes file (CSV or XLSX)', undefined, LOAD)) as HTMLInputElement;
    const file = new File(['origin,destination,container type,volume\nINNSA,NLRTM,40HC,12\nINMUN,AEJEA,20,4\n'], 'lanes.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('2 lanes added'), LOAD);
    expect((view.getByLabelText('Volume, lane 2') as HTMLInputElement).value).toBe('4');
    expect((view.getByLabelText('Container type, lane 1') as HTMLSelectElement).value).toBe('45G1');
    expect(view.queryByLabelText('Volume, lane 3')).toBeNull();
  });

  it('edits an OPEN RFQ: only the deadline, the description and more vendors, with the version', async () => {
    const tester = createPluginTester({ plugin, accesses: writer });
    libraries(tester);
    const open = { ...RFQ, status: 'OPEN' as const, openedAt: '2026-11-02T08:00:00Z' };
    tester.http.on('GET', `${RFQ_API.rfqs}/r1`, { success: true, data: { record: open } });
    tester.http.on('POST', `${RFQ_API.rfqs}/r1/`, { success: true, data: { record: open } });
    const view = renderWorkbench(tester, '/rfq/r1/edit');
    const title = (await view.findByLabelText(/^Title/, undefined, LOAD)) as HTMLInputElement;
    expect(title.disabled).toBe(true);
    expect(view.getByText(/you may move the deadline/)).toBeTruthy();
    expect((view.getByLabelText('Bluewave Logistics (invited)') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(view.getByLabelText(/^Description/), { target: { value: 'Now with reefer lanes.' } });
    fireEvent.submit(title.form!);
    await waitFor(() => expect(tester.http.callsTo('POST', `${RFQ_API.rfqs}/r1/`)).toHaveLength(1), LOAD);
    const body = tester.http.callsTo('POST', `${RFQ_API.rfqs}/r1/`)[0].body as { data: Record<string, unknown> };
    expect(Object.keys(body.data).sort()).toEqual(['bidDeadline', 'description', 'vendorCompanyIds', 'vendorGroupIds', 'version']);
    expect(body.data).toMatchObject({ description: 'Now with reefer lanes.', vendorCompanyIds: ['v1', 'v2'], version: 4 });
  });
});
