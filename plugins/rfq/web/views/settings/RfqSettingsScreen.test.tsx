import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContainerContext } from '@portolan/sdk';
import { FakeHttpClient, createPluginTester, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { RFQ_API, type RfqTermRecord, type TermGroup } from '../../../shared/types';
import RfqSettingsScreen from './RfqSettingsScreen';

const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => ({ success: true, data });
const base = { createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z' };
const TERMS: RfqTermRecord[] = [
  { ...base, _id: 't1', version: 1, title: 'Payment', body: '30 days from invoice.', category: 'Payment' },
  { ...base, _id: 't2', version: 4, title: 'Free time', body: '14 days combined at destination.', category: null },
];
const GROUPS: TermGroup[] = [{ ...base, _id: 'tg1', version: 2, name: 'Standard ocean', termIds: ['t1'] }];

function setUp(path = '/rfq/settings') {
  const t = createPluginTester({ plugin, accesses: { rfq: ['Read', 'Create', 'Update', 'Delete'] } });
  t.http.on('GET', RFQ_API.terms, ok({ items: TERMS, count: 2 }));
  t.http.on('GET', RFQ_API.termGroups, ok({ items: GROUPS, count: 1 }));
  t.http.on('GET', RFQ_API.approvalConfigurations, ok({ items: [], count: 0 }));
  t.http.on('GET', /^\/api\/users/, ok({ items: [], count: 0 }));
  const view = render(
    <ContainerContext.Provider value={t.container}>
      <MemoryRouter initialEntries={[path]}>
        <main>
          <RfqSettingsScreen />
        </main>
      </MemoryRouter>
    </ContainerContext.Provider>,
  );
  return { t, view };
}

describe('RFQ settings', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('lists, creates (400 beside the field, nothing lost), and edits terms with the version', async () => {
    const { t, view } = setUp();
    const table = await view.findByRole('table', { name: 'Terms' }, LOAD);
    expect(within(table).getByText('30 days from invoice.')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'New term' }));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create term' }));
    expect(await within(dialog).findByText('Enter a title')).toBeTruthy();
    t.http.on('POST', RFQ_API.terms, FakeHttpClient.reply(400, { success: false, error: { message: 'data.body must NOT have more than 10000 characters', code: 'VALIDATION_ERROR', field: 'data.body' } }));
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Liability' } });
    fireEvent.change(within(dialog).getByLabelText(/Text/), { target: { value: 'Per Hague-Visby.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create term' }));
    const body = within(dialog).getByLabelText(/Text/) as HTMLTextAreaElement;
    await waitFor(() => expect(document.getElementById(body.getAttribute('aria-describedby') ?? '')?.textContent).toBe('data.body must NOT have more than 10000 characters'));
    expect(body.value).toBe('Per Hague-Visby.');
    t.http.on('POST', RFQ_API.terms, ok({ record: { ...base, _id: 't3', version: 1, title: 'Liability', body: 'Per Hague-Visby.', category: null } }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create term' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull(), LOAD);
    expect(t.http.callsTo('POST', RFQ_API.terms).at(-1)!.body).toEqual({ data: { title: 'Liability', category: null, body: 'Per Hague-Visby.' } });

    t.http.on('POST', `${RFQ_API.terms}/t2/`, ok({ record: TERMS[1] }));
    fireEvent.click(view.getByRole('button', { name: 'Edit Free time' }));
    const edit = await view.findByRole('dialog', {}, LOAD);
    fireEvent.change(within(edit).getByLabelText(/Category/), { target: { value: 'Equipment' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save term' }));
    await waitFor(() => expect(t.http.callsTo('POST', `${RFQ_API.terms}/t2/`)).toHaveLength(1));
    expect(t.http.callsTo('POST', `${RFQ_API.terms}/t2/`)[0].body).toEqual({ data: { title: 'Free time', category: 'Equipment', body: '14 days combined at destination.', version: 4 } });

    expect(t.notifications.notifications.map((n) => n.message)).toEqual(expect.arrayContaining(['Failed to create the term', 'Term created', 'Term saved']));
  });

  it('term groups pick terms from the library', async () => {
    const { t, view } = setUp('/rfq/settings?tab=term-groups');
    const table = await view.findByRole('table', { name: 'Term groups' }, LOAD);
    await waitFor(() => expect(within(table).getByText('Payment')).toBeTruthy(), LOAD);
    t.http.on('POST', `${RFQ_API.termGroups}/tg1/`, ok({ record: GROUPS[0] }));
    fireEvent.click(view.getByRole('button', { name: 'Edit Standard ocean' }));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    expect((within(dialog).getByLabelText(/Payment/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByLabelText(/Free time/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(t.http.callsTo('POST', `${RFQ_API.termGroups}/tg1/`)).toHaveLength(1));
    expect(t.http.callsTo('POST', `${RFQ_API.termGroups}/tg1/`)[0].body).toEqual({ data: { name: 'Standard ocean', termIds: ['t1', 't2'], version: 2 } });
  });

  it('the Approval tab shows the approval levels of the RFQ kind', async () => {
    const { t, view } = setUp('/rfq/settings?tab=approval');
    await waitFor(() => expect(t.http.callsTo('GET', RFQ_API.approvalConfigurations).length).toBeGreaterThan(0), LOAD);
    expect(view.getByRole('tab', { name: 'Approval' }).getAttribute('aria-selected')).toBe('true');
  });

  it.each([['terms'], ['term-groups'], ['approval']])('the %s tab has no serious or critical accessibility violation', async (tab) => {
    const { view } = setUp(`/rfq/settings?tab=${tab}`);
    await view.findByRole('heading', { name: 'RFQ settings' }, LOAD);
    await waitFor(() => expect(view.container.querySelector('[aria-busy="true"], .pt-load-spinner')).toBeNull(), LOAD);
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });
});
