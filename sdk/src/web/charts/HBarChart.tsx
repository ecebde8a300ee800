import { SeriesBarChart, type SeriesBarChartProps } from './SeriesBarChart';

export type HBarChartProps = Omit<SeriesBarChartProps, 'orientation'>;

/** A ranking: one horizontal bar per category (carriers, ports), longest first as given, parts stacked with `stacked`. See SeriesBarChart. */
export function HBarChart(props: HBarChartProps) {
  return <SeriesBarChart {...props} orientation="horizontal" />;
}
