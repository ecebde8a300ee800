/**
 * Ocean container emission intensity factors (ISO 14083 / GLEC Framework), per trade lane, dry and
 * reefer, in g CO2e per TEU-km well-to-wheel (WTW), with the well-to-tank (WTT) share of WTW.
 * README-EMISSIONS.md ("Factors") tells where each value comes from and how sure it is.
 *
 * Sources:
 * - GLEC Framework v3.1 default values, as published by Climatiq (distance basis SFD, the shortest
 *   feasible distance; AR6 GWP):
 *   Europe (North & Med) to/from Africa, dry: 0.0894 kg CO2e/TEU-km
 *     https://www.climatiq.io/data/emission-factor/e75819ba-9c6d-4071-ad20-23b009d5d588
 *   Panama trade, dry: 0.0804 kg CO2e/TEU-km
 *     https://www.climatiq.io/data/emission-factor/8d7f5f32-16b2-474a-98cf-21ca3d708acb
 * - GLEC Framework (2019, v2) "Other global" reefer: 0.1393 kg CO2e/TEU-km on planned distances
 *   (the source says to apply −15 % when actual distances are used):
 *     https://climatiq.io/data/emission-factor/9c7a4e26-a7a6-40ed-a034-01e2961d2262
 *   Not used as a factor (different edition and distance basis); kept as the reference for the reefer
 *   to dry ratio.
 * Every other value below could not be confirmed against a published table offline: each is a rounded
 * estimate in the range of the Clean Cargo / GLEC trade-lane values and is marked `confirmed: false`,
 * and the factor set's version says "provisional" so no report presents it as the published table.
 */

export interface LaneFactor {
  /** Trade lane key (see tradeLaneOf). */
  lane: string;
  title: string;
  /** g CO2e per TEU-km, well-to-wheel, dry boxes. */
  dryWtw: number;
  /** g CO2e per TEU-km, well-to-wheel, reefer boxes (the reefer plug load included). */
  reeferWtw: number;
  /** Checked against the cited published value. */
  dryConfirmed: boolean;
  reeferConfirmed: boolean;
  /** Where the confirmed value is published. */
  sourceUrl?: string;
}

export interface EmissionFactorSet {
  name: string;
  version: string;
  source: string;
  /**
   * WTT / WTW of marine fuel (HFO/VLSFO): the share of the well-to-wheel intensity that is upstream
   * fuel production. Unconfirmed (README-EMISSIONS.md): a rounded value for fossil marine fuel.
   */
  wttShare: number;
  /**
   * Multiplier on the sea-route distance. The GLEC v3 factors are on an SFD basis and the sea-route
   * graph gives the shortest feasible sea distance, so 1 (no uplift). A factor set on planned
   * distances (GLEC v2) used with actual distances would be 0.85; one applied to great-circle
   * distances would carry GLEC's 1.15 uplift for sea.
   */
  distanceAdjustment: number;
  lanes: LaneFactor[];
}

const GLEC_EUROPE_AFRICA = 'https://www.climatiq.io/data/emission-factor/e75819ba-9c6d-4071-ad20-23b009d5d588';
const GLEC_PANAMA = 'https://www.climatiq.io/data/emission-factor/8d7f5f32-16b2-474a-98cf-21ca3d708acb';

/** The factor set new results are computed with. */
export const CURRENT_FACTOR_SET: EmissionFactorSet = {
  name: 'GLEC v3 ocean container defaults',
  version: '2024-1-provisional',
  source:
    'GLEC Framework v3.1 (Smart Freight Centre, 2024) default container ship trade-lane intensities, WTW, SFD basis, ' +
    'as published by Climatiq; values not confirmed against the published table are rounded estimates (README-EMISSIONS.md).',
  wttShare: 0.16,
  distanceAdjustment: 1,
  lanes: [
    { lane: 'ASIA-NEUR', title: 'Asia to/from North Europe', dryWtw: 55, reeferWtw: 95, dryConfirmed: false, reeferConfirmed: false },
    { lane: 'ASIA-MED', title: 'Asia to/from Mediterranean', dryWtw: 65, reeferWtw: 105, dryConfirmed: false, reeferConfirmed: false },
    { lane: 'ASIA-NAWC', title: 'Asia to/from North America West Coast (transpacific)', dryWtw: 70, reeferWtw: 110, dryConfirmed: false, reeferConfirmed: false },
    { lane: 'ASIA-NAEC', title: 'Asia to/from North America East Coast', dryWtw: 70, reeferWtw: 110, dryConfirmed: false, reeferConfirmed: false },
    { lane: 'ASIA-MEI', title: 'Asia to/from Middle East and India', dryWtw: 70, reeferWtw: 110, dryConfirmed: false, reeferConfirmed: false },
    { lane: 'ASIA-OCE', title: 'Asia to/from Oceania', dryWtw: 80, reeferWtw: 125, dryConfirmed: false, reeferConfirmed: false },
    { lane: 'ASIA-AFR', title: 'Asia to/from Africa', dryWtw: 75, reeferWtw: 115, dryConfirmed: false, reeferConfirmed: false },
    { lane: 'ASIA-LATAM', title: 'Asia to/from Latin America', dryWtw: 70, reeferWtw: 110, dryConfirmed: false, reeferConfirmed: false },
    { lane: 'INTRA-ASIA', title: 'Intra-Asia (incl. Middle East and India)', dryWtw: 90, reeferWtw: 135, dryConfirmed: false, reeferConfirmed: false },
    { lane: 'EUR-NAM', title: 'Europe (North & Med) to/from North America (transatlantic)', dryWtw: 80, reeferWtw: 125, dryConfirmed: false, reeferConfirmed: false },
    { lane: 'EUR-MEI', title: 'Europe (North & Med) to/from Middle East and India', dryWtw: 70, reeferWtw: 110, dryConfirmed: false, reeferConfirmed: false },
    { lane: 'EUR-LATAM', title: 'Europe (North & Med) to/from Latin America', dryWtw: 75, reeferWtw: 115, dryConfirmed: false, reeferConfirmed: false },
    { lane: 'EUR-AFR', title: 'Europe (North & Med) to/from Africa', dryWtw: 89.4, reeferWtw: 135, dryConfirmed: true, reeferConfirmed: false, sourceUrl: GLEC_EUROPE_AFRICA },
    { lane: 'EUR-OCE', title: 'Europe (North & Med) to/from Oceania', dryWtw: 75, reeferWtw: 115, dryConfirmed: false, reeferConfirmed: false },
    { lane: 'INTRA-EUR', title: 'Intra-Europe and Mediterranean', dryWtw: 95, reeferWtw: 140, dryConfirmed: false, reeferConfirmed: false },
    { lane: 'PANAMA', title: 'Panama trade (via the Panama Canal)', dryWtw: 80.4, reeferWtw: 125, dryConfirmed: true, reeferConfirmed: false, sourceUrl: GLEC_PANAMA },
    { lane: 'AMERICAS', title: 'Intra-Americas', dryWtw: 85, reeferWtw: 130, dryConfirmed: false, reeferConfirmed: false },
    { lane: 'OTHER', title: 'Other global (any other lane)', dryWtw: 85, reeferWtw: 130, dryConfirmed: false, reeferConfirmed: false },
  ],
};

/** The lane's factors in a set (`OTHER` when the set has no row for it). */
export function laneFactor(set: EmissionFactorSet, lane: string): LaneFactor {
  return set.lanes.find((l) => l.lane === lane) ?? set.lanes.find((l) => l.lane === 'OTHER')!;
}
