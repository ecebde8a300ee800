import type { Db } from '../Db';
import { serviceToken } from '../ServiceToken';

/** One sea leg of a shipment: POL → first transshipment port → … → POD, with planned and actual times (ISO 8601). */
export interface FactLeg {
  /** 0 for the leg leaving the POL. */
  seq: number;
  from: string;
  to: string;
  /** First PLN/EST DEPA at `from`; ACT DEPA at `from`. */
  plannedDeparture: string | null;
  departedAt: string | null;
  /** First PLN/EST ARRI at `to`; ACT ARRI at `to`. */
  plannedArrival: string | null;
  arrivedAt: string | null;
  vessel: string | null;
  voyage: string | null;
}

/**
 * What reports know of one shipment: its lane, carrier, mode, containers and the milestones its DCSA
 * events give (ISO 8601 instants; null until the event happened). Computed by the shipments plugin;
 * the analytics area keeps a copy per shipment and answers every widget from it in SQL.
 */
export interface ShipmentFact {
  shipmentId: string;
  /** The owner. */
  companyId: string;
  /** The owner and every company the shipment is shared with (who may see it in a report). */
  viewerCompanyIds: string[];
  reference: string;
  mode: 'FCL' | 'LCL';
  status: 'BOOKED' | 'IN_TRANSIT' | 'ARRIVED' | 'DELIVERED' | 'CANCELLED';
  carrier: string;
  pol: string;
  pod: string;
  /** Places of receipt and delivery as the shipment names them. */
  origin: string;
  destination: string;
  transshipmentPorts: string[];
  etd: string;
  /** The current ETA at the POD. */
  eta: string;
  /**
   * The first ETA promised: the earliest-recorded PLN or EST ARRI event at the POD, or the ETA the
   * shipment was created with when no such event exists.
   */
  firstEta: string;
  /** ACT DEPA at the POL, ACT ARRI at the POD. */
  atd: string | null;
  ata: string | null;
  /** First ACT DISC at the POD; last ACT GTOT at the POD (every container out); last ACT GTIN (empty return) at the POD once every container is back. */
  dischargedAt: string | null;
  gateOutAt: string | null;
  emptyReturnAt: string | null;
  teu: number;
  containers: number;
  /** Containers and TEU of reefer types (ISO 6346 group R). */
  reeferContainers: number;
  reeferTeu: number;
  /** ISO 6346 size-type codes, one per container (e.g. ['45G1', '45G1']). */
  containerTypes: string[];
  weightKg: number | null;
  vessel: string | null;
  voyage: string | null;
  legs: FactLeg[];
  createdAt: string;
  updatedAt: string;
}

export interface ShipmentFacts {
  /**
   * Facts of every shipment (any company) whose row, containers, shares or events changed after `since`
   * (ISO 8601), oldest change first, at most `limit` (default 2,000); `until` is the change time of the
   * last one returned (pass it as the next `since`; equal to `since` when nothing changed). `deleted` lists
   * shipments deleted after `since`. A system job's call: not scoped to a company.
   */
  changedSince(db: Db, since: string, limit?: number): Promise<{ facts: ShipmentFact[]; deleted: string[]; until: string }>;
  /** Facts of the given shipments (missing ids are left out). */
  factsOf(db: Db, shipmentIds: string[]): Promise<ShipmentFact[]>;
}

export const SHIPMENT_FACTS = serviceToken<ShipmentFacts>('shipments.facts', 'what reports know of each shipment (lane, carrier, containers, milestones from its DCSA events)');
