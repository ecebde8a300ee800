import type { SailingSource } from '../shared/types';
import { isImoNumber } from './imoNumber';
import { parsePortTime, transitDaysBetween } from './portTime';

/** A sailing as written to the table (one per CSV row, DCSA route, or typed-in form). */
export interface SailingRow {
  carrier: string;
  service: string | null;
  vessel: string;
  imo: string | null;
  voyage: string;
  origin: string;
  destination: string;
  departsAt: Date;
  arrivesAt: Date;
  originOffset: number;
  destinationOffset: number;
  transitDays: number;
  via: string[];
  docCutoffAt: Date | null;
  vgmCutoffAt: Date | null;
  cargoCutoffAt: Date | null;
  source: SailingSource;
}

/** The fields of a sailing as text, as a CSV row or an API body gives them. */
export interface SailingInput {
  carrier?: string;
  service?: string | null;
  vessel?: string;
  imo?: string | null;
  voyage?: string;
  origin?: string;
  destination?: string;
  departsAt?: string;
  arrivesAt?: string;
  transitDays?: string | number | null;
  via?: string | string[] | null;
  docCutoffAt?: string | null;
  vgmCutoffAt?: string | null;
  cargoCutoffAt?: string | null;
}

export type FieldProblem = { field: keyof SailingInput; message: string };

export const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
export const SCAC = /^[A-Z]{2,4}$/;
const blank = (v: unknown): v is null | undefined | '' => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Every problem of one sailing, or the row to write. The same rules for CSV, DCSA and the form. */
export function checkSailing(input: SailingInput, source: SailingSource): { row?: SailingRow; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const need = (field: keyof SailingInput, message: string) => problems.push({ field, message });
  const text = (field: keyof SailingInput, max: number, required: boolean): string | null => {
    const v = input[field];
    if (blank(v)) {
      if (required) need(field, `${field} is required`);
      return null;
    }
    const s = String(v).trim();
    if (s.length > max) need(field, `${field} must be at most ${max} characters`);
    return s;
  };
  const carrier = text('carrier', 4, true)?.toUpperCase() ?? '';
  if (carrier && carrier.length <= 4 && !SCAC.test(carrier)) need('carrier', 'carrier must be a SCAC code (2–4 letters)');
  const service = text('service', 60, false);
  const vessel = text('vessel', 60, true) ?? '';
  const imo = text('imo', 7, false);
  if (imo && !/^\d{7}$/.test(imo)) need('imo', 'imo must be the 7-digit IMO number');
  else if (imo && !isImoNumber(imo)) need('imo', `imo ${imo} has a wrong check digit`);
  const voyage = text('voyage', 30, true)?.toUpperCase() ?? '';
  const port = (field: 'origin' | 'destination') => {
    const code = text(field, 5, true)?.toUpperCase() ?? '';
    if (code && !LOCODE.test(code)) need(field, `${field} must be a UN/LOCODE (e.g. INNSA)`);
    return code;
  };
  const origin = port('origin');
  const destination = port('destination');
  if (origin && origin === destination) need('destination', 'destination must differ from origin');
  const time = (field: keyof SailingInput, required: boolean) => {
    const v = input[field];
    if (blank(v)) {
      if (required) need(field, `${field} is required`);
      return undefined;
    }
    const parsed = parsePortTime(String(v));
    if (!parsed) need(field, `${field} must be an ISO 8601 date and time with the port's offset (e.g. 2026-12-03T18:00:00+05:30)`);
    return parsed;
  };
  const departs = time('departsAt', true);
  const arrives = time('arrivesAt', true);
  if (departs && arrives && arrives.at <= departs.at) need('arrivesAt', 'arrivesAt must be after departsAt');
  let transitDays = departs && arrives ? transitDaysBetween(departs.at, arrives.at) : 0;
  if (!blank(input.transitDays)) {
    const n = Number(input.transitDays);
    if (!Number.isInteger(n) || n < 0 || n > 180) need('transitDays', 'transitDays must be a whole number of days (0–180)');
    else transitDays = n;
  } else if (transitDays > 180) need('arrivesAt', 'the voyage must take at most 180 days');
  const viaList = blank(input.via) ? [] : (Array.isArray(input.via) ? input.via : String(input.via).split(/[\s,;|>]+/)).map((p) => String(p).trim().toUpperCase()).filter(Boolean);
  const badVia = viaList.find((p) => !LOCODE.test(p));
  if (badVia) need('via', `via must list UN/LOCODEs in order (not "${badVia}")`);
  else if (viaList.length > 6) need('via', 'via lists at most 6 transshipment ports');
  else if (viaList.some((p) => p === origin || p === destination)) need('via', 'via must not repeat the origin or destination');
  const cutoff = (field: 'docCutoffAt' | 'vgmCutoffAt' | 'cargoCutoffAt') => {
    const parsed = time(field, false);
    if (parsed && departs && parsed.at > departs.at) need(field, `${field} must be before departsAt`);
    return parsed?.at ?? null;
  };
  const docCutoffAt = cutoff('docCutoffAt');
  const vgmCutoffAt = cutoff('vgmCutoffAt');
  const cargoCutoffAt = cutoff('cargoCutoffAt');
  if (problems.length || !departs || !arrives) return { problems };
  return {
    problems,
    row: { carrier, service, vessel, imo, voyage, origin, destination, departsAt: departs.at, arrivesAt: arrives.at, originOffset: departs.offset, destinationOffset: arrives.offset, transitDays, via: viaList, docCutoffAt, vgmCutoffAt, cargoCutoffAt, source },
  };
}
