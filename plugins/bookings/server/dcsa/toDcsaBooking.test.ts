import { describe, expect, it } from 'vitest';
import type { Booking, BookingRequest } from '../../shared/types';
import { bookingNotificationSchema, bookingSchema, createBookingSchema } from './bkgSchemas';
import { fromDcsaBooking } from './fromDcsaBooking';
import { bookingNotification } from './queueBookingNotification';
import { toDcsaBooking, toDcsaRequest } from './toDcsaBooking';
import { validateDcsa } from './validateDcsa';

const request: BookingRequest = {
  providerCompanyId: '7b0e4a0e-7c55-4a77-9a32-2a2f4c1f7d10',
  carrier: 'MAEU',
  pol: 'INNSA',
  pod: 'NLRTM',
  placeOfReceipt: 'INDEL',
  placeOfDelivery: null,
  receiptTypeAtOrigin: 'CFS',
  deliveryTypeAtDestination: 'CY',
  cargoMovementType: 'FCL',
  expectedDepartureDate: '2026-12-01',
  latestDeliveryDate: '2027-01-10',
  incoTerms: 'FOB',
  shipper: { name: 'Acme Exports', address: 'Plot 4\nNhava Sheva', contactName: 'Asha', email: 'asha@acme.test', phone: '+91 22 1234', taxId: '27AAACA1234A1Z5' },
  consignee: { name: 'Rotterdam Imports BV', address: null, contactName: null, email: 'in@rti.test', phone: null, taxId: null },
  notifyParty: { name: 'Notify Co', address: null, contactName: null, email: null, phone: '+31 10 555', taxId: null },
  equipment: [
    { isoType: '45R1', count: 2, soc: false, reefer: { temperature: '-18', unit: 'CEL', ventilation: '25', humidity: '60' } },
    { isoType: '22G1', count: 1, soc: true, reefer: null },
  ],
  cargo: [
    { hsCode: '030389', description: 'Frozen fish', packages: 800, packageCode: 'CT', grossWeightKg: '19500.5', volumeCbm: '55.2', dangerousGoods: null },
    { hsCode: '293100', description: 'Organometallic compound', packages: 10, packageCode: 'DR', grossWeightKg: '2000', volumeCbm: null, dangerousGoods: { unNumber: '1993', imoClass: '3', packingGroup: 'II', properShippingName: 'Flammable liquid, n.o.s.', flashPoint: '23.5', emsNumber: 'F-E,S-E', emergencyContact: { name: 'Henrik Larsen', phone: '+45 70262970', provider: 'GlobeTeam', referenceNumber: '12234' } } },
  ],
  customerReference: 'PO-778',
  contractRef: 'SC-2026-ACME',
  remarks: null,
  source: { kind: 'DCSA' },
};

const booking = (over: Partial<Booking> = {}): Booking => ({
  ...request,
  _id: 'b0000000-0000-4000-8000-000000000001',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  version: 3,
  reference: 'BKG-2026-00042',
  status: 'CONFIRMED',
  amendedStatus: null,
  companyId: 'c0000000-0000-4000-8000-000000000001',
  companyName: 'Acme Exports',
  providerName: 'Oceanic Forwarding',
  side: 'SHIPPER',
  confirmation: {
    carrierBookingReference: 'MAEU123456789',
    vessel: 'MAERSK KOLKATA',
    voyage: '612W',
    serviceCode: 'ME11',
    etd: '2026-12-03T18:00:00+05:30',
    eta: '2026-12-28T06:00:00+01:00',
    cutOffs: { documentation: '2026-11-30T12:00:00+05:30', vgm: '2026-12-01T12:00:00+05:30', cargo: '2026-12-02T08:00:00+05:30' },
    equipmentRelease: { depot: 'JNPT CFS', releaseReference: 'REL-9', availableFrom: null },
    remarks: null,
  },
  pendingRequest: null,
  closingReason: null,
  shipmentId: null,
  containerCount: 3,
  teu: 5,
  submittedAt: '2026-11-20T10:00:00.000Z',
  confirmedAt: '2026-11-21T10:00:00.000Z',
  ...over,
});

