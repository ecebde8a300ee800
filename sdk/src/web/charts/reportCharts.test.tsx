import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { seriousA11yViolations } from '../../testing/seriousA11yViolations';
import { LineChart } from './LineChart';
import { SeriesBarChart } from './SeriesBarChart';
import { HBarChart } from './HBarChart';
import { PortMap } from './PortMap';
import { KpiTiles } from './KpiTiles';
import { projectEquirectangular } from './projectEquirectangular';

describe('report charts', () => {
  afterEach(cleanup);

  it('projectEquirectangular maps longitude and latitude into the box', () => {
    expect(projectEquirectangular(0, 0)).toEqual({ x: 500, y: 250 });
    expect(projectEquirectangular(90, -180)).toEqual({ x: 0, y: 0 });
    expect(projectEquirectangular(-45, 90, 360, 180)).toEqual({ x: 270, y: 135 });
  });

  it('LineChart draws a line per series and a band, breaks at missing values, and reports a click on a point', async () => {
    const onSelect = vi.fn();
    const { container } = render(
      <LineChart
        title="Shipments per month"
        series={[
          { key: 'shipments', label: 'Shipments' },
          { key: 'teu', label: 'TEU' },
        ]}
        points={[
          { label: 'Jan', values: { shipments: 10, teu: 18 }, low: 8, high: 12 },
          { label: 'Feb', values: { shipments: 14, teu: null }, low: 9, high: 15 },
          { label: 'Mar', values: { shipments: 12, teu: 20 }, low: 10, high: 14 },
        ]}
        band={{ label: 'p10–p90' }}
        labels={{ x: 'Month' }}
        onSelect={onSelect}
      />,
    );
    expect(screen.getByRole('img', { name: 'Shipments per month: 3 points from Jan to Mar; latest Shipments 12, TEU 20' })).toBeTruthy();
    expect(container.querySelectorAll('.pt-chart-line')).toHaveLength(2);
    expect(container.querySelector('.pt-chart-band')?.getAttribute('d')).toMatch(/^M/);
    // Five points: TEU has none in February.
    const points = [...container.querySelectorAll('.pt-chart-point')];
    expect(points).toHaveLength(5);
    fireEvent.click(points[1]);
    expect(onSelect).toHaveBeenCalledWith(1, 'shipments');
    const table = screen.getByRole('table', { name: 'Shipments per month' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Month', 'Shipments', 'TEU', 'p10–p90 low', 'p10–p90 high']);
    expect(within(table).getByRole('row', { name: /Feb/ }).textContent).toBe('Feb14—915');
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('SeriesBarChart stacks parts on one bar per category and reports which part was clicked', async () => {
    const onSelect = vi.fn();
    const { container } = render(
      <SeriesBarChart
        title="Arrivals by carrier"
        stacked
        series={[
          { key: 'onTime', label: 'On time' },
          { key: 'late', label: 'Late' },
        ]}
        categories={[
          { label: 'MAEU', values: { onTime: 30, late: 10 } },
          { label: 'MSCU', values: { onTime: 10, late: 0 } },
        ]}
        labels={{ x: 'Carrier' }}
        onSelect={onSelect}
      />,
    );
    expect(screen.getByRole('img', { name: 'Arrivals by carrier: 2 bars; highest MAEU On time 30, Late 10' })).toBeTruthy();
    const bars = [...container.querySelectorAll('.pt-chart-bar')];
    // No part is drawn for a zero.
    expect(bars.map((b) => b.getAttribute('data-series'))).toEqual(['onTime', 'late', 'onTime']);
    const [maeuOnTime, maeuLate, mscuOnTime] = bars.map((b) => ({ x: Number(b.getAttribute('x')), y: Number(b.getAttribute('y')), h: Number(b.getAttribute('height')) }));
    expect(maeuLate.x).toBe(maeuOnTime.x);
    expect(maeuLate.y + maeuLate.h).toBeCloseTo(maeuOnTime.y);
    expect(maeuOnTime.h).toBeCloseTo(3 * maeuLate.h);
    expect(mscuOnTime.h).toBeCloseTo(maeuLate.h);
    fireEvent.click(bars[1]);
    expect(onSelect).toHaveBeenCalledWith(0, 'late');
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('SeriesBarChart side by side, and HBarChart ranks horizontally with bar length by value', () => {
    const grouped = render(<SeriesBarChart title="By month" series={[{ key: 'a', label: 'A' }, { key: 'b', label: 'B' }]} categories={[{ label: 'Jan', values: { a: 2, b: 4 } }]} />);
    const [a, b] = [...grouped.container.querySelectorAll('.pt-chart-bar')].map((r) => ({ x: Number(r.getAttribute('x')), h: Number(r.getAttribute('height')) }));
    expect(b.x).toBeGreaterThan(a.x);
    expect(b.h).toBeCloseTo(2 * a.h);
    cleanup();
    const { container } = render(<HBarChart title="Transshipments by port" series={[{ key: 'n', label: 'Shipments' }]} categories={[{ label: 'SGSIN', values: { n: 40 } }, { label: 'MYPKG', values: { n: 10 } }]} />);
    expect(container.querySelector('.pt-hbar-chart')).toBeTruthy();
    const widths = [...container.querySelectorAll('.pt-chart-bar')].map((r) => Number(r.getAttribute('width')));
    expect(widths[0]).toBeCloseTo(4 * widths[1]);
    expect(screen.getByRole('img', { name: 'Transshipments by port: 2 bars; highest SGSIN Shipments 40' })).toBeTruthy();
  });

  it('PortMap draws ports as bubbles by value and legs as lines on a graticule, with a table of both', async () => {
    const onSelectPort = vi.fn();
    const onSelectLeg = vi.fn();
    const { container } = render(
      <PortMap
        title="Where your shipments are"
        valueLabel="Shipments"
        ports={[
          { id: 'CNSHA', label: 'Shanghai (CNSHA)', lat: 31.2, lon: 121.5, value: 16 },
          { id: 'NLRTM', label: 'Rotterdam (NLRTM)', lat: 51.9, lon: 4.1, value: 4 },
        ]}
        legs={[{ id: 'CNSHA-NLRTM', label: 'CNSHA → NLRTM', lat: 31.2, lon: 121.5, toLat: 51.9, toLon: 4.1, value: 3 }]}
        onSelectPort={onSelectPort}
        onSelectLeg={onSelectLeg}
      />,
    );
    expect(screen.getByRole('img', { name: 'Where your shipments are: 2 ports, 1 legs; busiest Shanghai (CNSHA) 16' })).toBeTruthy();
    const ports = [...container.querySelectorAll('.pt-map-port')];
    expect(ports.map((p) => Number(p.getAttribute('cx')))).toEqual([projectEquirectangular(31.2, 121.5).x, projectEquirectangular(51.9, 4.1).x]);
    // Area grows with the value: radius 3 + 14·√(value / largest).
    expect(ports.map((p) => Number(p.getAttribute('r')))).toEqual([17, 10]);
    const leg = container.querySelector('.pt-map-leg')!;
    expect(Number(leg.getAttribute('x2'))).toBeCloseTo(projectEquirectangular(51.9, 4.1).x);
    expect(container.querySelectorAll('.pt-map-graticule line').length).toBeGreaterThan(10);
    fireEvent.click(ports[1]);
    fireEvent.click(leg);
    expect(onSelectPort).toHaveBeenCalledWith(1);
    expect(onSelectLeg).toHaveBeenCalledWith(0);
    const table = screen.getByRole('table', { name: 'Where your shipments are' });
    expect(within(table).getByRole('row', { name: /CNSHA → NLRTM/ }).textContent).toBe('CNSHA → NLRTMLeg3');
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('KpiTiles are a named list; a tile with records behind it is a link that navigates in the app', async () => {
    const onNavigate = vi.fn();
    const { container } = render(<KpiTiles title="Headline figures" onNavigate={onNavigate} tiles={[{ key: 'n', label: 'Shipments', value: '1,234', href: '/insights/v2/shipments?from=2026-01-01' }, { key: 'p', label: 'On time', value: '87.5%' }]} />);
    const list = screen.getByRole('list', { name: 'Headline figures' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const link = within(list).getByRole('link', { name: '1,234 Shipments' });
    expect(link.getAttribute('href')).toBe('/insights/v2/shipments?from=2026-01-01');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/insights/v2/shipments?from=2026-01-01');
    expect(list.textContent).toContain('87.5%On time');
    expect(await seriousA11yViolations(container)).toEqual([]);
  });
});
