import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { BandLineChart } from './BandLineChart';
import { BarChart } from './BarChart';
import { StackedBar } from './StackedBar';
import { compactFormat } from './chartParts';
import { BandLineChart as LazyBandLineChart } from './index';

const usd = (v: number | string) => `USD ${typeof v === 'string' ? v : v.toFixed(2)}`;

describe('charts', () => {
  afterEach(cleanup);

  it('BandLineChart draws the line, band, whiskers and marker, named by its summary, with a data table', () => {
    const { container } = render(
      <BandLineChart
        title="INNSA → NLRTM, 42G1"
        summary="Offer USD 1100.00 is 12% below the 12-month average"
        points={[
          { label: 'Jan 2026', value: '1250.00', low: '1200.00', high: '1300.00', min: '1100.00', max: '1400.00' },
          { label: 'Feb 2026', value: '1260.50', low: '1210.00', high: '1320.00', min: '1150.00', max: '1450.00' },
          { label: 'Mar 2026', value: '1240.00', low: '1190.00', high: '1290.00', min: '1090.00', max: '1390.00' },
        ]}
        marker={{ value: '1100.00', label: 'This offer' }}
        format={usd}
        labels={{ x: 'Month', value: 'Average', band: 'p25–p75', range: 'Min–max' }}
      />,
    );
    const img = screen.getByRole('img', { name: 'Offer USD 1100.00 is 12% below the 12-month average' });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(container.querySelector('.pt-chart-line')?.getAttribute('d')).toMatch(/^M/);
    expect(container.querySelector('.pt-chart-band')?.getAttribute('d')).toMatch(/^M/);
    expect(container.querySelectorAll('.pt-chart-whisker')).toHaveLength(3);
    expect(container.querySelector('.pt-chart-marker')?.textContent).toBe('This offer');
    const table = screen.getByRole('table', { name: 'INNSA → NLRTM, 42G1' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Month', 'Average', 'p25–p75 low', 'p25–p75 high', 'Min–max min', 'Min–max max']);
    // The table shows the exact decimal strings given, not floats.
    expect(within(table).getByRole('row', { name: /Feb 2026/ }).textContent).toBe('Feb 2026USD 1260.50USD 1210.00USD 1320.00USD 1150.00USD 1450.00');
    expect(within(table).getByRole('row', { name: /This offer/ }).textContent).toContain('USD 1100.00');
  });

  it('BandLineChart summarises the data itself when no summary is given, and says when there is none', () => {
    render(<BandLineChart title="Lane average" points={[{ label: 'Jan', value: 10 }, { label: 'Feb', value: 12 }]} />);
    expect(screen.getByRole('img', { name: 'Lane average: 2 points from Jan to Feb; latest 12' })).toBeTruthy();
    cleanup();
    render(<BandLineChart title="Lane average" points={[]} />);
    expect(screen.getByRole('img', { name: 'Lane average: no data' })).toBeTruthy();
  });

  it('StackedBar splits the whole by its parts, with shares in the name and the table', () => {
    const { container } = render(
      <StackedBar
        title="Landed cost by stage"
        segments={[
          { label: 'Origin', value: '250.00' },
          { label: 'Freight', value: '500.00' },
          { label: 'Destination', value: '250.00' },
          { label: 'Inland', value: '0.00' },
        ]}
        total="1000.00"
        format={usd}
      />,
    );
    expect(screen.getByRole('img', { name: 'Landed cost by stage: Origin USD 250.00 (25%), Freight USD 500.00 (50%), Destination USD 250.00 (25%), Inland USD 0.00 (0%); total USD 1000.00' })).toBeTruthy();
    const segments = [...container.querySelectorAll('.pt-chart-segment')];
    expect(segments).toHaveLength(3);
    expect(segments.map((s) => Number(s.getAttribute('width')))).toEqual([120, 240, 120]);
    const table = screen.getByRole('table', { name: 'Landed cost by stage' });
    expect(within(table).getByRole('row', { name: /Total/ }).textContent).toBe('TotalUSD 1000.00100%');
  });

  it('BarChart draws a bar per value and the reference line', () => {
    const { container } = render(
      <BarChart
        title="TEU by month"
        bars={[
          { label: 'Jan', value: 40 },
          { label: 'Feb', value: 65 },
          { label: 'Mar', value: 20 },
        ]}
        reference={{ value: 50, label: 'MQC per month' }}
        labels={{ x: 'Month', value: 'TEU' }}
      />,
    );
    expect(screen.getByRole('img', { name: 'TEU by month: 3 bars; highest Feb 65; MQC per month 50' })).toBeTruthy();
    const bars = [...container.querySelectorAll('.pt-chart-bar')];
    expect(bars).toHaveLength(3);
    const heights = bars.map((b) => Number(b.getAttribute('height')));
    expect(heights[1]).toBeGreaterThan(heights[0]);
    expect(heights[0]).toBeGreaterThan(heights[2]);
    expect(container.querySelector('.pt-chart-reference')?.textContent).toBe('MQC per month');
    const table = screen.getByRole('table', { name: 'TEU by month' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Month', 'TEU']);
  });

  it('BarChart fits its value axis: the margin grows for long labels, and tickFormat shortens the ticks but not the table', () => {
    const inr = (v: number | string) => `INR ${Number(v).toLocaleString('en', { minimumFractionDigits: 2 })}`;
    const bars = [
      { label: 'MAEU', value: '50000.00' },
      { label: 'MSCU', value: '12500.00' },
    ];
    const leftOf = (container: HTMLElement) => Number(/translate\((\d+(?:\.\d+)?)/.exec(container.querySelector('svg > g')!.getAttribute('transform')!)![1]);
    const ticksOf = (container: HTMLElement) => [...container.querySelectorAll('.visx-axis-left .visx-axis-tick text')].map((t) => t.textContent);
    const full = render(<BarChart title="Cost by carrier" bars={bars} format={inr} width={420} />);
    expect(ticksOf(full.container)).toContain('INR 50,000.00');
    // "INR 50,000.00" is 13 characters: at 7px each plus the tick, more than the default 56px.
    expect(leftOf(full.container)).toBeGreaterThanOrEqual(13 * 7);
    cleanup();
    const compact = render(<BarChart title="Cost by carrier" bars={bars} format={inr} tickFormat={compactFormat} width={420} />);
    expect(ticksOf(compact.container)).toEqual(['0', '10K', '20K', '30K', '40K', '50K']);
    expect(leftOf(compact.container)).toBe(56);
    const table = screen.getByRole('table', { name: 'Cost by carrier' });
    expect(within(table).getByRole('row', { name: /MAEU/ }).textContent).toBe('MAEUINR 50,000.00');
    expect(screen.getByRole('img', { name: 'Cost by carrier: 2 bars; highest MAEU INR 50,000.00' })).toBeTruthy();
  });

  it('draws nothing it cannot: empty bars, an all-zero stack, negative values at zero', () => {
    render(<BarChart title="TEU by month" bars={[]} />);
    expect(screen.getByRole('img', { name: 'TEU by month: no data' })).toBeTruthy();
    cleanup();
    const { container } = render(<StackedBar title="Cost" segments={[{ label: 'A', value: '0.00' }, { label: 'B', value: '-5.00' }]} />);
    expect(screen.getByRole('img', { name: 'Cost: A 0.00 (0%), B -5.00 (0%)' })).toBeTruthy();
    expect(container.querySelectorAll('.pt-chart-segment')).toHaveLength(0);
    cleanup();
    const bars = render(<BarChart title="Net" bars={[{ label: 'Jan', value: -3 }, { label: 'Feb', value: 4 }]} />);
    expect([...bars.container.querySelectorAll('.pt-chart-bar')].map((b) => Number(b.getAttribute('height')) >= 0)).toEqual([true, true]);
  });

  it('loads as its own chunk behind a placeholder', async () => {
    render(<LazyBandLineChart title="Lazy" points={[{ label: 'Jan', value: 1 }]} />);
    expect(await screen.findByRole('img', { name: /Lazy: 1 points/ })).toBeTruthy();
  });
});
