import type { SeedContext } from '@portolan/sdk/server';
import { demoLaneCarriers, stableHash } from '@portolan/sdk/server';
import { DEMO_LANES, PORT_ZONES } from './demoLanes';
import { imoFrom } from './imoNumber';
import { zoneOffset } from './portTime';
import type { SailingRow } from './sailingRow';
import { upsertSailings } from './upsertSailings';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const WEEKS_BACK = 8;
const WEEKS_AHEAD = 12;
const DEMO_COMPANIES = ['Acme Exports', 'Bluewave Logistics'];

/** Vessel names by carrier: a service loop rotates through five of them. */
const VESSELS: Record<string, string[]> = {
  MAEU: ['Maersk Essen', 'Maersk Kinloss', 'Maersk Horsburgh', 'Maersk Edirne', 'Maersk Hangzhou', 'Maersk Sentosa', 'Maersk Cabo Verde', 'Maersk Kalmar'],
  MSCU: ['MSC Gulsun', 'MSC Isabella', 'MSC Tessa', 'MSC Loreto', 'MSC Ambra', 'MSC Mia', 'MSC Nela', 'MSC Sixin'],
  CMDU: ['CMA CGM Jacques Saade', 'CMA CGM Marco Polo', 'CMA CGM Tage', 'CMA CGM Rhone', 'CMA CGM Libra', 'CMA CGM Almaviva', 'CMA CGM Kerguelen', 'CMA CGM Trocadero'],
  HLCU: ['Berlin Express', 'Hamburg Express', 'Basle Express', 'Al Muraykh', 'Valparaiso Express', 'Dalian Express', 'Singapore Express', 'Bremen Express'],
  ONEY: ['ONE Innovation', 'ONE Stork', 'ONE Apus', 'ONE Hangzhou Bay', 'ONE Minato', 'ONE Cygnus', 'ONE Olympus', 'ONE Trust'],
  EGLV: ['Ever Given', 'Ever Ace', 'Ever Alot', 'Ever Arm', 'Ever Apex', 'Ever Gentle', 'Ever Lasting', 'Ever Lovely'],
};
const SERVICE_PREFIX: Record<string, string> = { MAEU: 'ME', MSCU: 'Jade', CMDU: 'FAL', HLCU: 'IOS', ONEY: 'FP', EGLV: 'CEM' };

/** A port's wall-clock time → the instant, with the port's offset then. */
function atPort(port: string, dayStart: number, hour: number): { at: Date; offset: number } {
  const zone = PORT_ZONES[port] ?? 'UTC';
  const offset = zoneOffset(zone, new Date(dayStart + hour * HOUR));
  return { at: new Date(dayStart + hour * HOUR - offset * 60_000), offset };
}

/** The direction letter of a voyage (DCSA style): by the lane's rough heading. */
const direction = (origin: string, destination: string) => (['US', 'GB', 'NL', 'DE', 'BE'].includes(destination.slice(0, 2)) && !['US'].includes(origin.slice(0, 2)) ? 'W' : 'E');

/**
 * The generated demo schedule (source DEMO, labelled "Demo schedule" on screen): on every demo lane,
 * for each of its carriers, one sailing a week from 8 weeks ago to 12 weeks ahead of today, on the
 * carrier's weekday, with the lane's transit time (± a day), transshipment through a hub for some
 * carriers, and documentation / VGM / cargo cut-offs 3 / 2 / 1 days before departure.
 */
export function demoSailings(today: Date): SailingRow[] {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const monday = midnight - ((today.getUTCDay() + 6) % 7) * DAY;
  const rows: SailingRow[] = [];
  for (const lane of DEMO_LANES) {
    for (const carrier of demoLaneCarriers(lane.origin, lane.destination)) {
      const h = stableHash(`${lane.origin}-${lane.destination}:${carrier}`);
      const hubs = lane.hubs.length && h % 3 === 0 ? lane.hubs[h % lane.hubs.length] : [];
      const transit = lane.days + ((h >>> 3) % 3) - 1 + (hubs.length ? 3 + hubs.length : 0);
      const weekday = (h >>> 5) % 7;
      const hour = 6 + ((h >>> 8) % 16);
      const names = VESSELS[carrier];
      const service = `${SERVICE_PREFIX[carrier]}${((h >>> 11) % 9) + 1}`;
      for (let week = -WEEKS_BACK; week <= WEEKS_AHEAD; week++) {
        const dayStart = monday + (week * 7 + weekday) * DAY;
        const departs = atPort(lane.origin, dayStart, hour);
        const arrives = atPort(lane.destination, dayStart + transit * DAY, 4 + ((h >>> 13) % 14));
        const vesselIndex = ((week % 5) + 5 + (h % names.length)) % names.length;
        const vessel = names[vesselIndex];
        const depart = new Date(dayStart);
        const yearWeek = `${String(depart.getUTCFullYear()).slice(2)}${String(Math.floor((dayStart - Date.UTC(depart.getUTCFullYear(), 0, 1)) / (7 * DAY)) + 1).padStart(2, '0')}`;
        rows.push({
          carrier,
          service,
          vessel,
          imo: imoFrom(stableHash(`${carrier}:${vessel}`)),
          voyage: `${yearWeek}${direction(lane.origin, lane.destination)}`,
          origin: lane.origin,
          destination: lane.destination,
          departsAt: departs.at,
          arrivesAt: arrives.at,
          originOffset: departs.offset,
          destinationOffset: arrives.offset,
          transitDays: Math.round((arrives.at.getTime() - departs.at.getTime()) / DAY),
          via: hubs,
          docCutoffAt: atPort(lane.origin, dayStart - 3 * DAY, 12).at,
          vgmCutoffAt: atPort(lane.origin, dayStart - 2 * DAY, 12).at,
          cargoCutoffAt: atPort(lane.origin, dayStart - DAY, 18).at,
          source: 'DEMO',
        });
      }
    }
  }
  return rows;
}

/** Demo data after the auth plugin's accounts: both demo companies get the generated schedule; a company that has sailings already is left alone. */
export async function seedDemo({ db, log }: SeedContext): Promise<void> {
  const rows = demoSailings(new Date());
  for (const name of DEMO_COMPANIES) {
    const company = await db.one<{ id: string }>('SELECT id FROM companies WHERE name = $1 ORDER BY created_at LIMIT 1', [name]);
    if (!company || (await db.one('SELECT 1 AS x FROM schedule_sailings WHERE company_id = $1 LIMIT 1', [company.id]))) continue;
    const written = await db.transaction((tx) => upsertSailings(tx, company.id, null, rows));
    log.info({ company: name, count: written.imported }, 'demo sailings created');
  }
}
