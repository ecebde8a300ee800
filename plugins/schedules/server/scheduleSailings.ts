import type { Db, PluginSwitches, Sailing, SailingQuery, ScheduleSailings } from '@portolan/sdk/server';
import { findSailings } from './findSailings';

const DAY = 86_400_000;
/** How far after the cargo-ready day the next sailings are looked for. */
const HORIZON_DAYS = 120;

/**
 * The schedules.sailings service (SDK ScheduleSailings): the next sailings of a lane per carrier from
 * a day, from the company's own schedules. A company that switched the schedules plugin off gets none.
 */
export function scheduleSailings(db: Db, switches: PluginSwitches): ScheduleSailings {
  return {
    async nextSailings(companyId: string, query: SailingQuery): Promise<Sailing[]> {
      if (!(await switches.isEnabled(db, companyId, 'schedules'))) return [];
      const perCarrier = query.perCarrier ?? 3;
      const carriers = query.carriers?.length ? new Set(query.carriers.map((c) => c.toUpperCase())) : undefined;
      const toDay = new Date(Date.parse(`${query.fromDay}T00:00:00Z`) + HORIZON_DAYS * DAY).toISOString().slice(0, 10);
      const found = await findSailings(db, companyId, { origins: [query.origin.toUpperCase()], destinations: [query.destination.toUpperCase()], fromDay: query.fromDay, toDay, limit: 2000 });
      const taken = new Map<string, number>();
      const answer: Sailing[] = [];
      for (const s of found) {
        if (carriers && !carriers.has(s.carrier)) continue;
        const n = taken.get(s.carrier) ?? 0;
        if (n >= perCarrier) continue;
        taken.set(s.carrier, n + 1);
        answer.push({ scheduleId: s._id, carrier: s.carrier, service: s.service, vessel: s.vessel, voyage: s.voyage, origin: s.origin, destination: s.destination, via: s.via, departsAt: s.departsAt, arrivesAt: s.arrivesAt, transitDays: s.transitDays });
      }
      return answer;
    },
  };
}
