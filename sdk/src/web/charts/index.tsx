import { lazy, Suspense, type ComponentType } from 'react';
import type { BandLineChartProps } from './BandLineChart';
import type { BarChartProps } from './BarChart';
import type { StackedBarProps } from './StackedBar';

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

export type { BandLineChartProps, BandLinePoint } from './BandLineChart';
export type { BarChartProps, BarDatum } from './BarChart';
export type { StackedBarProps, StackedSegment } from './StackedBar';
export type { ChartValue, ChartFormat } from './chartParts';
export { compactFormat } from './chartParts';
export { ChartTable } from './ChartTable';
export type { ChartTableProps } from './ChartTable';
