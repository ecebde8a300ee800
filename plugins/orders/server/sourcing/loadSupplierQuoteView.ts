import { iso, notFound, type Db } from '@portolan/sdk/server';
import type { Incoterm, OrderRfqState, RfqSupplierState } from '../../shared/states';
import type { SupplierQuoteView } from '../../shared/types';
import { loadSupplierQuotes } from './loadSupplierQuotes';
import { LINK_NOT_VALID, type OpenQuoteLink } from './quoteLinks';
import { RFQ_LINE_COLUMNS, toOrderRfqLine } from './orderRfqRecords';

/** The invited supplier's row of a link, with its RFQ (the caller may lock the supplier row). */
export async function rfqOfLink(db: Db, link: OpenQuoteLink, lock = false) {
  const row = await db.one<{ id: string; rfq_id: string; supplier_id: string; supplier_status: string; supplier_name: string; status: string; quote_deadline: unknown; reference: string; title: string; company_id: string }>(
    `SELECT rs.id, rs.rfq_id, rs.supplier_id, rs.status AS supplier_status, s.name AS supplier_name, r.status, r.quote_deadline, r.reference, r.title, r.company_id
       FROM order_rfq_suppliers rs JOIN order_rfqs r ON r.id = rs.rfq_id JOIN company_master s ON s.id = rs.supplier_id WHERE rs.id = $1 AND rs.company_id = $2${lock ? ' FOR UPDATE OF rs, r' : ''}`,
    [link.rfqSupplierId, link.companyId],
  );
  if (!row) throw notFound(LINK_NOT_VALID);
  return { ...row, canQuote: row.status === 'OPEN' && new Date(iso(row.quote_deadline)!).getTime() > Date.now() };
}

/**
 * What a supplier sees from its quote link (SupplierQuoteView): the RFQ's lines without target prices,
 * requisition or product ids, the buyer's name, its own quote only (draft or submitted) — never the
 * other suppliers, their quotes or the buyer's internal data.
 */
export async function loadSupplierQuoteView(db: Db, link: OpenQuoteLink): Promise<SupplierQuoteView> {
  const party = await rfqOfLink(db, link);
  const rfq = await db.one<{ currency: string; incoterm: string; notes: string | null; buyer: string }>(
    'SELECT r.currency, r.incoterm, r.notes, c.name AS buyer FROM order_rfqs r JOIN companies c ON c.id = r.company_id WHERE r.id = $1',
    [party.rfq_id],
  );
  const lines = await db.query<Record<string, unknown>>(`SELECT ${RFQ_LINE_COLUMNS} FROM order_rfq_line_items WHERE rfq_id = $1 ORDER BY line_no`, [party.rfq_id]);
  const [quote] = await loadSupplierQuotes(db, String(party.rfq_id), { rfqSupplierId: String(party.id) });
  return {
    rfqReference: party.reference,
    title: party.title,
    buyer: { name: rfq!.buyer },
    supplierName: party.supplier_name,
    status: party.status as OrderRfqState,
    supplierStatus: party.supplier_status as RfqSupplierState,
    currency: rfq!.currency,
    incoterm: rfq!.incoterm as Incoterm,
    quoteDeadline: iso(party.quote_deadline)!,
    notes: rfq!.notes,
    lines: lines.rows.map((r) => {
      const { targetUnitPrice: _t, requisitionLineItemId: _r, productId: _p, ...line } = toOrderRfqLine(r);
      return line;
    }),
    quote: quote ? (({ supplierName: _s, rfqId: _id, ...own }) => own)(quote) : null,
    canQuote: party.canQuote,
    expiresAt: link.expiresAt,
  };
}
