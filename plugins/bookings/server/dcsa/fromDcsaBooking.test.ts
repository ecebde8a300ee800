import { describe, expect, it } from 'vitest';
import { HttpError } from '@portolan/sdk/server';
import type { DcsaBookingRequest } from './dcsaTypes';
import { fromDcsaBooking } from './fromDcsaBooking';

const PROVIDER = '7b0e4a0e-7c55-4a77-9a32-2a2f4c1f7d10';
const body = (over: Partial<DcsaBookingRequest> = {}): DcsaBookingRequest => ({
  receiptTypeAtOrigin: 'CY',
  deliveryTypeAtDestination: 'SD',
  cargoMovementTypeAtOrigin: 'FCL',
  cargoMovementTypeAtDestination: 'FCL',
  carrierCode: 'MAEU',
  expectedDepartureDate: '2027-01-05',
  isEquipmentSubstitutionAllowed: true,
  documentParties: {
    bookingAgent: { partyName: 'Oceanic' },
    shipper: { partyName: 'Acme', address: { street: 'Main St', streetNumber: '4', postCode: '400001', city: 'Mumbai', countryCode: 'IN' }, taxLegalReferences: [{ type: 'GST', countryCode: 'IN', value: '27AAACA1234A1Z5' }] },
    consignee: { partyName: 'Buyer BV', partyContactDetails: [{ name: 'Jan', email: 'jan@buyer.test' }] },
    other: [{ partyFunction: 'N2', party: { partyName: 'Second notify' } }],
  },
  shipmentLocations: [
    { location: { UNLocationCode: 'INNSA' }, locationTypeCode: 'POL' },
    { location: { UNLocationCode: 'NLRTM' }, locationTypeCode: 'POD' },
    { location: { UNLocationCode: 'DEDUS' }, locationTypeCode: 'PDE' },
  ],
  requestedEquipments: [
    {
      ISOEquipmentCode: '45R1',
      units: 1,
      isShipperOwned: false,
      activeReeferSettings: { temperatureSetpoint: 35.6, temperatureUnit: 'FAH', airExchangeSetpoint: 1000, airExchangeUnit: 'FQH' },
      commodities: [{ commodityType: 'Grapes', extendedHSCodes: ['08061010'], cargoGrossWeight: { value: 22046.2, unit: 'LBR' }, cargoGrossVolume: { value: 1000, unit: 'FTQ' }, outerPackaging: { packageCode: 'CT', numberOfPackages: 1200 } }],
    },
    {
      ISOEquipmentCode: '22G1',
      units: 1,
      isShipperOwned: true,
      commodities: [{ commodityType: 'Paint', HSCodes: ['320890'], cargoGrossWeight: { value: 5000, unit: 'KGM' }, outerPackaging: { packageCode: 'DR', numberOfPackages: 20, dangerousGoods: [{ UNNumber: '1263', imoClass: '3', packingGroup: 3, properShippingName: 'Paint', limits: { temperatureUnit: 'FAH', flashPoint: 95 }, emergencyContactDetails: { contact: 'Henrik Larsen', phone: '+45 70262970', provider: 'GlobeTeam', referenceNumber: '12234' } }] } }],
    },
  ],
  ...over,
});

const fieldOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpError ? `${error.statusCode} ${error.field}` : String(error);
  }
  return 'no error';
};

describe('fromDcsaBooking', () => {
  it('converts the standard\'s units exactly and flattens commodities of every equipment line', () => {
    const r = fromDcsaBooking(body(), PROVIDER);
    expect(r).toMatchObject({ providerCompanyId: PROVIDER, carrier: 'MAEU', pol: 'INNSA', pod: 'NLRTM', placeOfReceipt: null, placeOfDelivery: 'DEDUS', deliveryTypeAtDestination: 'SD', source: { kind: 'DCSA' } });
    expect(r.equipment).toEqual([
      { isoType: '45R1', count: 1, soc: false, reefer: { temperature: '35.6', unit: 'FAH', ventilation: '28.3', humidity: null } },
      { isoType: '22G1', count: 1, soc: true, reefer: null },
    ]);
    // 22046.2 lb × 0.45359237 = 9999.988107… kg → 9999.988 (grams); 1000 ft³ × 0.028316846592 = 28.317 m³.
    expect(r.cargo[0]).toMatchObject({ hsCode: '080610', grossWeightKg: '9999.988', volumeCbm: '28.317', packages: 1200, packageCode: 'CT' });
    // 95 °F = 35 °C.
    expect(r.cargo[1]!.dangerousGoods).toEqual({
      unNumber: '1263', imoClass: '3', packingGroup: 'III', properShippingName: 'Paint', emsNumber: null, flashPoint: '35',
      emergencyContact: { name: 'Henrik Larsen', phone: '+45 70262970', provider: 'GlobeTeam', referenceNumber: '12234' },
    });
    expect(r.shipper).toEqual({ name: 'Acme', address: 'Main St 4\n400001 Mumbai\nIN', contactName: null, email: null, phone: null, taxId: '27AAACA1234A1Z5' });
    expect(r.consignee).toMatchObject({ contactName: 'Jan', email: 'jan@buyer.test' });
    expect(r.notifyParty?.name).toBe('Second notify');
  });

  it('refuses what our booking cannot keep, naming the DCSA property', () => {
    expect(fieldOf(() => fromDcsaBooking(body({ cargoMovementTypeAtDestination: 'LCL' }), PROVIDER))).toBe('400 cargoMovementTypeAtDestination');
    expect(fieldOf(() => fromDcsaBooking(body({ carrierCode: undefined }), PROVIDER))).toBe('400 carrierCode');
    expect(fieldOf(() => fromDcsaBooking(body({ shipmentLocations: [{ location: { UNLocationCode: 'INNSA' }, locationTypeCode: 'POL' }] }), PROVIDER))).toBe('400 shipmentLocations');
    const noPackages = body();
    delete noPackages.requestedEquipments[0]!.commodities![0]!.outerPackaging!.numberOfPackages;
    expect(fieldOf(() => fromDcsaBooking(noPackages, PROVIDER))).toBe('400 requestedEquipments.0.commodities.0.outerPackaging.numberOfPackages');
    const naNumber = body();
    const goods = naNumber.requestedEquipments[1]!.commodities![0]!.outerPackaging!.dangerousGoods![0]!;
    delete goods.UNNumber;
    goods.NANumber = '1993';
    expect(fieldOf(() => fromDcsaBooking(naNumber, PROVIDER))).toBe('400 requestedEquipments.1.commodities.0.outerPackaging.dangerousGoods.0.UNNumber');
    const noContact = body();
    delete noContact.requestedEquipments[1]!.commodities![0]!.outerPackaging!.dangerousGoods![0]!.emergencyContactDetails;
    expect(fieldOf(() => fromDcsaBooking(noContact, PROVIDER))).toBe('400 requestedEquipments.1.commodities.0.outerPackaging.dangerousGoods.0.emergencyContactDetails');
  });

  it('keeps an emergency contact without provider or reference as nulls', () => {
    const plain = body();
    plain.requestedEquipments[1]!.commodities![0]!.outerPackaging!.dangerousGoods![0]!.emergencyContactDetails = { contact: 'EHS desk', phone: '+91 22 6612 4400' };
    expect(fromDcsaBooking(plain, PROVIDER).cargo[1]!.dangerousGoods!.emergencyContact).toEqual({ name: 'EHS desk', phone: '+91 22 6612 4400', provider: null, referenceNumber: null });
  });
});
