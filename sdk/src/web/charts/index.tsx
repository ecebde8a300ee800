import { lazy, Suspense, type ComponentType } from 'react';
import type { BandLineChartProps } from './BandLineChart';
import type { BarChartProps } from './BarChart';
import type { StackedBarProps } from './StackedBar';
import type { LineChartProps } from './LineChart';
import type { SeriesBarChartProps } from './SeriesBarChart';
import type { HBarChartProps } from './HBarChart';
import type { PortMapProps } from './PortMap';

/**
 * Small SVG charts on visx, for every area (a market view, a cost breakdown, a volume against a
 * commitment). Each is drawn as one image with an accessible name (`role="img"`, a summary of the data)
 * and its numbers in a visually hidden table. They load as their own lazy chunk (visx and the d3 parts
 * it uses), so a screen pays for them when it first draws one.
 */
function lazyChart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, name: string, height: number): ComponentType<P> {
  const Lazy = lazy(load);
  const Wrapper = (props: P) => (
    <Suspense fallback={<div className="pt-lazy-placeholder" style={{ minHeight: height }} aria-busy="true" />}>
      <Lazy {...props} />
    </Suspense>
  );
  Wrapper.displayName = `Portolan.${name}`;
  return Wrapper;
}

/** See BandLineChart.tsx: a line with a band and whiskers and a marker (market average, p25–p75, min–max, an offer). */
export const BandLineChart = lazyChart<BandLineChartProps>(() => import('./BandLineChart').then((m) => ({ default: m.BandLineChart })), 'BandLineChart', 220);
/** See BarChart.tsx: vertical bars with an optional reference line (volume against a commitment). */
export const BarChart = lazyChart<BarChartProps>(() => import('./BarChart').then((m) => ({ default: m.BarChart })), 'BarChart', 200);
/** See StackedBar.tsx: one bar split into parts (a landed cost by stage). */
export const StackedBar = lazyChart<StackedBarProps>(() => import('./StackedBar').then((m) => ({ default: m.StackedBar })), 'StackedBar', 28);
/** See LineChart.tsx: lines over an ordered x, one per measure, an optional band (a trend). */
export const LineChart = lazyChart<LineChartProps>(() => import('./LineChart').then((m) => ({ default: m.LineChart })), 'LineChart', 220);
/** See SeriesBarChart.tsx: bars for one or more measures per category, side by side or stacked, vertical or horizontal. */
export const SeriesBarChart = lazyChart<SeriesBarChartProps>(() => import('./SeriesBarChart').then((m) => ({ default: m.SeriesBarChart })), 'SeriesBarChart', 220);
/** See HBarChart.tsx: a ranking, one horizontal bar per category. */
export const HBarChart = lazyChart<HBarChartProps>(() => import('./HBarChart').then((m) => ({ default: m.HBarChart })), 'HBarChart', 160);
/** See PortMap.tsx: ports as bubbles and legs as lines on an equirectangular graticule. */
export const PortMap = lazyChart<PortMapProps>(() => import('./PortMap').then((m) => ({ default: m.PortMap })), 'PortMap', 300);

export type { BandLineChartProps, BandLinePoint } from './BandLineChart';
export type { BarChartProps, BarDatum } from './BarChart';
export type { StackedBarProps, StackedSegment } from './StackedBar';
export type { ChartValue, ChartFormat } from './chartParts';
export { compactFormat } from './chartParts';
export type { LineChartProps, LineSeries, LinePoint } from './LineChart';
export type { SeriesBarChartProps, BarSeries, BarCategory } from './SeriesBarChart';
export type { HBarChartProps } from './HBarChart';
export type { PortMapProps, MapPort, MapLeg } from './PortMap';
export { KpiTiles } from './KpiTiles';
export type { KpiTilesProps, KpiTile } from './KpiTiles';
export { projectEquirectangular } from './projectEquirectangular';
export { ChartTable } from './ChartTable';
export type { ChartTableProps } from './ChartTable';
