import { defineServerPlugin, GEOCODER, provide, type Geocoder, type GeoPlace } from '@portolan/sdk/server';

const PLACES: GeoPlace[] = [
  { code: 'INNSA', name: 'Nhava Sheva', country: 'IN', kind: 'PORT', lat: 18.95, lon: 72.95 },
  { code: 'INMUN', name: 'Mundra', country: 'IN', kind: 'PORT', lat: 22.74, lon: 69.7 },
  { code: 'NLRTM', name: 'Rotterdam', country: 'NL', kind: 'PORT', lat: 51.95, lon: 4.14 },
  { code: 'DEHAM', name: 'Hamburg', country: 'DE', kind: 'PORT', lat: 53.54, lon: 9.98 },
  { code: 'INPNQ', name: 'Pune', country: 'IN', kind: 'PLACE', lat: 18.52, lon: 73.86 },
];
const NEAR: Record<string, Array<{ code: string; name: string; km: number }>> = { INPNQ: [{ code: 'INNSA', name: 'Nhava Sheva', km: 104 }, { code: 'INMUN', name: 'Mundra', km: 690 }] };

/** A small offline geocoder for the schedules tests (the lookups plugin provides the real one). */
export const testGeocoder: Geocoder = {
  autocomplete: async (text, limit = 10) => PLACES.filter((p) => p.code.includes(text.toUpperCase()) || p.name.toLowerCase().includes(text.toLowerCase())).slice(0, limit),
  place: async (code) => PLACES.find((p) => p.code === code),
  nearestPorts: async (code, limit = 3) => {
    const p = PLACES.find((x) => x.code === code);
    if (!p) return [];
    return p.kind === 'PORT' ? [{ code: p.code, name: p.name, km: 0 }] : (NEAR[code] ?? []).slice(0, limit);
  },
};

export const testGeocoderPlugin = defineServerPlugin({ id: 'test-geocoder', provides: [provide(GEOCODER, () => testGeocoder)] });
