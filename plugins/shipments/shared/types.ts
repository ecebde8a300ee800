/** A container of a shipment as the API answers it. */
export interface ContainerRecord {
  _id: string;
  number: string;
  isoType: string;
  sealNumber: string | null;
  weightKg: number | null;
}

/** A shipment as the API answers it (see the README for every field). */
export interface ShipmentRecord {
  _id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  companyId: string;
  reference: string;
  mode: 'FCL' | 'LCL';
  status: string;
  shipper: string | null;
  consignee: string | null;
  forwarder: string | null;
  carrier: string;
  bookingNumber: string | null;
  blNumber: string | null;
  origin: string;
  destination: string;
  pol: string;
  pod: string;
  transshipmentPorts: string[];
  vessel: string | null;
  voyage: string | null;
  etd: string;
  eta: string;
  atd: string | null;
  ata: string | null;
  commodity: string | null;
  hsCode: string | null;
  weightKg: number | null;
  volumeCbm: number | null;
  teu: number;
  rfqId: string | null;
  /** The service contract it moves under (rates area's contracts count MQC use from it). */
  contractRef: string | null;
  trackingFeed: string | null;
  containers: ContainerRecord[];
  /** True when the caller reads it because the owner shared it (read-only). */
  isShared: boolean;
  /** Companies it is shared with (owner only; empty for a shared reader). */
  sharedWith: string[];
}

/** A DCSA event as the API answers it. */
export interface EventRecord {
  _id: string;
  shipmentId: string;
  source: string;
  eventId: string;
  eventType: string;
  eventCode: string;
  classifier: 'PLN' | 'EST' | 'ACT';
  eventAt: string;
  location: string | null;
  equipmentReference: string | null;
  vessel: string | null;
  voyage: string | null;
  description: string | null;
  recordedAt: string;
  createdAt: string;
}

/** One step of the journey timeline, with its planned, latest estimated and actual times. */
export interface Milestone {
  key: string;
  eventType: string;
  eventCode: string;
  label: string;
  location: string | null;
  planned: string | null;
  estimated: string | null;
  actual: string | null;
  /** done: happened (every container, for equipment events); next: the first one not done. */
  state: 'done' | 'next' | 'pending';
  containersDone?: number;
  containersTotal?: number;
}

export interface MilestoneTimes {
  planned: string | null;
  estimated: string | null;
  actual: string | null;
}

/** A sea leg between two ports. */
export interface Leg {
  sequence: number;
  from: string;
  to: string;
  vessel: string | null;
  voyage: string | null;
  departure: MilestoneTimes;
  arrival: MilestoneTimes;
}
