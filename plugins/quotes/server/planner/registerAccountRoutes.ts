import type { FastifyInstance } from 'fastify';
import { companyOf, iso, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { ENQUIRY_KIND, QUOTE_KIND, QUOTES_API, type AccountView } from '../../shared/types';
import type { EnquiryState } from '../../shared/states';
import { customerQuoteOf } from '../quotes/customerQuoteOf';

/**
 * The caller's company as a customer (`GET customers/account`): the forwarders whose customers row
 * points at it, the enquiries it sent or that were shared with it, and the quotes shared with it — as
 * the customer sees them (sell only, through `customerQuoteOf`). Any signed-in user may ask (no access
 * feature: the answer holds only what forwarders chose to share with the caller's own company).
 */
export function registerAccountRoutes(app: FastifyInstance, { db }: ServerPluginContext): void {
  app.get(QUOTES_API.account, { schema: {} }, async (request) => {
    const companyId = companyOf(request);
    const forwarders = await db.query<{ company_id: string; name: string }>(
      `SELECT DISTINCT c.company_id, co.name FROM customers c JOIN companies co ON co.id = c.company_id
        WHERE c.customer_company_id = $1 AND c.company_id <> $1 ORDER BY co.name`,
      [companyId],
    );
    const enquiries = await db.query<Record<string, unknown>>(
      `SELECT e.id, e.reference, e.status, e.origin, e.destination, e.created_at, e.mode, e.containers, co.name AS forwarder
         FROM enquiries e JOIN companies co ON co.id = e.company_id
        WHERE e.company_id <> $1
          AND e.id IN (SELECT record_id FROM record_parties WHERE kind = $2 AND company_id = $1)
        ORDER BY e.created_at DESC, e.id LIMIT 200`,
      [companyId, ENQUIRY_KIND],
    );
    const quoteRows = await db.query<{ id: string; forwarder: string }>(
      `SELECT q.id, co.name AS forwarder FROM quotes q JOIN companies co ON co.id = q.company_id JOIN enquiries e ON e.id = q.enquiry_id
        WHERE q.company_id <> $1 AND q.status <> 'DRAFT'
          AND q.id IN (SELECT record_id FROM record_parties WHERE kind = $2 AND company_id = $1)
        ORDER BY q.created_at DESC, q.id LIMIT 100`,
      [companyId, QUOTE_KIND],
    );
    const quotes: AccountView['quotes'] = [];
    for (const row of quoteRows.rows) {
      const quote = await customerQuoteOf(db, String(row.id));
      if (!quote) continue;
      quotes.push({
        _id: String(row.id),
        reference: quote.reference,
        revision: quote.revision,
        status: quote.status,
        currency: quote.currency,
        validUntil: quote.validUntil,
        forwarder: String(row.forwarder),
        enquiryReference: quote.enquiry.reference,
        options: quote.options,
        acceptedOptionId: quote.acceptedOptionId,
      });
    }
    const view: AccountView = {
      forwarders: forwarders.rows.map((r) => ({ companyId: String(r.company_id), name: String(r.name) })),
      enquiries: enquiries.rows.map((r) => ({
        _id: String(r.id),
        reference: String(r.reference),
        status: String(r.status) as EnquiryState,
        origin: String(r.origin),
        destination: String(r.destination),
        createdAt: iso(r.created_at)!,
        mode: String(r.mode) as 'FCL' | 'LCL',
        containers: (typeof r.containers === 'string' ? JSON.parse(r.containers) : r.containers) as Array<{ type: string; count: number }>,
        forwarder: String(r.forwarder),
      })),
      quotes,
    };
    return ok(view);
  });
}
