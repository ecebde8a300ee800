import type { FieldErrors } from '@portolan/sdk';
import type { PlannerSearch } from '../../../shared/types';

/** The lane form's values as the inputs hold them (`containers` is the type, `count` how many). */
export type LaneValues = {
  origin: string;
  destination: string;
  mode: string;
  containers: string;
  count: string;
  weightKg: string;
  volumeM3: string;
  readyOn: string;
};

const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const WEIGHT = /^\d{1,9}(\.\d{1,3})?$/;
const VOLUME = /^\d{1,6}(\.\d{1,3})?$/;

/** Today as the browser's local `YYYY-MM-DD`. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function initialLane(over: Partial<LaneValues> = {}): LaneValues {
  return { origin: '', destination: '', mode: 'FCL', containers: '22G1', count: '1', weightKg: '', volumeM3: '', readyOn: localToday(), ...over };
}

/** The client's checks, mirroring the server's (UN/LOCODEs, 1–99 containers, LCL weight and volume, ready today or later). */
export function validateLane(v: LaneValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!LOCODE.test(v.origin)) errors.origin = 'Enter a UN/LOCODE, e.g. INNSA';
  if (!LOCODE.test(v.destination)) errors.destination = 'Enter a UN/LOCODE, e.g. NLRTM';
  else if (v.destination === v.origin) errors.destination = 'The destination must differ from the origin';
  if (v.mode === 'FCL') {
    const n = Number(v.count);
    if (!Number.isInteger(n) || n < 1 || n > 99) errors.count = 'From 1 to 99 containers';
  } else {
    if (!WEIGHT.test(v.weightKg) || Number(v.weightKg) <= 0) errors.weightKg = 'Weight in kg, e.g. 1200';
    if (!VOLUME.test(v.volumeM3) || Number(v.volumeM3) <= 0) errors.volumeM3 = 'Volume in m³, e.g. 4.5';
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.readyOn)) errors.readyOn = 'Pick the day the cargo is ready';
  else if (v.readyOn < localToday()) errors.readyOn = 'Today or later';
  return errors;
}

/** The search the server prices. */
export function toPlannerSearch(v: LaneValues): PlannerSearch {
  const base = { origin: v.origin.trim().toUpperCase(), destination: v.destination.trim().toUpperCase(), readyOn: v.readyOn };
  return v.mode === 'FCL'
    ? { ...base, mode: 'FCL', containers: [{ type: v.containers, count: Number(v.count) }] }
    : { ...base, mode: 'LCL', cargo: { weightKg: v.weightKg.trim(), volumeM3: v.volumeM3.trim() } };
}

/** The lane in words: `INNSA → NLRTM, 2 × 22G1` or `…, LCL 1200 kg / 4.5 m³`. */
export function laneText(s: Pick<PlannerSearch, 'origin' | 'destination' | 'mode' | 'containers' | 'cargo'>): string {
  const load = s.mode === 'FCL' ? (s.containers ?? []).map((c) => `${c.count} × ${c.type}`).join(', ') : `LCL ${s.cargo?.weightKg ?? '?'} kg / ${s.cargo?.volumeM3 ?? '?'} m³`;
  return `${s.origin} → ${s.destination}, ${load}`;
}

/** The browser's local day `days` from today, `YYYY-MM-DD`. */
export function localDayIn(days: number, now = new Date()): string {
  return localToday(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
}
