import type { Booking, BookingCargo, BookingConfirmation, BookingParty, BookingRequest } from '../../shared/types';
import type { DcsaBooking, DcsaBookingRequest, DcsaCommodity, DcsaDangerousGoods, DcsaFeedback, DcsaParty, DcsaRequestedEquipment } from './dcsaTypes';

const PACKING_GROUP: Record<string, number> = { I: 1, II: 2, III: 3 };

/** An exact decimal string as the standard's JSON number. */
const num = (value: string) => Number(value);
const cut = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

/** Our party as a DCSA party: the free-text address as addressLines, the contact when it has a phone or email (the standard needs one). */
export function toDcsaParty(party: BookingParty, contactOf?: BookingParty): DcsaParty {
  const out: DcsaParty = { partyName: cut(party.name, 70) };
  if (party.address) out.addressLines = party.address.split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 5).map((l) => cut(l, 250));
  const who = contactOf ?? party;
  if (who.phone || who.email) {
    out.partyContactDetails = [{ name: cut(who.contactName ?? who.name, 35), ...(who.phone ? { phone: cut(who.phone, 30) } : {}), ...(who.email ? { email: cut(who.email, 100) } : {}) }];
  }
  return out;
}

function toDangerousGoods(cargo: BookingCargo): DcsaDangerousGoods {
  const dg = cargo.dangerousGoods!;
  const out: DcsaDangerousGoods = {
    UNNumber: dg.unNumber,
    properShippingName: dg.properShippingName,
    imoClass: dg.imoClass,
    isMarinePollutant: false,
    isLimitedQuantity: false,
    isExceptedQuantity: false,
    isSalvagePackings: false,
    isEmptyUncleanedResidue: false,
    isWaste: false,
    isHot: false,
    isCompetentAuthorityApprovalRequired: false,
    isReportableQuantity: false,
    // One dangerous-goods entry per cargo line: the line's gross weight is the goods' gross weight.
    grossWeight: { value: num(cargo.grossWeightKg), unit: 'KGM' },
  };
  if (dg.packingGroup) out.packingGroup = PACKING_GROUP[dg.packingGroup];
  if (dg.emsNumber) out.EMSNumber = cut(dg.emsNumber, 7);
  if (dg.flashPoint) out.limits = { temperatureUnit: 'CEL', flashPoint: num(dg.flashPoint) };
  // The booking's own 24-hour emergency contact, field for field (README-DCSA.md).
  const ec = dg.emergencyContact;
  if (ec) {
    out.emergencyContactDetails = {
      contact: cut(ec.name, 255),
      phone: cut(ec.phone, 30),
      ...(ec.provider ? { provider: cut(ec.provider, 255) } : {}),
      ...(ec.referenceNumber ? { referenceNumber: cut(ec.referenceNumber, 255) } : {}),
    };
  }
  return out;
}

export function toDcsaCommodity(cargo: BookingCargo): DcsaCommodity {
  const out: DcsaCommodity = {
    commodityType: cut(cargo.description, 550),
    HSCodes: [cargo.hsCode],
    cargoGrossWeight: { value: num(cargo.grossWeightKg), unit: 'KGM' },
    outerPackaging: { packageCode: cargo.packageCode, numberOfPackages: cargo.packages },
  };
  if (cargo.volumeCbm) out.cargoGrossVolume = { value: num(cargo.volumeCbm), unit: 'MTQ' };
  if (cargo.dangerousGoods) out.outerPackaging!.dangerousGoods = [toDangerousGoods(cargo)];
  return out;
}

/**
 * Our equipment lines as requestedEquipments. Our cargo belongs to the booking, not to a container
 * type: every commodity goes with the first equipment line (README-DCSA.md).
 */
export function toDcsaEquipments(request: BookingRequest): DcsaRequestedEquipment[] {
  return request.equipment.map((e, i) => {
    const out: DcsaRequestedEquipment = { ISOEquipmentCode: e.isoType, units: e.count, isShipperOwned: !!e.soc };
    if (e.reefer) {
      out.activeReeferSettings = { temperatureSetpoint: num(e.reefer.temperature), temperatureUnit: e.reefer.unit };
      if (e.reefer.ventilation) Object.assign(out.activeReeferSettings, { airExchangeSetpoint: num(e.reefer.ventilation), airExchangeUnit: 'MQH' });
      if (e.reefer.humidity) out.activeReeferSettings.humiditySetpoint = num(e.reefer.humidity);
    }
    if (i === 0 && request.cargo.length) out.commodities = request.cargo.map((c) => toDcsaCommodity(c));
    return out;
  });
}

