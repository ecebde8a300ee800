import type { Geocoder, GeoPlace, NearbyPort } from '@portolan/sdk/server';
import { nearestPorts, placeByCode, searchPlaces, type Place } from '@portolan/sdk/shared';

const MAX_RESULTS = 200;

function toGeoPlace(place: Place): GeoPlace {
  return { code: place.code, name: place.name, country: place.country, kind: place.kind, lat: place.lat, lon: place.lon };
}

/**
 * The GEOCODER service without any outside call: the SDK's shipped index of seaports and inland
 * places (a curated UN/LOCODE subset, see sdk/src/shared/geo). A hosted geocoder implements the same
 * interface (README: "Plugging in a hosted geocoder").
 */
export class OfflineGeocoder implements Geocoder {
  async autocomplete(text: string, limit = 10): Promise<GeoPlace[]> {
    return searchPlaces(text, Math.min(Math.max(1, Math.floor(limit)), MAX_RESULTS)).map(toGeoPlace);
  }

  async place(code: string): Promise<GeoPlace | undefined> {
    const place = placeByCode(code);
    return place ? toGeoPlace(place) : undefined;
  }

  /** A port resolves to itself (0 km); an inland place to its `limit` nearest seaports; an unknown code to none. */
  async nearestPorts(code: string, limit = 3): Promise<NearbyPort[]> {
    const place = placeByCode(code);
    if (!place) return [];
    if (place.kind === 'PORT') return [{ code: place.code, name: place.name, km: 0 }];
    return nearestPorts(place.lat, place.lon, Math.min(Math.max(1, Math.floor(limit)), MAX_RESULTS));
  }
}
