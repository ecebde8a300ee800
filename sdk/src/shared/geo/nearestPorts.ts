import { greatCircleKm } from './greatCircleKm';
import { placeByCode } from './placeByCode';
import { PORTS } from './ports';

/** A seaport near a point, by great-circle distance (whole km). */
export interface PortDistance {
  code: string;
  name: string;
  km: number;
}

/**
 * The `n` seaports nearest to a point, nearest first: `nearestPorts(28.51, 77.28, 3)` or, for a known
 * place, `nearestPorts('INTKD', 3)` (a port's own code comes first, at 0 km; an unknown code gives []).
 */
export function nearestPorts(lat: number, lon: number, n?: number): PortDistance[];
export function nearestPorts(code: string, n?: number): PortDistance[];
export function nearestPorts(a: number | string, b?: number, c?: number): PortDistance[] {
  let lat: number;
  let lon: number;
  let n: number;
  if (typeof a === 'string') {
    const place = placeByCode(a);
    if (!place) return [];
    ({ lat, lon } = place);
    n = b ?? 3;
  } else {
    lat = a;
    lon = b ?? NaN;
    n = c ?? 3;
  }
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || n <= 0) return [];
  return PORTS.map((p) => ({ code: p.code, name: p.name, exact: greatCircleKm(lat, lon, p.lat, p.lon) }))
    .sort((x, y) => x.exact - y.exact || x.code.localeCompare(y.code))
    .slice(0, Math.floor(n))
    .map(({ code, name, exact }) => ({ code, name, km: Math.round(exact) }));
}
