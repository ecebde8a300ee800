/**
 * Approval chains (SDK approvals): the shapes the server answers and the web reads. A company configures,
 * per record kind ('rfq', 'purchase-order', 'requisition', …), up to five levels, each with a minimum amount
 * and its approvers; a request for a record walks, in order, the levels whose minimum its amount reaches.
 */

/** One configured level of a kind (`defineApprovalConfigurations` routes). */
export interface ApprovalConfiguration {
  _id: string;
  kind: string;
  level: number;
  /** Decimal string: the level applies to amounts at or above it. */
  minAmount: string;
  currency: string;
  approverIds: string[];
  approverNames: string[];
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** A company user who may be picked as an approver (`GET <path>/approvers`). */
export interface ApproverCandidate {
  _id: string;
  name: string;
  email: string;
  role: string;
}

export type ApprovalStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
export type ApprovalLevelStatus = 'WAITING' | 'PENDING' | 'APPROVED' | 'REJECTED';
export type ApprovalDecision = 'APPROVE' | 'REJECT';

/** One level of a request: WAITING (a lower level decides first), PENDING (its turn), APPROVED or REJECTED. */
export interface ApprovalLevelState {
  level: number;
  minAmount: string;
  approverIds: string[];
  approverNames: string[];
  status: ApprovalLevelStatus;
  /** The name of the approver who decided it. */
  decidedBy: string | null;
  comment: string | null;
  decidedAt: string | null;
}

/** A record's latest approval request. */
export interface ApprovalState {
  requestId: string;
  kind: string;
  recordId: string;
  status: ApprovalStatus;
  amount: string;
  currency: string;
  /** The level whose turn it is (null once decided). */
  currentLevel: number | null;
  levels: ApprovalLevelState[];
  /** The requester's name. */
  requestedBy: string;
  requestedAt: string;
  lastRemindedAt: string | null;
  /** The asking user is an approver of the pending level. */
  canDecide: boolean;
}

/** How long after a reminder the approvers cannot be reminded again. */
export const APPROVAL_REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/** At most this many levels per kind. */
export const APPROVAL_MAX_LEVELS = 5;
