import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReportColumn, ReportRow, ReportSeries } from '../../shared/reports';
import { seriousA11yViolations } from '../../testing/seriousA11yViolations';
import { ReportChart } from './ReportChart';
import { reportRowHref } from './reportRowHref';

const FILTER = { from: '2026-01-01', to: '2026-03-31', carriers: [], origins: [], destinations: [], modes: [], drill: {} };

function draw(columns: ReportColumn[], rows: ReportRow[], series: ReportSeries) {
  const onNavigate = vi.fn();
  const view = render(<ReportChart title="Report" columns={columns} rows={rows} series={series} hrefOf={(row, m) => reportRowHref(row, FILTER, m)} onNavigate={onNavigate} />);
  return { ...view, onNavigate };
}

describe('ReportChart', () => {
  afterEach(cleanup);

  it("'map': ports as bubbles sized by the first measure, legs as lines; a click opens the port's records", async () => {
    const { container, onNavigate } = draw(
      [
        { key: 'place', title: 'Place', type: 'text', dimension: true },
        { key: 'shipments', title: 'Shipments', type: 'number' },
      ],
      [
        { type: 'port', place: 'Shanghai (CNSHA)', lat: 31.2, lon: 121.5, shipments: 9, drill: { pod: 'CNSHA' } },
        { type: 'port', place: 'Rotterdam (NLRTM)', lat: 51.9, lon: 4.1, shipments: 1, drill: { pod: 'NLRTM' } },
        { type: 'leg', place: 'CNSHA → NLRTM', lat: 31.2, lon: 121.5, toLat: 51.9, toLon: 4.1, positionLat: 12.5, positionLon: 45, shipments: 2, drill: { pol: 'CNSHA', pod: 'NLRTM' } },
      ],
      { kind: 'map', x: 'place', y: ['shipments'] },
    );
    expect(await screen.findByRole('img', { name: 'Report: 2 ports, 1 legs; busiest Shanghai (CNSHA) 9' })).toBeTruthy();
    const ports = container.querySelectorAll('.pt-map-port');
    const radii = [...ports].map((p) => Number(p.getAttribute('r')));
    expect(radii[0]).toBe(17);
    expect(radii[1]).toBeCloseTo(3 + 14 / 3);
    // The leg's estimated position is a dot on it.
    expect(Number(container.querySelector('.pt-map-position')?.getAttribute('cx'))).toBeCloseTo(((45 + 180) / 360) * 1000);
    fireEvent.click(ports[1]);
    expect(onNavigate).toHaveBeenCalledWith('/insights/v2/shipments?from=2026-01-01&to=2026-03-31&drill.pod=NLRTM');
    fireEvent.click(container.querySelector('.pt-map-leg')!);
    expect(onNavigate).toHaveBeenLastCalledWith('/insights/v2/shipments?from=2026-01-01&to=2026-03-31&drill.pol=CNSHA&drill.pod=NLRTM');
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it("'stacked' with a split column: the split's values become the parts, each opening its own rows", async () => {
    const { container, onNavigate } = draw(
      [
        { key: 'carrier', title: 'Carrier', type: 'text', dimension: true },
        { key: 'status', title: 'Status', type: 'text', dimension: true },
        { key: 'n', title: 'Shipments', type: 'number' },
      ],
      [
        { carrier: 'MAEU', status: 'Booked', n: 3, drill: { carrier: 'MAEU', status: 'BOOKED' } },
        { carrier: 'MAEU', status: 'At sea', n: 5, drill: { carrier: 'MAEU', status: 'IN_TRANSIT' } },
        { carrier: 'MSCU', status: 'At sea', n: 2, drill: { carrier: 'MSCU', status: 'IN_TRANSIT' } },
      ],
      { kind: 'stacked', x: 'carrier', y: ['n'], split: 'status' },
    );
    await waitFor(() => expect(container.querySelectorAll('.pt-chart-bar')).toHaveLength(3));
    const table = screen.getByRole('table', { name: 'Report' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Carrier', 'Booked', 'At sea']);
    fireEvent.click(container.querySelectorAll('.pt-chart-bar')[2]);
    expect(onNavigate).toHaveBeenCalledWith('/insights/v2/shipments?from=2026-01-01&to=2026-03-31&drill.carrier=MSCU&drill.status=IN_TRANSIT');
  });

  it("'kpi': one row's measures as tiles, each a link to its records; 'table' draws nothing", () => {
    const columns: ReportColumn[] = [
      { key: 'total', title: 'Shipments', type: 'number' },
      { key: 'late', title: 'Late', type: 'number' },
    ];
    draw(columns, [{ total: 1200, late: 30, drill: {}, drillBy: { late: { arrival: 'late' } } }], { kind: 'kpi', x: 'total', y: ['total', 'late'] });
    const tiles = screen.getByRole('list', { name: 'Report' });
    expect(within(tiles).getByRole('link', { name: '30 Late' }).getAttribute('href')).toBe('/insights/v2/shipments?from=2026-01-01&to=2026-03-31&drill.arrival=late');
    expect(tiles.textContent).toContain('1,200Shipments');
    cleanup();
    const { container } = draw(columns, [{ total: 1, late: 0 }], { kind: 'table', x: 'total', y: ['total'] });
    expect(container.innerHTML).toBe('');
  });
});
