import { isDay, type FieldErrors } from '@portolan/sdk';
import type { RateSearch } from '../../../shared/types';
import { containersOf } from './searchParams';

/**
 * The search form's fields as the inputs hold them. `containers` is the rows as `22G1:2,42G1:1`;
 * the cargo fields are named as the server names them (`cargo.weightKg`), so its 400 lands beside them.
 */
export type SearchFormValues = {
  origin: string;
  destination: string;
  mode: string;
  containers: string;
  'cargo.weightKg': string;
  'cargo.volumeM3': string;
  readyOn: string;
  currency: string;
  carriers: string;
};

const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const SCAC = /^[A-Z]{2,4}$/;
const WEIGHT = /^\d{1,9}(\.\d{1,3})?$/;
const VOLUME = /^\d{1,6}(\.\d{1,3})?$/;

/** The form's values of a search (a URL's, a shortlisted one's), or the empty form for a day and currency. */
export function valuesOfSearch(search: RateSearch | undefined, defaults: { readyOn: string; currency: string }): SearchFormValues {
  return {
    origin: search?.origin ?? '',
    destination: search?.destination ?? '',
    mode: search?.mode ?? 'FCL',
    containers: search?.containers?.length ? search.containers.map((c) => `${c.type}:${Number.isFinite(c.count) ? c.count : ''}`).join(',') : '42G1:1',
    'cargo.weightKg': search?.cargo?.weightKg ?? '',
    'cargo.volumeM3': search?.cargo?.volumeM3 ?? '',
    readyOn: search?.readyOn ?? defaults.readyOn,
    currency: search?.currency ?? defaults.currency,
    carriers: search?.carriers?.join(', ') ?? '',
  };
}

/** The search the form asks for (what `POST estimates` gets as `data`). */
export function searchOfValues(v: SearchFormValues): RateSearch {
  const carriers = v.carriers
    .split(/[\s,;]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  return {
    origin: v.origin.trim().toUpperCase(),
    destination: v.destination.trim().toUpperCase(),
    mode: v.mode === 'LCL' ? 'LCL' : 'FCL',
    ...(v.mode === 'LCL' ? { cargo: { weightKg: v['cargo.weightKg'].trim(), volumeM3: v['cargo.volumeM3'].trim() } } : { containers: containersOf(v.containers) }),
    readyOn: v.readyOn,
    currency: v.currency.trim().toUpperCase(),
    ...(carriers.length ? { carriers } : {}),
  };
}


function isPositive(text: string, pattern: RegExp): boolean {
  return pattern.test(text) && /[1-9]/.test(text);
}

/** The client's checks, mirroring the server's search schema: a message per wrong field. */
export function searchFormProblems(v: SearchFormValues): FieldErrors {
  const origin = v.origin.trim().toUpperCase();
  const destination = v.destination.trim().toUpperCase();
  const rows = containersOf(v.containers);
  const carriers = v.carriers
    .split(/[\s,;]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  return {
    origin: !origin ? 'Choose the origin port or place' : !LOCODE.test(origin) ? 'Enter a UN/LOCODE such as INNSA' : undefined,
    destination: !destination
      ? 'Choose the destination port or place'
      : !LOCODE.test(destination)
        ? 'Enter a UN/LOCODE such as NLRTM'
        : destination === origin
          ? 'Choose a destination other than the origin'
          : undefined,
    containers:
      v.mode !== 'FCL'
        ? undefined
        : !rows.length
          ? 'Add at least one container'
          : rows.length > 6
            ? 'At most 6 container types'
            : rows.some((r) => !r.type)
            ? 'Choose a container type on every row'
            : rows.some((r) => !Number.isInteger(r.count) || r.count < 1 || r.count > 999)
              ? 'Each count must be a whole number from 1 to 999'
              : new Set(rows.map((r) => r.type)).size !== rows.length
                ? 'Each container type once (add to its count instead)'
                : undefined,
    'cargo.weightKg': v.mode === 'LCL' && !isPositive(v['cargo.weightKg'].trim(), WEIGHT) ? 'Enter the weight in kg, more than 0 (up to 3 decimals)' : undefined,
    'cargo.volumeM3': v.mode === 'LCL' && !isPositive(v['cargo.volumeM3'].trim(), VOLUME) ? 'Enter the volume in m³, more than 0 (up to 3 decimals, below 1,000,000)' : undefined,
    readyOn: isDay(v.readyOn) ? undefined : 'Enter the cargo-ready date',
    currency: /^[A-Z]{3}$/.test(v.currency.trim().toUpperCase()) ? undefined : 'Choose a currency',
    carriers: !carriers.every((c) => SCAC.test(c)) ? 'Carrier SCAC codes, e.g. MAEU, MSCU' : carriers.length > 20 ? 'At most 20 carriers' : undefined,
  };
}
