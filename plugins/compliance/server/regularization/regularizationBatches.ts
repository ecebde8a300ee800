import { baseRecord, conflict, iso, isUuid, notFound, writeActivities, writeActivity, type Db } from '@portolan/sdk/server';
import { todayUtc } from '@portolan/sdk/shared';
import type { BatchState, PartnerBank } from '../../shared/states';
import { BATCH_KIND, BILL_KIND, type BatchRecord, type BatchRow, type Problem, type ValidateAnswer } from '../../shared/types';
import type { BankAdapter } from './bankAdapter';
import { bigOf, decimalOfMinor, floorOf } from './billMoney';
import { loadBatchLookup } from './loadBatchLookup';
import { regularizationSettingsOf } from './regularizationSettings';
import { validateBatch, type ResolvedRow } from './validateBatch';

/** Who validates or pushes: a signed-in user, or a partner link (the public /regularize page). */
export interface BatchActor {
  companyId: string;
  userId: string | null;
  name: string;
  linkId: string | null;
}

/** A stored row: resolved ids and minor units, and what the caller sent. */
export type StoredRow = ResolvedRow & { input: BatchRow };

/** A regularization_batches row as the API answers it (totals per currency of the resolved rows). */
export function toBatch(row: Record<string, unknown>): BatchRecord {
  const sums = new Map<string, bigint>();
  for (const r of (row.rows as StoredRow[]) ?? []) if (r.amountMinor !== null && r.currency) sums.set(r.currency, (sums.get(r.currency) ?? 0n) + BigInt(r.amountMinor));
  return {
    ...baseRecord(row),
    state: row.state as BatchState,
    bank: row.bank as PartnerBank,
    rowCount: Number(row.row_count),
    problemCount: Number(row.problem_count),
    totals: [...sums.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([currency, minor]) => ({ currency, amount: decimalOfMinor(minor, currency) })),
    bankReference: (row.bank_reference as string) ?? null,
    bankAnswer: (row.bank_answer as string) ?? null,
    pushedAt: iso(row.pushed_at),
    gateway: (row.gateway as string) ?? null,
    createdByName: (row.created_by_name as string) ?? null,
  };
}

/**
 * Validates a batch (validateBatch over the company's bills and remittances it names, loaded in two
 * queries) and saves it: VALIDATED when nothing is wrong, else DRAFT with the problems per row.
 */
export async function validateAndSave(db: Db, actor: BatchActor, bank: PartnerBank | undefined, rows: readonly BatchRow[], today = todayUtc()): Promise<ValidateAnswer> {
  const started = performance.now();
  const settings = await regularizationSettingsOf(db, actor.companyId);
  const lookup = await loadBatchLookup(db, actor.companyId, rows);
  const chosen = bank ?? settings.bank;
  const result = validateBatch(rows, lookup, { tolerancePercent: settings.tolerancePercent, bank: chosen }, today);
  const stored: StoredRow[] = result.resolved.map((r, i) => ({ ...r, input: rows[i] }));
  const saved = await db.one<Record<string, unknown>>(
    `INSERT INTO regularization_batches (company_id, state, bank, rows, problems, row_count, problem_count, created_by, created_by_name, partner_link_id)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8, $9, $10) RETURNING *`,
    [actor.companyId, result.problemCount ? 'DRAFT' : 'VALIDATED', chosen, JSON.stringify(stored), JSON.stringify(result.rows), rows.length, result.problemCount, actor.userId, actor.name, actor.linkId],
  );
  return { batch: toBatch(saved!), rows: result.rows, valid: result.problemCount === 0, tookMs: Math.round(performance.now() - started) };
}

