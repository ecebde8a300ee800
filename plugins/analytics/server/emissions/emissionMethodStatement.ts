import type { EmissionSummary } from '../../shared/types';
import { CURRENT_FACTOR_SET } from './emissionFactorSets';

/**
 * The method statement a sustainability team needs beside the figures (ISO 14083 §13 reporting asks for
 * the method, the scope, the factors and their source, the distance method and the data quality).
 */
export function emissionMethodStatement(summary: Pick<EmissionSummary, 'factorSet' | 'factorVersion'>): Array<[string, string]> {
  const current = summary.factorVersion === CURRENT_FACTOR_SET.version;
  return [
    ['Standard', 'ISO 14083:2023 (quantification of GHG emissions of transport chains), following the GLEC Framework v3 (Smart Freight Centre).'],
    ['Scope', 'Ocean legs port to port (hub and road legs are not included). Emissions in kg CO2e, well-to-wheel (WTW) = tank-to-wheel (TTW, the ship burning its fuel) + well-to-tank (WTT, producing and delivering the fuel).'],
    ['Formula', 'Per leg: WTW = sea distance (km) × (dry TEU × dry factor + reefer TEU × reefer factor); WTT = WTW × WTT share; TTW = WTW − WTT. Intensity = WTW ÷ TEU-km (g CO2e per TEU-km).'],
    ['Factor set', `${summary.factorSet}, version ${summary.factorVersion}${current ? ` (WTT share ${CURRENT_FACTOR_SET.wttShare}; distance adjustment ${CURRENT_FACTOR_SET.distanceAdjustment})` : ''}.`],
    ['Factor source', current ? CURRENT_FACTOR_SET.source : 'As stored with the results of this version.'],
    ['Distance', 'Shortest feasible sea distance (SFD) over a sea-route graph of straits, canals and capes (Suez, Bab-el-Mandeb, Malacca, Gibraltar, Panama, Cape of Good Hope …), never a great circle across land; legs POL → transshipment ports → POD.'],
    ['Data quality', 'Default (modelled) data: GLEC default trade-lane intensities, not carrier-specific or measured fuel data. Values marked provisional are estimates pending the published table.'],
    ['Not computed', 'Shipments with a leg the sea-route graph does not reach, or without TEU, are listed as not computed and are not in the totals.'],
  ];
}
