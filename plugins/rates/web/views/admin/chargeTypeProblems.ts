import type { FieldErrors } from '@portolan/sdk';
import { CHARGE_BASES, CHARGE_STAGES } from '../../../shared/types';

export type ChargeTypeValues = { code: string; name: string; basis: string; stage: string };

/** The client's checks, mirroring the server: a code of 2–10 upper-case letters, digits or `_` starting with a letter, a name, a basis and a stage. */
export function chargeTypeProblems(v: ChargeTypeValues): FieldErrors {
  return {
    code: /^[A-Z][A-Z0-9_]{1,9}$/.test(v.code) ? undefined : '2 to 10 upper-case letters or digits, starting with a letter',
    name: !v.name.trim() ? 'Enter a name' : v.name.trim().length > 120 ? 'At most 120 characters' : undefined,
    basis: (CHARGE_BASES as readonly string[]).includes(v.basis) ? undefined : 'Choose how it is counted',
    stage: (CHARGE_STAGES as readonly string[]).includes(v.stage) ? undefined : 'Choose where it applies',
  };
}

/** `PER_CONTAINER` → `per container`. */
export const basisLabel = (basis: string): string => basis.toLowerCase().replace(/_/g, ' ').replace('per bl', 'per B/L').replace('per wm', 'per W/M');
