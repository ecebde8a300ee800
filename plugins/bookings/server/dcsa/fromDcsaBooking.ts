import Big from 'big.js';
import { badRequest } from '@portolan/sdk/server';
import type { BookingCargo, BookingEquipment, BookingParty, BookingRequest, DangerousGoods } from '../../shared/types';
import type { DcsaBookingRequest, DcsaCommodity, DcsaMeasure, DcsaParty } from './dcsaTypes';

const PACKING_GROUPS = ['I', 'II', 'III'] as const;
/** Exact conversion factors (the international pound and foot). */
const KG_PER_LB = '0.45359237';
const M3_PER_FT3 = '0.028316846592';

/** A JSON number as an exact decimal string (the number's shortest round-trip form). */
function decimal(value: number, field: string): string {
  const text = String(value);
  if (!Number.isFinite(value) || /e/i.test(text)) throw badRequest(`${field} is out of range`, field);
  return text;
}

/** A weight in kilograms: LBR converted exactly, rounded to grams. */
function kilograms(m: DcsaMeasure, field: string): string {
  if (m.unit === 'KGM') return decimal(m.value, `${field}.value`);
  return new Big(decimal(m.value, `${field}.value`)).times(KG_PER_LB).round(3).toString();
}

function cubicMetres(m: DcsaMeasure, field: string): string {
  if (m.unit === 'MTQ') return decimal(m.value, `${field}.value`);
  return new Big(decimal(m.value, `${field}.value`)).times(M3_PER_FT3).round(3).toString();
}

/** A DCSA party as ours: address lines (or the structured address) joined; the first contact; the first tax or legal reference. */
export function fromDcsaParty(party: DcsaParty): BookingParty {
  const a = party.address;
  const structured = a ? [[a.street, a.streetNumber].filter(Boolean).join(' '), [a.postCode, a.city].filter(Boolean).join(' '), a.stateRegion, a.countryCode].filter(Boolean).join('\n') : '';
  const address = party.addressLines?.length ? party.addressLines.join('\n') : structured;
  const contact = party.partyContactDetails?.[0];
  return {
    name: party.partyName,
    address: address || null,
    // Our contact name when it is not the party's own (toDcsaParty names the contact after the party when there is none).
    contactName: contact && contact.name !== party.partyName ? contact.name : null,
    email: contact?.email ?? null,
    phone: contact?.phone ?? null,
    taxId: party.taxLegalReferences?.[0]?.value ?? null,
  };
}

function hsCodeOf(c: DcsaCommodity, field: string): string {
  const code = c.extendedHSCodes?.[0] ?? c.HSCodes?.[0];
  // The six-digit subheading leads every national extension (8, 10, 12 digits).
  if (!code) throw badRequest(`${field}.HSCodes is required (one HS code per commodity)`, `${field}.HSCodes`);
  return code.slice(0, 6);
}

function fromDcsaCommodity(c: DcsaCommodity, field: string): BookingCargo {
  const pack = c.outerPackaging;
  if (!pack?.numberOfPackages) throw badRequest(`${field}.outerPackaging.numberOfPackages is required`, `${field}.outerPackaging.numberOfPackages`);
  if (!pack.packageCode) throw badRequest(`${field}.outerPackaging.packageCode is required`, `${field}.outerPackaging.packageCode`);
  if (!c.cargoGrossWeight) throw badRequest(`${field}.cargoGrossWeight is required`, `${field}.cargoGrossWeight`);
  const cargo: BookingCargo = {
    hsCode: hsCodeOf(c, field),
    description: c.commodityType,
    packages: pack.numberOfPackages,
    packageCode: pack.packageCode,
    grossWeightKg: kilograms(c.cargoGrossWeight, `${field}.cargoGrossWeight`),
    volumeCbm: c.cargoGrossVolume ? cubicMetres(c.cargoGrossVolume, `${field}.cargoGrossVolume`) : null,
    dangerousGoods: null,
  };
  const goods = pack.dangerousGoods ?? [];
  if (goods.length > 1) throw badRequest(`${field}.outerPackaging.dangerousGoods: one entry per commodity`, `${field}.outerPackaging.dangerousGoods`);
  if (goods.length === 1) {
    const g = goods[0]!;
    const f = `${field}.outerPackaging.dangerousGoods.0`;
    if (!g.UNNumber) throw badRequest(`${f}.UNNumber is required (NA numbers are not kept)`, `${f}.UNNumber`);
    const ec = g.emergencyContactDetails;
    if (!ec) throw badRequest(`${f}.emergencyContactDetails is required`, `${f}.emergencyContactDetails`);
    const emergencyContact = { name: ec.contact, phone: ec.phone, provider: ec.provider ?? null, referenceNumber: ec.referenceNumber ?? null };
    const dg: DangerousGoods = { unNumber: g.UNNumber, imoClass: g.imoClass, properShippingName: g.properShippingName, packingGroup: g.packingGroup ? PACKING_GROUPS[g.packingGroup - 1] : null, emsNumber: g.EMSNumber ?? null, flashPoint: null, emergencyContact };
    if (g.limits?.flashPoint !== undefined) {
      const point = decimal(g.limits.flashPoint, `${f}.limits.flashPoint`);
      dg.flashPoint = g.limits.temperatureUnit === 'CEL' ? point : new Big(point).minus(32).times(5).div(9).round(1).toString();
    }
    cargo.dangerousGoods = dg;
  }
  return cargo;
}

