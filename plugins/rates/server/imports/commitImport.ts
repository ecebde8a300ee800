import { AsyncResource } from 'node:async_hooks';
import { writeActivity, type Db } from '@portolan/sdk/server';
import { RATE_IMPORT_KIND } from '../../shared/types';
import { insertRates, type RateInput } from '../inventory/rateInput';

/** Rates per insertRates call while committing (progress moves after each). */
const STEP = 1000;

export type Committer = { companyId: string; userId: string; userName: string };

/**
 * Writes every rate of an import (status COMMITTING) in ONE transaction through insertRates — all or
 * none — and ends it COMMITTED with committedCount, or FAILED with the reason (nothing written). The
 * progress (0–100) is written outside that transaction as it goes, so a client polling `GET :id` sees
 * it move (on PostgreSQL; embedded PGlite has one connection, so a poll waits for the end). Never
 * throws: the outcome is in the import.
 */
export async function commitImport(db: Db, importId: string, who: Committer, log?: { error(obj: unknown, msg: string): void }): Promise<void> {
  // Bound here, outside the transaction below: its queries run on their own, not inside it.
  const report = AsyncResource.bind((progress: number) => {
    db.query("UPDATE rate_imports SET progress = $2, updated_at = now() WHERE id = $1 AND status = 'COMMITTING' AND progress < $2", [importId, progress]).catch(() => undefined);
  });
  try {
    await db.transaction(async (tx) => {
      const rows = await tx.query<{ rates: RateInput[] }>('SELECT rates FROM rate_import_rows WHERE import_id = $1 AND company_id = $2 ORDER BY row_number', [importId, who.companyId]);
      const inputs = rows.rows.flatMap((r) => r.rates);
      let written = 0;
      for (let start = 0; start < inputs.length; start += STEP) {
        written += (await insertRates(tx, { companyId: who.companyId, userId: who.userId, importId }, inputs.slice(start, start + STEP))).length;
        report(Math.min(99, Math.floor((written / inputs.length) * 100)));
      }
      await tx.query(
        "UPDATE rate_imports SET status = 'COMMITTED', committed_count = $2, progress = 100, failure = NULL, version = version + 1, updated_at = now() WHERE id = $1",
        [importId, written],
      );
      await writeActivity(tx, { kind: RATE_IMPORT_KIND, recordId: importId, companyId: who.companyId, actorId: who.userId, actorName: who.userName, action: 'committed', from: 'COMMITTING', to: 'COMMITTED', note: `${written} rates written` });
    });
  } catch (error) {
    const reason = `Nothing was written: ${(error as Error).message ?? String(error)}`.slice(0, 1000);
    log?.error({ err: error, importId }, 'rate import commit failed');
    try {
      await db.transaction(async (tx) => {
        await tx.query("UPDATE rate_imports SET status = 'FAILED', progress = 0, failure = $2, version = version + 1, updated_at = now() WHERE id = $1", [importId, reason]);
        await writeActivity(tx, { kind: RATE_IMPORT_KIND, recordId: importId, companyId: who.companyId, actorId: who.userId, actorName: who.userName, action: 'fail', from: 'COMMITTING', to: 'FAILED', note: reason });
      });
    } catch (second) {
      log?.error({ err: second, importId }, 'rate import: could not record the failure');
    }
  }
}
