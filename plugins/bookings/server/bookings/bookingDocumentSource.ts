import { containsPattern, isUuid, type DocumentSource } from '@portolan/sdk/server';
import { DOCUMENT_FIELD_KEYS, PRINTABLE_DOCUMENT_NAMES } from '@portolan/sdk/shared';
import { toBooking } from './bookingRow';
import { findBookingRow } from './findBookingRow';
import { printableBookingConfirmation } from './printableBookingConfirmation';

/**
 * Bookings for the document-template composer: the fields and tables printableBookingConfirmation
 * fills, the bookings the company may print — its own and those it provides (booking_parties) — newest
 * first ("BKG-2026-00012 / MAEU700800900 — Van Dijk Retail B.V.", searched by reference, carrier
 * booking number, consignee or the other company), and each as printed; any other or a malformed id: undefined.
 */
export const bookingDocumentSource: DocumentSource = {
  documentType: 'BOOKING_CONFIRMATION',
  name: PRINTABLE_DOCUMENT_NAMES.BOOKING_CONFIRMATION,
  fields: [
    ...DOCUMENT_FIELD_KEYS.BOOKING_CONFIRMATION,
    { key: 'requestReference', label: 'Booking request reference' },
    { key: 'status', label: 'Status' },
    { key: 'bookedBy', label: 'Booked by' },
    { key: 'bookedWith', label: 'Booked with' },
    { key: 'customerReference', label: 'Customer reference' },
    { key: 'contractRef', label: 'Service contract / quote' },
    { key: 'serviceCode', label: 'Service' },
    { key: 'documentationCutoff', label: 'Documentation (SI) cut-off' },
    { key: 'vgmCutoff', label: 'VGM cut-off' },
    { key: 'placeOfReceipt', label: 'Place of receipt' },
    { key: 'placeOfDelivery', label: 'Place of delivery' },
    { key: 'earliestDeparture', label: 'Earliest departure' },
    { key: 'latestDelivery', label: 'Latest delivery' },
    { key: 'movement', label: 'Movement / Incoterms' },
    { key: 'teu', label: 'Equipment' },
    { key: 'shipper', label: 'Shipper' },
    { key: 'consignee', label: 'Consignee' },
    { key: 'notifyParty', label: 'Notify party' },
    { key: 'releaseDepot', label: 'Empty release depot' },
    { key: 'releaseReference', label: 'Release reference' },
    { key: 'releaseAvailableFrom', label: 'Empties available from' },
  ],
  tables: [
    { key: 'parties', title: 'Parties' },
    { key: 'containers', title: 'Containers' },
    { key: 'cargo', title: 'Cargo' },
    { key: 'details', title: 'Booking details' },
  ],
  async list(db, companyId, { search, limit }) {
    if (!isUuid(companyId)) return [];
    const params: unknown[] = [companyId, Math.max(1, Math.min(limit, 200))];
    const text = search?.trim();
    if (text) params.push(containsPattern(text));
    const rows = await db.query<{ id: string; reference: string; carrier_booking_reference: string | null; consignee: string | null }>(
      `SELECT b.id, b.reference, b.carrier_booking_reference, b.request->'consignee'->>'name' AS consignee FROM bookings b
        WHERE (b.company_id = $1 OR EXISTS (SELECT 1 FROM booking_parties p WHERE p.booking_id = b.id AND p.company_id = $1))
          ${text ? `AND (b.reference ILIKE $3 OR b.carrier_booking_reference ILIKE $3 OR b.request->'consignee'->>'name' ILIKE $3
               OR EXISTS (SELECT 1 FROM companies c WHERE c.id IN (b.company_id, b.provider_company_id) AND c.id <> $1 AND c.name ILIKE $3))` : ''}
        ORDER BY b.created_at DESC, b.id DESC LIMIT $2`,
      params,
    );
    return rows.rows.map((r) => ({ id: String(r.id), label: `${r.reference}${r.carrier_booking_reference ? ` / ${r.carrier_booking_reference}` : ''} — ${r.consignee ?? ''}` }));
  },
  async load(db, companyId, id) {
    const row = isUuid(id) ? await findBookingRow(db, companyId, id) : undefined;
    return row ? printableBookingConfirmation(toBooking(row, companyId)) : undefined;
  },
};
