/**
 * ISO 6346 size-type codes of the containers freight is priced for.
 *
 * Source: ISO 6346:1995 (Amd. 3:2012) size and type codes — first character the length (2 = 20 ft,
 * 4 = 40 ft, L = 45 ft), second the height and width (2 = 8 ft 6 in, 5 = 9 ft 6 in high cube), then
 * the type group and detail (G1 general purpose with vents, R1 mechanically refrigerated, U1 open
 * top, P1 flat rack with fixed ends, T1 tank). TEU: twenty-foot equivalent units; a 45 ft box counts
 * 2.25 (its length over 20 ft), as port statistics do.
 */
export const CONTAINER_GROUPS = ['DRY', 'REEFER', 'OPEN_TOP', 'FLAT_RACK', 'TANK'] as const;
export type ContainerGroup = (typeof CONTAINER_GROUPS)[number];

export interface ContainerType {
  /** ISO 6346 size-type code, e.g. 45G1. */
  code: string;
  /** e.g. "40' high cube". */
  name: string;
  teu: number;
  lengthFt: number;
  /** External height in feet; none for a flat rack (the cargo sets it). */
  heightFt?: number;
  reefer: boolean;
  group: ContainerGroup;
}

export const CONTAINER_TYPES: readonly ContainerType[] = [
  { code: '22G1', name: "20' dry", teu: 1, lengthFt: 20, heightFt: 8.5, reefer: false, group: 'DRY' },
  { code: '42G1', name: "40' dry", teu: 2, lengthFt: 40, heightFt: 8.5, reefer: false, group: 'DRY' },
  { code: '45G1', name: "40' high cube", teu: 2, lengthFt: 40, heightFt: 9.5, reefer: false, group: 'DRY' },
  { code: 'L5G1', name: "45' high cube", teu: 2.25, lengthFt: 45, heightFt: 9.5, reefer: false, group: 'DRY' },
  { code: '22R1', name: "20' reefer", teu: 1, lengthFt: 20, heightFt: 8.5, reefer: true, group: 'REEFER' },
  { code: '42R1', name: "40' reefer", teu: 2, lengthFt: 40, heightFt: 8.5, reefer: true, group: 'REEFER' },
  { code: '45R1', name: "40' high-cube reefer", teu: 2, lengthFt: 40, heightFt: 9.5, reefer: true, group: 'REEFER' },
  { code: '22U1', name: "20' open top", teu: 1, lengthFt: 20, heightFt: 8.5, reefer: false, group: 'OPEN_TOP' },
  { code: '42U1', name: "40' open top", teu: 2, lengthFt: 40, heightFt: 8.5, reefer: false, group: 'OPEN_TOP' },
  { code: '22P1', name: "20' flat rack", teu: 1, lengthFt: 20, reefer: false, group: 'FLAT_RACK' },
  { code: '42P1', name: "40' flat rack", teu: 2, lengthFt: 40, reefer: false, group: 'FLAT_RACK' },
  { code: '22T1', name: "20' tank", teu: 1, lengthFt: 20, heightFt: 8.5, reefer: false, group: 'TANK' },
];

const byCode = new Map(CONTAINER_TYPES.map((t) => [t.code, t]));

/** A container type by its ISO 6346 size-type code (any case), or undefined. */
export function containerTypeByCode(code: string | null | undefined): ContainerType | undefined {
  return code ? byCode.get(code.toUpperCase()) : undefined;
}

/** TEU of one container of that type; 0 for an unknown code. */
export function teuOf(code: string | null | undefined): number {
  return containerTypeByCode(code)?.teu ?? 0;
}
