import type { TaxRegime } from '../../shared/types';
import { GST_STATES } from './taxRegimeStates';

const isIndia = (country: string) => String(country ?? '').trim().toUpperCase() === 'IN';

function stateCode(code: string | null | undefined, field: string): string {
  const value = String(code ?? '').trim();
  if (!value) throw new Error(`${field} is required for a party in India (a GST state code such as "27")`);
  if (!GST_STATES[value]) throw new Error(`${field} "${value}" is not a GST state code`);
  return value;
}

/**
 * India's GST regime of a supply from `supplier` to `customer`, and the place of supply (a GST state
 * code) it used:
 * - supplier outside India → NONE (no GST; place of supply null);
 * - supplier in India, customer outside India → EXPORT (zero-rated under LUT; place of supply null —
 *   GSTR-1's '96 Other Country' is a return code, not a state, so it is not stored);
 * - both in India → place of supply = `placeOfSupply` ?? the customer's state code; INTRA (CGST + SGST)
 *   when it is the supplier's state, else INTER (IGST).
 * Throws when the supplier in India has no (or an unknown) state code, when an Indian customer has none
 * and no place of supply is given, or when the place of supply is not a GST state code.
 */
export function taxRegimeOf(
  supplier: { country: string; stateCode: string | null },
  customer: { country: string; stateCode: string | null },
  placeOfSupply?: string | null,
): { regime: TaxRegime; placeOfSupply: string | null } {
  if (!isIndia(supplier.country)) return { regime: 'NONE', placeOfSupply: null };
  const from = stateCode(supplier.stateCode, 'supplier.stateCode');
  if (!isIndia(customer.country)) return { regime: 'EXPORT', placeOfSupply: null };
  const place = placeOfSupply ? stateCode(placeOfSupply, 'placeOfSupply') : stateCode(customer.stateCode, 'customer.stateCode');
  return { regime: place === from ? 'INTRA' : 'INTER', placeOfSupply: place };
}
