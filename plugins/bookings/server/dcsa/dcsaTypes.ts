/** The DCSA BKG 2.0.5 shapes the mappings read and write (bkgSchemas.ts has every constraint). */
export interface DcsaPartyContact {
  name: string;
  phone?: string;
  email?: string;
}
export interface DcsaParty {
  partyName: string;
  address?: { street: string; city: string; countryCode: string; [k: string]: unknown };
  addressLines?: string[];
  partyContactDetails?: DcsaPartyContact[];
  taxLegalReferences?: Array<{ type: string; countryCode: string; value: string }>;
  reference?: string;
  [k: string]: unknown;
}
export interface DcsaMeasure {
  value: number;
  unit: string;
}
export interface DcsaDangerousGoods {
  UNNumber?: string;
  NANumber?: string;
  properShippingName: string;
  imoClass: string;
  packingGroup?: number;
  EMSNumber?: string;
  limits?: { temperatureUnit: string; flashPoint?: number };
  emergencyContactDetails?: { contact: string; phone: string; provider?: string; referenceNumber?: string };
  grossWeight?: DcsaMeasure;
  [k: string]: unknown;
}
export interface DcsaCommodity {
  commodityType: string;
  HSCodes?: string[];
  extendedHSCodes?: string[];
  cargoGrossWeight?: DcsaMeasure;
  cargoGrossVolume?: DcsaMeasure;
  outerPackaging?: { packageCode?: string; imoPackagingCode?: string; numberOfPackages?: number; dangerousGoods?: DcsaDangerousGoods[] };
  [k: string]: unknown;
}
export interface DcsaReeferSettings {
  temperatureSetpoint: number;
  temperatureUnit: 'CEL' | 'FAH';
  humiditySetpoint?: number;
  airExchangeSetpoint?: number;
  airExchangeUnit?: 'MQH' | 'FQH';
  [k: string]: unknown;
}
export interface DcsaRequestedEquipment {
  ISOEquipmentCode: string;
  units: number;
  isShipperOwned: boolean;
  activeReeferSettings?: DcsaReeferSettings;
  commodities?: DcsaCommodity[];
  [k: string]: unknown;
}
export interface DcsaShipmentLocation {
  location: { UNLocationCode?: string; [k: string]: unknown };
  locationTypeCode: string;
}
/** CreateBooking / UpdateBooking (the parts kept). */
export interface DcsaBookingRequest {
  carrierBookingRequestReference?: string;
  carrierBookingReference?: string;
  receiptTypeAtOrigin: 'CY' | 'SD' | 'CFS';
  deliveryTypeAtDestination: 'CY' | 'SD' | 'CFS';
  cargoMovementTypeAtOrigin: 'FCL' | 'LCL';
  cargoMovementTypeAtDestination: 'FCL' | 'LCL';
  serviceContractReference?: string;
  contractQuotationReference?: string;
  extendedContractQuotationReference?: string;
  carrierCode?: string;
  expectedDepartureDate?: string;
  expectedArrivalAtPlaceOfDeliveryEndDate?: string;
  incoTerms?: string;
  isEquipmentSubstitutionAllowed: boolean;
  references?: Array<{ type: string; value: string }>;
  documentParties: {
    bookingAgent?: DcsaParty;
    shipper?: DcsaParty;
    consignee?: DcsaParty;
    other?: Array<{ party: DcsaParty; partyFunction: string }>;
    [k: string]: unknown;
  };
  shipmentLocations: DcsaShipmentLocation[];
  requestedEquipments: DcsaRequestedEquipment[];
  [k: string]: unknown;
}
export interface DcsaFeedback {
  severity: 'INFO' | 'WARN' | 'ERROR';
  code: string;
  message: string;
}
export interface DcsaBooking extends DcsaBookingRequest {
  carrierBookingRequestReference: string;
  bookingStatus: string;
  amendedBookingStatus?: string;
  bookingCancellationStatus?: string;
  feedbacks?: DcsaFeedback[];
}
