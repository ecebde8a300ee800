import { describe, expect, it } from 'vitest';
import type { ReportColumn, ReportRow } from '../../shared/reports';
import { groupRows } from './groupRows';
import { PIVOT_TOTAL, pivotKey, pivotRows } from './pivotRows';
import { sortRows } from './sortRows';
import { formatReportValue } from './formatReportValue';
import { reportCells, reportCsv } from './reportExport';
import { rowDrill } from './rowDrill';

const COLUMNS: ReportColumn[] = [
  { key: 'carrier', title: 'Carrier', type: 'text', dimension: true },
  { key: 'month', title: 'Month', type: 'text', dimension: true },
  { key: 'shipments', title: 'Shipments', type: 'number' },
  { key: 'onTime', title: 'On time', type: 'percent' },
  { key: 'freight', title: 'Freight', type: 'money', digits: 2 },
];

const ROWS: ReportRow[] = [
  { carrier: 'MAEU', month: '2026-01', shipments: 10, onTime: 80, freight: '1000.10', drill: { carrier: 'MAEU', month: '2026-01' }, drillBy: { onTime: { carrier: 'MAEU', month: '2026-01', arrival: 'onTime' } } },
  { carrier: 'MAEU', month: '2026-02', shipments: 5, onTime: 100, freight: '500.20', drill: { carrier: 'MAEU', month: '2026-02' } },
  { carrier: 'MSCU', month: '2026-01', shipments: 7, onTime: 50, freight: '0.10', drill: { carrier: 'MSCU', month: '2026-01' } },
  { carrier: 'MSCU', month: '2026-02', shipments: 3, onTime: null, freight: '0.20', drill: { carrier: 'MSCU', month: '2026-02' } },
];

describe('groupRows', () => {
  it('sums counts and money exactly, averages percentages, and keeps the drill the group shares', () => {
    const { columns, rows } = groupRows(COLUMNS, ROWS, ['carrier']);
    expect(columns.map((c) => c.key)).toEqual(['carrier', 'shipments', 'onTime', 'freight']);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ carrier: 'MAEU', shipments: 15, onTime: 90, freight: '1500.30', drill: { carrier: 'MAEU' } });
    // The empty on-time value is left out of the mean; 0.10 + 0.20 is exactly 0.30.
    expect(rows[1]).toMatchObject({ carrier: 'MSCU', shipments: 10, onTime: 50, freight: '0.30', drill: { carrier: 'MSCU' } });
    expect(rows[0].month).toBeUndefined();
  });

  it('groups by two dimensions in order of first appearance, and gives back the rows when grouping by nothing', () => {
    const byMonth = groupRows(COLUMNS, ROWS, ['month']);
    expect(byMonth.rows.map((r) => [r.month, r.shipments])).toEqual([
      ['2026-01', 17],
      ['2026-02', 8],
    ]);
    expect(byMonth.rows[0].drill).toEqual({ month: '2026-01' });
    expect(groupRows(COLUMNS, ROWS, []).rows).toEqual(ROWS);
    // A measure is not a dimension to group by.
    expect(groupRows(COLUMNS, ROWS, ['shipments']).rows).toHaveLength(4);
  });

  it('a group whose rows share no drill key has no drill (a click would open the wrong records)', () => {
    const rows: ReportRow[] = [
      { carrier: 'A', month: 'm', shipments: 1, drill: { carrier: 'A' } },
      { carrier: 'B', month: 'm', shipments: 2, drill: { carrier: 'B' } },
    ];
    expect(groupRows(COLUMNS, rows, ['month']).rows[0].drill).toBeUndefined();
  });
});

describe('pivotRows', () => {
  it('puts one dimension down and one across with the measure in the cells, a total, and a drill per cell', () => {
    const pivot = pivotRows(COLUMNS, ROWS, { rows: 'carrier', columns: 'month', measure: 'shipments' })!;
    expect(pivot.valueKeys).toEqual([pivotKey('2026-01'), pivotKey('2026-02')]);
    expect(pivot.columns.map((c) => c.title)).toEqual(['Carrier', '2026-01', '2026-02', 'Total']);
    expect(pivot.rows.map((r) => [r.carrier, r[pivotKey('2026-01')], r[pivotKey('2026-02')], r[PIVOT_TOTAL]])).toEqual([
      ['MAEU', 10, 5, 15],
      ['MSCU', 7, 3, 10],
    ]);
    expect(pivot.rows[0].drill).toEqual({ carrier: 'MAEU' });
    expect(rowDrill(pivot.rows[1], pivotKey('2026-02'))).toEqual({ carrier: 'MSCU', month: '2026-02' });
  });

  it('averages a percentage in its cells with no total, leaves a missing cell empty, and uses a measure drill', () => {
    const rows = ROWS.slice(0, 3);
    const pivot = pivotRows(COLUMNS, rows, { rows: 'carrier', columns: 'month', measure: 'onTime' })!;
    expect(pivot.columns.map((c) => c.key)).not.toContain(PIVOT_TOTAL);
    expect(pivot.rows.map((r) => [r[pivotKey('2026-01')], r[pivotKey('2026-02')]])).toEqual([
      [80, 100],
      [50, null],
    ]);
    expect(rowDrill(pivot.rows[0], pivotKey('2026-01'))).toEqual({ carrier: 'MAEU', month: '2026-01', arrival: 'onTime' });
    expect(pivotRows(COLUMNS, rows, { rows: 'carrier', columns: 'nope', measure: 'onTime' })).toBeUndefined();
  });
});

describe('sortRows, formatReportValue and the export', () => {
  it('sorts numbers by value and text by locale, empty cells last', () => {
    expect(sortRows(ROWS, { key: 'shipments', direction: 'desc' }).map((r) => r.shipments)).toEqual([10, 7, 5, 3]);
    expect(sortRows(ROWS, { key: 'onTime', direction: 'asc' }).map((r) => r.onTime)).toEqual([50, 80, 100, null]);
    expect(sortRows(ROWS, { key: 'freight', direction: 'asc' }).map((r) => r.freight)).toEqual(['0.10', '0.20', '500.20', '1000.10']);
    expect(sortRows(ROWS, null)).toEqual(ROWS);
  });

  it('writes values as people read them', () => {
    expect(formatReportValue(COLUMNS[2], 12345)).toBe('12,345');
    expect(formatReportValue(COLUMNS[3], 87.46)).toBe('87.5%');
    expect(formatReportValue(COLUMNS[4], '1000.10')).toBe('1000.10');
    expect(formatReportValue({ key: 'd', title: 'Days', type: 'days' }, 12)).toBe('12.0');
    expect(formatReportValue(COLUMNS[2], null)).toBe('—');
  });

  it('exports the columns and rows in view: CSV with plain values and quoting, cells for the spreadsheet', () => {
    const rows: ReportRow[] = [{ carrier: 'Line, "Best"', month: '2026-01', shipments: 1234, onTime: 87.5, freight: '10.00' }, { carrier: '=cmd', month: '2026-02', shipments: 0, onTime: null, freight: '-5.00' }];
    expect(reportCsv(COLUMNS, rows)).toBe('Carrier,Month,Shipments,On time,Freight\n"Line, ""Best""",2026-01,1234,87.5,10.00\n\'=cmd,2026-02,0,,-5.00\n');
    expect(reportCells(COLUMNS.slice(0, 3), rows)).toEqual([
      ['Carrier', 'Month', 'Shipments'],
      ['Line, "Best"', '2026-01', 1234],
      ['=cmd', '2026-02', 0],
    ]);
  });
});
