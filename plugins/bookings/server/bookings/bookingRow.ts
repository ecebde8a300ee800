import { iso } from '@portolan/sdk/server';
import type { Booking, BookingConfirmation, BookingRequest } from '../../shared/types';
import type { AmendmentState, BookingSide, BookingSource, BookingState } from '../../shared/states';

/** A `bookings` row with its companies' names (BOOKING_SELECT). */
export interface BookingRow {
  id: string;
  company_id: string;
  provider_company_id: string;
  reference: string;
  status: BookingState;
  amended_status: AmendmentState | null;
  request: BookingRequest;
  confirmation: BookingConfirmation | null;
  pending_request: { message: string; requestedAt: string } | null;
  closing_reason: string | null;
  shipment_id: string | null;
  container_count: number;
  teu: string | number;
  source_kind: BookingSource;
  source_id: string | null;
  submitted_at: unknown;
  confirmed_at: unknown;
  created_at: unknown;
  updated_at: unknown;
  version: number;
  created_by: string | null;
  company_name: string;
  provider_name: string;
}

/** The columns of a booking with its owner's and provider's names, over alias `b`. */
export const BOOKING_SELECT = `b.id, b.company_id, b.provider_company_id, b.reference, b.status, b.amended_status, b.request, b.confirmation,
  b.pending_request, b.closing_reason, b.shipment_id, b.container_count, b.teu::text AS teu, b.source_kind, b.source_id,
  b.submitted_at, b.confirmed_at, b.created_at, b.updated_at, b.version, b.created_by,
  (SELECT c.name FROM companies c WHERE c.id = b.company_id) AS company_name,
  (SELECT p.name FROM companies p WHERE p.id = b.provider_company_id) AS provider_name`;

const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** The caller's side of a booking: the owner is the shipper, anyone else who sees it the provider. */
export function sideOf(row: Pick<BookingRow, 'company_id'>, companyId: string): BookingSide {
  return String(row.company_id) === companyId ? 'SHIPPER' : 'PROVIDER';
}

/** The API's Booking from a row, for a caller of `companyId`. */
export function toBooking(row: BookingRow, companyId: string): Booking {
  const request = json<BookingRequest>(row.request);
  return {
    ...request,
    _id: String(row.id),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    version: Number(row.version),
    reference: row.reference,
    status: row.status,
    amendedStatus: row.amended_status ?? null,
    companyId: String(row.company_id),
    providerCompanyId: String(row.provider_company_id),
    companyName: row.company_name,
    providerName: row.provider_name,
    side: sideOf(row, companyId),
    confirmation: json<BookingConfirmation | null>(row.confirmation) ?? null,
    pendingRequest: json<{ message: string; requestedAt: string } | null>(row.pending_request) ?? null,
    closingReason: row.closing_reason ?? null,
    shipmentId: row.shipment_id ? String(row.shipment_id) : null,
    containerCount: Number(row.container_count),
    teu: Number(row.teu),
    submittedAt: iso(row.submitted_at),
    confirmedAt: iso(row.confirmed_at),
    source: request.source ?? { kind: row.source_kind, id: row.source_id, label: null },
  };
}