describe('toDcsaBooking', () => {
  it('answers a confirmed booking as a schema-valid DCSA Booking with the confirmation', () => {
    const dcsa = toDcsaBooking(booking());
    expect(validateDcsa(bookingSchema, dcsa)).toEqual([]);
    expect(dcsa).toMatchObject({
      carrierBookingRequestReference: 'BKG-2026-00042',
      carrierBookingReference: 'MAEU123456789',
      bookingStatus: 'CONFIRMED',
      cargoMovementTypeAtOrigin: 'FCL',
      cargoMovementTypeAtDestination: 'FCL',
      carrierCode: 'MAEU',
      serviceContractReference: 'SC-2026-ACME',
      vessel: { name: 'MAERSK KOLKATA' },
      carrierExportVoyageNumber: '612W',
      references: [{ type: 'CR', value: 'PO-778' }, { type: 'ECR', value: 'REL-9' }],
      confirmedEquipments: [{ ISOEquipmentCode: '45R1', units: 2 }, { ISOEquipmentCode: '22G1', units: 1 }],
    });
    // CFS receipt: the cargo cut-off is the LCL delivery cut-off (the standard's condition).
    expect(dcsa.shipmentCutOffTimes).toEqual([
      { cutOffDateTimeCode: 'DCO', cutOffDateTime: '2026-11-30T12:00:00+05:30' },
      { cutOffDateTimeCode: 'VCO', cutOffDateTime: '2026-12-01T12:00:00+05:30' },
      { cutOffDateTimeCode: 'LCO', cutOffDateTime: '2026-12-02T08:00:00+05:30' },
    ]);
    expect(dcsa.shipmentLocations).toEqual([
      { location: { UNLocationCode: 'INDEL' }, locationTypeCode: 'PRE' },
      { location: { UNLocationCode: 'INNSA' }, locationTypeCode: 'POL' },
      { location: { UNLocationCode: 'NLRTM' }, locationTypeCode: 'POD' },
    ]);
    const [reefer, dry] = dcsa.requestedEquipments;
    expect(reefer).toMatchObject({ ISOEquipmentCode: '45R1', units: 2, isShipperOwned: false, activeReeferSettings: { temperatureSetpoint: -18, temperatureUnit: 'CEL', airExchangeSetpoint: 25, airExchangeUnit: 'MQH', humiditySetpoint: 60 } });
    expect(dry).toEqual({ ISOEquipmentCode: '22G1', units: 1, isShipperOwned: true });
    expect(reefer!.commodities![1]).toMatchObject({
      HSCodes: ['293100'],
      cargoGrossWeight: { value: 2000, unit: 'KGM' },
      outerPackaging: { packageCode: 'DR', numberOfPackages: 10, dangerousGoods: [{ UNNumber: '1993', imoClass: '3', packingGroup: 2, EMSNumber: 'F-E,S-E', limits: { temperatureUnit: 'CEL', flashPoint: 23.5 } }] },
    });
    // The booking's own 24-hour emergency contact, field for field (not the shipper's contact).
    expect(reefer!.commodities![1]!.outerPackaging!.dangerousGoods![0]!.emergencyContactDetails).toEqual({ contact: 'Henrik Larsen', phone: '+45 70262970', provider: 'GlobeTeam', referenceNumber: '12234' });
  });

  it('gives the emergency contact without its optional provider and reference when there are none, valid against the standard', () => {
    const cargo = request.cargo.map((c) => (c.dangerousGoods ? { ...c, dangerousGoods: { ...c.dangerousGoods, emergencyContact: { name: 'EHS desk', phone: '+91 22 6612 4400', provider: null, referenceNumber: null } } } : c));
    // A shipper without a phone no longer matters: the emergency contact is the booking's own.
    const dcsa = toDcsaBooking(booking({ cargo, shipper: { ...request.shipper, phone: null } }));
    expect(validateDcsa(bookingSchema, dcsa)).toEqual([]);
    expect(dcsa.requestedEquipments[0]!.commodities![1]!.outerPackaging!.dangerousGoods![0]!.emergencyContactDetails).toEqual({ contact: 'EHS desk', phone: '+91 22 6612 4400' });
    // Without emergencyContactDetails the standard refuses dangerous goods (the check can fail).
    const bare = structuredClone(dcsa);
    delete bare.requestedEquipments[0]!.commodities![1]!.outerPackaging!.dangerousGoods![0]!.emergencyContactDetails;
    expect(validateDcsa(bookingSchema, bare)).not.toEqual([]);
  });

  it('answers the provider ask as feedback, a cancelled confirmed booking with its cancellation status', () => {
    const pending = toDcsaBooking(booking({ status: 'PENDING_AMENDMENT', pendingRequest: { message: 'Reduce to one reefer', requestedAt: '2026-11-22T10:00:00Z' } }));
    expect(validateDcsa(bookingSchema, pending)).toEqual([]);
    expect(pending.feedbacks).toEqual([{ severity: 'ERROR', code: 'PROPERTY_VALUE_MUST_CHANGE', message: 'Reduce to one reefer' }]);
    const cancelled = toDcsaBooking(booking({ status: 'CANCELLED', closingReason: 'Order withdrawn' }));
    expect(validateDcsa(bookingSchema, cancelled)).toEqual([]);
    expect(cancelled).toMatchObject({ bookingStatus: 'CANCELLED', bookingCancellationStatus: 'CANCELLATION_CONFIRMED' });
    const received = toDcsaBooking(booking({ status: 'RECEIVED', confirmation: null }));
    expect(validateDcsa(bookingSchema, received)).toEqual([]);
    expect(received).not.toHaveProperty('carrierBookingReference');
    expect(received).not.toHaveProperty('bookingCancellationStatus');
  });

  it('a status outside the standard fails the schema (the check can fail)', () => {
    expect(validateDcsa(bookingSchema, { ...toDcsaBooking(booking()), bookingStatus: 'DRAFT' })).not.toEqual([]);
  });

  it('round-trips a request through a CreateBooking body', () => {
    const body = toDcsaRequest(request, 'Oceanic Forwarding');
    expect(validateDcsa(createBookingSchema, body)).toEqual([]);
    const back = fromDcsaBooking(body, request.providerCompanyId);
    // Not kept by DCSA: the tax id (no type or country) and remarks (README-DCSA.md).
    expect(back).toEqual({ ...request, shipper: { ...request.shipper, taxId: null }, consignee: { ...request.consignee }, notifyParty: { ...request.notifyParty! }, remarks: null });
  });

  it('notifications are the standard envelope', () => {
    const note = bookingNotification(booking({ amendedStatus: 'AMENDMENT_RECEIVED' }), 'd1e0c5f6-0000-4000-8000-000000000009', new Date('2026-11-23T00:00:00Z'));
    expect(validateDcsa(bookingNotificationSchema, note)).toEqual([]);
    expect(note).toMatchObject({ specversion: '1.0', type: 'org.dcsa.booking.v2', datacontenttype: 'application/json', time: '2026-11-23T00:00:00.000Z', subscriptionReference: 'd1e0c5f6-0000-4000-8000-000000000009', data: { bookingStatus: 'CONFIRMED', amendedBookingStatus: 'AMENDMENT_RECEIVED', carrierBookingRequestReference: 'BKG-2026-00042', carrierBookingReference: 'MAEU123456789' } });
  });
});
