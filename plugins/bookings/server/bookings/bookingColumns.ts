import { teuOf } from '@portolan/sdk/server';
import type { BookingConfirmation, BookingRequest } from '../../shared/types';

/** The searchable columns of a booking's current request (the row mirrors them for lists and filters). */
export function requestColumns(request: BookingRequest): Record<string, unknown> {
  const containerCount = request.equipment.reduce((n, e) => n + e.count, 0);
  const teu = request.equipment.reduce((n, e) => n + teuOf(e.isoType) * e.count, 0);
  return {
    request: JSON.stringify(request),
    carrier: request.carrier,
    pol: request.pol,
    pod: request.pod,
    expected_departure_date: request.expectedDepartureDate,
    container_count: containerCount,
    teu: teu.toFixed(2),
    commodity: request.cargo.map((c) => c.description).join('; ').slice(0, 500) || null,
    customer_reference: request.customerReference ?? null,
    contract_ref: request.contractRef ?? null,
  };
}

/** The searchable columns of a confirmation (null clears them). */
export function confirmationColumns(confirmation: BookingConfirmation | null): Record<string, unknown> {
  return {
    confirmation: confirmation ? JSON.stringify(confirmation) : null,
    carrier_booking_reference: confirmation?.carrierBookingReference ?? null,
    vessel: confirmation?.vessel ?? null,
    voyage: confirmation?.voyage ?? null,
    etd: confirmation?.etd ?? null,
    eta: confirmation?.eta ?? null,
  };
}

/** What `search` matches: reference, carrier booking number, parties, commodities, HS codes, customer reference (lower case). */
export function searchTextOf(reference: string, request: BookingRequest, confirmation: BookingConfirmation | null, names: { company: string; provider: string }): string {
  return [
    reference, confirmation?.carrierBookingReference, confirmation?.vessel, names.company, names.provider, request.shipper.name, request.consignee.name,
    request.notifyParty?.name, request.customerReference, request.contractRef, request.carrier, request.pol, request.pod,
    ...request.cargo.flatMap((c) => [c.description, c.hsCode]),
  ].filter(Boolean).join('\n').toLowerCase();
}
