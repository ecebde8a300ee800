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

/**
 * Every company of the company's network (an accepted connection, whichever side asked), with its
 * name, ordered by name: for reading what the network offers (e.g. forwarders' SELL rates) once per
 * request. The company itself is never in it.
 */
export async function companyNetwork(db: Db, companyId: string): Promise<Array<{ id: string; name: string }>> {
  if (!isUuid(companyId)) return [];
  const rows = await db.query<{ id: string; name: string }>(
    `SELECT c.id, c.name
       FROM company_connections k
       JOIN companies c ON c.id = CASE WHEN k.requester_id = $1 THEN k.addressee_id ELSE k.requester_id END
      WHERE k.status = 'accepted' AND (k.requester_id = $1 OR k.addressee_id = $1) AND c.id <> $1
      ORDER BY c.name, c.id`,
    [companyId],
  );
  return rows.rows.map((r) => ({ id: String(r.id), name: String(r.name) }));
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
