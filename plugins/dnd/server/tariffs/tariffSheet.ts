import { badRequest, headerKey, type Sheet } from '@portolan/sdk/server';
import type { ChargeType, ContainerSize, DayBasis, Direction } from '../../shared/states';
import { TARIFF_UPLOAD_COLUMNS, type NewDndTariff } from '../../shared/types';
import { normalTariff, tariffProblems } from './tariffRules';

/** A problem of one sheet row: its sheet row number, the column and what is wrong. */
export interface TariffRowProblem {
  row: number;
  field: string;
  message: string;
}

type Column = (typeof TARIFF_UPLOAD_COLUMNS)[number];
const REQUIRED: Column[] = ['carrier', 'port', 'direction', 'chargeType', 'size', 'group', 'freeDays', 'dayBasis', 'currency', 'validFrom', 'fromDay', 'perDiem'];
const KEY: Column[] = ['carrier', 'port', 'direction', 'chargeType', 'size', 'group', 'validFrom'];
/** Columns every row of one tariff must agree on (besides the key). */
const SAME: Column[] = ['freeDays', 'dayBasis', 'currency', 'validTo'];

export const isTariffColumn = (header: string) => TARIFF_UPLOAD_COLUMNS.some((c) => headerKey(c) === headerKey(header));

/**
 * The tariffs of an uploaded sheet (TARIFF_UPLOAD_COLUMNS, one row per tier; rows with the same
 * carrier, port, direction, charge type, size, group and valid-from form one tariff, their tiers
 * ordered by fromDay), or every problem of every row (row, column, message). A missing column is a 400.
 */
export function tariffsOfSheet(sheet: Sheet): { tariffs: NewDndTariff[]; problems: TariffRowProblem[]; tiers: number } {
  const index = new Map<Column, number>();
  sheet.headers.forEach((h, i) => {
    const column = TARIFF_UPLOAD_COLUMNS.find((c) => headerKey(c) === headerKey(h));
    if (column && !index.has(column)) index.set(column, i);
  });
  const missing = REQUIRED.filter((c) => !index.has(c));
  if (missing.length) throw badRequest(`The sheet lacks the column${missing.length === 1 ? '' : 's'} ${missing.join(', ')} (template: ${TARIFF_UPLOAD_COLUMNS.join(', ')})`, 'file');
  if (!sheet.rows.length) throw badRequest('The sheet has no rows under its headers', 'file');

  const problems: TariffRowProblem[] = [];
  const groups = new Map<string, Array<{ row: number; cell: (c: Column) => string }>>();
  for (const r of sheet.rows) {
    const cell = (c: Column) => (index.has(c) ? (r.cells[index.get(c)!] ?? '').trim() : '');
    let ok = true;
    for (const c of REQUIRED) {
      if (!cell(c)) {
        problems.push({ row: r.row, field: c, message: `${c} is required` });
        ok = false;
      }
    }
    for (const c of ['freeDays', 'fromDay', 'toDay'] as const) {
      if (cell(c) && !/^\d{1,4}$/.test(cell(c))) {
        problems.push({ row: r.row, field: c, message: `${c} must be a whole number of days` });
        ok = false;
      }
    }
    if (!ok) continue;
    const key = KEY.map((c) => cell(c).toUpperCase()).join('|');
    groups.set(key, [...(groups.get(key) ?? []), { row: r.row, cell }]);
  }

  const tariffs: NewDndTariff[] = [];
  let tiers = 0;
  for (const rows of groups.values()) {
    const first = rows[0];
    for (const r of rows.slice(1)) {
      for (const c of SAME) if (r.cell(c).toUpperCase() !== first.cell(c).toUpperCase()) problems.push({ row: r.row, field: c, message: `${c} differs from row ${first.row} of the same tariff` });
    }
    const sorted = [...rows].sort((a, b) => Number(a.cell('fromDay')) - Number(b.cell('fromDay')));
    const tariff = normalTariff({
      carrier: first.cell('carrier'),
      port: first.cell('port'),
      direction: first.cell('direction').toUpperCase() as Direction,
      chargeType: first.cell('chargeType').toUpperCase() as ChargeType,
      size: first.cell('size') as ContainerSize,
      group: first.cell('group').toUpperCase().replace(/[\s-]+/g, '_') as NewDndTariff['group'],
      freeDays: Number(first.cell('freeDays')),
      dayBasis: first.cell('dayBasis').toUpperCase() as DayBasis,
      currency: first.cell('currency'),
      validFrom: first.cell('validFrom'),
      validTo: first.cell('validTo') || null,
      tiers: sorted.map((r) => ({ fromDay: Number(r.cell('fromDay')), toDay: r.cell('toDay') ? Number(r.cell('toDay')) : null, perDiem: r.cell('perDiem') })),
    });
    for (const [field, message] of tariffProblems(tariff)) {
      const tier = /^tiers\.(\d+)\.(\w+)$/.exec(field);
      if (tier) problems.push({ row: sorted[Number(tier[1])].row, field: tier[2], message });
      else problems.push({ row: first.row, field: field === 'tiers' ? 'fromDay' : (field.split('.')[0] as Column), message });
    }
    tariffs.push(tariff);
    tiers += tariff.tiers.length;
  }
  problems.sort((a, b) => a.row - b.row || a.field.localeCompare(b.field));
  return { tariffs, problems, tiers };
}

/** The upload template: the header and a worked example (two tiers of one tariff, one of another). */
export function tariffTemplate(): string {
  const rows = [
    [...TARIFF_UPLOAD_COLUMNS],
    ['MAEU', 'NLRTM', 'IMPORT', 'DEMURRAGE', '40', 'DRY', '4', 'CALENDAR', 'EUR', '2026-01-01', '', '5', '10', '95.00'],
    ['MAEU', 'NLRTM', 'IMPORT', 'DEMURRAGE', '40', 'DRY', '4', 'CALENDAR', 'EUR', '2026-01-01', '', '11', '', '190.00'],
    ['MAEU', 'NLRTM', 'IMPORT', 'DETENTION', '40', 'DRY', '7', 'CALENDAR', 'EUR', '2026-01-01', '', '8', '', '60.00'],
  ];
  return `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
}