/** The request's own part of a DCSA booking (CreateBooking/UpdateBooking properties). */
export function toDcsaRequest(request: BookingRequest, providerName: string): DcsaBookingRequest {
  const locations = [
    ...(request.placeOfReceipt ? [{ location: { UNLocationCode: request.placeOfReceipt }, locationTypeCode: 'PRE' }] : []),
    { location: { UNLocationCode: request.pol }, locationTypeCode: 'POL' },
    { location: { UNLocationCode: request.pod }, locationTypeCode: 'POD' },
    ...(request.placeOfDelivery ? [{ location: { UNLocationCode: request.placeOfDelivery }, locationTypeCode: 'PDE' }] : []),
  ];
  const other = request.notifyParty ? [{ party: toDcsaParty(request.notifyParty), partyFunction: 'N1' }] : [];
  const out: DcsaBookingRequest = {
    receiptTypeAtOrigin: request.receiptTypeAtOrigin,
    deliveryTypeAtDestination: request.deliveryTypeAtDestination,
    cargoMovementTypeAtOrigin: request.cargoMovementType,
    cargoMovementTypeAtDestination: request.cargoMovementType,
    carrierCode: request.carrier,
    carrierCodeListProvider: 'NMFTA',
    expectedDepartureDate: request.expectedDepartureDate,
    isEquipmentSubstitutionAllowed: false,
    documentParties: {
      bookingAgent: { partyName: cut(providerName, 70) },
      shipper: toDcsaParty(request.shipper),
      consignee: toDcsaParty(request.consignee),
      ...(other.length ? { other } : {}),
    },
    shipmentLocations: locations,
    requestedEquipments: toDcsaEquipments(request),
  };
  if (request.contractRef) {
    if (request.contractRef.length <= 30) out.serviceContractReference = request.contractRef;
    else out.extendedContractQuotationReference = cut(request.contractRef, 70);
  }
  if (request.latestDeliveryDate) out.expectedArrivalAtPlaceOfDeliveryEndDate = request.latestDeliveryDate;
  if (request.incoTerms) out.incoTerms = cut(request.incoTerms, 3);
  if (request.customerReference) out.references = [{ type: 'CR', value: cut(request.customerReference, 35) }];
  return out;
}

const dateOf = (iso: string) => iso.slice(0, 10);

/** The provider's confirmation: carrier booking reference, vessel and voyage, transport plan, cut-offs, confirmed equipment, release reference. */
export function toDcsaConfirmation(request: BookingRequest, c: BookingConfirmation): Record<string, unknown> {
  const cutOffs: Array<{ cutOffDateTimeCode: string; cutOffDateTime: string }> = [];
  if (c.cutOffs.documentation) cutOffs.push({ cutOffDateTimeCode: 'DCO', cutOffDateTime: c.cutOffs.documentation });
  if (c.cutOffs.vgm) cutOffs.push({ cutOffDateTimeCode: 'VCO', cutOffDateTime: c.cutOffs.vgm });
  // The cargo cut-off: LCL delivery when the cargo is received at a CFS (the standard's condition), else FCL.
  if (c.cutOffs.cargo) cutOffs.push({ cutOffDateTimeCode: request.receiptTypeAtOrigin === 'CFS' ? 'LCO' : 'FCO', cutOffDateTime: c.cutOffs.cargo });
  const out: Record<string, unknown> = {
    carrierBookingReference: c.carrierBookingReference,
    vessel: { name: cut(c.vessel, 50) },
    carrierExportVoyageNumber: cut(c.voyage, 50),
    transportPlan: [
      {
        transportPlanStage: 'MNC',
        transportPlanStageSequenceNumber: 1,
        loadLocation: { UNLocationCode: request.pol },
        dischargeLocation: { UNLocationCode: request.pod },
        plannedDepartureDate: dateOf(c.etd),
        plannedArrivalDate: dateOf(c.eta),
        modeOfTransport: 'VESSEL',
        vesselName: cut(c.vessel, 50),
        carrierExportVoyageNumber: cut(c.voyage, 50),
        ...(c.serviceCode ? { carrierServiceCode: cut(c.serviceCode, 11) } : {}),
      },
    ],
    shipmentCutOffTimes: cutOffs,
    confirmedEquipments: request.equipment.map((e) => ({ ISOEquipmentCode: e.isoType, units: e.count })),
  };
  if (c.serviceCode) out.carrierServiceCode = cut(c.serviceCode, 11);
  return out;
}

/** What the provider told the shipper: its ask for an update (ERROR, must change) or why the booking closed (INFO). */
export function toDcsaFeedbacks(booking: Booking): DcsaFeedback[] {
  const feedbacks: DcsaFeedback[] = [];
  if (booking.pendingRequest) feedbacks.push({ severity: 'ERROR', code: 'PROPERTY_VALUE_MUST_CHANGE', message: cut(booking.pendingRequest.message, 5000) });
  if (booking.closingReason) feedbacks.push({ severity: 'INFO', code: 'INFORMATIONAL_MESSAGE', message: cut(booking.closingReason, 5000) });
  if (booking.confirmation?.remarks) feedbacks.push({ severity: 'INFO', code: 'INFORMATIONAL_MESSAGE', message: cut(booking.confirmation.remarks, 5000) });
  return feedbacks;
}

/** A confirmed booking the shipper cancelled: the provider takes the cancellation at once (README-DCSA.md). */
export function cancelledAfterConfirmation(booking: Booking): boolean {
  return booking.status === 'CANCELLED' && !!booking.confirmation;
}

/**
 * Our booking as the standard's Booking (GET answer). `request` replaces the booking's own request
 * for the amended content (`?amendedContent=true`). A DRAFT has no DCSA form (callers answer 404).
 */
export function toDcsaBooking(booking: Booking, request: BookingRequest = booking): DcsaBooking {
  const out: DcsaBooking = {
    carrierBookingRequestReference: booking.reference,
    bookingStatus: booking.status,
    ...(booking.amendedStatus ? { amendedBookingStatus: booking.amendedStatus } : {}),
    ...(cancelledAfterConfirmation(booking) ? { bookingCancellationStatus: 'CANCELLATION_CONFIRMED' } : {}),
    ...toDcsaRequest(request, booking.providerName),
  };
  if (booking.confirmation) Object.assign(out, toDcsaConfirmation(request, booking.confirmation));
  if (booking.confirmation?.equipmentRelease?.releaseReference) {
    out.references = [...(out.references ?? []), { type: 'ECR', value: cut(booking.confirmation.equipmentRelease.releaseReference, 35) }];
  }
  const feedbacks = toDcsaFeedbacks(booking);
  if (feedbacks.length) out.feedbacks = feedbacks;
  return out;
}