/** One batch of the company (and, for a partner link, made through that link) with its rows resolved to shipping bill and IRM numbers. */
export async function batchDetails(db: Db, companyId: string, id: string, linkId?: string) {
  if (!isUuid(id)) throw notFound('Batch not found');
  const row = await db.one<Record<string, unknown>>(
    `SELECT * FROM regularization_batches WHERE id = $1 AND company_id = $2${linkId ? ' AND partner_link_id = $3' : ''}`,
    linkId ? [id, companyId, linkId] : [id, companyId],
  );
  if (!row) throw notFound('Batch not found');
  const stored = row.rows as StoredRow[];
  const billIds = [...new Set(stored.map((r) => r.billId).filter((x): x is string => !!x))];
  const remittanceIds = [...new Set(stored.map((r) => r.remittanceId).filter((x): x is string => !!x))];
  const bills = new Map(
    (await db.query<{ id: string; sb_number: string; sb_date: string; port_code: string; invoice_number: string }>(
      'SELECT id, sb_number, sb_date, port_code, invoice_number FROM export_bills WHERE company_id = $1 AND id = ANY($2::uuid[])', [companyId, billIds],
    )).rows.map((b) => [String(b.id), b]),
  );
  const remittances = new Map(
    (await db.query<{ id: string; bank_reference: string; remittance_date: string }>(
      'SELECT id, bank_reference, remittance_date FROM inward_remittances WHERE company_id = $1 AND id = ANY($2::uuid[])', [companyId, remittanceIds],
    )).rows.map((r) => [String(r.id), r]),
  );
  const problems = new Map((row.problems as Array<{ index: number; problems: Problem[] }>).map((p) => [p.index, p.problems]));
  return {
    ...toBatch(row),
    rows: stored.map((r, index) => {
      const bill = r.billId ? bills.get(r.billId) : undefined;
      const remittance = r.remittanceId ? remittances.get(r.remittanceId) : undefined;
      return {
        index,
        billId: r.billId,
        sbNumber: bill?.sb_number ?? r.input.sbNumber ?? null,
        sbDate: bill?.sb_date ?? r.input.sbDate ?? null,
        portCode: bill?.port_code ?? r.input.portCode ?? null,
        invoiceNumber: bill?.invoice_number ?? null,
        remittanceId: r.remittanceId,
        remittanceReference: remittance?.bank_reference ?? r.input.remittanceReference ?? null,
        remittanceDate: remittance?.remittance_date ?? null,
        amount: r.amountMinor !== null ? decimalOfMinor(r.amountMinor, r.currency) : String(r.input.amount ?? ''),
        currency: r.currency,
        problems: problems.get(index) ?? [],
      };
    }),
  };
}

/**
 * Pushes a VALIDATED batch to the bank in one transaction: locks the batch, its bills and remittances,
 * validates again against the current data (problems: the batch is a DRAFT again with them, and the
 * answer a 409), sends it through the bank adapter and, when the bank accepts, writes the realizations,
 * adds them to the bills' realized and the remittances' utilized amounts, regularizes the bills realized
 * within the tolerance (PARTLY_REALIZED otherwise), records the activity and marks the batch PUSHED; a
 * refusal marks it REJECTED with the bank's text. Any other state is a 409 naming it (a second push too).
 */
export async function pushBatch(db: Db, bank: BankAdapter, actor: BatchActor, batchId: string, today = todayUtc()): Promise<BatchRecord> {
  const outcome = await db.transaction(async (tx) => {
    if (!isUuid(batchId)) throw notFound('Batch not found');
    const batch = await tx.one<Record<string, unknown>>(
      `SELECT * FROM regularization_batches WHERE id = $1 AND company_id = $2${actor.linkId ? ' AND partner_link_id = $3' : ''} FOR UPDATE`,
      actor.linkId ? [batchId, actor.companyId, actor.linkId] : [batchId, actor.companyId],
    );
    if (!batch) throw notFound('Batch not found');
    if (batch.state !== 'VALIDATED') throw conflict(`Cannot push: the batch is ${String(batch.state)}`, 'data.batchId');
    const stored = batch.rows as StoredRow[];
    const rows: BatchRow[] = stored.map((r) => ({ billId: r.billId ?? undefined, remittanceId: r.remittanceId ?? undefined, amount: decimalOfMinor(r.amountMinor ?? 0, r.currency), currency: r.currency }));
    const settings = await regularizationSettingsOf(tx, actor.companyId);
    const lookup = await loadBatchLookup(tx, actor.companyId, rows, true);
    const check = validateBatch(rows, lookup, { tolerancePercent: settings.tolerancePercent, bank: batch.bank as PartnerBank }, today);
    if (check.problemCount) {
      await tx.query(
        "UPDATE regularization_batches SET state = 'DRAFT', problems = $2::jsonb, problem_count = $3, updated_at = now(), version = version + 1 WHERE id = $1",
        [batchId, JSON.stringify(check.rows), check.problemCount],
      );
      return { problems: check.problemCount } as const;
    }
    const billsById = new Map(lookup.bills.map((b) => [b.id, b]));
    const remittancesById = new Map(lookup.remittances.map((r) => [r.id, r]));
    const company = await tx.one<{ name: string }>('SELECT name FROM companies WHERE id = $1', [actor.companyId]);
    const answer = await bank.push({
      batchId,
      bank: batch.bank as PartnerBank,
      companyName: company?.name ?? '',
      rows: stored.map((r) => {
        const b = billsById.get(r.billId!)!;
        const m = remittancesById.get(r.remittanceId!)!;
        return { sbNumber: b.sbNumber, sbDate: b.sbDate, portCode: b.portCode, remittanceReference: m.bankReference, remittanceDate: m.remittanceDate, purposeCode: m.purposeCode, amountMinor: BigInt(r.amountMinor!), currency: r.currency };
      }),
    });
    const to = answer.accepted ? 'PUSHED' : 'REJECTED';
    await tx.query(
      'UPDATE regularization_batches SET state = $2, gateway = $3, bank_reference = $4, bank_answer = $5, pushed_at = now(), updated_at = now(), version = version + 1 WHERE id = $1',
      [batchId, to, bank.gateway, answer.reference, answer.text],
    );
    await writeActivity(tx, { kind: BATCH_KIND, recordId: batchId, companyId: actor.companyId, actorId: actor.userId, actorName: actor.name, action: 'push', from: 'VALIDATED', to, note: answer.text });
    if (answer.accepted) await applyRealizations(tx, actor, batchId, stored, answer.reference, settings.tolerancePercent);
    return { done: true } as const;
  });
  if ('problems' in outcome) throw conflict(`Cannot push: the batch has ${outcome.problems} problem${outcome.problems === 1 ? '' : 's'} with the current bills and remittances; it is a DRAFT again`, 'data.batchId');
  return toBatch((await db.one<Record<string, unknown>>('SELECT * FROM regularization_batches WHERE id = $1', [batchId]))!);
}

