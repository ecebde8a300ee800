/** Where a shipment is, derived from its actual milestones (see the README). */
export const SHIPMENT_STATUSES = ['BOOKED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED', 'CANCELLED'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const STATUS_LABELS: Record<ShipmentStatus, string> = {
  BOOKED: 'Booked',
  IN_TRANSIT: 'In transit',
  ARRIVED: 'Arrived',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

export const SHIPMENT_MODES = ['FCL', 'LCL'] as const;

/** ISO 6346 size/type codes offered for containers. */
export const CONTAINER_TYPES: Record<string, string> = {
  '22G1': "20' dry",
  '42G1': "40' dry",
  '45G1': "40' high cube",
  '22R1': "20' reefer",
  '45R1': "40' reefer high cube",
  '22U1': "20' open top",
  '42P1': "40' flat rack",
};

/** TEU of a size/type code: the first digit is the length (2 = 20 ft, 4 = 40 ft, L = 45 ft). */
export function teuOf(isoType: string): number {
  return isoType.startsWith('2') ? 1 : isoType.startsWith('L') ? 2.25 : 2;
}

/** DCSA Track & Trace 3.0 event types, codes and classifiers. */
export const EVENT_TYPES = ['SHIPMENT', 'TRANSPORT', 'EQUIPMENT'] as const;
export const EVENT_CLASSIFIERS = ['PLN', 'EST', 'ACT'] as const;
export const EQUIPMENT_EVENT_CODES = ['LOAD', 'DISC', 'GTIN', 'GTOT', 'STUF', 'STRP', 'PICK', 'DROP'] as const;
export const TRANSPORT_EVENT_CODES = ['ARRI', 'DEPA'] as const;
export const SHIPMENT_EVENT_CODES = ['RECE', 'CONF', 'ISSU', 'SURR', 'CANC'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export type EventClassifier = (typeof EVENT_CLASSIFIERS)[number];

export const EVENT_LABELS: Record<string, string> = {
  LOAD: 'Loaded on vessel',
  DISC: 'Discharged',
  GTIN: 'Gate in',
  GTOT: 'Gate out',
  STUF: 'Stuffed',
  STRP: 'Stripped',
  PICK: 'Picked up',
  DROP: 'Dropped off',
  ARRI: 'Vessel arrived',
  DEPA: 'Vessel departed',
  RECE: 'Booking received',
  CONF: 'Booking confirmed',
  ISSU: 'Document issued',
  SURR: 'Document surrendered',
  CANC: 'Cancelled',
};