/** The UN/LOCODE of the one shipment location of a type. */
function locationOf(body: DcsaBookingRequest, code: string, required: boolean): string | null {
  const found = body.shipmentLocations.filter((l) => l.locationTypeCode === code);
  if (found.length > 1) throw badRequest(`shipmentLocations: one ${code} location only`, 'shipmentLocations');
  const unlocode = found[0]?.location.UNLocationCode;
  if (found.length && !unlocode) throw badRequest(`shipmentLocations: the ${code} location needs its UNLocationCode`, 'shipmentLocations');
  if (required && !unlocode) throw badRequest(`shipmentLocations: a ${code} location with its UNLocationCode is required`, 'shipmentLocations');
  return unlocode ?? null;
}

/**
 * A DCSA CreateBooking / UpdateBooking body (schema-valid) as our BookingRequest for `providerCompanyId`.
 * What our booking cannot keep is a 400 naming the DCSA field; what it does not keep is listed in
 * README-DCSA.md.
 */
export function fromDcsaBooking(body: DcsaBookingRequest, providerCompanyId: string): BookingRequest {
  if (body.cargoMovementTypeAtOrigin !== body.cargoMovementTypeAtDestination) {
    throw badRequest('cargoMovementTypeAtDestination must equal cargoMovementTypeAtOrigin (one cargo movement type per booking)', 'cargoMovementTypeAtDestination');
  }
  if (!body.carrierCode) throw badRequest('carrierCode is required (the carrier\'s SCAC)', 'carrierCode');
  if (!body.expectedDepartureDate) throw badRequest('expectedDepartureDate is required', 'expectedDepartureDate');
  const parties = body.documentParties;
  if (!parties.shipper) throw badRequest('documentParties.shipper is required', 'documentParties.shipper');
  if (!parties.consignee) throw badRequest('documentParties.consignee is required', 'documentParties.consignee');
  const notify = parties.other?.find((o) => o.partyFunction === 'N1') ?? parties.other?.find((o) => o.partyFunction === 'N2' || o.partyFunction === 'NI');

  const equipment: BookingEquipment[] = body.requestedEquipments.map((e, i) => {
    const out: BookingEquipment = { isoType: e.ISOEquipmentCode, count: e.units, soc: e.isShipperOwned, reefer: null };
    const r = e.activeReeferSettings;
    if (r) {
      const f = `requestedEquipments.${i}.activeReeferSettings`;
      let ventilation: string | null = null;
      if (r.airExchangeSetpoint !== undefined) {
        const v = decimal(r.airExchangeSetpoint, `${f}.airExchangeSetpoint`);
        ventilation = r.airExchangeUnit === 'FQH' ? new Big(v).times(M3_PER_FT3).round(1).toString() : v;
      }
      out.reefer = {
        temperature: decimal(r.temperatureSetpoint, `${f}.temperatureSetpoint`),
        unit: r.temperatureUnit,
        ventilation,
        humidity: r.humiditySetpoint !== undefined ? decimal(r.humiditySetpoint, `${f}.humiditySetpoint`) : null,
      };
    }
    return out;
  });
  const cargo = body.requestedEquipments.flatMap((e, i) => (e.commodities ?? []).map((c, j) => fromDcsaCommodity(c, `requestedEquipments.${i}.commodities.${j}`)));
  if (!cargo.length) throw badRequest('requestedEquipments.0.commodities is required (at least one commodity)', 'requestedEquipments.0.commodities');

  return {
    providerCompanyId,
    carrier: body.carrierCode,
    pol: locationOf(body, 'POL', true)!,
    pod: locationOf(body, 'POD', true)!,
    placeOfReceipt: locationOf(body, 'PRE', false),
    placeOfDelivery: locationOf(body, 'PDE', false),
    receiptTypeAtOrigin: body.receiptTypeAtOrigin,
    deliveryTypeAtDestination: body.deliveryTypeAtDestination,
    cargoMovementType: body.cargoMovementTypeAtOrigin,
    expectedDepartureDate: body.expectedDepartureDate,
    latestDeliveryDate: body.expectedArrivalAtPlaceOfDeliveryEndDate ?? null,
    incoTerms: body.incoTerms ?? null,
    shipper: fromDcsaParty(parties.shipper),
    consignee: fromDcsaParty(parties.consignee),
    notifyParty: notify ? fromDcsaParty(notify.party) : null,
    equipment,
    cargo,
    customerReference: body.references?.find((r) => r.type === 'CR')?.value ?? null,
    contractRef: body.serviceContractReference ?? body.extendedContractQuotationReference ?? body.contractQuotationReference ?? null,
    remarks: null,
    source: { kind: 'DCSA' },
  };
}
