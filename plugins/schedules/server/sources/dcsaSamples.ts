import type { DcsaPointToPoint } from './DcsaCommercialSchedulesSource';

/**
 * Sample answers of `GET /v1/point-to-point-routes` written from DCSA Commercial Schedules 1.0.3
 * (PointToPoint, Leg, VesselTransport, ServicePartner, CutOffTime): the adapter's test fixtures.
 */

/** INNSA → NLRTM direct on one vessel, with a pre-carriage truck leg and an intermediate call (not a transshipment). */
export const DIRECT_ROUTE: DcsaPointToPoint = {
  placeOfReceipt: { facilityTypeCode: 'INTE', location: { UNLocationCode: 'INNAG', locationName: 'Nagpur ICD' }, dateTime: '2026-12-01T08:00:00+05:30' },
  placeOfDelivery: { facilityTypeCode: 'POTE', location: { UNLocationCode: 'NLRTM' }, dateTime: '2026-12-27T06:00:00+01:00' },
  transitTime: 26,
  cutOffTimes: [
    { cutOffDateTimeCode: 'DCO', cutOffDateTime: '2026-12-01T12:00:00+05:30' },
    { cutOffDateTimeCode: 'VCO', cutOffDateTime: '2026-12-02T12:00:00+05:30' },
    { cutOffDateTimeCode: 'FCO', cutOffDateTime: '2026-12-03T06:00:00+05:30' },
    { cutOffDateTimeCode: 'ECP', cutOffDateTime: '2026-11-28T09:00:00+05:30' },
  ],
  legs: [
    {
      sequenceNumber: 1,
      transport: { modeOfTransport: 'TRUCK' } as never,
      departure: { facilityTypeCode: 'INTE', location: { UNLocationCode: 'INNAG' }, dateTime: '2026-12-01T08:00:00+05:30' },
      arrival: { facilityTypeCode: 'POTE', location: { UNLocationCode: 'INNSA' }, dateTime: '2026-12-02T20:00:00+05:30' },
    },
    {
      sequenceNumber: 2,
      transport: {
        modeOfTransport: 'VESSEL',
        universalServiceReference: 'SR12345A',
        universalExportVoyageReference: '2649W',
        servicePartners: [{ carrierCode: 'MAEU', carrierCodeListProvider: 'NMFTA', carrierServiceName: 'ME11', carrierServiceCode: 'ME11', carrierExportVoyageNumber: '649W', carrierImportVoyageNumber: '649E' } as never],
        vessel: { vesselIMONumber: '9321483', name: 'Maersk Essen', operatorCarrierCode: 'MAEU' },
      },
      departure: { facilityTypeCode: 'POTE', location: { UNLocationCode: 'INNSA' }, dateTime: '2026-12-04T18:00:00+05:30' },
      arrival: { facilityTypeCode: 'POTE', location: { UNLocationCode: 'NLRTM' }, dateTime: '2026-12-27T06:00:00+01:00' },
    },
  ],
};

/** CNSHA → NLRTM with a transshipment at Singapore (two vessel legs), cut-offs on the first leg. */
export const TRANSSHIPMENT_ROUTE: DcsaPointToPoint = {
  placeOfReceipt: { facilityTypeCode: 'POTE', location: { UNLocationCode: 'CNSHA' }, dateTime: '2026-12-05T10:00:00+08:00' },
  placeOfDelivery: { facilityTypeCode: 'POTE', location: { UNLocationCode: 'NLRTM' }, dateTime: '2027-01-09T14:00:00+01:00' },
  transitTime: 35,
  legs: [
    {
      sequenceNumber: 1,
      transport: {
        modeOfTransport: 'VESSEL',
        servicePartners: [{ carrierCode: 'HLCU', carrierServiceName: 'Far East Loop 3', carrierExportVoyageNumber: '052W' }],
        vessel: { vesselIMONumber: '9501332', name: 'Hamburg Express' },
      },
      departure: { facilityTypeCode: 'POTE', location: { UNLocationCode: 'CNSHA' }, dateTime: '2026-12-05T10:00:00+08:00' },
      arrival: { facilityTypeCode: 'POTE', location: { UNLocationCode: 'SGSIN' }, dateTime: '2026-12-11T07:00:00+08:00' },
      cutOffTimes: [
        { cutOffDateTimeCode: 'DCO', cutOffDateTime: '2026-12-02T17:00:00+08:00' },
        { cutOffDateTimeCode: 'PCO', cutOffDateTime: '2026-12-04T12:00:00+08:00' },
      ],
    },
    {
      sequenceNumber: 2,
      transport: {
        modeOfTransport: 'VESSEL',
        servicePartners: [{ carrierCode: 'HLCU', carrierServiceName: 'Far East Loop 5', carrierExportVoyageNumber: '011W' }],
        vessel: { vesselIMONumber: '9484948', name: 'Berlin Express' },
      },
      departure: { facilityTypeCode: 'POTE', location: { UNLocationCode: 'SGSIN' }, dateTime: '2026-12-14T22:00:00+08:00' },
      arrival: { facilityTypeCode: 'POTE', location: { UNLocationCode: 'NLRTM' }, dateTime: '2027-01-09T14:00:00+01:00' },
    },
  ],
};

/** A route without legs (PointToPoint requires legs, minItems 1): skipped, the others still read. */
export const ROUTE_WITHOUT_LEGS = { placeOfReceipt: { location: { UNLocationCode: 'INNSA' } }, placeOfDelivery: { location: { UNLocationCode: 'NLRTM' } }, legs: [] } as DcsaPointToPoint;

/** The standard's ErrorResponse for a 400. */
export const ERROR_RESPONSE = {
  httpMethod: 'GET',
  requestUri: '/v1/point-to-point-routes',
  statusCode: 400,
  statusCodeText: 'Bad Request',
  errorDateTime: '2026-11-23T07:41:00+00:00',
  errors: [{ errorCode: 7005, property: 'placeOfDelivery', value: 'XXXXX', errorCodeText: 'invalidQuery', errorCodeMessage: 'PlaceOfDelivery does not exist' }],
};
