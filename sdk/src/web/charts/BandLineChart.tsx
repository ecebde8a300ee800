import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { Area, Line, LinePath } from '@visx/shape';
import { AXIS_TEXT, CHART_COLORS, ChartDataTable, ChartFrame, ChartLegend, defaultFormat, toNumber, type ChartFormat, type ChartValue } from './chartParts';

/** One x position of a band-line chart: the line's value, an optional band (e.g. p25–p75) and whiskers (e.g. min–max). */
export interface BandLinePoint {
  /** The x label as people read it ('Mar 2026'). */
  label: string;
  value: ChartValue;
  low?: ChartValue;
  high?: ChartValue;
  min?: ChartValue;
  max?: ChartValue;
}

export interface BandLineChartProps {
  /** What the chart shows: the data table's caption and the start of the default summary. */
  title: string;
  /** The accessible name of the drawing (what a reader should take away); a plain summary of the data by default. */
  summary?: string;
  points: BandLinePoint[];
  /** A value to compare with the series, drawn as a dashed horizontal line (e.g. the offer's price). */
  marker?: { value: ChartValue; label: string };
  /** Writes values (ticks, table, summary), e.g. money from the original decimal string. */
  format?: ChartFormat;
  /** Column names of the data table and legend. */
  labels?: { x?: string; value?: string; band?: string; range?: string };
  width?: number;
  height?: number;
}

// Left: room for a money tick label such as "USD 12,000.00" at 11 px.
const MARGIN = { top: 12, right: 16, bottom: 28, left: 92 };
const LINE = CHART_COLORS[0];
const BAND = '#8ABBFF';
const MARKER = CHART_COLORS[3];

/**
 * A line over time with a shaded band and whiskers (a market view: the monthly average, the p25–p75
 * band, the min–max range) and an optional marker line, drawn in SVG with visx; `role="img"` named by
 * its summary, the numbers in a visually hidden table.
 */
export function BandLineChart({ title, summary, points, marker, format = defaultFormat, labels = {}, width = 560, height = 220 }: BandLineChartProps) {
  const names = { x: labels.x ?? 'Period', value: labels.value ?? 'Value', band: labels.band ?? 'Band', range: labels.range ?? 'Range' };
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const all = points.flatMap((p) => [p.value, p.low, p.high, p.min, p.max].filter((v): v is ChartValue => v !== undefined).map(toNumber));
  if (marker) all.push(toNumber(marker.value));
  const lowest = all.length ? Math.min(...all) : 0;
  const highest = all.length ? Math.max(...all) : 1;
  const pad = (highest - lowest) * 0.08 || Math.abs(highest) * 0.1 || 1;
  const x = scalePoint<string>({ domain: points.map((p) => p.label), range: [0, innerWidth], padding: 0.5 });
  const y = scaleLinear<number>({ domain: [Math.max(0, lowest - pad), highest + pad], range: [innerHeight, 0], nice: true });
  const xOf = (p: BandLinePoint) => x(p.label) ?? 0;
  const banded = points.filter((p) => p.low !== undefined && p.high !== undefined);
  const ranged = points.filter((p) => p.min !== undefined && p.max !== undefined);
  const last = points[points.length - 1];
  const text =
    summary ??
    (last
      ? `${title}: ${points.length} points from ${points[0].label} to ${last.label}; latest ${format(last.value)}${marker ? `; ${marker.label} ${format(marker.value)}` : ''}`
      : `${title}: no data`);
  const hasBand = banded.length > 0;
  const hasRange = ranged.length > 0;
  const columns = [names.x, names.value, ...(hasBand ? [`${names.band} low`, `${names.band} high`] : []), ...(hasRange ? [`${names.range} min`, `${names.range} max`] : [])];
  const rows = points.map((p) => [
    p.label,
    format(p.value),
    ...(hasBand ? [p.low !== undefined ? format(p.low) : '—', p.high !== undefined ? format(p.high) : '—'] : []),
    ...(hasRange ? [p.min !== undefined ? format(p.min) : '—', p.max !== undefined ? format(p.max) : '—'] : []),
  ]);
  if (marker) rows.push([marker.label, format(marker.value), ...columns.slice(2).map(() => '—')]);
  const legend = [
    { label: names.value, color: LINE, shape: 'line' as const },
    ...(hasBand ? [{ label: names.band, color: BAND }] : []),
    ...(hasRange ? [{ label: names.range, color: '#5F6B7C', shape: 'line' as const }] : []),
    ...(marker ? [{ label: marker.label, color: MARKER, shape: 'line' as const }] : []),
  ];
  const tickEvery = Math.max(1, Math.ceil(points.length / 6));
  return (
    <ChartFrame summary={text} width={width} height={height} className="pt-band-line-chart" legend={<ChartLegend items={legend} />} table={<ChartDataTable caption={title} columns={columns} rows={rows} />}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {hasBand && <Area<BandLinePoint> data={banded} x={xOf} y0={(p) => y(toNumber(p.low!))} y1={(p) => y(toNumber(p.high!))} fill={BAND} fillOpacity={0.45} className="pt-chart-band" />}
        {ranged.map((p) => (
          <g key={`range-${p.label}`} className="pt-chart-whisker" stroke="#5F6B7C" strokeWidth={1}>
            <Line from={{ x: xOf(p), y: y(toNumber(p.min!)) }} to={{ x: xOf(p), y: y(toNumber(p.max!)) }} />
            <Line from={{ x: xOf(p) - 4, y: y(toNumber(p.min!)) }} to={{ x: xOf(p) + 4, y: y(toNumber(p.min!)) }} />
            <Line from={{ x: xOf(p) - 4, y: y(toNumber(p.max!)) }} to={{ x: xOf(p) + 4, y: y(toNumber(p.max!)) }} />
          </g>
        ))}
        <LinePath<BandLinePoint> data={points} x={xOf} y={(p) => y(toNumber(p.value))} stroke={LINE} strokeWidth={2} className="pt-chart-line" />
        {points.map((p) => (
          <circle key={`point-${p.label}`} cx={xOf(p)} cy={y(toNumber(p.value))} r={3} fill={LINE} />
        ))}
        {marker && (
          <g className="pt-chart-marker">
            <Line from={{ x: 0, y: y(toNumber(marker.value)) }} to={{ x: innerWidth, y: y(toNumber(marker.value)) }} stroke={MARKER} strokeWidth={2} strokeDasharray="6 3" />
            <text x={innerWidth} y={y(toNumber(marker.value)) - 4} textAnchor="end" {...AXIS_TEXT} fill={MARKER}>
              {marker.label}
            </text>
          </g>
        )}
        <AxisLeft scale={y} numTicks={4} tickFormat={(v) => format(Number(v))} stroke="#8F99A8" tickStroke="#8F99A8" tickLabelProps={() => ({ ...AXIS_TEXT, textAnchor: 'end', dx: '-0.25em', dy: '0.33em' })} />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={points.filter((_, i) => i % tickEvery === 0).map((p) => p.label)}
          stroke="#8F99A8"
          tickStroke="#8F99A8"
          tickLabelProps={() => ({ ...AXIS_TEXT, textAnchor: 'middle' })}
        />
      </Group>
    </ChartFrame>
  );
}
