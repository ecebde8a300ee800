import { APPROVAL_CRITERIA_FIELDS, type ApprovalCriteria, type ApprovalFacts } from '../../shared/approvals';

/**
 * Whether a record with these facts meets a level's criteria: for every criterion the level names (a
 * non-empty list), at least one of the record's facts of that criterion is in the list. A named criterion
 * the record has no facts for is not met; a level that names none matches every record.
 */
export function criteriaMatch(criteria: ApprovalCriteria, facts: ApprovalFacts = {}): boolean {
  return APPROVAL_CRITERIA_FIELDS.every((field) => {
    const wanted = criteria[field];
    if (!wanted || wanted.length === 0) return true;
    return (facts[field] ?? []).some((fact) => wanted.includes(fact));
  });
}
