import type { Db } from '../Db';
import { isUuid } from '../resource/isUuid';

/**
 * Which of `companyIds` are in the company's network: an accepted connection, whichever side asked.
 * Unknown ids and companies without an accepted connection are simply absent, so callers answer both
 * the same way (a caller never learns whether an id exists).
 */
export async function connectedCompanies(db: Db, companyId: string, companyIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(companyIds.filter((id) => isUuid(id) && id !== companyId))];
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ other: string }>(
    `SELECT CASE WHEN requester_id = $1 THEN addressee_id ELSE requester_id END AS other
       FROM company_connections
      WHERE status = 'accepted'
        AND ((requester_id = $1 AND addressee_id = ANY($2::uuid[])) OR (addressee_id = $1 AND requester_id = ANY($2::uuid[])))`,
    [companyId, ids],
  );
  return new Set(rows.rows.map((r) => String(r.other)));
}

/** Connects two companies (accepted) unless they are already: for demo data and tests. */
export async function connectCompanies(db: Db, a: string, b: string): Promise<void> {
  await db.query(
    `INSERT INTO company_connections (requester_id, addressee_id, status) VALUES ($1, $2, 'accepted')
     ON CONFLICT (LEAST(requester_id, addressee_id), GREATEST(requester_id, addressee_id)) DO UPDATE SET status = 'accepted', updated_at = now(), version = company_connections.version + 1
     WHERE company_connections.status <> 'accepted'`,
    [a, b],
  );
}
