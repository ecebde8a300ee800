import Big from 'big.js';
import type { Db } from '../Db';
import { badRequest } from '../HttpError';
import type { ApprovalFacts, ApprovalState } from '../../shared/approvals';
import { approvalStateOf, type ApprovalRequestRow, type LevelSnapshot } from './approvalStateOf';
import { criteriaOf } from './criteriaOf';
import { criteriaMatch } from './criteriaMatch';
import { cancelApproval } from './cancelApproval';

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
  /**
   * What the levels' criteria are matched against: the record's categories, location ids, supplier ids. A
   * level naming a criterion the record has no facts for does not apply; without facts only levels that
   * name no criteria (amount only) can apply.
   */
  facts?: ApprovalFacts;
}

const DECIMAL = /^\d{1,16}(\.\d{1,6})?$/;

/**
 * Opens an approval request for the record, in the caller's transaction, cancelling an older PENDING one of
 * the same record: the company's levels of the kind whose minimum amount the amount reaches (converted to
 * the level's currency when they differ) and whose criteria the record's facts meet (`criteriaMatch`),
 * decided in order. The levels are kept as they are now (criteria too): a later change of the configuration
 * does not move the request. No level applies → the request is APPROVED at once.
 */
export async function requestApproval(tx: Db, input: ApprovalRequestInput): Promise<ApprovalState> {
  if (!DECIMAL.test(input.amount)) throw badRequest('The amount must be a decimal number of at least 0', 'data.amount');
  const amount = new Big(input.amount);
  const facts = criteriaOf(input.facts ?? {});
  const configs = await tx.query<{ level: number; min_amount: string; currency: string; approver_ids: string[]; criteria: unknown }>(
    'SELECT level, min_amount, currency, approver_ids, criteria FROM approval_configurations WHERE company_id = $1 AND kind = $2 ORDER BY level',
    [input.companyId, input.kind],
  );
  const levels: LevelSnapshot[] = [];
  for (const c of configs.rows) {
    const criteria = criteriaOf(c.criteria);
    if (!criteriaMatch(criteria, facts)) continue;
    let inLevelCurrency = amount;
    if (c.currency !== input.currency) {
      if (!input.convert) throw badRequest(`Approval level ${c.level} is set in ${c.currency}: an amount in ${input.currency} needs an exchange rate`, 'data.currency');
      inLevelCurrency = new Big(input.convert(input.amount, input.currency, c.currency));
    }
    const minAmount = new Big(String(c.min_amount));
    if (inLevelCurrency.gte(minAmount)) {
      levels.push({ level: Number(c.level), minAmount: minAmount.toFixed(2), currency: c.currency, approverIds: c.approver_ids.map(String), criteria });
    }
  }
  await cancelApproval(tx, input);
  const first = levels[0]?.level ?? null;
  const row = await tx.one<ApprovalRequestRow>(
    `INSERT INTO approval_requests (company_id, kind, record_id, amount, currency, status, levels_required, levels_snapshot, current_level, requested_by, requested_by_name, requested_at, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::int[], $8::jsonb, $9, $10, $11, clock_timestamp(), CASE WHEN $6 = 'APPROVED' THEN clock_timestamp() END) RETURNING *`,
    [input.companyId, input.kind, input.recordId, amount.toString(), input.currency, first === null ? 'APPROVED' : 'PENDING', levels.map((l) => l.level), JSON.stringify(levels), first, input.userId, input.userName],
  );
  return approvalStateOf(tx, row!, input.userId);
}
