import { carrierName } from '@portolan/sdk/shared';
import { EQUIPMENT_EVENT_TYPE_CODES, SHIPMENT_EVENT_TYPE_CODES, TRANSPORT_EVENT_TYPE_CODES } from './tntSchemas';

/** A shipment_events row with what the DCSA view needs of its shipment. */
export interface TntEventRow {
  id: string;
  event_type: 'SHIPMENT' | 'TRANSPORT' | 'EQUIPMENT';
  event_code: string;
  classifier: 'PLN' | 'EST' | 'ACT';
  event_at: Date | string;
  recorded_at: Date | string;
  location: string | null;
  equipment_reference: string | null;
  voyage: string | null;
  carrier: string;
  booking_number: string | null;
  bl_number: string | null;
  reference: string;
  iso_type: string | null;
  pol: string;
  pod: string;
}

/** The rows the standard can express: shipment events are actual, and every code is one of DCSA's. */
export const TNT_EXPRESSIBLE = `(
  (e.event_type = 'SHIPMENT' AND e.classifier = 'ACT' AND e.event_code IN (${SHIPMENT_EVENT_TYPE_CODES.map((c) => `'${c}'`).join(', ')}))
  OR (e.event_type = 'TRANSPORT' AND e.event_code IN (${TRANSPORT_EVENT_TYPE_CODES.map((c) => `'${c}'`).join(', ')}))
  OR (e.event_type = 'EQUIPMENT' AND e.event_code IN (${EQUIPMENT_EVENT_TYPE_CODES.map((c) => `'${c}'`).join(', ')}))
)`;

/** The SELECT list and joins that make a TntEventRow (alias e for shipment_events, s for shipments). */
export const TNT_SELECT = `SELECT e.id, e.event_type, e.event_code, e.classifier, e.event_at, e.recorded_at, e.location, e.equipment_reference, e.voyage,
       s.carrier, s.booking_number, s.bl_number, s.reference, s.pol, s.pod,
       (SELECT c.iso_type FROM shipment_containers c WHERE c.shipment_id = s.id AND c.number = e.equipment_reference LIMIT 1) AS iso_type
  FROM shipment_events e JOIN shipments s ON s.id = e.shipment_id`;

const isoOf = (v: Date | string) => new Date(v).toISOString();

function documents(row: TntEventRow) {
  const refs: Array<{ type: 'BKG' | 'TRD'; value: string }> = [];
  if (row.booking_number) refs.push({ type: 'BKG', value: row.booking_number });
  if (row.bl_number) refs.push({ type: 'TRD', value: row.bl_number });
  return refs;
}

/** A stored event as DCSA T&T 3.0 `{ metadata, payload }` (ShipmentEvent, TransportEvent or EquipmentEvent). */
export function toTntEvent(row: TntEventRow): Record<string, unknown> {
  const metadata = {
    eventID: row.id,
    eventCreatedDateTime: isoOf(row.recorded_at),
    eventType: row.event_type,
    publisher: { partyName: carrierName(row.carrier), carrierCode: row.carrier.slice(0, 4), carrierCodeListProvider: 'NMFTA' },
    publisherRole: 'CA',
  };
  const base = { eventType: row.event_type, eventClassifierCode: row.classifier, eventDateTime: isoOf(row.event_at) };
  const related = documents(row);
  const withRelated = related.length ? { relatedDocumentReferences: related } : {};
  const location = row.location && /^[A-Z]{2}[A-Z2-9]{3}$/.test(row.location) ? { locationType: 'UNLO', UNLocationCode: row.location } : undefined;
  const transportCall = location
    ? { transportCallReference: `${row.location}-${row.voyage ?? row.reference}`.slice(0, 100), modeOfTransport: 'VESSEL', location, ...(row.voyage ? { carrierExportVoyageNumber: row.voyage.slice(0, 50) } : {}) }
    : undefined;
  if (row.event_type === 'SHIPMENT') {
    const document = related[0] ?? { type: 'CBR', value: row.reference };
    return { metadata, payload: { ...base, shipmentEventTypeCode: row.event_code, documentTypeCode: document.type, documentReference: document.value, ...withRelated } };
  }
  if (row.event_type === 'TRANSPORT') {
    return { metadata, payload: { ...base, transportEventTypeCode: row.event_code, transportCall: transportCall ?? { transportCallReference: row.reference, modeOfTransport: 'VESSEL' }, ...withRelated } };
  }
  // Empty between the pick-up at the origin and the stuffing, and after the stripping or the gate out at the destination until the return.
  const empty = row.event_code === 'PICK' || row.event_code === 'DROP' || (row.event_code === 'GTOT' && row.location === row.pol) || (row.event_code === 'GTIN' && row.location === row.pod);
  return {
    metadata,
    payload: {
      ...base,
      equipmentEventTypeCode: row.event_code,
      ...(row.equipment_reference ? { equipmentReference: row.equipment_reference.slice(0, 15) } : {}),
      ...(row.iso_type ? { ISOEquipmentCode: row.iso_type.slice(0, 4) } : {}),
      emptyIndicatorCode: empty ? 'EMPTY' : 'LADEN',
      ...(row.event_code === 'LOAD' || row.event_code === 'DISC' ? (transportCall ? { transportCall } : {}) : location ? { eventLocation: location } : {}),
      ...withRelated,
    },
  };
}
