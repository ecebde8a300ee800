/** Ocean carriers by SCAC, with the ISO 6346 owner prefix of their boxes. */
export interface Carrier {
  code: string;
  name: string;
  containerPrefix: string;
}

export const CARRIERS: Carrier[] = [
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

const byCode = new Map(CARRIERS.map((c) => [c.code, c]));

export function carrierByCode(code: string | null | undefined): Carrier | undefined {
  return code ? byCode.get(code.toUpperCase()) : undefined;
}
