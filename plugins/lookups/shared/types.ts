import { PLACES_LOOKUP_PATH, type ContainerType, type PlaceSuggestion } from '@portolan/sdk/shared';

/** The lookups API (SPEC §7 "Lookups"), exact paths. Every route needs a session, no feature. */
export const LOOKUPS_API = {
  /** `GET ?search&country&limit&after|page` → `{items: PortRecord[], count, nextCursor}`, by code. */
  portsList: '/api/system/lookup/ports-list/',
  /** `GET …/:unloc` → `{record: PortRecord}`; 404 for a code that is not a known seaport. */
  portsByUnloc: '/api/system/lookup/ports-by-unloc/',
  /** `GET` → `{items: ContainerType[], count}` (ISO 6346 size-types). */
  containerTypesList: '/api/system/lookup/container-types-list',
  /** `GET ?q&limit&kind=PORT|PLACE` → `{items: PlaceSuggestion[]}` (the place autocomplete). */
  places: PLACES_LOOKUP_PATH,
} as const;

/** A seaport as the lists answer it. */
export interface PortRecord {
  code: string;
  name: string;
  country: string;
  region: string;
  lat: number;
  lon: number;
  /** IANA time zone: port-local days for free time and cut-offs. */
  timeZone: string;
}

/** One answer of the place autocomplete (the SDK type the PortPicker reads). */
export type { PlaceSuggestion };

export type ContainerTypeRecord = ContainerType;
