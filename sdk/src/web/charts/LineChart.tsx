import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { Area, LinePath } from '@visx/shape';
import { leftMarginFor } from './BarChart';
import { AXIS_TEXT, CHART_COLORS, ChartDataTable, ChartFrame, ChartLegend, defaultFormat, toNumber, type ChartFormat, type ChartValue } from './chartParts';

/** One line (a measure): its key in the points' values, the name people read. */
export interface LineSeries {
  key: string;
  label: string;
  color?: string;
  /** Writes this series' values (table, summary, tooltips); default: the chart's `format`. */
  format?: ChartFormat;
}

/** One x position: a value per series (null: no value, the line breaks), and an optional band around the first series. */
export interface LinePoint {
  label: string;
  values: Record<string, ChartValue | null | undefined>;
  low?: ChartValue | null;
  high?: ChartValue | null;
}

export interface LineChartProps {
  /** The data table's caption and the start of the default summary. */
  title: string;
  /** The accessible name; by default the title, the range of x and each series' latest value. */
  summary?: string;
  series: LineSeries[];
  points: LinePoint[];
  /** Draws `low`–`high` of each point as a shaded band around the first series (e.g. p10–p90 transit days). */
  band?: { label: string };
  format?: ChartFormat;
  tickFormat?: ChartFormat;
  labels?: { x?: string };
  width?: number;
  height?: number;
  /** A click on a point (index of the point, key of the series): the caller opens what is behind it. */
  onSelect?: (index: number, key: string) => void;
}

const MARGIN = { top: 12, right: 16, bottom: 28, left: 48 };
const BAND = '#8ABBFF';

const present = (v: ChartValue | null | undefined): v is ChartValue => v !== null && v !== undefined && v !== '';

/**
 * Lines over an ordered x (a trend: shipments per month, transit days per week), one per series, with an
 * optional band around the first; `role="img"` named by its summary, the numbers in a hidden table.
 * With `onSelect` the points take clicks (the same records are reachable from the table view by keyboard).
 */
export function LineChart({ title, summary, series, points, band, format = defaultFormat, tickFormat = format, labels = {}, width = 560, height = 220, onSelect }: LineChartProps) {
  const colors = series.map((s, i) => s.color ?? CHART_COLORS[i % CHART_COLORS.length]);
  const all = points.flatMap((p) => [...series.map((s) => p.values[s.key]), ...(band ? [p.low, p.high] : [])]).filter(present).map(toNumber);
  const lowest = Math.min(0, ...all);
  const highest = Math.max(0, ...all);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const y = scaleLinear<number>({ domain: [lowest, highest || 1], range: [innerHeight, 0], nice: true });
  const ticks = y.ticks(4);
  const left = leftMarginFor(ticks.map((t) => tickFormat(t)), width) - 8;
  const innerWidth = width - left - MARGIN.right;
  const x = scalePoint<string>({ domain: points.map((p) => p.label), range: [0, innerWidth], padding: 0.5 });
  const xOf = (p: LinePoint) => x(p.label) ?? 0;
  const last = points[points.length - 1];
  const text =
    summary ??
    (last
      ? `${title}: ${points.length} points from ${points[0].label} to ${last.label}; latest ${series.map((s) => `${s.label} ${present(last.values[s.key]) ? (s.format ?? format)(last.values[s.key] as ChartValue) : 'no value'}`).join(', ')}`
      : `${title}: no data`);
  const banded = band ? points.filter((p) => present(p.low) && present(p.high)) : [];
  const columns = [labels.x ?? 'Period', ...series.map((s) => s.label), ...(banded.length ? [`${band!.label} low`, `${band!.label} high`] : [])];
  const rows = points.map((p) => [
    p.label,
    ...series.map((s) => (present(p.values[s.key]) ? (s.format ?? format)(p.values[s.key] as ChartValue) : '—')),
    ...(banded.length ? [present(p.low) ? format(p.low) : '—', present(p.high) ? format(p.high) : '—'] : []),
  ]);
  const legend = [...series.map((s, i) => ({ label: s.label, color: colors[i], shape: 'line' as const })), ...(banded.length ? [{ label: band!.label, color: BAND }] : [])];
  const tickEvery = Math.max(1, Math.ceil(points.length / 8));
  return (
    <ChartFrame summary={text} width={width} height={height} className="pt-line-chart" legend={series.length > 1 || banded.length ? <ChartLegend items={legend} /> : undefined} table={<ChartDataTable caption={title} columns={columns} rows={rows} />}>
      <Group left={left} top={MARGIN.top}>
        {banded.length > 0 && <Area<LinePoint> data={banded} x={xOf} y0={(p) => y(toNumber(p.low!))} y1={(p) => y(toNumber(p.high!))} fill={BAND} fillOpacity={0.45} className="pt-chart-band" />}
        {series.map((s, i) => (
          <LinePath<LinePoint> key={s.key} data={points} defined={(p) => present(p.values[s.key])} x={xOf} y={(p) => y(toNumber(p.values[s.key] as ChartValue))} stroke={colors[i]} strokeWidth={2} className="pt-chart-line" />
        ))}
        {series.map((s, i) =>
          points.map((p, index) =>
            present(p.values[s.key]) ? (
              <circle
                key={`${s.key}-${p.label}`}
                className="pt-chart-point"
                data-series={s.key}
                cx={xOf(p)}
                cy={y(toNumber(p.values[s.key] as ChartValue))}
                r={onSelect ? 4 : 3}
                fill={colors[i]}
                style={onSelect ? { cursor: 'pointer' } : undefined}
                onClick={onSelect ? () => onSelect(index, s.key) : undefined}
              >
                <title>{`${p.label}, ${s.label}: ${(s.format ?? format)(p.values[s.key] as ChartValue)}`}</title>
              </circle>
            ) : null,
          ),
        )}
        <AxisLeft scale={y} tickValues={ticks} tickFormat={(v) => tickFormat(Number(v))} stroke="#8F99A8" tickStroke="#8F99A8" tickLabelProps={() => ({ ...AXIS_TEXT, textAnchor: 'end', dx: '-0.25em', dy: '0.33em' })} />
        <AxisBottom top={innerHeight} scale={x} tickValues={points.filter((_, i) => i % tickEvery === 0).map((p) => p.label)} stroke="#8F99A8" tickStroke="#8F99A8" tickLabelProps={() => ({ ...AXIS_TEXT, textAnchor: 'middle' })} />
      </Group>
    </ChartFrame>
  );
}
