/** The demo carriers by SCAC (README: the lanes and carriers the rates and schedules seeds share). */
const CARRIERS: Readonly<Record<string, string>> = {
  MAEU: 'Maersk',
  MSCU: 'MSC',
  CMDU: 'CMA CGM',
  HLCU: 'Hapag-Lloyd',
  ONEY: 'Ocean Network Express',
  EGLV: 'Evergreen',
};

/** A carrier as people read it: 'Maersk (MAEU)', or the SCAC alone when unknown. */
export function carrierName(scac: string): string {
  const name = CARRIERS[scac.toUpperCase()];
  return name ? `${name} (${scac})` : scac;
}
