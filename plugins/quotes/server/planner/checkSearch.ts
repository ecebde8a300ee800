import { badRequest, CONTAINER_TYPES, type RateSearch } from '@portolan/sdk/server';
import type { PlannerSearch } from '../../shared/types';

const KNOWN_TYPES = new Set(CONTAINER_TYPES.map((t) => t.code));

/** Today as `YYYY-MM-DD` (UTC). */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The rules of a planner search a schema cannot say, as 400s naming the field under `prefix`
 * (`data` or `data.search`): FCL needs known container types, LCL its cargo, the lane two ports, the
 * ready day today or later. Answers the rate search to price it with.
 */
export function checkSearch(search: PlannerSearch, prefix: string, today = todayUtc()): RateSearch {
  if (search.origin === search.destination) throw badRequest(`${prefix}.destination must differ from the origin`, `${prefix}.destination`);
  if (search.readyOn < today) throw badRequest(`${prefix}.readyOn must be today or later`, `${prefix}.readyOn`);
  if (search.mode === 'FCL') {
    if (!search.containers?.length) throw badRequest(`${prefix}.containers: give at least one container type and count`, `${prefix}.containers`);
    const unknown = search.containers.findIndex((c) => !KNOWN_TYPES.has(c.type));
    if (unknown >= 0) throw badRequest(`${prefix}.containers.${unknown}.type is not a known container type`, `${prefix}.containers.${unknown}.type`);
    return { origin: search.origin, destination: search.destination, mode: 'FCL', containers: search.containers, readyOn: search.readyOn, sort: 'cheapest' };
  }
  if (!search.cargo) throw badRequest(`${prefix}.cargo: give the weight and volume of LCL cargo`, `${prefix}.cargo`);
  if (Number(search.cargo.weightKg) <= 0) throw badRequest(`${prefix}.cargo.weightKg must be more than 0`, `${prefix}.cargo.weightKg`);
  if (Number(search.cargo.volumeM3) <= 0) throw badRequest(`${prefix}.cargo.volumeM3 must be more than 0`, `${prefix}.cargo.volumeM3`);
  return { origin: search.origin, destination: search.destination, mode: 'LCL', cargo: search.cargo, readyOn: search.readyOn, sort: 'cheapest' };
}

/** A plain email check (the form and the API): something@domain.tld, no spaces. */
export function checkEmail(email: string, field = 'data.email'): string {
  const value = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value)) throw badRequest(`${field} must be a valid email address`, field);
  return value;
}
