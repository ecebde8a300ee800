import type { ListResourceSpec } from '@portolan/sdk/server';
import { shipmentResource } from './shipmentResource';
import type { ShipmentRecord } from './shipmentRecord';

/** One bill of lading: the shipment that has it, seen from the BL side. */
export interface BillOfLadingItem {
  _id: string;
  shipmentId: string;
  blNumber: string | null;
  reference: string;
  carrier: string;
  shipper: string | null;
  consignee: string | null;
  pol: string;
  pod: string;
  vessel: string | null;
  voyage: string | null;
  issuedAt: string;
  containers: string[];
}

/** Bills of lading (`/api/shipments/v2/shipment-bl/`): the shipments that have one, with the shipments' query. */
export const billOfLadingList: ListResourceSpec<ShipmentRecord, BillOfLadingItem> = {
  ...shipmentResource,
  path: '/api/shipments/v2/shipment-bl/',
  where: 't.bl_number IS NOT NULL',
  item: (s) => ({
    _id: s._id,
    shipmentId: s._id,
    blNumber: s.blNumber,
    reference: s.reference,
    carrier: s.carrier,
    shipper: s.shipper,
    consignee: s.consignee,
    pol: s.pol,
    pod: s.pod,
    vessel: s.vessel,
    voyage: s.voyage,
    issuedAt: s.atd ?? s.etd,
    containers: s.containers.map((c) => c.number),
  }),
};
