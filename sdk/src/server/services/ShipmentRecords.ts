import type { Db } from '../Db';
import { serviceToken } from '../ServiceToken';

/** A shipment another area creates (an RFQ's awarded lane, a confirmed booking): the shipments API's create body. */
export interface NewShipment {
  reference: string;
  mode: 'FCL' | 'LCL';
  carrier: string;
  pol: string;
  pod: string;
  origin?: string;
  destination?: string;
  etd: string;
  eta: string;
  shipper?: string | null;
  consignee?: string | null;
  forwarder?: string | null;
  commodity?: string | null;
  teu?: number;
  rfqId?: string | null;
  contractRef?: string | null;
  bookingNumber?: string | null;
  vessel?: string | null;
  voyage?: string | null;
  /** Seal number and gross weight (kg) are optional, as in the shipments API. */
  containers?: Array<{ number: string; isoType?: string; sealNumber?: string | null; weightKg?: number | null }>;
  /** Companies of the owner's network the shipment is shared with (read-only). */
  sharedWith?: string[];
}

/** Where one of the company's shipments stands (for areas whose records ride on it: an order line's milestones). */
export interface ShipmentProgress {
  id: string;
  reference: string;
  status: 'BOOKED' | 'IN_TRANSIT' | 'ARRIVED' | 'DELIVERED' | 'CANCELLED';
  carrier: string;
  pol: string;
  pod: string;
  etd: string;
  eta: string;
  /** Actual departure / arrival (ISO 8601), from the DCSA events, or null. */
  atd: string | null;
  ata: string | null;
}

/** What a confirmed booking (or its amendment) changes on its shipment; absent fields stay as they are. */
export interface ShipmentUpdate {
  carrier?: string;
  bookingNumber?: string | null;
  vessel?: string | null;
  voyage?: string | null;
  etd?: string;
  eta?: string;
  commodity?: string | null;
  teu?: number;
  /** Containers to add (those already on the shipment, by number, are kept as they are). */
  addContainers?: Array<{ number: string; isoType?: string }>;
  /**
   * Only cancelling is allowed through this service (a booking cancelled or declined after confirmation):
   * a BOOKED shipment becomes CANCELLED, a CANCELLED one stays so; a shipment already IN_TRANSIT, ARRIVED
   * or DELIVERED is refused with a 409 naming its status (field `<field>.status`), and nothing is written.
   */
  status?: 'CANCELLED';
}

/**
 * What the shipments plugin offers the areas that create shipments from their own records: the same
 * rules as `POST /api/shipments/v2` (a bad field is a 400 naming `<field>.<index>.<name>`, a taken
 * reference too), in the caller's transaction so the caller's own writes and the shipments land together.
 */
export interface ShipmentRecords {
  /** Creates the shipments for the company; answers their ids in order. `field` prefixes error fields (e.g. 'data.shipments'). */
  create(tx: Db, companyId: string, userId: string, shipments: readonly NewShipment[], field: string): Promise<string[]>;
  /** The company's own shipments among `ids` (others' and unknown ids are left out), in no particular order. */
  progress(db: Db, companyId: string, ids: readonly string[]): Promise<ShipmentProgress[]>;
  /** Updates one of the company's own shipments (same rules as the API's update; 404 when not its own), in the caller's transaction. */
  update(tx: Db, companyId: string, userId: string, shipmentId: string, update: ShipmentUpdate, field: string): Promise<void>;
}

export const SHIPMENT_RECORDS = serviceToken<ShipmentRecords>('shipments.records', 'creating shipments from other areas\u2019 records (RFQ lanes, bookings)');
