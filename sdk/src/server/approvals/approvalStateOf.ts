import type { Db } from '../Db';
import { iso } from '../resource/baseRecord';
import type { ApprovalCriteria, ApprovalLevelState, ApprovalState, ApprovalStatus } from '../../shared/approvals';
import { namesOfUsers } from './namesOfUsers';
import { criteriaOf } from './criteriaOf';

/** A level as configured when the request was made (approval_requests.levels_snapshot). */
export interface LevelSnapshot {
  level: number;
  minAmount: string;
  currency: string;
  approverIds: string[];
  /** The level's criteria (absent in requests made before criteria existed, and when it names none). */
  criteria?: ApprovalCriteria;
}

/** The row of approval_requests this module reads. */
export interface ApprovalRequestRow {
  id: string;
  company_id: string;
  kind: string;
  record_id: string;
  amount: string;
  currency: string;
  status: ApprovalStatus;
  levels_required: number[];
  levels_snapshot: LevelSnapshot[] | string;
  current_level: number | null;
  requested_by: string | null;
  requested_by_name: string;
  requested_at: unknown;
  last_reminded_at: unknown;
  decided_at: unknown;
}

/** The levels a request was opened with. */
export function snapshotOf(row: ApprovalRequestRow): LevelSnapshot[] {
  return typeof row.levels_snapshot === 'string' ? (JSON.parse(row.levels_snapshot) as LevelSnapshot[]) : row.levels_snapshot;
}

/** The API shape of a request: each level with its approvers' names and its decision; `canDecide` for `userId`. */
export async function approvalStateOf(db: Db, row: ApprovalRequestRow, userId?: string): Promise<ApprovalState> {
  const levels = snapshotOf(row);
  const decisions = await db.query<{ level: number; decision: string; user_name: string; comment: string | null; created_at: unknown }>(
    'SELECT level, decision, user_name, comment, created_at FROM approval_decisions WHERE request_id = $1 ORDER BY created_at, id',
    [row.id],
  );
  const byLevel = new Map(decisions.rows.map((d) => [Number(d.level), d]));
  const names = await namesOfUsers(db, row.company_id, levels.flatMap((l) => l.approverIds));
  const current = row.current_level === null ? null : Number(row.current_level);
  const states: ApprovalLevelState[] = levels.map((l) => {
    const decision = byLevel.get(l.level);
    const status = decision ? (decision.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED') : row.status === 'PENDING' && current === l.level ? 'PENDING' : 'WAITING';
    const criteria = criteriaOf(l.criteria);
    return {
      level: l.level,
      minAmount: l.minAmount,
      approverIds: l.approverIds,
      approverNames: l.approverIds.map((id) => names.get(id) ?? 'Former user'),
      status,
      decidedBy: decision?.user_name ?? null,
      comment: decision?.comment ?? null,
      decidedAt: decision ? iso(decision.created_at) : null,
      ...(Object.keys(criteria).length > 0 ? { criteria } : {}),
    };
  });
  const pending = row.status === 'PENDING' ? levels.find((l) => l.level === current) : undefined;
  return {
    requestId: String(row.id),
    kind: row.kind,
    recordId: String(row.record_id),
    status: row.status,
    amount: String(row.amount),
    currency: row.currency,
    currentLevel: row.status === 'PENDING' ? current : null,
    levels: states,
    requestedBy: row.requested_by_name,
    requestedAt: iso(row.requested_at)!,
    lastRemindedAt: iso(row.last_reminded_at),
    canDecide: !!userId && !!pending && pending.approverIds.includes(userId),
  };
}
