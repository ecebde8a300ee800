import type { Db } from '@portolan/sdk/server';
import type { Enquiry } from '../../shared/types';
import { enquiryRecord } from '../enquiries/enquiryRecord';

/** The enquiry columns as text where PGlite and PostgreSQL would differ (days, numerics); alias `e`. */
export const ENQUIRY_COLUMNS = `e.id, e.company_id, e.reference, e.status, e.customer_id, e.customer_name, e.customer_company_id, e.contact_name,
  e.contact_email, e.origin, e.destination, e.origin_kind, e.destination_kind, e.mode, e.containers, e.commodity, e.hs_code,
  e.weight_kg::text AS weight_kg, e.volume_m3::text AS volume_m3, e.packages, e.dg_class, e.reefer_temp_c::text AS reefer_temp_c,
  e.cargo_ready_on::text AS cargo_ready_on, e.incoterm, e.services, e.currency, e.source, e.partner, e.lead_id, e.due_on::text AS due_on,
  e.notes, e.loss_reason, e.feedback, e.assigned_to, e.first_quoted_at, e.quote_id, e.created_by, e.created_at, e.updated_at, e.version`;

/** An enquiries row → the API's Enquiry: the enquiries resource's own mapper (one mapping for both halves). */
export const enquiryOf = enquiryRecord;

/** One enquiry of a forwarder (undefined: none, or another company's). */
export async function loadEnquiry(db: Db, companyId: string, id: string): Promise<Enquiry | undefined> {
  const row = await db.one(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE e.id = $1 AND e.company_id = $2`, [id, companyId]);
  return row ? enquiryOf(row) : undefined;
}
