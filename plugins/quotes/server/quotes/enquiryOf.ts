import { baseRecord, iso, type Db } from '@portolan/sdk/server';
import type { EnquirySource, EnquiryService, EnquiryState, Incoterm, LossReason, PlannerKey } from '../../shared/states';
import type { Enquiry } from '../../shared/types';

/** The enquiry columns as text where PGlite and PostgreSQL would differ (days, numerics); alias `e`. */
export const ENQUIRY_COLUMNS = `e.id, e.company_id, e.reference, e.status, e.customer_id, e.customer_name, e.customer_company_id, e.contact_name,
  e.contact_email, e.origin, e.destination, e.origin_kind, e.destination_kind, e.mode, e.containers, e.commodity, e.hs_code,
  e.weight_kg::text AS weight_kg, e.volume_m3::text AS volume_m3, e.packages, e.dg_class, e.reefer_temp_c::text AS reefer_temp_c,
  e.cargo_ready_on::text AS cargo_ready_on, e.incoterm, e.services, e.currency, e.source, e.partner, e.lead_id, e.due_on::text AS due_on,
  e.notes, e.loss_reason, e.feedback, e.assigned_to, e.first_quoted_at, e.quote_id, e.created_by, e.created_at, e.updated_at, e.version`;

function text(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/**
 * An enquiries row (ENQUIRY_COLUMNS) as the API's Enquiry. The enquiries resource (helper A's) maps the
 * same row; this copy serves the quote screens until that mapper is shared.
 */
export function enquiryOf(row: Record<string, unknown>): Enquiry {
  return {
    ...baseRecord(row),
    reference: String(row.reference),
    status: row.status as EnquiryState,
    customerId: text(row.customer_id),
    customerName: String(row.customer_name),
    customerCompanyId: text(row.customer_company_id),
    contactName: text(row.contact_name),
    contactEmail: text(row.contact_email),
    origin: String(row.origin),
    destination: String(row.destination),
    originKind: row.origin_kind as Enquiry['originKind'],
    destinationKind: row.destination_kind as Enquiry['destinationKind'],
    mode: row.mode as Enquiry['mode'],
    containers: (row.containers as Enquiry['containers'] | null) ?? [],
    cargo: {
      commodity: String(row.commodity),
      hsCode: text(row.hs_code),
      weightKg: text(row.weight_kg),
      volumeM3: text(row.volume_m3),
      packages: row.packages === null || row.packages === undefined ? null : Number(row.packages),
      dgClass: text(row.dg_class),
      reeferTempC: text(row.reefer_temp_c),
    },
    cargoReadyOn: String(row.cargo_ready_on),
    incoterm: (row.incoterm as Incoterm | null) ?? null,
    services: (row.services as EnquiryService[] | null) ?? [],
    currency: String(row.currency),
    source: row.source as EnquirySource,
    partner: (row.partner as PlannerKey | null) ?? null,
    leadId: text(row.lead_id),
    dueOn: text(row.due_on),
    notes: text(row.notes),
    lossReason: (row.loss_reason as LossReason | null) ?? null,
    feedback: text(row.feedback),
    assignedTo: text(row.assigned_to),
    firstQuotedAt: iso(row.first_quoted_at),
    quoteId: text(row.quote_id),
  };
}

/** One enquiry of a forwarder (undefined: none, or another company's). */
export async function loadEnquiry(db: Db, companyId: string, id: string): Promise<Enquiry | undefined> {
  const row = await db.one(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE e.id = $1 AND e.company_id = $2`, [id, companyId]);
  return row ? enquiryOf(row) : undefined;
}
