import { SqlParams, type Db } from '@portolan/sdk/server';
import type { Rate, RateKind } from '../../shared/types';
import { rateRecord } from './rateResource';
import { todayUtc } from '@portolan/sdk/shared';

/** What the lane's raw inventory view asks. */
export type FilteredRatesQuery = { origin: string; destination: string; kind?: RateKind; containerType?: string; onDay?: string; includeExpired?: boolean };

/** Most rows one answer lists (newest validity first); `count` is exact. */
const LIMIT = 500;

/**
 * The company's raw rates of a lane, newest validity first: valid on `onDay` when given; expired ones
 * only with `includeExpired` (the rate history screen), never otherwise.
 */
export async function filteredRates(db: Db, companyId: string, q: FilteredRatesQuery): Promise<{ items: Rate[]; count: number }> {
  const p = new SqlParams([companyId]);
  const where = [`t.company_id = $1`, `t.origin = ${p.add(q.origin)}`, `t.destination = ${p.add(q.destination)}`];
  where.push(q.kind ? `t.kind = ${p.add(q.kind)}` : `t.kind IN ('FCL', 'LCL', 'OTHER', 'TRANSPORT')`);
  if (q.containerType) where.push(`t.container_type = ${p.add(q.containerType)}`);
  if (q.onDay) where.push(`t.valid_from <= ${p.add(q.onDay, 'date')} AND t.valid_to >= ${p.add(q.onDay, 'date')}`);
  if (!q.includeExpired) where.push(`t.valid_to >= ${p.add(todayUtc(), 'date')}`);
  const rows = await db.query(
    `SELECT t.*, count(*) OVER () AS __count FROM rates t WHERE ${where.join(' AND ')} ORDER BY t.valid_from DESC, t.id LIMIT ${LIMIT}`,
    p.values,
  );
  return { items: rows.rows.map(rateRecord), count: Number(rows.rows[0]?.__count ?? 0) };
}
