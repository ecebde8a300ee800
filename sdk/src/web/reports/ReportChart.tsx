import type { ReportColumn, ReportRow, ReportSeries } from '../../shared/reports';
import { HBarChart, KpiTiles, LineChart, PortMap, SeriesBarChart } from '../charts';
import type { ChartValue } from '../charts';
import { cellValue } from './aggregateMeasure';
import { formatReportValue } from './formatReportValue';
import { pivotRows } from './pivotRows';

export interface ReportChartProps {
  /** The drawing's data table caption and the start of its accessible name. */
  title: string;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  series: ReportSeries;
  /** Where a click on a bar, part, point, bubble or tile goes: the row and the measure drawn. */
  hrefOf: (row: ReportRow, measure?: string) => string | undefined;
  onNavigate: (href: string) => void;
  width?: number;
  height?: number;
}

const plain = (v: string | number | null): ChartValue | null => (v === null ? null : typeof v === 'number' ? v : /^-?\d+(\.\d+)?$/.test(v) ? v : null);

/**
 * Draws a report's series with the SDK charts: 'line' and 'band' as a LineChart (a trend), 'bar' and
 * 'stacked' as bars (a `split` column pivots its values into the bars' parts), 'hbar' as a ranking,
 * 'map' as a PortMap (rows of `type` 'port' with lat/lon, 'leg' with lat/lon → toLat/toLon), 'kpi' as
 * tiles. 'table' draws nothing (the table is the report). A click opens the row's drill for that measure.
 */
export function ReportChart({ title, columns, rows, series, hrefOf, onNavigate, width = 560, height = 220 }: ReportChartProps) {
  const columnOf = (key: string): ReportColumn => columns.find((c) => c.key === key) ?? { key, title: key, type: 'number' };
  const xColumn = columnOf(series.x);
  const measures = series.y.map(columnOf);
  const first = measures[0] ?? { key: '', title: '', type: 'number' as const };
  const format = (v: ChartValue) => formatReportValue(first, v);
  const label = (row: ReportRow) => formatReportValue(xColumn, cellValue(row, xColumn.key));
  const open = (row: ReportRow | undefined, measure?: string) => {
    const href = row && hrefOf(row, measure);
    if (href) onNavigate(href);
  };

  switch (series.kind) {
    case 'table':
      return null;
    case 'line':
    case 'band': {
      const [low, high] = series.kind === 'band' && series.band ? series.band : [];
      return (
        <LineChart
          title={title}
          width={width}
          height={height}
          format={format}
          labels={{ x: xColumn.title }}
          series={(series.kind === 'band' ? measures.slice(0, 1) : measures).map((m) => ({ key: m.key, label: m.title, format: (v: ChartValue) => formatReportValue(m, v) }))}
          points={rows.map((row) => ({
            label: label(row),
            values: Object.fromEntries(measures.map((m) => [m.key, plain(cellValue(row, m.key))])),
            ...(low && high ? { low: plain(cellValue(row, low)), high: plain(cellValue(row, high)) } : {}),
          }))}
          band={low && high ? { label: `${columnOf(low).title}–${columnOf(high).title}` } : undefined}
          onSelect={(i, key) => open(rows[i], key)}
        />
      );
    }
    case 'map': {
      const ports = rows.filter((r) => r.type === 'port' && typeof r.lat === 'number' && typeof r.lon === 'number');
      const legs = rows.filter((r) => r.type === 'leg' && [r.lat, r.lon, r.toLat, r.toLon].every((v) => typeof v === 'number'));
      const valueOf = (row: ReportRow) => Number(plain(cellValue(row, first.key)) ?? 0);
      return (
        <PortMap
          title={title}
          width={width}
          valueLabel={first.title}
          format={format}
          ports={ports.map((r, i) => ({ id: `${label(r)}-${i}`, label: label(r), lat: r.lat as number, lon: r.lon as number, value: valueOf(r) }))}
          legs={legs.map((r, i) => ({ id: `${label(r)}-${i}`, label: label(r), lat: r.lat as number, lon: r.lon as number, toLat: r.toLat as number, toLon: r.toLon as number, value: valueOf(r), ...(typeof r.positionLat === 'number' && typeof r.positionLon === 'number' ? { position: { lat: r.positionLat, lon: r.positionLon } } : {}) }))}
          onSelectPort={(i) => open(ports[i], first.key)}
          onSelectLeg={(i) => open(legs[i], first.key)}
        />
      );
    }
    case 'kpi': {
      const tiles =
        rows.length === 1
          ? measures.map((m) => ({ key: m.key, label: m.title, value: formatReportValue(m, cellValue(rows[0], m.key)), href: hrefOf(rows[0], m.key) }))
          : rows.map((row, i) => ({ key: `${label(row)}-${i}`, label: label(row), value: format(plain(cellValue(row, first.key)) ?? ''), href: hrefOf(row, first.key) }));
      return <KpiTiles title={title} tiles={tiles} onNavigate={onNavigate} />;
    }
    default: {
      const split = series.split ? pivotRows(columns, rows, { rows: series.x, columns: series.split, measure: first.key }) : undefined;
      const barRows = split ? split.rows : rows;
      const barSeries = split ? split.valueKeys.map((key) => ({ key, label: split.columns.find((c) => c.key === key)!.title })) : measures.map((m) => ({ key: m.key, label: m.title, format: (v: ChartValue) => formatReportValue(m, v) }));
      const props = {
        title,
        width,
        format,
        labels: { x: xColumn.title },
        series: barSeries,
        stacked: series.kind === 'stacked',
        categories: barRows.map((row) => ({ label: label(row), values: Object.fromEntries(barSeries.map((s) => [s.key, plain(cellValue(row, s.key))])) })),
        onSelect: (i: number, key: string) => open(barRows[i], key),
      };
      return series.kind === 'hbar' ? <HBarChart {...props} /> : <SeriesBarChart {...props} height={height} />;
    }
  }
}
