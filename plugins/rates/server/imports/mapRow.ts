import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { ImportRowError, RateKind, RateSide } from '../../shared/types';
import { checkRateInput, RATE_INPUT_SCHEMA, type ChargeTypeRules, type RateInput } from '../inventory/rateInput';
import { AMOUNT_PREFIX, containerTypeOf } from './proposeMapping';

const ajv = new Ajv({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv) => void)(ajv);
const validateInput = ajv.compile(RATE_INPUT_SCHEMA);

/** What the mapping step applies to every row. */
export type RowRules = {
  headers: readonly string[];
  mapping: Readonly<Record<string, string>>;
  kind: RateKind;
  side: RateSide;
  chargeTypes: ChargeTypeRules;
};

/** A row mapped: the rates it makes (valid or not) and its problems (`row` filled by the caller). */
export type MappedRow = { rates: RateInput[]; errors: Array<Omit<ImportRowError, 'row'>> };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? `${y}-${pad(m)}-${pad(d)}` : undefined;
};
const fullYear = (y: number) => (y < 100 ? 2000 + y : y);

/**
 * A sheet date as YYYY-MM-DD: ISO (with or without a time), day-first `31/01/2026`, `31.01.2026`,
 * `31-01-2026`, `31-Jan-2026`, `31 Jan 26`, `2026/01/31`, or an Excel serial day (46053). Anything
 * else is left as it is (the schema then names it).
 */
export function dateOf(text: string): string {
  const t = text.trim();
  let m = t.match(/^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/);
  if (m) return isoDay(+m[1], +m[2], +m[3]) ?? t;
  m = t.match(/^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/);
  if (m) return isoDay(fullYear(+m[3]), +m[2], +m[1]) ?? t;
  m = t.match(/^(\d{1,2})[-\s/]([A-Za-z]{3})[A-Za-z]*[-\s/,]+(\d{2}|\d{4})$/);
  if (m && MONTHS.includes(m[2].toLowerCase())) return isoDay(fullYear(+m[3]), MONTHS.indexOf(m[2].toLowerCase()) + 1, +m[1]) ?? t;
  if (/^\d{5}$/.test(t)) {
    const serial = Number(t);
    if (serial > 20_000 && serial < 80_000) return new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10);
  }
  return t;
}

/**
 * A sheet amount as an exact decimal text: `1,250.00`, `1 250`, `USD 1250`, `$1,250`, `1.250,50`
 * (decimal comma) → `1250.00`, `1250`, `1250.50`. Anything else is left for the rules to name.
 */
export function decimalOf(text: string): string {
  let t = text.trim().replace(/^[A-Za-z]{3}\s*|\s*[A-Za-z]{3}$/g, '').replace(/[$€£¥₹\s\u00a0]/g, '');
  if (!/^[\d.,]+$/.test(t)) return text.trim();
  if (/^\d{1,3}(\.\d{3})+,\d+$/.test(t) || /^\d+,\d{1,2}$/.test(t)) t = t.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) t = t.replace(/,/g, '');
  return t;
}

const BASES: Record<string, string> = {
  PERCONTAINER: 'PER_CONTAINER', CONTAINER: 'PER_CONTAINER', CNTR: 'PER_CONTAINER', BOX: 'PER_CONTAINER', UNIT: 'PER_CONTAINER', PERUNIT: 'PER_CONTAINER',
  PERBL: 'PER_BL', BL: 'PER_BL', BILL: 'PER_BL', DOC: 'PER_BL', PERDOC: 'PER_BL',
  PERWM: 'PER_WM', WM: 'PER_WM', RT: 'PER_WM', REVENUETON: 'PER_WM',
  PERSHIPMENT: 'PER_SHIPMENT', SHIPMENT: 'PER_SHIPMENT', SHPT: 'PER_SHIPMENT',
};

const UPPER_FIELDS = new Set(['carrier', 'origin', 'destination', 'port', 'currency', 'chargeCode', 'side']);
const INTEGER_FIELDS = new Set(['transitDays', 'freeDays']);

/** One cell as the value of a rate field (the rules then check it). */
function fieldValue(field: string, text: string): unknown {
  if (UPPER_FIELDS.has(field)) return text.toUpperCase().replace(/\s+/g, '');
  if (field === 'containerType') return containerTypeOf(text) ?? text.toUpperCase().replace(/\s+/g, '');
  if (field === 'via') return text.toUpperCase().split(/[\s,;/|>]+/).filter(Boolean);
  if (field === 'basis') return BASES[text.toUpperCase().replace(/[^A-Z]/g, '')] ?? text.toUpperCase().replace(/[\s-]+/g, '_');
  if (field === 'amount' || field === 'minimum') return decimalOf(text);
  if (field === 'validFrom' || field === 'validTo') return dateOf(text);
  if (INTEGER_FIELDS.has(field)) {
    const m = text.match(/^\s*(\d{1,4})(\.0+)?\s*(d|days?)?\s*$/i);
    return m ? Number(m[1]) : text;
  }
  return text;
}

