import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReportResult, ReportViewLayout } from '../../shared/reports';
import { ContainerContext } from '../useService';
import { createPluginTester } from '../../testing/createPluginTester';
import { seriousA11yViolations } from '../../testing/seriousA11yViolations';
import { ReportView } from './ReportView';
import { pivotKey } from './pivotRows';

const FILTER = { from: '2026-01-01', to: '2026-03-31', carriers: [], origins: [], destinations: [], modes: [], drill: {} };
const PATH = '/api/reporting/v2/monthlyShipmentsQuery';

const RESULT: ReportResult = {
  name: 'monthlyShipments',
  title: 'Monthly shipments',
  columns: [
    { key: 'month', title: 'Month', type: 'text', dimension: true },
    { key: 'carrier', title: 'Carrier', type: 'text', dimension: true },
    { key: 'shipments', title: 'Shipments', type: 'number' },
    { key: 'teu', title: 'TEU', type: 'number', digits: 1 },
  ],
  rows: [
    { month: '2026-01', carrier: 'MAEU', shipments: 10, teu: 15.5, drill: { month: '2026-01', carrier: 'MAEU' } },
    { month: '2026-01', carrier: 'MSCU', shipments: 4, teu: 6, drill: { month: '2026-01', carrier: 'MSCU' } },
    { month: '2026-02', carrier: 'MAEU', shipments: 7, teu: 10.25, drill: { month: '2026-02', carrier: 'MAEU' } },
  ],
  series: { kind: 'line', x: 'month', y: ['shipments', 'teu'] },
  filter: FILTER,
  generatedAt: '2026-03-31T10:00:00.000Z',
  notes: ['A shipment counts in the month its vessel departed.'],
};

function Page({ initial, onChange }: { initial: ReportViewLayout; onChange: (layout: ReportViewLayout) => void }) {
  const [layout, setLayout] = useState(initial);
  return (
    <ReportView
      name="monthlyShipments"
      filter={FILTER}
      layout={layout}
      onLayoutChange={(next) => {
        onChange(next);
        setLayout(next);
      }}
    />
  );
}

function mount(initial: ReportViewLayout = {}) {
  const tester = createPluginTester();
  tester.http.on('GET', PATH, { success: true, data: { record: RESULT } });
  const onChange = vi.fn();
  const view = render(
    <ContainerContext.Provider value={tester.container}>
      <MemoryRouter>
        <Page initial={initial} onChange={onChange} />
      </MemoryRouter>
    </ContainerContext.Provider>,
  );
  return { ...view, onChange, tester };
}

/** The visible report table (the chart's hidden data table has the same name). */
const reportTable = () => document.querySelector<HTMLElement>('table.pt-report-table')!;
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));

describe('ReportView', () => {
  afterEach(cleanup);

  it('shows the chart, its notes and the table by default, and groups by a chosen dimension (measures summed, drill kept)', async () => {
    const { container, onChange } = mount();
    expect(await screen.findByRole('img', { name: /^Monthly shipments: 3 points/ })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Notes' }).textContent).toBe('A shipment counts in the month its vessel departed.');
    const table = reportTable();
    expect(bodyRows(table)).toHaveLength(3);
    expect(await seriousA11yViolations(container)).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Month' }));
    expect(onChange).toHaveBeenLastCalledWith({ groupBy: ['month'], sort: null });
    const grouped = reportTable();
    expect(within(grouped).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Month', 'Shipments', 'TEU', 'Records']);
    expect(bodyRows(grouped)).toEqual([
      ['2026-01', '14', '21.5', 'View'],
      ['2026-02', '7', '10.3', 'View'],
    ]);
    expect(within(grouped).getByRole('link', { name: 'View records: 2026-01' }).getAttribute('href')).toBe('/insights/v2/shipments?from=2026-01-01&to=2026-03-31&drill.month=2026-01');
    // Still a trend: the chart draws the grouped months.
    expect(await screen.findByRole('img', { name: /^Monthly shipments: 2 points from 2026-01 to 2026-02; latest Shipments 7, TEU 10.3$/ })).toBeTruthy();
  });

  it('pivots a dimension across with the measure in the cells and a total, drawn as stacked bars', async () => {
    const { container, onChange } = mount();
    await screen.findByRole('img', { name: /Monthly shipments/ });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pivot' }));
    expect(onChange).toHaveBeenLastCalledWith({ pivot: { rows: 'month', columns: 'carrier', measure: 'shipments' }, sort: null });
    const table = reportTable();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Month', 'MAEU', 'MSCU', 'Total', 'Records']);
    expect(bodyRows(table)).toEqual([
      ['2026-01', '10', '4', '14', 'View'],
      ['2026-02', '7', '—', '7', 'View'],
    ]);
    // A cell is a link to exactly its records.
    expect(within(table).getByRole('link', { name: '4 MSCU: 2026-01' }).getAttribute('href')).toBe('/insights/v2/shipments?from=2026-01-01&to=2026-03-31&drill.month=2026-01&drill.carrier=MSCU');
    await waitFor(() => expect(container.querySelectorAll('.pt-chart-bar')).toHaveLength(3));
    fireEvent.change(screen.getByRole('combobox', { name: 'Measure' }), { target: { value: 'teu' } });
    expect(onChange).toHaveBeenLastCalledWith({ pivot: { rows: 'month', columns: 'carrier', measure: 'teu' }, sort: null });
    expect(bodyRows(reportTable())[0]).toEqual(['2026-01', '15.5', '6.0', '21.5', 'View']);
    // Grouping does not apply while pivoted.
    expect((screen.getByRole('checkbox', { name: 'Month' }) as HTMLInputElement).disabled).toBe(true);
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('sorts by a clicked header and shows the chart, the table or both', async () => {
    const { onChange } = mount({ display: 'table' });
    await screen.findByRole('button', { name: 'Shipments' });
    const table = reportTable();
    expect(screen.queryByRole('img', { name: /Monthly shipments/ })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Shipments' }));
    expect(onChange).toHaveBeenLastCalledWith({ display: 'table', sort: { key: 'shipments', direction: 'asc' } });
    expect(bodyRows(reportTable()).map((r) => r[2])).toEqual(['4', '7', '10']);
    fireEvent.click(screen.getByRole('radio', { name: 'Chart' }));
    expect(onChange).toHaveBeenLastCalledWith({ display: 'chart', sort: { key: 'shipments', direction: 'asc' } });
    expect(document.querySelector('table.pt-report-table')).toBeNull();
    expect(screen.getByRole('img', { name: /Monthly shipments/ })).toBeTruthy();
  });

  it('pivot keys name the values across', () => {
    expect(pivotKey('MAEU')).toBe('pivot:MAEU');
  });
});
