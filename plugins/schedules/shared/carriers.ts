/** Carrier names by SCAC (the demo carriers and other common ones); an unknown code is shown as itself. */
export const CARRIER_NAMES: Record<string, string> = {
  MAEU: 'Maersk',
  MSCU: 'MSC',
  CMDU: 'CMA CGM',
  HLCU: 'Hapag-Lloyd',
  ONEY: 'Ocean Network Express',
  EGLV: 'Evergreen',
  COSU: 'COSCO Shipping',
  OOLU: 'OOCL',
  YMLU: 'Yang Ming',
  HDMU: 'HMM',
  ZIMU: 'ZIM',
};

export const carrierName = (code: string): string => CARRIER_NAMES[code] ?? code;
