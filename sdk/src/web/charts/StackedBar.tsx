import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { CHART_COLORS, ChartDataTable, ChartFrame, ChartLegend, defaultFormat, toNumber, type ChartFormat, type ChartValue } from './chartParts';

/** One part of a stacked bar (a cost stage, a share). */
export interface StackedSegment {
  label: string;
  value: ChartValue;
  color?: string;
}

export interface StackedBarProps {
  /** The data table's caption and the start of the default summary. */
  title: string;
  /** The accessible name; by default the title and each part with its share. */
  summary?: string;
  segments: StackedSegment[];
  /** The whole, as people should read it (an exact total); the parts' sum formatted otherwise. */
  total?: ChartValue;
  format?: ChartFormat;
  width?: number;
  height?: number;
}

/** Whole percent of a part (display only). */
function share(value: number, total: number): string {
  return total > 0 ? `${Math.round((value / total) * 100)}%` : '0%';
}

/**
 * One horizontal bar split into its parts (e.g. a landed cost by stage: origin, freight, destination,
 * inland), with a legend; `role="img"` named by the parts and their shares, the numbers in a hidden table.
 * Negative parts are not drawn (listed in the table).
 */
export function StackedBar({ title, summary, segments, total, format = defaultFormat, width = 480, height = 28 }: StackedBarProps) {
  const values = segments.map((s) => Math.max(0, toNumber(s.value)));
  const sum = values.reduce((a, b) => a + b, 0);
  const x = scaleLinear<number>({ domain: [0, sum || 1], range: [0, width] });
  const colors = segments.map((s, i) => s.color ?? CHART_COLORS[i % CHART_COLORS.length]);
  const starts = values.map((_, i) => values.slice(0, i).reduce((a, b) => a + b, 0));
  const bars = segments.map((s, i) => ({ s, start: starts[i], value: values[i], color: colors[i] }));
  const text = summary ?? `${title}: ${segments.map((s, i) => `${s.label} ${format(s.value)} (${share(values[i], sum)})`).join(', ')}${total !== undefined ? `; total ${format(total)}` : ''}`;
  const rows = segments.map((s, i) => [s.label, format(s.value), share(values[i], sum)]);
  if (total !== undefined) rows.push(['Total', format(total), '100%']);
  return (
    <ChartFrame
      summary={text}
      width={width}
      height={height}
      className="pt-stacked-bar"
      legend={<ChartLegend items={segments.map((s, i) => ({ label: `${s.label} ${share(values[i], sum)}`, color: colors[i] }))} />}
      table={<ChartDataTable caption={title} columns={['Part', 'Value', 'Share']} rows={rows} />}
    >
      <Group>
        {bars
          .filter((b) => b.value > 0)
          .map((b) => (
            <Bar key={b.s.label} x={x(b.start)} y={0} width={Math.max(0, x(b.start + b.value) - x(b.start))} height={height} fill={b.color} className="pt-chart-segment" />
          ))}
      </Group>
    </ChartFrame>
  );
}
