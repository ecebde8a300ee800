import type { Db } from '@portolan/sdk/server';
import type { SailingRecord } from '../shared/types';
import { toSailing } from './sailingResource';

export interface SailingFilter {
  origins: readonly string[];
  destinations: readonly string[];
  /** Departure days at the POL, both inclusive (YYYY-MM-DD). */
  fromDay: string;
  toDay: string;
  directOnly?: boolean;
  /** At most this many, in departure order. */
  limit: number;
}

const HOUR = 3_600_000;

/**
 * A company's sailings on a lane (any of the origin ports to any of the destination ports) departing
 * in a window of the POL's calendar days, earliest first. The lane index narrows by instant (the
 * window widened by the largest offsets), then the POL's own day decides.
 */
export async function findSailings(db: Db, companyId: string, f: SailingFilter): Promise<SailingRecord[]> {
  const from = new Date(Date.parse(`${f.fromDay}T00:00:00Z`) - 15 * HOUR).toISOString();
  const to = new Date(Date.parse(`${f.toDay}T00:00:00Z`) + 39 * HOUR).toISOString();
  const { rows } = await db.query(
    `SELECT * FROM schedule_sailings t
      WHERE t.company_id = $1
        AND t.origin IN (SELECT jsonb_array_elements_text($2::jsonb))
        AND t.destination IN (SELECT jsonb_array_elements_text($3::jsonb))
        AND t.departs_at >= $4::timestamptz AND t.departs_at < $5::timestamptz
        AND ((t.departs_at AT TIME ZONE 'UTC') + make_interval(mins => t.origin_offset))::date BETWEEN $6::date AND $7::date
        ${f.directOnly ? 'AND cardinality(t.via) = 0' : ''}
      ORDER BY t.departs_at, t.carrier, t.id
      LIMIT $8`,
    [companyId, JSON.stringify(f.origins), JSON.stringify(f.destinations), from, to, f.fromDay, f.toDay, f.limit],
  );
  return rows.map(toSailing);
}
