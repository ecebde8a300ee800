import type { RateKind } from '../../../shared/types';

/** What a sheet column may be mapped to: a rate field (`amount`, `origin`…), or the price of one container type (`amount:45G1`, a wide sheet's column). */
export type MappingChoice = { value: string; label: string };

/** A column left out of the import. */
export const IGNORE = '';

const COMMON: MappingChoice[] = [
  { value: 'carrier', label: 'Carrier (SCAC)' },
  { value: 'origin', label: 'Origin' },
  { value: 'destination', label: 'Destination' },
  { value: 'amount', label: 'Amount' },
  { value: 'currency', label: 'Currency' },
  { value: 'validFrom', label: 'Valid from' },
  { value: 'validTo', label: 'Valid to' },
  { value: 'side', label: 'Side (BUY, SELL…)' },
  { value: 'contractRef', label: 'Contract reference' },
  { value: 'remarks', label: 'Remarks' },
];

const BY_KIND: Record<RateKind, MappingChoice[]> = {
  FCL: [
    { value: 'containerType', label: 'Container type' },
    { value: 'via', label: 'Via (transshipment ports)' },
    { value: 'transitDays', label: 'Transit days' },
    { value: 'freeDays', label: 'Free days' },
    { value: 'commodity', label: 'Commodity' },
  ],
  LCL: [
    { value: 'minimum', label: 'Minimum' },
    { value: 'via', label: 'Via (transshipment ports)' },
    { value: 'transitDays', label: 'Transit days' },
    { value: 'freeDays', label: 'Free days' },
    { value: 'commodity', label: 'Commodity' },
  ],
  OTHER: [
    { value: 'chargeCode', label: 'Charge code' },
    { value: 'port', label: 'Port' },
    { value: 'basis', label: 'Basis' },
    { value: 'containerType', label: 'Container type' },
  ],
  TRANSPORT: [
    { value: 'containerType', label: 'Container type' },
    { value: 'transitDays', label: 'Transit days' },
  ],
};

/** The choices of a kind's mapping: its fields, then (FCL, TRANSPORT, OTHER) one price column per container type of a wide sheet. */
export function mappingChoicesOf(kind: RateKind, containerTypes: ReadonlyArray<{ code: string; name: string }>): MappingChoice[] {
  const wide = kind === 'LCL' ? [] : containerTypes.map((t) => ({ value: `amount:${t.code}`, label: `Price of a ${t.code} (${t.name})` }));
  return [...COMMON, ...BY_KIND[kind], ...wide];
}

/** A field's name for people (`amount:45G1` → `Price of 45G1`). */
export function fieldLabel(field: string): string {
  if (field.startsWith('amount:')) return `Price of ${field.slice(7)}`;
  const known = [...COMMON, ...Object.values(BY_KIND).flat()].find((c) => c.value === field);
  return known?.label ?? field;
}
