import { baseRecord, iso } from '@portolan/sdk/server';

import type { ContainerRecord, ShipmentRecord } from '../shared/types';

export type { ContainerRecord, ShipmentRecord };

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export function toShipmentRecord(row: Record<string, unknown>): ShipmentRecord {
  return {
    ...baseRecord(row),
    companyId: String(row.company_id),
    reference: String(row.reference),
    mode: row.mode as 'FCL' | 'LCL',
    status: String(row.status),
    shipper: (row.shipper as string) ?? null,
    consignee: (row.consignee as string) ?? null,
    forwarder: (row.forwarder as string) ?? null,
    carrier: String(row.carrier),
    bookingNumber: (row.booking_number as string) ?? null,
    blNumber: (row.bl_number as string) ?? null,
    origin: String(row.origin),
    destination: String(row.destination),
    pol: String(row.pol),
    pod: String(row.pod),
    transshipmentPorts: (row.transshipment_ports as string[]) ?? [],
    vessel: (row.vessel as string) ?? null,
    voyage: (row.voyage as string) ?? null,
    etd: iso(row.etd)!,
    eta: iso(row.eta)!,
    atd: iso(row.atd),
    ata: iso(row.ata),
    commodity: (row.commodity as string) ?? null,
    hsCode: (row.hs_code as string) ?? null,
    weightKg: num(row.weight_kg),
    volumeCbm: num(row.volume_cbm),
    teu: Number(row.teu ?? 0),
    rfqId: (row.rfq_id as string) ?? null,
    contractRef: (row.contract_ref as string) ?? null,
    trackingFeed: (row.tracking_feed as string) ?? null,
    containers: [],
    isShared: false,
    sharedWith: [],
  };
}

export function toContainerRecord(row: Record<string, unknown>): ContainerRecord {
  return {
    _id: String(row.id),
    number: String(row.number),
    isoType: String(row.iso_type),
    sealNumber: (row.seal_number as string) ?? null,
    weightKg: num(row.weight_kg),
  };
}
