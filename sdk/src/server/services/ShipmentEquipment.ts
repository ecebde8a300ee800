import type { Db } from '../Db';
import { serviceToken } from '../ServiceToken';

/** One DCSA equipment, transport or shipment event of a container's shipment, as the D&D clock reads it. */
export interface EquipmentEvent {
  eventType: 'SHIPMENT' | 'TRANSPORT' | 'EQUIPMENT';
  /** DCSA event type code: LOAD, DISC, GTIN, GTOT, STUF, STRP, PICK, DROP (equipment); ARRI, DEPA (transport); … */
  eventCode: string;
  classifier: 'PLN' | 'EST' | 'ACT';
  /** ISO 8601 with zone. */
  eventAt: string;
  /** UN/LOCODE where it happened, when known. */
  location: string | null;
  /** The container it is about (equipment events); null for shipment and transport events. */
  equipmentReference: string | null;
}

/** A container on one of the company's shipments (own or shared with it), with its shipment and its events. */
export interface ContainerJourney {
  containerId: string;
  /** ISO 6346 number. */
  number: string;
  /** ISO 6346 size-type code, e.g. 45G1. */
  isoType: string;
  shipmentId: string;
  shipmentReference: string;
  /** The company that owns the shipment (the caller's own, or the owner that shared it). */
  ownerCompanyId: string;
  /** True when the shipment is the caller's own (false: only shared with it). */
  own: boolean;
  carrier: string;
  bookingNumber: string | null;
  blNumber: string | null;
  contractRef: string | null;
  status: 'BOOKED' | 'IN_TRANSIT' | 'ARRIVED' | 'DELIVERED' | 'CANCELLED';
  pol: string;
  pod: string;
  /** The shipment's vessel and voyage (mother vessel), when known. */
  vessel: string | null;
  voyage: string | null;
  shipper: string | null;
  consignee: string | null;
  /** The container's seal number and gross weight in kg (as recorded on the shipment), when known. */
  sealNumber: string | null;
  weightKg: number | null;
  etd: string;
  eta: string;
  atd: string | null;
  ata: string | null;
  /** The container's own equipment events and the shipment's transport events, oldest first (PLN, EST and ACT). */
  events: EquipmentEvent[];
}

export interface JourneyQuery {
  /** Only these containers (ids), or only these container numbers, or only these shipments. */
  containerIds?: readonly string[];
  numbers?: readonly string[];
  shipmentIds?: readonly string[];
  /** Only shipments on this vessel (name, case-insensitive) and, when given, this voyage. */
  vessel?: string;
  voyage?: string;
  /** Leave out shipments DELIVERED or CANCELLED before this instant (ISO 8601); default: all. */
  activeSince?: string;
  /** At most this many containers (default 5,000), newest shipments first. */
  limit?: number;
}

/**
 * What the shipments plugin offers the areas that work on containers (demurrage and detention, the
 * container inventory's journeys, DCSA views): the containers of a company's shipments with their
 * DCSA events, read-only, scoped to what the company may see (its own shipments and those shared with it).
 */
export interface ShipmentEquipment {
  journeys(db: Db, companyId: string, query: JourneyQuery): Promise<ContainerJourney[]>;
  /**
   * Companies whose containers had events recorded (or shipments changed) after `since` (ISO 8601), with
   * those container ids — how the D&D clocks learn what to recompute. At most `limit` (default 10,000) ids.
   */
  changedSince(db: Db, since: string, limit?: number): Promise<Array<{ companyId: string; containerIds: string[] }>>;
}

export const SHIPMENT_EQUIPMENT = serviceToken<ShipmentEquipment>('shipments.equipment', "containers of a company's shipments with their DCSA events (D&D clocks, container journeys)");
