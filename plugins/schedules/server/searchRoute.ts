import type { FastifyInstance } from 'fastify';
import { badRequest, companyOf, dataBody, ok, type Db, type Geocoder } from '@portolan/sdk/server';
import { carrierName } from '@portolan/sdk/shared';
import { SCHEDULES_API, type ComingFromRates, type SailingSearch, type SailingSearchAnswer } from '../shared/types';
import { findSailings } from './findSailings';
import { LOCODE } from './sailingRow';

const DAY = 86_400_000;
/** The most sailings one search answers (a lane over a year holds far fewer). */
const MAX_RESULTS = 1000;
/** A rate's transit time is an estimate: a sailing up to this many days slower still fits it. */
export const TRANSIT_TOLERANCE_DAYS = 5;
/** How many ports near an inland place are searched. */
const NEAREST = 3;

const place = { type: 'string', minLength: 5, maxLength: 5, pattern: '^[A-Za-z]{2}[A-Za-z2-9]{3}$' };
const day = { type: 'string', format: 'date' };
const body = dataBody(
  {
    origin: place,
    destination: place,
    fromDay: day,
    toDay: day,
    carriers: { type: 'array', maxItems: 20, items: { type: 'string', pattern: '^[A-Za-z]{2,4}$' } },
    directOnly: { type: 'boolean' },
    comingFromRates: {
      type: 'object',
      additionalProperties: false,
      properties: { carrier: { type: 'string', pattern: '^[A-Za-z]{2,4}$' }, readyOn: day, transitDays: { type: 'integer', minimum: 0, maximum: 180 } },
    },
  },
  ['origin', 'destination', 'fromDay', 'toDay'],
);

/** The body, and a summary for /api/docs (FastifySchema does not type `summary`). */
const SCHEMA = { body, summary: 'Sailings of a lane in a window of departure days, with the carriers found and the filter applied' };

/** A port resolves to itself, a place to its nearest ports; a well-formed code the index does not know is searched as is. */
async function resolve(geocoder: Geocoder, code: string, field: string) {
  const near = await geocoder.nearestPorts(code, NEAREST);
  if (near.length) return near;
  if (LOCODE.test(code)) return [{ code, name: code, km: 0 }];
  throw badRequest(`${field}: no port or place ${code}`, field);
}

/**
 * `POST /api/schedules/v2/search`: the sailings of a lane in a window of departure days, with the
 * carriers found (and their counts, before the carrier filter) and the filter that was applied.
 * "Coming from rates": a rate option's carrier narrows the carriers (unless the caller chose some),
 * its cargo-ready day moves the window's start and drops sailings whose cargo cut-off is before it,
 * its transit time drops sailings more than TRANSIT_TOLERANCE_DAYS slower.
 */
export function searchRoute(app: FastifyInstance, db: Db, geocoder: () => Geocoder): void {
  app.post<{ Body: { data: SailingSearch } }>(
    SCHEDULES_API.search,
    { config: { access: { features: ['schedules'], level: 'Read' } }, schema: SCHEMA },
    async (request) => {
      const companyId = companyOf(request);
      const q = request.body.data;
      const rates: ComingFromRates | null = q.comingFromRates ? { ...q.comingFromRates, ...(q.comingFromRates.carrier && { carrier: q.comingFromRates.carrier.toUpperCase() }) } : null;
      let fromDay = q.fromDay;
      if (rates?.readyOn && rates.readyOn > fromDay) fromDay = rates.readyOn;
      if (q.toDay < q.fromDay) throw badRequest('data.toDay must be on or after data.fromDay', 'data.toDay');
      if (Date.parse(q.toDay) - Date.parse(q.fromDay) > 366 * DAY) throw badRequest('data.toDay: the window is at most a year', 'data.toDay');
      const origin = q.origin.toUpperCase();
      const destination = q.destination.toUpperCase();
      if (origin === destination) throw badRequest('data.destination must differ from data.origin', 'data.destination');
      const [origins, destinations] = await Promise.all([resolve(geocoder(), origin, 'data.origin'), resolve(geocoder(), destination, 'data.destination')]);

      let found = fromDay > q.toDay ? [] : await findSailings(db, companyId, { origins: origins.map((p) => p.code), destinations: destinations.map((p) => p.code), fromDay, toDay: q.toDay, directOnly: q.directOnly, limit: MAX_RESULTS });
      if (rates?.readyOn) {
        const ready = Date.parse(`${rates.readyOn}T00:00:00Z`);
        found = found.filter((s) => !s.cargoCutoffAt || Date.parse(`${s.cargoCutoffAt.slice(0, 10)}T00:00:00Z`) >= ready);
      }
      if (rates?.transitDays !== undefined) found = found.filter((s) => s.transitDays <= rates.transitDays! + TRANSIT_TOLERANCE_DAYS);

      const counts = new Map<string, number>();
      for (const s of found) counts.set(s.carrier, (counts.get(s.carrier) ?? 0) + 1);
      const chosen = q.carriers?.length ? [...new Set(q.carriers.map((c) => c.toUpperCase()))] : rates?.carrier ? [rates.carrier] : [];
      const items = chosen.length ? found.filter((s) => chosen.includes(s.carrier)) : found;

      const answer: SailingSearchAnswer = {
        items,
        count: items.length,
        carriers: [...counts].map(([code, count]) => ({ code, name: carrierName(code), count })).sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
        filter: { comingFromRates: rates, carrierDetails: chosen.map((code) => ({ code, name: carrierName(code) })), directOnly: q.directOnly ?? false, fromDay, toDay: q.toDay },
        resolved: { origin: origins, destination: destinations },
      };
      return ok(answer);
    },
  );
}
