import { portByCode, type Region } from '@portolan/sdk/shared';

type Zone = 'ASIA' | 'MEI' | 'EUR' | 'AFR' | 'NAM' | 'LATAM' | 'OCE';

const ZONES: Record<Region, Zone> = {
  'East Asia': 'ASIA',
  'South-East Asia': 'ASIA',
  'Indian Subcontinent': 'MEI',
  'Middle East': 'MEI',
  Europe: 'EUR',
  Mediterranean: 'EUR',
  Africa: 'AFR',
  'North America': 'NAM',
  'Latin America': 'LATAM',
  Oceania: 'OCE',
};

/** Longitude west of which a North American port is on the west coast (for the Asia lanes). */
const WEST_COAST_LON = -100;

/**
 * The GLEC / Clean Cargo trade lane of a sea leg (a key of the factor set's lanes) from the two ports'
 * regions (SDK geo data): Asia–North Europe or –Mediterranean by the European port's region, Asia–North
 * America west or east coast by its longitude, `PANAMA` when the leg passes the Panama Canal, `OTHER`
 * for a pair no lane describes or a port the SDK does not know.
 */
export function tradeLaneOf(fromPort: string, toPort: string, viaPanamaCanal = false): string {
  if (viaPanamaCanal) return 'PANAMA';
  const a = portByCode(fromPort);
  const b = portByCode(toPort);
  if (!a || !b) return 'OTHER';
  const za = ZONES[a.region];
  const zb = ZONES[b.region];
  const has = (z: Zone) => za === z || zb === z;
  const other = (z: Zone) => (za === z ? b : a);
  const pair = (x: Zone, y: Zone) => (za === x && zb === y) || (za === y && zb === x);
  if (za === 'ASIA' && zb === 'ASIA') return 'INTRA-ASIA';
  if (pair('ASIA', 'MEI')) return 'ASIA-MEI';
  if (za === 'MEI' && zb === 'MEI') return 'INTRA-ASIA';
  if (has('ASIA')) {
    const far = other('ASIA');
    switch (ZONES[far.region]) {
      case 'EUR': return far.region === 'Mediterranean' ? 'ASIA-MED' : 'ASIA-NEUR';
      case 'NAM': return far.lon < WEST_COAST_LON ? 'ASIA-NAWC' : 'ASIA-NAEC';
      case 'OCE': return 'ASIA-OCE';
      case 'AFR': return 'ASIA-AFR';
      case 'LATAM': return 'ASIA-LATAM';
      default: return 'OTHER';
    }
  }
  if (za === 'EUR' && zb === 'EUR') return 'INTRA-EUR';
  if (has('EUR')) {
    switch (ZONES[other('EUR').region]) {
      case 'NAM': return 'EUR-NAM';
      case 'MEI': return 'EUR-MEI';
      case 'LATAM': return 'EUR-LATAM';
      case 'AFR': return 'EUR-AFR';
      case 'OCE': return 'EUR-OCE';
      default: return 'OTHER';
    }
  }
  if ((za === 'NAM' || za === 'LATAM') && (zb === 'NAM' || zb === 'LATAM')) return 'AMERICAS';
  return 'OTHER';
}
