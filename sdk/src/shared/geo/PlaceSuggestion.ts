import type { PortDistance } from './nearestPorts';

/**
 * One answer of the place autocomplete (`GET /api/system/lookup/places?q=`, lookups plugin): a
 * seaport (its nearest port is itself, 0 km) or an inland place with its nearest seaports. The
 * SDK's PortPicker shows these.
 */
export interface PlaceSuggestion {
  code: string;
  name: string;
  /** ISO 3166-1 alpha-2, and its name. */
  country: string;
  countryName: string;
  kind: 'PORT' | 'PLACE';
  lat: number;
  lon: number;
  nearestPorts: PortDistance[];
}

/** Where the place autocomplete answers (the lookups plugin serves it). */
export const PLACES_LOOKUP_PATH = '/api/system/lookup/places';
