/**
 * Approval chains (SDK approvals): the shapes the server answers and the web reads. A company configures,
 * per record kind ('rfq', 'purchase-order', 'requisition', …), up to five levels, each with a minimum amount
 * and its approvers; a request for a record walks, in order, the levels whose minimum its amount reaches.
 */

/**
 * What a rule's level may also require of a record besides its amount (SDK approvals criteria): the
 * record's categories, locations (company location ids) or suppliers (company-master ids). A level
 * applies when the amount reaches its minimum AND, for every criterion it names, one of the record's
 * facts is among the listed values. An empty or missing list does not restrict.
 */
export const APPROVAL_CRITERIA_FIELDS = ['categories', 'locationIds', 'supplierIds'] as const;
export type ApprovalCriteriaField = (typeof APPROVAL_CRITERIA_FIELDS)[number];
export type ApprovalCriteria = Partial<Record<ApprovalCriteriaField, string[]>>;
/** The facts of one record the criteria are matched against (`requestApproval`'s `facts`). */
export type ApprovalFacts = ApprovalCriteria;
/** The values each criterion may take, with labels (an area's `rulesCriteria` route answers this; the web panel offers them). */
export type ApprovalCriteriaOptions = Record<ApprovalCriteriaField, Array<{ value: string; label: string }>>;
/** At most this many values per criterion. */
export const APPROVAL_MAX_CRITERIA_VALUES = 50;

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
  /** Empty object: amount only. */
  criteria: ApprovalCriteria;
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
  /** The level's criteria as they were when the approval was requested; absent when it names none (amount only). */
  criteria?: ApprovalCriteria;
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
