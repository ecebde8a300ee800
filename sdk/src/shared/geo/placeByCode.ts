import { INLAND_PLACES } from './inlandPlaces';
import { PORTS, type Port } from './ports';

/** A seaport or an inland place, as the geocoder answers it. */
export interface Place extends Port {
  kind: 'PORT' | 'PLACE';
}

/** Every known place: the seaports first, then the inland places. */
export const PLACES: readonly Place[] = [...PORTS.map((p) => ({ ...p, kind: 'PORT' as const })), ...INLAND_PLACES.map((p) => ({ ...p, kind: 'PLACE' as const }))];

const byCode = new Map(PLACES.map((p) => [p.code, p]));

/** A seaport or inland place by its UN/LOCODE (any case, surrounding spaces ignored), or undefined. */
export function placeByCode(code: string | null | undefined): Place | undefined {
  return code ? byCode.get(code.trim().toUpperCase()) : undefined;
}
