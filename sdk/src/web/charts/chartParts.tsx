import type { CSSProperties, ReactNode } from 'react';
import { TableSections } from '../components/TableSections';

/** A value a chart plots: a number, or an exact decimal string (money) shown as given and plotted as a number. */
export type ChartValue = number | string;

/** How a chart writes a value (ticks, data table, summary): the caller's formatter, else the value as text. */
export type ChartFormat = (value: ChartValue) => string;

export const defaultFormat: ChartFormat = (value) => String(value);

const COMPACT = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** A short axis label: 950, 12.5K, 1.2M (for ticks only: tables and summaries show the exact value). */
export const compactFormat: ChartFormat = (value) => COMPACT.format(toNumber(value));

/** Plots a value (pixels only: what the user reads is `format` of the original value). */
export function toNumber(value: ChartValue): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** Blueprint's palette (light theme), for series that have no colour of their own. */
export const CHART_COLORS = ['#2D72D2', '#29A634', '#D1980B', '#CD4246', '#7961DB', '#00A396', '#D33D17', '#8EB125'];

/** Text of axes and labels. */
export const AXIS_TEXT = { fill: '#404854', fontSize: 11, fontFamily: 'inherit' } as const;

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** The chart's data as a table screen readers read (and nobody sees): a caption, headers and rows of text. */
export function ChartDataTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: string[][] }) {
  return (
    <table style={VISUALLY_HIDDEN} className="pt-chart-data">
      <caption>{caption}</caption>
      <TableSections columns={columns} rows={rows} />
    </table>
  );
}

/**
 * The frame every chart shares: the drawing is one image with an accessible name (`role="img"`, the
 * summary as its label), the data beside it as a visually hidden table, an optional visible legend.
 */
export function ChartFrame({ summary, width, height, table, legend, children, className }: { summary: string; width: number; height: number; table: ReactNode; legend?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <figure className={`pt-chart ${className ?? ''}`.trim()} style={{ margin: 0, position: 'relative' }}>
      <svg role="img" aria-label={summary} viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: width, display: 'block' }} preserveAspectRatio="xMinYMin meet">
        {children}
      </svg>
      {legend}
      {table}
    </figure>
  );
}

/** A small visible legend (hidden from screen readers: the data table says the same). */
export function ChartLegend({ items }: { items: Array<{ label: string; color: string; shape?: 'box' | 'line' }> }) {
  return (
    <ul aria-hidden="true" style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 12, padding: 0, margin: '4px 0 0', fontSize: 12 }}>
      {items.map((item) => (
        <li key={item.label} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <span style={{ display: 'inline-block', width: 12, height: item.shape === 'line' ? 2 : 10, background: item.color }} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
