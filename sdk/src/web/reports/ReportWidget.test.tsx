import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ReportResult } from '../../shared/reports';
import { DashboardFilter } from '../DashboardFilter';
import { ContainerContext } from '../useService';
import { FakeHttpClient } from '../../testing/FakeHttpClient';
import { createPluginTester, type PluginTester } from '../../testing/createPluginTester';
import { seriousA11yViolations } from '../../testing/seriousA11yViolations';
import { ReportWidget, type ReportWidgetProps } from './ReportWidget';

const FILTER = { from: '2026-01-01', to: '2026-03-31', carriers: [], origins: ['INNSA'], destinations: [], modes: [], drill: {} };
const PATH = '/api/reporting/v2/onTimeByCarrierQuery';

const RESULT: ReportResult = {
  name: 'onTimeByCarrier',
  title: 'On time performance by carrier',
  columns: [
    { key: 'carrier', title: 'Carrier', type: 'text', dimension: true },
    { key: 'onTime', title: 'On time', type: 'number' },
    { key: 'late', title: 'Late', type: 'number' },
    { key: 'onTimeShare', title: 'On time share', type: 'percent' },
  ],
  rows: [
    { carrier: 'MAEU', onTime: 30, late: 10, onTimeShare: 75, drill: { carrier: 'MAEU' }, drillBy: { late: { carrier: 'MAEU', arrival: 'late' }, onTime: { carrier: 'MAEU', arrival: 'onTime' } } },
    { carrier: 'MSCU', onTime: 9, late: 1, onTimeShare: 90, drill: { carrier: 'MSCU' } },
  ],
  series: { kind: 'stacked', x: 'carrier', y: ['onTime', 'late'] },
  totals: { onTime: 39, onTimeShare: 78 },
  filter: FILTER,
  generatedAt: '2026-03-31T10:00:00.000Z',
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function mount(tester: PluginTester, props: Partial<ReportWidgetProps> = {}) {
  return render(
    <ContainerContext.Provider value={tester.container}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<ReportWidget name="onTimeByCarrier" {...props} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ContainerContext.Provider>,
  );
}

describe('ReportWidget', () => {
  let tester: PluginTester;
  beforeEach(() => {
    tester = createPluginTester();
  });
  afterEach(cleanup);

  it('shows a spinner, then the chart of the report with its totals, loaded with the filter as query parameters', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    tester.http.on('GET', PATH, async () => {
      await gate;
      return { success: true, data: { record: RESULT } };
    });
    const { container } = mount(tester, { filter: FILTER });
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByRole('img', { name: /^On time performance by carrier: 2 bars; highest MAEU On time 30, Late 10$/ })).toBeTruthy();
    expect(tester.http.callsTo('GET', PATH)[0].query).toEqual({ from: '2026-01-01', to: '2026-03-31', origins: 'INNSA' });
    const totals = screen.getByRole('list', { name: 'On time performance by carrier: totals' });
    expect(totals.textContent).toBe('39On time78.0%On time share');
    expect(container.querySelectorAll('.pt-chart-bar')).toHaveLength(4);
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it("a click on the 'late' part of a carrier's bar opens the drill list narrowed to that carrier's late arrivals", async () => {
    tester.http.on('GET', PATH, { success: true, data: { record: RESULT } });
    const { container } = mount(tester, { filter: FILTER });
    await screen.findByRole('img', { name: /On time performance by carrier/ });
    const late = [...container.querySelectorAll('.pt-chart-bar')].find((b) => b.getAttribute('data-series') === 'late')!;
    fireEvent.click(late);
    expect(screen.getByTestId('where').textContent).toBe('/insights/v2/shipments?from=2026-01-01&to=2026-03-31&origins=INNSA&drill.carrier=MAEU&drill.arrival=late');
  });

  it('switches to the table: formatted values, sortable headers, a link to the records of each row and of each measure with its own drill', async () => {
    tester.http.on('GET', PATH, { success: true, data: { record: RESULT } });
    const { container } = mount(tester, { filter: FILTER });
    await screen.findByRole('img', { name: /On time performance by carrier/ });
    fireEvent.click(screen.getByRole('radio', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'On time performance by carrier' });
    expect(screen.queryByRole('img', { name: /On time performance by carrier/ })).toBeNull();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Carrier', 'On time', 'Late', 'On time share', 'Records']);
    const maeu = within(table).getByRole('row', { name: /MAEU/ });
    expect(within(maeu).getByRole('link', { name: 'View records: MAEU' }).getAttribute('href')).toBe('/insights/v2/shipments?from=2026-01-01&to=2026-03-31&origins=INNSA&drill.carrier=MAEU');
    expect(within(maeu).getByRole('link', { name: '10 Late: MAEU' }).getAttribute('href')).toBe('/insights/v2/shipments?from=2026-01-01&to=2026-03-31&origins=INNSA&drill.carrier=MAEU&drill.arrival=late');
    expect(maeu.textContent).toContain('75.0%');
    // MSCU has no per-measure drill: its numbers are text.
    const mscu = within(table).getByRole('row', { name: /MSCU/ });
    expect(within(mscu).getAllByRole('link')).toHaveLength(1);
    fireEvent.click(within(table).getByRole('button', { name: 'On time share' }));
    fireEvent.click(within(table).getByRole('button', { name: 'On time share' }));
    expect(within(table).getByRole('columnheader', { name: 'On time share' }).getAttribute('aria-sort')).toBe('descending');
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.firstChild?.textContent)).toEqual(['MSCU', 'MAEU']);
    expect(await seriousA11yViolations(container)).toEqual([]);
    fireEvent.click(within(maeu).getByRole('link', { name: 'View records: MAEU' }));
    expect(screen.getByTestId('where').textContent).toContain('drill.carrier=MAEU');
  });

  it('a drillTo of the caller decides where a row goes', async () => {
    tester.http.on('GET', PATH, { success: true, data: { record: RESULT } });
    mount(tester, { filter: FILTER, drillTo: (row, filter) => `/carriers/${row.drill?.carrier}/${row.drill?.arrival ?? 'all'}?from=${filter.from}` });
    await screen.findByRole('img', { name: /On time performance by carrier/ });
    fireEvent.click(screen.getByRole('radio', { name: 'Table' }));
    expect(screen.getByRole('link', { name: '10 Late: MAEU' }).getAttribute('href')).toBe('/carriers/MAEU/late?from=2026-01-01');
    expect(screen.getByRole('link', { name: 'View records: MSCU' }).getAttribute('href')).toBe('/carriers/MSCU/all?from=2026-01-01');
  });

  it('says when nothing matches, and shows the server message with a Retry on an error', async () => {
    tester.http.on('GET', PATH, { success: true, data: { record: { ...RESULT, rows: [], totals: undefined } } });
    const first = mount(tester, { filter: FILTER, emptyText: 'No shipments match these filters' });
    expect(await screen.findByText('No shipments match these filters')).toBeTruthy();
    expect(await seriousA11yViolations(first.container)).toEqual([]);
    cleanup();
    let fail = true;
    tester.http.on('GET', PATH, () => (fail ? FakeHttpClient.reply(400, { success: false, error: { message: 'from must be on or before to', field: 'from' } }) : { success: true, data: { record: RESULT } }));
    const { container } = mount(tester, { filter: FILTER });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the report');
    expect(alert.textContent).toContain('from must be on or before to');
    expect(await seriousA11yViolations(container)).toEqual([]);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: /On time performance by carrier/ })).toBeTruthy();
  });

  it("reads the dashboard's shared filter and reloads when it or the revision changes", async () => {
    tester.http.on('GET', PATH, { success: true, data: { record: RESULT } });
    const shared = tester.container.get<DashboardFilter>(DashboardFilter);
    mount(tester);
    await screen.findByRole('img', { name: /On time performance by carrier/ });
    expect(tester.http.callsTo('GET', PATH)[0].query).toMatchObject({ from: shared.filter.from, to: shared.filter.to });
    act(() => shared.set({ carriers: ['MAEU'] }));
    await waitFor(() => expect(tester.http.callsTo('GET', PATH)).toHaveLength(2));
    expect(tester.http.callsTo('GET', PATH)[1].query).toMatchObject({ carriers: 'MAEU' });
    act(() => shared.setRevision('r2'));
    await waitFor(() => expect(tester.http.callsTo('GET', PATH)).toHaveLength(3));
  });

  it('exports the rows as CSV and XLSX from the Export menu', async () => {
    tester.http.on('GET', PATH, { success: true, data: { record: RESULT } });
    const saved: Blob[] = [];
    const names: string[] = [];
    const create = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:x';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    mount(tester, { filter: FILTER });
    await screen.findByRole('img', { name: /On time performance by carrier/ });
    fireEvent.click(screen.getByRole('button', { name: 'Export On time performance by carrier' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0].text()).toBe('Carrier,On time,Late,On time share\nMAEU,30,10,75\nMSCU,9,1,90\n');
    fireEvent.click(screen.getByRole('button', { name: 'Export On time performance by carrier' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /XLSX/ }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1].type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(names).toEqual(['onTimeByCarrier-2026-01-01-2026-03-31.csv', 'onTimeByCarrier-2026-01-01-2026-03-31.xlsx']);
    click.mockRestore();
  });
});
