import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { leftMarginFor } from './BarChart';
import { AXIS_TEXT, CHART_COLORS, ChartDataTable, ChartFrame, ChartLegend, defaultFormat, toNumber, type ChartFormat, type ChartValue } from './chartParts';

/** One measure drawn as bars (or as one part of each stacked bar). */
export interface BarSeries {
  key: string;
  label: string;
  color?: string;
  /** Writes this series' values (table, summary, tooltips); default: the chart's `format`. */
  format?: ChartFormat;
}

/** One category (a month, a carrier) with a value per series; null: nothing drawn. */
export interface BarCategory {
  label: string;
  values: Record<string, ChartValue | null | undefined>;
}

export interface SeriesBarChartProps {
  /** The data table's caption and the start of the default summary. */
  title: string;
  /** The accessible name; by default the title, the number of categories and the largest one. */
  summary?: string;
  series: BarSeries[];
  categories: BarCategory[];
  /** Parts of one bar (on time + late) rather than bars side by side. */
  stacked?: boolean;
  /** 'horizontal': one row per category, labels on the left (a ranking). @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  format?: ChartFormat;
  tickFormat?: ChartFormat;
  labels?: { x?: string };
  width?: number;
  /** Default: 220 vertical; horizontal, 24 px a category. */
  height?: number;
  /** A click on a bar or a part of one (index of the category, key of the series). */
  onSelect?: (index: number, key: string) => void;
}

const MARGIN = { top: 8, right: 16, bottom: 28, left: 56 };
const ROW = 24;
const present = (v: ChartValue | null | undefined): v is ChartValue => v !== null && v !== undefined && v !== '';
const valueOf = (v: ChartValue | null | undefined) => (present(v) ? Math.max(0, toNumber(v)) : 0);

/**
 * Bars for one or more measures per category, side by side or stacked, vertical or horizontal (a
 * ranking), drawn in SVG with visx; `role="img"` named by its summary, the numbers in a hidden table.
 * Values below zero are drawn at zero. With `onSelect` each bar or part takes clicks.
 */
export function SeriesBarChart({ title, summary, series, categories, stacked = false, orientation = 'vertical', format = defaultFormat, tickFormat = format, labels = {}, width = 560, height, onSelect }: SeriesBarChartProps) {
  const horizontal = orientation === 'horizontal';
  const h = height ?? (horizontal ? Math.max(80, categories.length * ROW + MARGIN.top + MARGIN.bottom) : 220);
  const colors = series.map((s, i) => s.color ?? CHART_COLORS[i % CHART_COLORS.length]);
  const totalOf = (c: BarCategory) => series.reduce((a, s) => a + valueOf(c.values[s.key]), 0);
  const highest = Math.max(0, ...categories.map((c) => (stacked ? totalOf(c) : Math.max(0, ...series.map((s) => valueOf(c.values[s.key]))))));
  const innerHeight = h - MARGIN.top - MARGIN.bottom;
  const valueRange: [number, number] = horizontal ? [0, 1] : [innerHeight, 0];
  const value = scaleLinear<number>({ domain: [0, highest || 1], range: valueRange, nice: true });
  const ticks = value.ticks(4);
  const left = horizontal ? leftMarginFor(categories.map((c) => c.label), width) : leftMarginFor(ticks.map((t) => tickFormat(t)), width);
  const innerWidth = width - left - MARGIN.right;
  if (horizontal) value.range([0, innerWidth]);
  const band = scaleBand<string>({ domain: categories.map((c) => c.label), range: horizontal ? [0, innerHeight] : [0, innerWidth], padding: 0.25 });
  const inner = scaleBand<string>({ domain: series.map((s) => s.key), range: [0, band.bandwidth()], padding: 0.05 });

  const top = categories.reduce<BarCategory | undefined>((best, c) => (!best || totalOf(c) > totalOf(best) ? c : best), undefined);
  const text = summary ?? (top ? `${title}: ${categories.length} bars; highest ${top.label} ${series.map((s) => `${s.label} ${present(top.values[s.key]) ? (s.format ?? format)(top.values[s.key] as ChartValue) : '—'}`).join(', ')}` : `${title}: no data`);
  const columns = [labels.x ?? 'Category', ...series.map((s) => s.label)];
  const rows = categories.map((c) => [c.label, ...series.map((s) => (present(c.values[s.key]) ? (s.format ?? format)(c.values[s.key] as ChartValue) : '—'))]);

  const bars = categories.flatMap((c, index) => {
    let start = 0;
    return series.map((s, si) => {
      const v = valueOf(c.values[s.key]);
      const from = stacked ? start : 0;
      start += v;
      const offset = (band(c.label) ?? 0) + (stacked ? 0 : (inner(s.key) ?? 0));
      const thickness = stacked ? band.bandwidth() : inner.bandwidth();
      const geometry = horizontal
        ? { x: value(from), y: offset, width: Math.max(0, value(from + v) - value(from)), height: thickness }
        : { x: offset, y: value(from + v), width: thickness, height: Math.max(0, value(from) - value(from + v)) };
      return { key: `${c.label}-${s.key}`, index, series: s, color: colors[si], v, geometry, label: `${c.label}, ${s.label}: ${present(c.values[s.key]) ? (s.format ?? format)(c.values[s.key] as ChartValue) : '—'}` };
    });
  });
  const tickEvery = Math.max(1, Math.ceil(categories.length / 8));
  const axisProps = { stroke: '#8F99A8', tickStroke: '#8F99A8' };
  return (
    <ChartFrame
      summary={text}
      width={width}
      height={h}
      className={horizontal ? 'pt-hbar-chart' : 'pt-series-bar-chart'}
      legend={series.length > 1 ? <ChartLegend items={series.map((s, i) => ({ label: s.label, color: colors[i] }))} /> : undefined}
      table={<ChartDataTable caption={title} columns={columns} rows={rows} />}
    >
      <Group left={left} top={MARGIN.top}>
        {bars
          .filter((b) => b.v > 0)
          .map((b) => (
            <Bar
              key={b.key}
              className="pt-chart-bar"
              data-series={b.series.key}
              {...b.geometry}
              fill={b.color}
              style={onSelect ? { cursor: 'pointer' } : undefined}
              onClick={onSelect ? () => onSelect(b.index, b.series.key) : undefined}
            >
              <title>{b.label}</title>
            </Bar>
          ))}
        {horizontal ? (
          <>
            <AxisLeft scale={band} {...axisProps} tickLabelProps={() => ({ ...AXIS_TEXT, textAnchor: 'end', dx: '-0.25em', dy: '0.33em' })} />
            <AxisBottom top={innerHeight} scale={value} tickValues={ticks} tickFormat={(v) => tickFormat(Number(v))} {...axisProps} tickLabelProps={() => ({ ...AXIS_TEXT, textAnchor: 'middle' })} />
          </>
        ) : (
          <>
            <AxisLeft scale={value} tickValues={ticks} tickFormat={(v) => tickFormat(Number(v))} {...axisProps} tickLabelProps={() => ({ ...AXIS_TEXT, textAnchor: 'end', dx: '-0.25em', dy: '0.33em' })} />
            <AxisBottom top={innerHeight} scale={band} tickValues={categories.filter((_, i) => i % tickEvery === 0).map((c) => c.label)} {...axisProps} tickLabelProps={() => ({ ...AXIS_TEXT, textAnchor: 'middle' })} />
          </>
        )}
      </Group>
    </ChartFrame>
  );
}