/**
 * Writes accepted realizations (set-based): bill_realizations rows, the remittances' utilized and the
 * bills' realized amounts, the bills' new states (REGULARIZED within the tolerance of the invoice value,
 * with the bank's reference; else PARTLY_REALIZED) and an activity entry on each bill. The rows must
 * have passed validateBatch under the same locks. Also used by the demo seed.
 */
export async function applyRealizations(tx: Db, actor: BatchActor, batchId: string | null, rows: readonly ResolvedRow[], bankReference: string | null, tolerancePercent: string): Promise<void> {
  const bills: string[] = [];
  const remittances: string[] = [];
  const amounts: string[] = [];
  const currencies: string[] = [];
  for (const r of rows) {
    bills.push(r.billId!);
    remittances.push(r.remittanceId!);
    amounts.push(r.amountMinor!);
    currencies.push(r.currency);
  }
  await tx.query(
    `INSERT INTO bill_realizations (company_id, bill_id, remittance_id, batch_id, amount_minor, currency)
     SELECT $1, b, m, $2, a, c FROM unnest($3::uuid[], $4::uuid[], $5::bigint[], $6::text[]) AS x(b, m, a, c)`,
    [actor.companyId, batchId, bills, remittances, amounts, currencies],
  );
  await tx.query(
    `UPDATE inward_remittances r SET utilized_minor = r.utilized_minor + x.total, updated_at = now(), version = r.version + 1
       FROM (SELECT m, sum(a)::bigint AS total FROM unnest($2::uuid[], $3::bigint[]) AS u(m, a) GROUP BY m) x
      WHERE r.id = x.m AND r.company_id = $1`,
    [actor.companyId, remittances, amounts],
  );
  const changed = await tx.query<{ id: string; state: string; invoice_minor: unknown; realized_minor: unknown }>(
    `UPDATE export_bills e SET realized_minor = e.realized_minor + x.total, updated_at = now(), version = e.version + 1
       FROM (SELECT b, sum(a)::bigint AS total FROM unnest($2::uuid[], $3::bigint[]) AS u(b, a) GROUP BY b) x
      WHERE e.id = x.b AND e.company_id = $1
      RETURNING e.id, e.state, e.invoice_minor, e.realized_minor`,
    [actor.companyId, bills, amounts],
  );
  const regularized: string[] = [];
  const partly: string[] = [];
  const from: string[] = [];
  const to: string[] = [];
  const ids: string[] = [];
  for (const b of changed.rows) {
    const full = bigOf(b.realized_minor) >= floorOf(bigOf(b.invoice_minor), tolerancePercent);
    const next = full ? 'REGULARIZED' : 'PARTLY_REALIZED';
    (full ? regularized : partly).push(String(b.id));
    ids.push(String(b.id));
    from.push(String(b.state));
    to.push(next);
  }
  if (regularized.length) {
    await tx.query("UPDATE export_bills SET state = 'REGULARIZED', bank_reference = $2, regularized_at = now() WHERE id = ANY($1::uuid[])", [regularized, bankReference]);
  }
  if (partly.length) await tx.query("UPDATE export_bills SET state = 'PARTLY_REALIZED' WHERE id = ANY($1::uuid[])", [partly]);
  // The audit trail of each bill, in one statement (SDK writeActivities).
  const note = bankReference ? `Regularization batch ${bankReference}` : 'Realization recorded';
  await writeActivities(tx, ids.map((recordId, i) => ({ kind: BILL_KIND, recordId, companyId: actor.companyId, actorId: actor.userId, actorName: actor.name, action: 'realize', from: from[i], to: to[i], note })));
}
