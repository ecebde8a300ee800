import { baseRecord } from '@portolan/sdk/server';
import type { Enquiry } from '../../shared/types';

const day = (value: unknown) => (value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const json = <T>(value: unknown, fallback: T): T => (value === null || value === undefined ? fallback : typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** An enquiries row (`t.*`) → the API record (`quoteId` is enquiries.quote_id). */
export function enquiryRecord(row: Record<string, unknown>): Enquiry {
  return {
    ...baseRecord(row),
    reference: String(row.reference),
    status: row.status as Enquiry['status'],
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
    containers: json(row.containers, []),
    cargo: {
      commodity: String(row.commodity),
      hsCode: text(row.hs_code),
      weightKg: text(row.weight_kg),
      volumeM3: text(row.volume_m3),
      packages: row.packages === null || row.packages === undefined ? null : Number(row.packages),
      dgClass: text(row.dg_class),
      reeferTempC: text(row.reefer_temp_c),
    },
    cargoReadyOn: day(row.cargo_ready_on)!,
    incoterm: (row.incoterm as Enquiry['incoterm']) ?? null,
    services: json<Enquiry['services'] | string>(row.services, []) as Enquiry['services'],
    currency: String(row.currency),
    source: row.source as Enquiry['source'],
    partner: (row.partner as Enquiry['partner']) ?? null,
    leadId: text(row.lead_id),
    dueOn: day(row.due_on),
    notes: text(row.notes),
    lossReason: (row.loss_reason as Enquiry['lossReason']) ?? null,
    feedback: text(row.feedback),
    assignedTo: text(row.assigned_to),
    firstQuotedAt: row.first_quoted_at ? new Date(row.first_quoted_at as string).toISOString() : null,
    quoteId: text(row.quote_id),
  };
}
