/** An ocean carrier: its SCAC, the name people use, and the ISO 6346 owner prefix of its boxes. */
export interface OceanCarrier {
  code: string;
  name: string;
  containerPrefix: string;
}

/** The main ocean carriers by SCAC (every area that names a carrier: shipments, schedules, rates, …). */
export const OCEAN_CARRIERS: readonly OceanCarrier[] = [
  { code: 'MAEU', name: 'Maersk', containerPrefix: 'MSKU' },
  { code: 'MSCU', name: 'MSC', containerPrefix: 'MSCU' },
  { code: 'CMDU', name: 'CMA CGM', containerPrefix: 'CMAU' },
  { code: 'HLCU', name: 'Hapag-Lloyd', containerPrefix: 'HLXU' },
  { code: 'ONEY', name: 'Ocean Network Express', containerPrefix: 'ONEU' },
  { code: 'EGLV', name: 'Evergreen', containerPrefix: 'EGHU' },
  { code: 'COSU', name: 'COSCO Shipping', containerPrefix: 'CSNU' },
  { code: 'YMLU', name: 'Yang Ming', containerPrefix: 'YMLU' },
  { code: 'HDMU', name: 'HMM', containerPrefix: 'HDMU' },
  { code: 'ZIMU', name: 'ZIM', containerPrefix: 'ZIMU' },
  { code: 'OOLU', name: 'OOCL', containerPrefix: 'OOLU' },
  { code: 'PABV', name: 'PIL', containerPrefix: 'PCIU' },
  { code: 'WHLC', name: 'Wan Hai Lines', containerPrefix: 'WHLU' },
];

const byCode = new Map(OCEAN_CARRIERS.map((c) => [c.code, c]));

/** A carrier by its SCAC (any case), or undefined. */
export function carrierByCode(code: string | null | undefined): OceanCarrier | undefined {
  return code ? byCode.get(code.toUpperCase()) : undefined;
}

/** 'Maersk' for MAEU; the code itself when it is not one of ours. */
export function carrierName(code: string): string {
  return carrierByCode(code)?.name ?? code;
}

/** 'Maersk (MAEU)'; the code alone when unknown; `none` when there is no carrier. */
export function carrierLabel(code: string | null | undefined, none = ''): string {
  if (!code) return none;
  const carrier = carrierByCode(code);
  return carrier ? `${carrier.name} (${carrier.code})` : code;
}
