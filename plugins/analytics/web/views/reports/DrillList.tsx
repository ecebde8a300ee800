import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, ButtonGroup, Classes, HTMLTable, Icon, Tag } from '@blueprintjs/core';
import { carrierName, formatDate, formatReportValue, LoadStates, NotificationBus, portName, reportFilterToQuery, saveBlob, useAnswer, useCommands, useService, type ReportFilter, type ReportRow } from '@portolan/sdk';
import { drillHeading, drillWords } from './drillWords';
import { useReportsApi } from './reportsApi';
import { useReportFilter } from './useReportFilter';

/** The report that lists shipments (`GET /api/reporting/v2/shipmentsQuery`). */
const DRILL_REPORT = 'shipments';

interface ActiveTag {
  key: string;
  text: string;
  remove: Partial<ReportFilter>;
}

function tagsOf(filter: ReportFilter): ActiveTag[] {
  const tags: ActiveTag[] = [];
  const listTags = (key: 'carriers' | 'origins' | 'destinations' | 'modes', label: string, name: (v: string) => string) => {
    for (const value of filter[key]) tags.push({ key: `${key}:${value}`, text: `${label}: ${name(value)}`, remove: { [key]: filter[key].filter((v) => v !== value) } });
  };
  listTags('carriers', 'Carrier', carrierName);
  listTags('origins', 'Origin', (v) => portName(v) ?? v);
  listTags('destinations', 'Destination', (v) => portName(v) ?? v);
  listTags('modes', 'Mode', (v) => v);
  for (const [key, value] of Object.entries(filter.drill)) {
    const drill = Object.fromEntries(Object.entries(filter.drill).filter(([k]) => k !== key));
    tags.push({ key: `drill.${key}`, text: drillWords(key, value).tag, remove: { drill } });
  }
  return tags;
}

/** Where a row's reference goes: the row's own `href`, else the shipment's screen. */
const shipmentHref = (row: ReportRow) => (typeof row.href === 'string' ? row.href : typeof row.shipmentId === 'string' ? `/shipments/${encodeURIComponent(row.shipmentId)}` : undefined);

/**
 * The drill list (`/insights/v2/shipments`, SDK REPORT_DRILL_PATH): the shipments behind any report's bar or
 * point — the filter and the drill from the URL, each shown as a tag that removes it — with their totals,
 * each reference linking to the shipment, and the list as CSV or XLSX.
 */
export function DrillList() {
  const api = useReportsApi();
  const bus = useService(NotificationBus);
  const { filter, set } = useReportFilter();
  const key = new URLSearchParams(reportFilterToQuery(filter)).toString();
  const answer = useAnswer(() => api.run(DRILL_REPORT, filter), key);
  const [downloading, setDownloading] = useState<'csv' | 'xlsx'>();
  const download = async (format: 'csv' | 'xlsx') => {
    setDownloading(format);
    const file = await api.file(DRILL_REPORT, filter, format);
    setDownloading(undefined);
    if (file.ok && file.data) {
      saveBlob(file.data, `shipments-${filter.from}-${filter.to}.${format}`);
      bus.success('List downloaded');
    } else bus.failure(file.errorMessage ?? 'Failed to download the list');
  };
  useCommands(
    [
      { id: 'drill-export-csv', title: 'Export these shipments as CSV', run: () => void download('csv') },
      { id: 'drill-reload', title: 'Refresh the shipment list', shortcut: 'alt+r', run: answer.reload },
    ],
    [key, answer.reload],
  );
  const heading = drillHeading(filter);
  const result = answer.data;
  const rows = result?.rows ?? [];
  const columns = (result?.columns ?? []).filter((c) => c.key !== 'shipmentId');
  const linkColumn = columns.find((c) => c.key === 'reference')?.key ?? columns[0]?.key;
  const tags = tagsOf(filter);
  const totals = Object.entries(result?.totals ?? {}).filter(([, v]) => v !== null);
  const count = result?.totals?.shipments ?? rows.length;
  return (
    <section aria-labelledby="drill-list-title">
      <h1 id="drill-list-title" className="pt-page-title">
        {heading}
      </h1>
      <div role="group" aria-label="Active filters" style={{ display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'center', marginBottom: 8 }}>
        <Tag minimal icon="calendar">
          Departed {formatDate(filter.from)} – {formatDate(filter.to)}
        </Tag>
        {tags.map((t) => (
          <span key={t.key} className={`${Classes.TAG} ${Classes.MINIMAL} ${Classes.INTENT_PRIMARY}`}>
            <span className={Classes.FILL}>{t.text}</span>
            <button type="button" className={Classes.TAG_REMOVE} aria-label={`Remove ${t.text}`} onClick={() => set(t.remove)}>
              <Icon icon="small-cross" />
            </button>
          </span>
        ))}
        <span style={{ flex: 1 }} />
        <ButtonGroup>
          <Button size="small" icon="export" text="Export CSV" loading={downloading === 'csv'} onClick={() => void download('csv')} />
          <Button size="small" icon="th-derived" text="Export XLSX" loading={downloading === 'xlsx'} onClick={() => void download('xlsx')} />
        </ButtonGroup>
      </div>
      <LoadStates isFetching={answer.isFetching} error={answer.error} empty={!rows.length} emptyText="No shipment matches" emptyDescription="Remove a filter above to widen the list." onRetry={answer.reload}>
        <p role="status" aria-label="Totals" className={Classes.TEXT_MUTED}>
          {count} {count === 1 ? 'shipment' : 'shipments'}
          {totals.map(([k, v]) => {
            const column = result?.columns.find((c) => c.key === k);
            return column && k !== 'shipments' ? ` · ${column.title}: ${formatReportValue(column, cellOf(v))}` : null;
          })}
        </p>
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable compact striped aria-label="Shipments" style={{ width: '100%' }}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} style={c.type !== 'text' && c.type !== 'date' ? { textAlign: 'right' } : undefined}>
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={typeof row.shipmentId === 'string' ? row.shipmentId : i}>
                  {columns.map((c) => {
                    const text = formatReportValue(c, cellOf(row[c.key]));
                    const href = c.key === linkColumn ? shipmentHref(row) : undefined;
                    return (
                      <td key={c.key} style={c.type !== 'text' && c.type !== 'date' ? { textAlign: 'right' } : undefined}>
                        {href ? <Link to={href}>{text}</Link> : text}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      </LoadStates>
    </section>
  );
}

/** A row value as a report cell (drill maps and other objects are not cells). */
function cellOf(value: unknown): string | number | null {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}
