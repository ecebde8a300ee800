import Big from 'big.js';
import type { Db } from '../Db';
import { badRequest } from '../HttpError';
import type { ApprovalState } from '../../shared/approvals';
import { approvalStateOf, type ApprovalRequestRow, type LevelSnapshot } from './approvalStateOf';

export interface ApprovalRequestInput {
  kind: string;
  recordId: string;
  companyId: string;
  /** Decimal string ≥ 0: what the record commits the company to. */
  amount: string;
  currency: string;
  userId: string;
  userName: string;
  /** Converts an amount between currencies, for levels configured in another currency (decimal strings). */
  convert?: (amount: string, from: string, to: string) => string;
}

const DECIMAL = /^\d{1,16}(\.\d{1,6})?$/;

/**
 * Opens an approval request for the record, in the caller's transaction, cancelling an older PENDING one of
 * the same record: the company's levels of the kind whose minimum amount the amount reaches (converted to
 * the level's currency when they differ), decided in order. No level applies → the request is APPROVED at once.
 */
export async function requestApproval(tx: Db, input: ApprovalRequestInput): Promise<ApprovalState> {
  if (!DECIMAL.test(input.amount)) throw badRequest('The amount must be a decimal number of at least 0', 'data.amount');
  const amount = new Big(input.amount);
  const configs = await tx.query<{ level: number; min_amount: string; currency: string; approver_ids: string[] }>(
    'SELECT level, min_amount, currency, approver_ids FROM approval_configurations WHERE company_id = $1 AND kind = $2 ORDER BY level',
    [input.companyId, input.kind],
  );
  const levels: LevelSnapshot[] = [];
  for (const c of configs.rows) {
    let inLevelCurrency = amount;
    if (c.currency !== input.currency) {
      if (!input.convert) throw badRequest(`Approval level ${c.level} is set in ${c.currency}: an amount in ${input.currency} needs an exchange rate`, 'data.currency');
      inLevelCurrency = new Big(input.convert(input.amount, input.currency, c.currency));
    }
    const minAmount = new Big(String(c.min_amount));
    if (inLevelCurrency.gte(minAmount)) {
      levels.push({ level: Number(c.level), minAmount: minAmount.toFixed(2), currency: c.currency, approverIds: c.approver_ids.map(String) });
    }
  }
  await tx.query(
    "UPDATE approval_requests SET status = 'CANCELLED', current_level = NULL, decided_at = clock_timestamp() WHERE company_id = $1 AND kind = $2 AND record_id = $3 AND status = 'PENDING'",
    [input.companyId, input.kind, input.recordId],
  );
  const first = levels[0]?.level ?? null;
  const row = await tx.one<ApprovalRequestRow>(
    `INSERT INTO approval_requests (company_id, kind, record_id, amount, currency, status, levels_required, levels_snapshot, current_level, requested_by, requested_by_name, requested_at, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::int[], $8::jsonb, $9, $10, $11, clock_timestamp(), CASE WHEN $6 = 'APPROVED' THEN clock_timestamp() END) RETURNING *`,
    [input.companyId, input.kind, input.recordId, amount.toString(), input.currency, first === null ? 'APPROVED' : 'PENDING', levels.map((l) => l.level), JSON.stringify(levels), first, input.userId, input.userName],
  );
  return approvalStateOf(tx, row!, input.userId);
}
