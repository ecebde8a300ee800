/** The ocean carriers the rates area knows by SCAC (the demo lanes' carriers; see README). */
export const CARRIERS: ReadonlyArray<{ scac: string; name: string }> = [
  { scac: 'MAEU', name: 'Maersk' },
  { scac: 'MSCU', name: 'MSC' },
  { scac: 'CMDU', name: 'CMA CGM' },
  { scac: 'HLCU', name: 'Hapag-Lloyd' },
  { scac: 'ONEY', name: 'Ocean Network Express' },
  { scac: 'EGLV', name: 'Evergreen' },
];

/** A carrier for people: `Maersk (MAEU)`, or the SCAC alone when it is not a known one. */
export function carrierLabel(scac: string | null | undefined): string {
  if (!scac) return 'Any carrier';
  const known = CARRIERS.find((c) => c.scac === scac);
  return known ? `${known.name} (${scac})` : scac;
}
