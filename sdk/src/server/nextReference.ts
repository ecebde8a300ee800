import type { Db } from './Db';

/**
 * The next gap-free reference of a kind for a company, `<PREFIX>-<year>-<00001>` (ENQ-2026-00042,
 * RFQ-2027-00003): one counter row per company, prefix and year in the core's `reference_counters`,
 * incremented in the caller's transaction (the row lock serialises concurrent inserts; a rolled-back
 * insert gives its number back).
 */
export async function nextReference(tx: Db, companyId: string, prefix: string, now = new Date()): Promise<string> {
  if (!/^[A-Z]{1,6}$/.test(prefix)) throw new Error(`Reference prefix "${prefix}" must be 1-6 capital letters`);
  const year = now.getUTCFullYear();
  const row = await tx.one<{ last: number }>(
    `INSERT INTO reference_counters (company_id, kind, year, last) VALUES ($1, $2, $3, 1)
     ON CONFLICT (company_id, kind, year) DO UPDATE SET last = reference_counters.last + 1 RETURNING last`,
    [companyId, prefix, year],
  );
  return `${prefix}-${year}-${String(row!.last).padStart(5, '0')}`;
}
