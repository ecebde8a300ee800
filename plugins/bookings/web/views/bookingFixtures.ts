/** Bookings as the API answers them (tests). */
import type { BookingDetails, BookingRequest, BookingVersion, BookingsSummary } from '../../shared/types';

export const REQUEST: BookingRequest = {
  providerCompanyId: 'fwd1',
  carrier: 'MAEU',
  pol: 'CNSHA',
  pod: 'NLRTM',
  placeOfReceipt: null,
  placeOfDelivery: null,
  receiptTypeAtOrigin: 'CY',
  deliveryTypeAtDestination: 'CY',
  cargoMovementType: 'FCL',
  expectedDepartureDate: '2026-04-10',
  latestDeliveryDate: null,
  incoTerms: 'FOB',
  shipper: { name: 'Acme Apparel', address: 'Shanghai', contactName: null, email: null, phone: null, taxId: null },
  consignee: { name: 'Acme Europe BV', address: 'Rotterdam', contactName: null, email: null, phone: null, taxId: null },
  notifyParty: null,
  equipment: [{ isoType: '45G1', count: 2, soc: false, reefer: null }],
  cargo: [{ hsCode: '610910', description: 'Cotton T-shirts', packages: 800, packageCode: 'CT', grossWeightKg: '12500.5', volumeCbm: '58.2', dangerousGoods: null }],
  customerReference: 'ACME-PO-77',
  contractRef: 'Q-2026-00012',
  remarks: null,
  source: { kind: 'QUOTE', id: 'q1', label: null },
};

export const BOOKING: BookingDetails = {
  ...REQUEST,
  _id: 'b1',
  createdAt: '2026-03-01T08:00:00Z',
  updatedAt: '2026-03-02T09:30:00Z',
  version: 3,
  reference: 'BKG-2026-00007',
  status: 'RECEIVED',
  amendedStatus: null,
  companyId: 'c1',
  companyName: 'Acme Apparel',
  providerName: 'Blue Anchor Forwarding',
  side: 'PROVIDER',
  confirmation: null,
  pendingRequest: null,
  closingReason: null,
  shipmentId: null,
  containerCount: 2,
  teu: 4,
  submittedAt: '2026-03-01T08:05:00Z',
  confirmedAt: null,
  pendingAmendment: null,
  allowedActions: ['confirm', 'requestUpdate', 'reject'],
};

export const CONFIRMED: BookingDetails = {
  ...BOOKING,
  status: 'CONFIRMED',
  version: 5,
  shipmentId: 'sh9',
  confirmation: {
    carrierBookingReference: 'MAEU245778123',
    vessel: 'MAERSK EINDHOVEN',
    voyage: '412W',
    serviceCode: 'AE7',
    etd: '2026-04-12T18:00:00+08:00',
    eta: '2026-05-15T06:00:00+02:00',
    cutOffs: { documentation: '2026-04-09T12:00:00+08:00', vgm: '2026-04-10T12:00:00+08:00', cargo: '2026-04-11T08:00:00+08:00' },
    equipmentRelease: { depot: 'Waigaoqiao depot', releaseReference: 'REL-88', availableFrom: '2026-04-03T08:00:00+08:00' },
    remarks: null,
  },
  allowedActions: ['confirm', 'requestUpdate', 'complete', 'decline', 'amend'],
};

export const VERSIONS: BookingVersion[] = [
  {
    _id: 'v3', version: 3, kind: 'AMENDMENT', state: 'PENDING', request: { ...REQUEST, equipment: [{ isoType: '45G1', count: 3, soc: false, reefer: null }] }, confirmation: null,
    changes: [{ path: 'equipment.0.count', label: 'Equipment 1 · count', before: 2, after: 3 }, { path: 'consignee.name', label: 'Consignee · name', before: 'Acme Europe BV', after: 'Acme Benelux BV' }],
    createdAt: '2026-03-05T10:00:00Z', createdByName: 'Asha Patel', companyName: 'Acme Apparel',
  },
  { _id: 'v1', version: 1, kind: 'REQUEST', state: 'SUPERSEDED', request: REQUEST, confirmation: null, changes: [], createdAt: '2026-03-01T08:00:00Z', createdByName: 'Asha Patel', companyName: 'Acme Apparel' },
];

export const SUMMARY: BookingsSummary = { byStatus: { DRAFT: 1, RECEIVED: 3, CONFIRMED: 5 }, waitingForMe: 2, nextCutOffs: [] };

