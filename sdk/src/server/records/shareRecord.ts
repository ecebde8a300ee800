import type { Db } from '../Db';
import { badRequest } from '../HttpError';
import { connectedCompanies } from './connectedCompanies';

export interface ShareRequest {
  /** The record kind, e.g. 'shipment'. */
  kind: string;
  recordId: string;
  /** The record's owner (the caller's company). */
  ownerCompanyId: string;
  /** Every company the record is shared with after the call (the list replaces the previous one). */
  companyIds: readonly string[];
  /** The body field of the list, for the 400 (e.g. 'data.sharedWith'). */
  field: string;
  role?: string;
}

/**
 * Shares a record (read-only) with exactly these companies, in the caller's transaction. Each must be
 * in the owner's network (an accepted connection): any other id — another company or one that does
 * not exist — is the same 400 naming its position, so the answer never tells whether a company exists.
 */
export async function shareRecord(tx: Db, share: ShareRequest): Promise<void> {
  const others = share.companyIds.filter((id) => id !== share.ownerCompanyId);
  const connected = await connectedCompanies(tx, share.ownerCompanyId, others);
  const stranger = share.companyIds.findIndex((id) => id !== share.ownerCompanyId && !connected.has(id));
  if (stranger >= 0) {
    throw badRequest('This company is not in your network: connect with it first (Network)', `${share.field}.${stranger}`);
  }
  await tx.query('DELETE FROM record_parties WHERE kind = $1 AND record_id = $2 AND owner_company_id = $3', [share.kind, share.recordId, share.ownerCompanyId]);
  const ids = [...new Set(others)];
  if (ids.length) {
    await tx.query(
      `INSERT INTO record_parties (kind, record_id, company_id, owner_company_id, role) SELECT $1, $2, unnest($3::uuid[]), $4, $5`,
      [share.kind, share.recordId, ids, share.ownerCompanyId, share.role ?? 'viewer'],
    );
  }
}

/** The companies a record is shared with, oldest share first (for the owner's view of it). */
export async function partiesOf(db: Db, kind: string, recordIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (recordIds.length === 0) return out;
  const rows = await db.query<{ record_id: string; company_id: string }>(
    'SELECT record_id, company_id FROM record_parties WHERE kind = $1 AND record_id = ANY($2::uuid[]) ORDER BY created_at, company_id',
    [kind, recordIds],
  );
  for (const r of rows.rows) out.set(r.record_id, [...(out.get(r.record_id) ?? []), r.company_id]);
  return out;
}
