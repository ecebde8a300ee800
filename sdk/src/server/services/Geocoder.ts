import { serviceToken } from '../ServiceToken';

/** A port or place the geocoder knows (UN/LOCODE code, WGS 84 coordinates). */
export interface GeoPlace {
  code: string;
  name: string;
  /** ISO 3166 alpha-2. */
  country: string;
  kind: 'PORT' | 'PLACE';
  lat: number;
  lon: number;
}

/** A port near a place, by great-circle distance. */
export interface NearbyPort {
  code: string;
  name: string;
  km: number;
}

/**
 * Place search and resolution (SPEC §7 "maps place-autocomplete service"). The lookups plugin provides
 * an offline index of seaports and major inland places from UN/LOCODE; a hosted geocoder can replace it
 * behind this interface.
 */
export interface Geocoder {
  /** Ports and places whose name or code starts with or contains `text`, best first. */
  autocomplete(text: string, limit?: number): Promise<GeoPlace[]>;
  /** One code, or undefined when unknown. */
  place(code: string): Promise<GeoPlace | undefined>;
  /** A port resolves to itself (km 0); a place to its nearest seaports (up to `limit`, default 3). */
  nearestPorts(code: string, limit?: number): Promise<NearbyPort[]>;
}

export const GEOCODER = serviceToken<Geocoder>('lookups.geocoder', 'place autocomplete and nearest seaports (offline UN/LOCODE index by default)');