/** Words a user reads, for the schema's problems (the rules' own messages are already so). */
const FIELD_HINTS: Record<string, string> = {
  carrier: 'must be a SCAC code such as MAEU',
  origin: 'must be a UN/LOCODE such as INNSA',
  destination: 'must be a UN/LOCODE such as NLRTM',
  port: 'must be a UN/LOCODE such as INNSA',
  via: 'must be UN/LOCODEs such as SGSIN, separated by commas',
  containerType: 'must be an ISO 6346 size-type such as 22G1 (or 20GP, 40HC …)',
  chargeCode: 'must be a charge code such as THC',
  basis: 'must be PER_CONTAINER, PER_BL, PER_WM or PER_SHIPMENT',
  amount: 'must be a decimal amount such as 1250.00',
  minimum: 'must be a decimal amount such as 45.00',
  currency: 'must be an ISO 4217 currency code such as USD',
  validFrom: 'must be a date such as 2026-01-31 or 31/01/2026',
  validTo: 'must be a date such as 2026-12-31 or 31/12/2026',
  transitDays: 'must be a whole number of days (0–365)',
  freeDays: 'must be a whole number of days (0–365)',
  side: 'must be BUY, SELL, CONTRACT or SPOT',
};

function schemaProblem(error: ErrorObject): { field: string; message: string } {
  const field = error.keyword === 'required' ? String(error.params.missingProperty) : error.instancePath.split('/').filter(Boolean)[0] ?? 'row';
  if (error.keyword === 'required') return { field, message: 'is required' };
  if (error.keyword === 'maxLength') return { field, message: `must be at most ${error.params.limit} characters` };
  return { field, message: FIELD_HINTS[field] ?? `${error.message ?? 'is not valid'}` };
}

/**
 * Maps one sheet row to rate inputs and checks each against the rate rules (RATE_INPUT_SCHEMA and
 * checkRateInput — the same the add-rate screens get). A long sheet makes one rate per row; a wide
 * one a rate per container-type column with an amount. Each problem names the rate field, the sheet
 * column its value came from and that value; the same problem of several rates of a row is told once.
 */
export function mapRow(cells: ReadonlyArray<string | null>, rules: RowRules): MappedRow {
  const base: Record<string, unknown> = { kind: rules.kind, side: rules.side };
  const columnOf: Record<string, string> = {};
  const wide: Array<{ type: string; header: string; text: string }> = [];
  rules.headers.forEach((header, i) => {
    const field = rules.mapping[header];
    const text = cells[i];
    if (!field) return;
    if (field.startsWith(AMOUNT_PREFIX)) {
      if (text !== null && text !== undefined) wide.push({ type: field.slice(AMOUNT_PREFIX.length), header, text });
      return;
    }
    columnOf[field] = header;
    if (text !== null && text !== undefined) base[field] = fieldValue(field, text);
  });
  const isWide = Object.values(rules.mapping).some((f) => f.startsWith(AMOUNT_PREFIX));
  const candidates: Array<{ input: Record<string, unknown>; amountColumn?: string }> = isWide
    ? wide.map((w) => ({ input: { ...base, containerType: w.type, amount: fieldValue('amount', w.text) }, amountColumn: w.header }))
    : [{ input: base }];
  const errors: MappedRow['errors'] = [];
  const seen = new Set<string>();
  const add = (field: string, message: string, column: string | null) => {
    const key = `${field}\u0000${message}\u0000${column}`;
    if (seen.has(key)) return;
    seen.add(key);
    const i = column === null ? -1 : rules.headers.indexOf(column);
    errors.push({ field, message, column, value: i >= 0 ? (cells[i] ?? null) : null });
  };
  if (isWide && candidates.length === 0) add('amount', 'is required: no container-type column of this row has an amount', null);
  const rates: RateInput[] = [];
  for (const { input, amountColumn } of candidates) {
    const problems = validateInput(input) ? checkRateInput(input as RateInput, rules.chargeTypes) : (validateInput.errors ?? []).map(schemaProblem);
    for (const p of problems) {
      const field = p.field.split('.')[0];
      add(field, p.message, field === 'amount' && amountColumn ? amountColumn : field === 'containerType' && amountColumn ? amountColumn : (columnOf[field] ?? null));
    }
    rates.push(input as RateInput);
  }
  return { rates, errors };
}
