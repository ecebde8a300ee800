import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { AXIS_TEXT, CHART_COLORS, ChartDataTable, ChartFrame, ChartLegend, defaultFormat, toNumber, type ChartFormat, type ChartValue } from './chartParts';

/** One bar (a month's volume, a carrier's share). */
export interface BarDatum {
  label: string;
  value: ChartValue;
  color?: string;
}

export interface BarChartProps {
  /** The data table's caption and the start of the default summary. */
  title: string;
  /** The accessible name; by default the title, the number of bars, the highest and the reference. */
  summary?: string;
  bars: BarDatum[];
  /** A level to compare with, drawn as a dashed line across (a target, a commitment such as an MQC). */
  reference?: { value: ChartValue; label: string };
  /** Writes a value in the data table, the summary and (unless `tickFormat` is given) the value axis. */
  format?: ChartFormat;
  /**
   * Writes the value axis's ticks, when they should be shorter than `format` (e.g. `compactFormat`:
   * 12.5K, 1.2M, with the currency in the card's title); the table and the summary keep `format`.
   */
  tickFormat?: ChartFormat;
  /** Column names of the data table ('Month', 'TEU'). */
  labels?: { x?: string; value?: string };
  width?: number;
  height?: number;
}

const MARGIN = { top: 12, right: 16, bottom: 28, left: 56 };
/** Pixels a character of an axis label takes at most (11px text; digits and capitals are the widest). */
const CHAR_WIDTH = 7;
/** The tick (6px) and the gap between it and its label. */
const TICK_SPACE = 12;

/** The left margin that fits the longest value label (never less than the default, never more than half the width). */
export function leftMarginFor(tickLabels: readonly string[], width: number): number {
  const longest = Math.max(0, ...tickLabels.map((t) => t.length));
  return Math.min(Math.max(MARGIN.left, Math.ceil(longest * CHAR_WIDTH + TICK_SPACE)), Math.floor(width / 2));
}
const REFERENCE = CHART_COLORS[3];
const TICKS = 4;

/**
 * Vertical bars with a value axis and an optional reference line, drawn in SVG with visx; `role="img"`
 * named by its summary, the numbers in a visually hidden table. Values below zero are drawn at zero.
 * The left margin grows to fit the longest value label, so a long money axis is never cut off.
 */
export function BarChart({ title, summary, bars, reference, format = defaultFormat, tickFormat = format, labels = {}, width = 560, height = 200 }: BarChartProps) {
  const names = { x: labels.x ?? 'Category', value: labels.value ?? 'Value' };
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const highest = Math.max(0, ...bars.map((b) => toNumber(b.value)), reference ? toNumber(reference.value) : 0);
  const y = scaleLinear<number>({ domain: [0, highest || 1], range: [innerHeight, 0], nice: true });
  const ticks = y.ticks(TICKS);
  const left = leftMarginFor(ticks.map((t) => tickFormat(t)), width);
  const innerWidth = width - left - MARGIN.right;
  const x = scaleBand<string>({ domain: bars.map((b) => b.label), range: [0, innerWidth], padding: 0.25 });
  const top = bars.reduce<BarDatum | undefined>((best, b) => (!best || toNumber(b.value) > toNumber(best.value) ? b : best), undefined);
  const text =
    summary ??
    (top ? `${title}: ${bars.length} bars; highest ${top.label} ${format(top.value)}${reference ? `; ${reference.label} ${format(reference.value)}` : ''}` : `${title}: no data`);
  const rows = bars.map((b) => [b.label, format(b.value)]);
  if (reference) rows.push([reference.label, format(reference.value)]);
  const tickEvery = Math.max(1, Math.ceil(bars.length / 8));
  return (
    <ChartFrame
      summary={text}
      width={width}
      height={height}
      className="pt-bar-chart"
      legend={reference ? <ChartLegend items={[{ label: names.value, color: CHART_COLORS[0] }, { label: reference.label, color: REFERENCE, shape: 'line' }]} /> : undefined}
      table={<ChartDataTable caption={title} columns={[names.x, names.value]} rows={rows} />}
    >
      <Group left={left} top={MARGIN.top}>
        {bars.map((b) => {
          const value = Math.max(0, toNumber(b.value));
          return <Bar key={b.label} className="pt-chart-bar" x={x(b.label) ?? 0} y={y(value)} width={x.bandwidth()} height={innerHeight - y(value)} fill={b.color ?? CHART_COLORS[0]} />;
        })}
        {reference && (
          <g className="pt-chart-reference">
            <Line from={{ x: 0, y: y(toNumber(reference.value)) }} to={{ x: innerWidth, y: y(toNumber(reference.value)) }} stroke={REFERENCE} strokeWidth={2} strokeDasharray="6 3" />
            <text x={innerWidth} y={y(toNumber(reference.value)) - 4} textAnchor="end" {...AXIS_TEXT} fill={REFERENCE}>
              {reference.label}
            </text>
          </g>
        )}
        <AxisLeft scale={y} tickValues={ticks} tickFormat={(v) => tickFormat(Number(v))} stroke="#8F99A8" tickStroke="#8F99A8" tickLabelProps={() => ({ ...AXIS_TEXT, textAnchor: 'end', dx: '-0.25em', dy: '0.33em' })} />
        <AxisBottom top={innerHeight} scale={x} tickValues={bars.filter((_, i) => i % tickEvery === 0).map((b) => b.label)} stroke="#8F99A8" tickStroke="#8F99A8" tickLabelProps={() => ({ ...AXIS_TEXT, textAnchor: 'middle' })} />
      </Group>
    </ChartFrame>
  );
}
