import { containerTypeByCode, CONTAINER_TYPES } from '@portolan/sdk/shared';
import { emptyLane, type LaneValues } from './rfqFormValues';

/** The columns a lane sheet may have, by the header names people write (any case, spaces and punctuation ignored). */
const HEADERS: Record<string, keyof LaneValues> = {
  origin: 'origin',
  pol: 'origin',
  from: 'origin',
  destination: 'destination',
  pod: 'destination',
  to: 'destination',
  containertype: 'containerType',
  container: 'containerType',
  type: 'containerType',
  equipment: 'containerType',
  volume: 'volume',
  containers: 'volume',
  quantity: 'volume',
  commodity: 'commodity',
  cargo: 'commodity',
  requirements: 'requirements',
  remarks: 'requirements',
  baseline: 'baselineAmount',
  baselineamount: 'baselineAmount',
  target: 'baselineAmount',
  targetrate: 'baselineAmount',
};
/** Without a header row: the columns in this order. */
const POSITIONAL: Array<keyof LaneValues> = ['origin', 'destination', 'containerType', 'volume', 'commodity', 'requirements', 'baselineAmount'];
const simple = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const BY_NAME = new Map(CONTAINER_TYPES.flatMap((t) => [[simple(t.name), t.code] as const, [simple(t.name.replace("'", 'ft')), t.code] as const]));
const ALIASES: Record<string, string> = { '20': '22G1', '20gp': '22G1', '20dv': '22G1', '40': '42G1', '40gp': '42G1', '40dv': '42G1', '40hc': '45G1', '40hq': '45G1', '45hc': 'L5G1', '20rf': '22R1', '40rf': '42R1', '40rh': '45R1' };

/** An ISO 6346 code for what a sheet says (`45G1`, `40HC`, `40' high cube`); the text itself when unknown (the form then says so). */
export function containerCodeOf(text: string): string {
  const trimmed = text.trim();
  if (containerTypeByCode(trimmed)) return trimmed.toUpperCase();
  const key = simple(trimmed);
  return ALIASES[key] ?? BY_NAME.get(key) ?? trimmed;
}

/** An amount as a sheet writes it: `1,250.00` or `1.250,00` (a decimal comma) → `1250.00`; anything else as written, trimmed. */
export function amountOf(cell: string): string {
  const text = cell.replace(/\s/g, '');
  if (/^\d{1,3}(\.\d{3})*,\d{1,4}$/.test(text) || /^\d+,\d{1,2}$/.test(text)) return text.replace(/\./g, '').replace(',', '.');
  return text.replace(/,/g, '');
}

/** Cells pasted from a spreadsheet: tab-separated when they hold tabs, else CSV rules by the caller. */
export function pastedCells(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => line.split('\t'));
}

/**
 * Lane rows from a sheet's cells (CSV, XLSX or pasted): a header row naming the columns (origin,
 * destination, container type, volume, commodity, requirements, baseline), or none and the columns in
 * that order. Ports are upper-cased, container types read as codes or names, amounts keep their text
 * (the form checks every cell and shows what is wrong beside it).
 */
export function lanesFromSheet(rows: string[][]): LaneValues[] {
  if (!rows.length) return [];
  const header = rows[0].map((cell) => HEADERS[simple(cell)]);
  const named = header.filter(Boolean).length >= 2;
  const columns = named ? header : POSITIONAL;
  return (named ? rows.slice(1) : rows).map((cells) => {
    const lane = emptyLane();
    columns.forEach((field, i) => {
      if (!field) return;
      const cell = (cells[i] ?? '').trim();
      if (field === 'origin' || field === 'destination') lane[field] = cell.toUpperCase().replace(/\s+/g, '');
      else if (field === 'containerType') lane[field] = containerCodeOf(cell);
      else if (field === 'baselineAmount') lane[field] = amountOf(cell);
      else lane[field] = cell;
    });
    return lane;
  });
}
