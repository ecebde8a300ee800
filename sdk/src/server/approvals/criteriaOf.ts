import { APPROVAL_CRITERIA_FIELDS, type ApprovalCriteria } from '../../shared/approvals';

/**
 * The criteria (or facts) in their API shape: the known fields only, each a list of strings, empty lists
 * left out (`{}` when nothing restricts). Reads a jsonb column (an object, or its text) or a request body.
 */
export function criteriaOf(raw: unknown): ApprovalCriteria {
  const source = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  if (!source || typeof source !== 'object' || Array.isArray(source)) return {};
  const criteria: ApprovalCriteria = {};
  for (const field of APPROVAL_CRITERIA_FIELDS) {
    const values = (source as Record<string, unknown>)[field];
    if (!Array.isArray(values)) continue;
    const strings = values.filter((v): v is string => typeof v === 'string');
    if (strings.length > 0) criteria[field] = strings;
  }
  return criteria;
}
