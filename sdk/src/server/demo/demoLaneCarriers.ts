/** The carriers (SCAC) of the demo data every area seeds: shipments, schedules, rates, quotes… */
export const DEMO_CARRIERS = ['MAEU', 'MSCU', 'CMDU', 'HLCU', 'ONEY', 'EGLV'] as const;

/** FNV-1a, 32 bits: a stable hash of a text, so demo data is the same on every start (no randomness). */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
}

/**
 * The carriers serving a demo lane — the six ordered by stableHash(`ORIGIN-DESTINATION:SCAC`), the
 * first three, and a fourth when stableHash(`ORIGIN-DESTINATION`) is even. One rule for every seed,
 * so a demo rate's carrier has sailings on its lane and a quote's carrier has rates.
 */
export function demoLaneCarriers(origin: string, destination: string): string[] {
  const lane = `${origin}-${destination}`;
  const ordered = [...DEMO_CARRIERS].sort((a, b) => stableHash(`${lane}:${a}`) - stableHash(`${lane}:${b}`));
  return ordered.slice(0, stableHash(lane) % 2 === 0 ? 4 : 3);
}
