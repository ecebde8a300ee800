import { connectedCompanies, writeActivity, type Db, nextReference } from '@portolan/sdk/server';
import type { CargoDetails } from '../../shared/types';
import type { EnquirySource, EnquiryService, Incoterm, PlannerKey } from '../../shared/states';

/** A new enquiry, already validated by the route's schema. */
export interface NewEnquiry {
  /** The forwarder that receives it. */
  companyId: string;
  /** Who created it (null: a visitor of a public planner). */
  userId: string | null;
  actorName: string;
  customerId: string | null;
  customerName: string;
  customerCompanyId: string | null;
  contactName?: string | null;
  contactEmail?: string | null;
  origin: string;
  destination: string;
  originKind?: 'PORT' | 'DOOR';
  destinationKind?: 'PORT' | 'DOOR';
  mode: 'FCL' | 'LCL';
  containers: Array<{ type: string; count: number }>;
  cargo: CargoDetails;
  cargoReadyOn: string;
  incoterm?: Incoterm | null;
  services?: EnquiryService[];
  currency: string;
  source: EnquirySource;
  partner?: PlannerKey | null;
  leadId?: string | null;
  /** Reply by; default two days after today (UTC), so every enquiry has one and the list sorts by it. */
  dueOn?: string | null;
  notes?: string | null;
}

/** The reply-by day of an enquiry that names none: two days after today (UTC). */
export function defaultDueOn(now = new Date()): string {
  return new Date(now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Inserts an enquiry (RECEIVED) with its gap-free reference, in the caller's transaction, shares it
 * with the customer's company (when connected) and writes "created" to its audit trail. Every way an enquiry comes in uses it: the forwarder's form, a
 * customer's planner request, a public planner's lead. Answers the new row's id and reference.
 */
export async function insertEnquiry(tx: Db, e: NewEnquiry): Promise<{ id: string; reference: string }> {
  const reference = await nextReference(tx, e.companyId, 'ENQ');
  const row = await tx.one<{ id: string }>(
    `INSERT INTO enquiries (company_id, reference, customer_id, customer_name, customer_company_id, contact_name, contact_email, origin, destination,
       origin_kind, destination_kind, mode, containers, commodity, hs_code, weight_kg, volume_m3, packages, dg_class, reefer_temp_c, cargo_ready_on,
       incoterm, services, currency, source, partner, lead_id, due_on, notes, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30)
     RETURNING id`,
    [
      e.companyId, reference, e.customerId, e.customerName, e.customerCompanyId, e.contactName ?? null, e.contactEmail ?? null, e.origin, e.destination,
      e.originKind ?? 'PORT', e.destinationKind ?? 'PORT', e.mode, JSON.stringify(e.mode === 'FCL' ? e.containers : []), e.cargo.commodity, e.cargo.hsCode,
      e.cargo.weightKg, e.cargo.volumeM3, e.cargo.packages, e.cargo.dgClass, e.cargo.reeferTempC, e.cargoReadyOn,
      e.incoterm ?? null, e.services ?? [], e.currency, e.source, e.partner ?? null, e.leadId ?? null, e.dueOn ?? defaultDueOn(), e.notes ?? null, e.userId,
    ],
  );
  // The customer's own company (when it is on Portolan and connected) sees the enquiry in /account: an
  // explicit party row, never a widened query.
  if (e.customerCompanyId && (await connectedCompanies(tx, e.companyId, [e.customerCompanyId])).has(e.customerCompanyId)) {
    await tx.query(
      `INSERT INTO record_parties (kind, record_id, company_id, owner_company_id, role) VALUES ('enquiry', $1, $2, $3, 'customer') ON CONFLICT DO NOTHING`,
      [row!.id, e.customerCompanyId, e.companyId],
    );
  }
  await writeActivity(tx, { kind: 'enquiry', recordId: row!.id, companyId: e.companyId, actorId: e.userId, actorName: e.actorName, action: 'created', to: 'RECEIVED', note: e.source === 'MANUAL' ? null : `From ${e.partner ?? e.source.toLowerCase()}` });
  return { id: row!.id, reference };
}
