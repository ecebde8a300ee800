import { parse } from 'csv-parse/sync';
import type { SailingImportError } from '../shared/types';
import { checkSailing, type SailingInput, type SailingRow } from './sailingRow';

/** Header names (normalised: lower case, words joined by _) → the CSV column they stand for. */
const ALIASES: Record<string, string> = {
  carrier: 'carrier', scac: 'carrier',
  service: 'service', service_code: 'service',
  vessel: 'vessel', vessel_name: 'vessel',
  imo: 'imo', vessel_imo: 'imo', imo_number: 'imo',
  voyage: 'voyage', voyage_number: 'voyage',
  pol: 'pol', origin: 'pol', port_of_loading: 'pol',
  pod: 'pod', destination: 'pod', port_of_discharge: 'pod',
  etd: 'etd', departs_at: 'etd', departure: 'etd', pol_etd: 'etd',
  eta: 'eta', arrives_at: 'eta', arrival: 'eta', pod_eta: 'eta',
  transit_days: 'transit_days', transit: 'transit_days', transit_time: 'transit_days',
  via: 'via', transshipment: 'via', transshipments: 'via', ts_ports: 'via',
  doc_cutoff: 'doc_cutoff', si_cutoff: 'doc_cutoff', documentation_cutoff: 'doc_cutoff',
  vgm_cutoff: 'vgm_cutoff',
  cargo_cutoff: 'cargo_cutoff', cy_cutoff: 'cargo_cutoff', fcl_cutoff: 'cargo_cutoff',
};

/** CSV column → the sailing field it fills. */
const FIELD_OF: Record<string, keyof SailingInput> = {
  carrier: 'carrier', service: 'service', vessel: 'vessel', imo: 'imo', voyage: 'voyage', pol: 'origin', pod: 'destination', etd: 'departsAt', eta: 'arrivesAt',
  transit_days: 'transitDays', via: 'via', doc_cutoff: 'docCutoffAt', vgm_cutoff: 'vgmCutoffAt', cargo_cutoff: 'cargoCutoffAt',
};
const COLUMN_OF = Object.fromEntries(Object.entries(FIELD_OF).map(([column, field]) => [field, column])) as Record<keyof SailingInput, string>;
const REQUIRED = ['carrier', 'vessel', 'voyage', 'pol', 'pod', 'etd', 'eta'];

export const MAX_IMPORT_ROWS = 10_000;

const normalise = (header: string) => header.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

/**
 * A schedule CSV (header row, then one sailing per row) checked row by row: every problem of every
 * row (`row` 1 = the first data row; 0 = the header), or the sailings to write. Nothing is written here.
 */
export function parseSailingsCsv(text: string): { rows: SailingRow[]; errors: SailingImportError[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { rows: [], errors: [{ row: line ? Math.max(0, line - 1) : 0, field: 'file', message: `The file is not valid CSV: ${(error as Error).message}` }] };
  }
  if (records.length === 0) return { rows: [], errors: [{ row: 0, field: 'file', message: 'The file is empty: a header row and one sailing per row are expected' }] };
  const [header, ...data] = records;
  const columns = header.map((h) => ALIASES[normalise(h)]);
  const errors: SailingImportError[] = [];
  header.forEach((h, i) => {
    if (!columns[i]) errors.push({ row: 0, field: h || `column ${i + 1}`, message: `Unknown column "${h}" (expected ${[...new Set(Object.values(ALIASES))].join(', ')})` });
  });
  const seen = new Set<string>();
  columns.forEach((c, i) => {
    if (c && seen.has(c)) errors.push({ row: 0, field: header[i], message: `Column "${c}" appears twice` });
    if (c) seen.add(c);
  });
  for (const c of REQUIRED) if (!seen.has(c)) errors.push({ row: 0, field: c, message: `Column "${c}" is missing` });
  if (data.length === 0) errors.push({ row: 0, field: 'file', message: 'The file has no sailings under its header' });
  if (data.length > MAX_IMPORT_ROWS) errors.push({ row: 0, field: 'file', message: `At most ${MAX_IMPORT_ROWS.toLocaleString('en')} sailings per file (this one has ${data.length.toLocaleString('en')})` });
  if (errors.length) return { rows: [], errors };

  const rows: SailingRow[] = [];
  data.forEach((values, index) => {
    const input: SailingInput = {};
    columns.forEach((column, i) => {
      if (column) (input as Record<string, string>)[FIELD_OF[column]] = values[i] ?? '';
    });
    const { row, problems } = checkSailing(input, 'CSV');
    for (const p of problems) errors.push({ row: index + 1, field: COLUMN_OF[p.field], message: p.message.replace(/\b(origin|destination|departsAt|arrivesAt|transitDays|docCutoffAt|vgmCutoffAt|cargoCutoffAt)\b/g, (f) => COLUMN_OF[f as keyof SailingInput]) });
    if (row) rows.push(row);
  });
  return { rows: errors.length ? [] : rows, errors };
}
