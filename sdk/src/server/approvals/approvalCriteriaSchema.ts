import { APPROVAL_CRITERIA_FIELDS, APPROVAL_MAX_CRITERIA_VALUES } from '../../shared/approvals';

const values = { type: 'array', maxItems: APPROVAL_MAX_CRITERIA_VALUES, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 200 } } as const;

/**
 * The JSON schema of `ApprovalCriteria` (and of `ApprovalFacts`) in a request body: an object with optional
 * lists `categories`, `locationIds`, `supplierIds` of distinct strings, at most APPROVAL_MAX_CRITERIA_VALUES each.
 */
export const approvalCriteriaSchema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(APPROVAL_CRITERIA_FIELDS.map((field) => [field, values])),
} as const;
