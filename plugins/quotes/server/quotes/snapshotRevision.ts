import type { Db } from '@portolan/sdk/server';
import type { QuoteRecord, QuoteRevision } from '../../shared/types';

/** The quote as it is now, without the record fields: what a revision keeps. */
export function snapshotOf(quote: QuoteRecord): QuoteRevision['snapshot'] {
  const { _id, createdAt, updatedAt, version, ...snapshot } = quote;
  void [_id, createdAt, updatedAt, version];
  return snapshot;
}

/** Keeps (or refreshes) the snapshot of the quote's current revision, in the caller's transaction. */
export async function snapshotRevision(tx: Db, companyId: string, quote: QuoteRecord, userId: string | null): Promise<void> {
  await tx.query(
    `INSERT INTO quote_revisions (company_id, quote_id, revision, status, snapshot, created_by) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (quote_id, revision) DO UPDATE SET status = EXCLUDED.status, snapshot = EXCLUDED.snapshot`,
    [companyId, quote._id, quote.revision, quote.status, JSON.stringify(snapshotOf(quote)), userId],
  );
}
