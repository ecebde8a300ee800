import { APPROVAL_CRITERIA_FIELDS, type ApprovalCriteria, type ApprovalCriteriaField, type ApprovalCriteriaOptions } from '../../shared/approvals';

/** How a criterion is named on screen. */
export const CRITERIA_NAMES: Record<ApprovalCriteriaField, string> = { categories: 'Category', locationIds: 'Location', supplierIds: 'Supplier' };

/**
 * A level's criteria in words, one line per criterion it names: "Category: Electronics, Furniture",
 * "Supplier: Meridian Parts". Values are shown by their option's label; a location or supplier the
 * options do not list (or without options) is counted ("Location: Hamburg DC, 1 more", "Supplier: 2 selected").
 * Empty when the level names none (amount only).
 */
export function criteriaText(criteria: ApprovalCriteria | undefined, options?: ApprovalCriteriaOptions): string[] {
  return APPROVAL_CRITERIA_FIELDS.flatMap((field) => {
    const values = criteria?.[field];
    if (!values?.length) return [];
    const labels = new Map((options?.[field] ?? []).map((o) => [o.value, o.label]));
    // A category is a name already; ids mean nothing to a reader.
    if (field === 'categories') return [`${CRITERIA_NAMES[field]}: ${values.map((v) => labels.get(v) ?? v).join(', ')}`];
    const known = values.flatMap((v) => (labels.has(v) ? [labels.get(v)!] : []));
    const unknown = values.length - known.length;
    const parts = unknown ? [...known, `${unknown} ${known.length ? 'more' : 'selected'}`] : known;
    return [`${CRITERIA_NAMES[field]}: ${parts.join(', ')}`];
  });
}
