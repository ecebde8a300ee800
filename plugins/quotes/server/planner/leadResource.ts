import { baseRecord, type ResourceSpec } from '@portolan/sdk/server';
import { QUOTES_API, type Lead } from '../../shared/types';
import type { LeadState, PlannerKey } from '../../shared/states';

/** The forwarder's leads from its planner pages: list (partner, status, search, newest first) and details. */
export const leadResource: ResourceSpec<Lead> = {
  base: QUOTES_API.leads,
  table: 'quote_leads',
  feature: 'enquiries',
  fields: {
    partner: { column: 'partner', type: 'text', filter: 'in' },
    status: { column: 'status', type: 'text', filter: 'in' },
    createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
  },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  search: { columns: ['name', 'company', 'email'] },
  toRecord: (row) => ({
    ...baseRecord(row),
    name: String(row.name),
    email: String(row.email),
    company: String(row.company),
    number: (row.number as string | null) ?? null,
    createdVia: 'LeadEngine',
    partner: String(row.partner) as PlannerKey,
    status: String(row.status) as LeadState,
    enquiryId: (row.enquiry_id as string | null) ?? null,
    enquiryReference: null,
    lane: (typeof row.lane === 'string' ? JSON.parse(row.lane) : row.lane) as Lead['lane'],
    notes: (row.notes as string | null) ?? null,
  }),
  /** The linked enquiries' references, one query per page. */
  expand: async (db, records) => {
    const ids = records.map((r) => r.enquiryId).filter((id): id is string => !!id);
    if (!ids.length) return;
    const rows = await db.query<{ id: string; reference: string }>('SELECT id, reference FROM enquiries WHERE id = ANY($1::uuid[])', [ids]);
    const refs = new Map(rows.rows.map((r) => [String(r.id), String(r.reference)]));
    for (const r of records) r.enquiryReference = r.enquiryId ? (refs.get(r.enquiryId) ?? null) : null;
  },
};
