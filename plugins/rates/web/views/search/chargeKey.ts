import type { ChargeLine } from '../../../shared/types';

const SIZE_TYPE = /\s([0-9L][0-9][A-Z][0-9])$/;

/**
 * What aligns a charge across options: its code, and the container size-type a per-container line
 * names ('Ocean freight 42G1' → 'OFR 42G1'), so a search for two types compares each type's line.
 */
export function chargeKey(line: Pick<ChargeLine, 'code' | 'name'>): string {
  const type = SIZE_TYPE.exec(line.name)?.[1];
  return type ? `${line.code} ${type}` : line.code;
}
