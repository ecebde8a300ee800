import { writeActivity, type Db } from '@portolan/sdk/server';
import { QUOTE_KIND } from '../../shared/types';
import { todayUtc } from '@portolan/sdk/shared';
import { loadQuotes } from './loadQuote';
import { moveEnquiry } from './moveEnquiry';
import { snapshotRevision } from './snapshotRevision';

const SYSTEM = { id: null, name: 'System' };

/**
 * The hourly expiry (`expire-quotes`): PUBLISHED quotes whose validity ended before `now`'s day become
 * EXPIRED, their enquiries QUOTED → EXPIRED, each in the audit trails. Their links keep opening
 * (read-only, status shown) until they expire or are revoked. Answers how many expired.
 */
export async function expireQuotes(db: Db, now = new Date()): Promise<number> {
  const today = todayUtc(now.getTime());
  const due = await db.query<{ id: string }>("SELECT id FROM quotes WHERE status = 'PUBLISHED' AND valid_until < $1::date ORDER BY valid_until, id LIMIT 500", [today]);
  let expired = 0;
  for (const { id } of due.rows) {
    await db.transaction(async (tx) => {
      const row = await tx.one<{ company_id: string; enquiry_id: string; reference: string; valid_until: string }>(
        "SELECT company_id, enquiry_id, reference, valid_until::text AS valid_until FROM quotes WHERE id = $1 AND status = 'PUBLISHED' AND valid_until < $2::date FOR UPDATE",
        [id, today],
      );
      if (!row) return;
      await tx.query("UPDATE quotes SET status = 'EXPIRED', version = version + 1, updated_at = now() WHERE id = $1", [id]);
      await writeActivity(tx, { kind: QUOTE_KIND, recordId: id, companyId: row.company_id, actorId: null, actorName: SYSTEM.name, action: 'expire', from: 'PUBLISHED', to: 'EXPIRED', note: `Valid until ${row.valid_until}` });
      const [quote] = await loadQuotes(tx, 'q.id = $1', [id]);
      await snapshotRevision(tx, row.company_id, quote!, null);
      await moveEnquiry(tx, { enquiryId: row.enquiry_id, companyId: row.company_id, from: ['QUOTED'], to: 'EXPIRED', actor: SYSTEM, action: 'quote-expired', note: row.reference });
      expired++;
    });
  }
  return expired;
}
