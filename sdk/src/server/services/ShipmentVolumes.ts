import { serviceToken } from '../ServiceToken';

/** One calendar month (`YYYY-MM`, by the shipments' ETD in UTC) of shipments under a contract. */
export interface MonthVolume {
  month: string;
  teu: number;
  shipments: number;
}

/** What shipped under one contract reference. */
export interface ContractVolume {
  reference: string;
  /** TEU from the containers' ISO 6346 size-type: 2x = 1 TEU, 4x / Lx = 2 TEU. */
  teu: number;
  shipments: number;
  /** Oldest first; only when asked `byMonth`. */
  months?: MonthVolume[];
}

/**
 * What the shipments plugin offers others about volumes (the rates area's service contracts draw
 * their MQC use from it): the shipments a company may see (its own and those shared with it), not
 * cancelled, that name a contract reference.
 */
export interface ShipmentVolumes {
  /** One entry per requested reference (zero when no shipment names it). */
  teuByContract(companyId: string, refs: readonly string[], byMonth?: boolean): Promise<Map<string, ContractVolume>>;
  /** The owner's shipments shared with another company (a forwarder's customer), newest ETD first, with how many there are in all. */
  sharedWith(ownerCompanyId: string, partyCompanyId: string, limit: number): Promise<{ count: number; items: PartyShipment[] }>;
}

/** A shipment as another area lists it (a customer's shipments on the customers screen). */
export interface PartyShipment {
  _id: string;
  reference: string;
  status: string;
  carrier: string;
  origin: string;
  destination: string;
  etd: string;
  eta: string;
}

export const SHIPMENT_VOLUMES = serviceToken<ShipmentVolumes>('shipments.volumes', 'TEU and shipment counts by contract reference (service contracts, MQC), and the shipments shared with a party (customers)');
