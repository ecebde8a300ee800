import { iso, type Db, type ShipmentVolumes } from '@portolan/sdk/server';
import type { Customer, CustomerOverview } from '../../shared/types';
import type { EnquiryState, QuoteState } from '../../shared/states';

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/**
 * A customer's overview for its forwarder: its enquiries (counts by status, the 10 newest), its quotes
 * (the 10 newest, from the quotes of its enquiries) and — when it is a Portolan company — the
 * forwarder's shipments shared with it (SHIPMENT_VOLUMES.sharedWith).
 */
export async function customerOverview(db: Db, volumes: ShipmentVolumes, companyId: string, customer: Customer): Promise<CustomerOverview> {
  const counts = await db.query<{ status: EnquiryState; n: string }>(
    'SELECT status, count(*) AS n FROM enquiries WHERE company_id = $1 AND customer_id = $2 GROUP BY status',
    [companyId, customer._id],
  );
  const byStatus: Partial<Record<EnquiryState, number>> = {};
  for (const r of counts.rows) byStatus[r.status] = Number(r.n);
  const enquiries = await db.query<Record<string, unknown>>(
    'SELECT id, reference, status, origin, destination, created_at FROM enquiries WHERE company_id = $1 AND customer_id = $2 ORDER BY created_at DESC, id DESC LIMIT 10',
    [companyId, customer._id],
  );
  const quoteCount = await db.one<{ n: string }>(
    'SELECT count(*) AS n FROM quotes q JOIN enquiries e ON e.id = q.enquiry_id WHERE q.company_id = $1 AND e.company_id = $1 AND e.customer_id = $2',
    [companyId, customer._id],
  );
  const quotes = await db.query<Record<string, unknown>>(
    `SELECT q.id, q.enquiry_id, q.reference, q.revision, q.status, q.currency, q.sell_from, q.valid_until
       FROM quotes q JOIN enquiries e ON e.id = q.enquiry_id
      WHERE q.company_id = $1 AND e.company_id = $1 AND e.customer_id = $2
      ORDER BY q.created_at DESC, q.id DESC LIMIT 10`,
    [companyId, customer._id],
  );
  const shipments = customer.customerCompanyId ? await volumes.sharedWith(companyId, customer.customerCompanyId, 10) : { count: 0, items: [] };
  return {
    customer,
    enquiries: {
      count: Object.values(byStatus).reduce((a, b) => a + b, 0),
      byStatus,
      recent: enquiries.rows.map((r) => ({
        _id: String(r.id),
        reference: String(r.reference),
        status: r.status as EnquiryState,
        origin: String(r.origin),
        destination: String(r.destination),
        createdAt: iso(r.created_at)!,
      })),
    },
    quotes: {
      count: Number(quoteCount?.n ?? 0),
      recent: quotes.rows.map((r) => ({
        _id: String(r.id),
        enquiryId: String(r.enquiry_id),
        reference: String(r.reference),
        revision: Number(r.revision),
        status: r.status as QuoteState,
        currency: String(r.currency),
        sellFrom: r.sell_from === null || r.sell_from === undefined ? null : String(r.sell_from),
        validUntil: day(r.valid_until),
      })),
    },
    shipments: {
      count: shipments.count,
      recent: shipments.items.map((s) => ({ _id: s._id, reference: s.reference, status: s.status, origin: s.origin || null, destination: s.destination || null })),
    },
  };
}
