import type { Db } from '@portolan/sdk/server';

/**
 * The next gap-free reference of a kind for a forwarder, `<PREFIX>-<year>-<00001>` (ENQ-2026-00042,
 * Q-2026-00007): one counter row per company, kind and year, incremented in the caller's transaction
 * (the row lock serialises concurrent inserts; a rolled-back insert gives its number back).
 */
export async function nextReference(tx: Db, companyId: string, prefix: 'ENQ' | 'Q', now = new Date()): Promise<string> {
  const year = now.getUTCFullYear();
  const row = await tx.one<{ last: number }>(
    `INSERT INTO quote_counters (company_id, kind, year, last) VALUES ($1, $2, $3, 1)
     ON CONFLICT (company_id, kind, year) DO UPDATE SET last = quote_counters.last + 1 RETURNING last`,
    [companyId, prefix, year],
  );
  return `${prefix}-${year}-${String(row!.last).padStart(5, '0')}`;
}
