import type { FieldErrors } from '@portolan/sdk';

/** A contract form's values, as the inputs hold them. */
export type ContractValues = { reference: string; carrier: string; validFrom: string; validTo: string; mqcTeu: string; notes: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The client's checks, mirroring the server's schema for a contract. */
export function contractFormProblems(v: ContractValues): FieldErrors {
  const mqc = v.mqcTeu.trim();
  return {
    reference: !v.reference.trim() ? 'Enter the contract reference' : v.reference.trim().length > 60 ? 'At most 60 characters' : undefined,
    carrier: /^[A-Z]{4}$/.test(v.carrier) ? undefined : 'Choose the carrier',
    validFrom: DAY.test(v.validFrom) ? undefined : 'Enter the first day of validity',
    validTo: !DAY.test(v.validTo) ? 'Enter the last day of validity' : DAY.test(v.validFrom) && v.validTo < v.validFrom ? 'Must be on or after the first day' : undefined,
    mqcTeu: !/^\d+$/.test(mqc) ? 'Enter a whole number of TEU' : Number(mqc) < 1 ? 'At least 1 TEU' : Number(mqc) > 10_000_000 ? 'At most 10,000,000 TEU' : undefined,
    notes: v.notes.length > 2000 ? 'At most 2,000 characters' : undefined,
  };
}

/** The body's `data` of a contract write. */
export function contractData(v: ContractValues) {
  return { reference: v.reference.trim(), carrier: v.carrier, validFrom: v.validFrom, validTo: v.validTo, mqcTeu: Number(v.mqcTeu.trim()), notes: v.notes.trim() || null };
}
