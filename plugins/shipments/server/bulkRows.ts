import { LOCODE } from '@portolan/sdk/shared';
import { CONTAINER_TYPES } from '../shared/statuses';
import type { ShipmentInput } from './shipmentSchemas';
import { shipmentProblems, type Problem } from './shipmentRules';

/** The columns of a bulk file (header → field); headers match case-insensitively, ignoring spaces, '_' and '-'. */
export const BULK_COLUMNS = [
  'reference', 'mode', 'carrier', 'pol', 'pod', 'etd', 'eta', 'shipper', 'consignee', 'forwarder', 'origin', 'destination',
  'transshipmentPorts', 'vessel', 'voyage', 'bookingNumber', 'blNumber', 'commodity', 'hsCode', 'weightKg', 'volumeCbm', 'containers', 'containerType',
] as const;

const ALIASES: Record<string, string> = { portofloading: 'pol', portofdischarge: 'pod', scac: 'carrier', bl: 'blNumber', booking: 'bookingNumber', hs: 'hsCode', weight: 'weightKg', volume: 'volumeCbm', transshipment: 'transshipmentPorts', ts: 'transshipmentPorts' };
const byKey = new Map<string, string>([...BULK_COLUMNS.map((c) => [c.toLowerCase(), c] as [string, string]), ...Object.entries(ALIASES)]);

/** The field a header names, or undefined for a column we don't read. */
export function bulkField(header: string): string | undefined {
  return byKey.get(header.toLowerCase().replace(/[\s_-]/g, ''));
}

/** A row problem, with the 1-based row number of the file's data (header excluded). */
export interface RowProblem extends Problem {
  row: number;
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

function parseDate(value: string): string | undefined {
  if (!value) return undefined;
  // 2025-03-01, 2025-03-01T10:00Z, 01/03/2025 (day first, as most freight files are written).
  const dmy = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(value);
  const t = dmy ? Date.parse(`${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}T00:00:00Z`) : Date.parse(/^\d{4}-\d\d-\d\d$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isFinite(t) ? new Date(t).toISOString() : undefined;
}

/** A bulk file row (cells by header) → a shipment input and what is wrong with it (nothing is written). */
export function parseBulkRow(cells: Record<string, unknown>): { input: ShipmentInput; problems: Problem[] } {
  const get: Record<string, string> = {};
  for (const [header, value] of Object.entries(cells)) {
    const field = bulkField(header);
    if (field) get[field] = text(value);
  }
  const problems: Problem[] = [];
  const need = (field: string) => {
    if (!get[field]) problems.push({ field, message: `${field} is required` });
    return get[field] ?? '';
  };
  const input: ShipmentInput = {};
  input.reference = need('reference');
  if (input.reference.length > 40) problems.push({ field: 'reference', message: 'reference is longer than 40 characters' });
  const mode = (get.mode || 'FCL').toUpperCase();
  if (mode !== 'FCL' && mode !== 'LCL') problems.push({ field: 'mode', message: 'mode must be FCL or LCL' });
  input.mode = mode as 'FCL';
  input.carrier = need('carrier').toUpperCase();
  if (input.carrier && !/^[A-Z]{2,4}$/.test(input.carrier)) problems.push({ field: 'carrier', message: 'carrier must be a SCAC code (2–4 letters)' });
  for (const field of ['pol', 'pod', 'origin', 'destination'] as const) {
    const value = field === 'pol' || field === 'pod' ? need(field).toUpperCase() : (get[field] ?? '').toUpperCase();
    if (value && !LOCODE.test(value)) problems.push({ field, message: `${field} must be a UN/LOCODE such as CNSHA` });
    if (value) input[field] = value;
  }
  const ts = (get.transshipmentPorts ?? '').split(/[;,|\s]+/).filter(Boolean).map((p) => p.toUpperCase());
  ts.forEach((p) => {
    if (!LOCODE.test(p)) problems.push({ field: 'transshipmentPorts', message: `${p} is not a UN/LOCODE` });
  });
  if (ts.length > 5) problems.push({ field: 'transshipmentPorts', message: 'at most 5 transshipment ports' });
  input.transshipmentPorts = ts;
  for (const field of ['etd', 'eta'] as const) {
    const raw = need(field);
    const date = parseDate(raw);
    if (raw && !date) problems.push({ field, message: `${field} is not a date (use YYYY-MM-DD)` });
    if (date) input[field] = date;
  }
  for (const field of ['shipper', 'consignee', 'forwarder', 'vessel', 'voyage', 'bookingNumber', 'blNumber', 'commodity'] as const) {
    if (get[field]) input[field] = get[field];
  }
  if (get.hsCode) {
    if (!/^\d{4,10}$/.test(get.hsCode.replace(/\./g, ''))) problems.push({ field: 'hsCode', message: 'hsCode must be 4–10 digits' });
    else input.hsCode = get.hsCode.replace(/\./g, '');
  }
  for (const field of ['weightKg', 'volumeCbm'] as const) {
    if (!get[field]) continue;
    const n = Number(get[field].replace(/,/g, ''));
    if (!Number.isFinite(n) || n < 0) problems.push({ field, message: `${field} must be a positive number` });
    else input[field] = n;
  }
  const type = (get.containerType || '42G1').toUpperCase();
  if (!CONTAINER_TYPES[type]) problems.push({ field: 'containerType', message: `containerType must be one of ${Object.keys(CONTAINER_TYPES).join(', ')}` });
  input.containers = (get.containers ?? '').split(/[;,|\s]+/).filter(Boolean).map((number) => ({ number: number.toUpperCase(), isoType: type }));
  problems.push(...shipmentProblems(input));
  return { input, problems };
}
