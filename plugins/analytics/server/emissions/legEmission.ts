/** What one sea leg's emissions are computed from. */
export interface LegEmissionInput {
  /** Sea distance (shortest feasible, km) before the factor set's distance adjustment. */
  distanceKm: number;
  /** All boxes in TEU (reefers included). */
  teu: number;
  /** The reefer part of `teu`. */
  reeferTeu: number;
  /** g CO2e per TEU-km, well-to-wheel. */
  dryWtw: number;
  reeferWtw: number;
  /** WTT / WTW of the fuel. */
  wttShare: number;
  /** Multiplier on the distance (GLEC distance adjustment factor; 1 for SFD-based factors on SFD). */
  distanceAdjustment?: number;
}

export interface LegEmissionResult {
  /** The distance the factors were applied to (after the adjustment), km. */
  distanceKm: number;
  teuKm: number;
  /** kg CO2e, to the gram; WTW = TTW + WTT exactly. */
  ttwKg: number;
  wttKg: number;
  wtwKg: number;
  /** g CO2e per TEU-km (WTW): the weighted dry/reefer factor. */
  intensity: number;
}

/**
 * One leg's emissions (ISO 14083 / GLEC): WTW = distance × (dry TEU × dry factor + reefer TEU × reefer
 * factor), split into WTT = WTW × WTT share and TTW = WTW − WTT. Sums are kept in whole grams so the
 * parts always add up to the total.
 */
export function legEmission(input: LegEmissionInput): LegEmissionResult {
  const { teu, reeferTeu, dryWtw, reeferWtw, wttShare } = input;
  if (!(input.distanceKm >= 0)) throw new Error('distanceKm must be ≥ 0');
  if (!(teu >= 0) || !(reeferTeu >= 0) || reeferTeu > teu) throw new Error('teu must be ≥ reeferTeu ≥ 0');
  if (!(wttShare >= 0 && wttShare < 1)) throw new Error('wttShare must be in [0, 1)');
  const distanceKm = input.distanceKm * (input.distanceAdjustment ?? 1);
  const dryTeu = teu - reeferTeu;
  const wtwG = Math.round(distanceKm * (dryTeu * dryWtw + reeferTeu * reeferWtw));
  const wttG = Math.round(wtwG * wttShare);
  const ttwG = wtwG - wttG;
  const teuKm = distanceKm * teu;
  return {
    distanceKm,
    teuKm,
    ttwKg: ttwG / 1000,
    wttKg: wttG / 1000,
    wtwKg: wtwG / 1000,
    intensity: teuKm > 0 ? wtwG / teuKm : 0,
  };
}
