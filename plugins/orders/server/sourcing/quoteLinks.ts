import { addDays, iso, LinkSigner, notFound, type Db, type Mailer } from '@portolan/sdk/server';
import { ORDERS_SCREENS } from '../../shared/types';

/** The LinkSigner purpose of suppliers' quote links: an acknowledgement link never opens a quote. */
export const QUOTE_LINK_PURPOSE = 'order-rfq-quote';
export const LINK_NOT_VALID = 'This link is not valid any more';
/** A quote link stays valid this many days after the quote deadline (the supplier still sees the outcome). */
export const QUOTE_LINK_GRACE_DAYS = 7;

export const quoteSigner = (db: Db) => new LinkSigner(db, QUOTE_LINK_PURPOSE);

/**
 * Sends each given invited supplier (order_rfq_suppliers ids) its quote link, in the caller's
 * transaction: an order_links row (RFQ_QUOTE, expiring `QUOTE_LINK_GRACE_DAYS` after the quote deadline,
 * older links of the row revoked), a LinkSigner token of that row, and an email to the supplier's contact
 * with `<origin>/ordersV2/acknowledge/quote?token=…`. Answers the URLs by supplier row.
 */
export async function sendQuoteLinks(tx: Db, mailer: Mailer, rfqId: string, rfqSupplierIds: string[], origin: string, userId: string | null): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  if (!rfqSupplierIds.length) return urls;
  const rows = await tx.query<{ id: string; supplier_id: string; contact_email: string | null; supplier_name: string; company_id: string; reference: string; title: string; quote_deadline: unknown; buyer: string }>(
    `SELECT rs.id, rs.supplier_id, s.contact_email, s.name AS supplier_name, r.company_id, r.reference, r.title, r.quote_deadline, c.name AS buyer
       FROM order_rfq_suppliers rs JOIN company_master s ON s.id = rs.supplier_id JOIN order_rfqs r ON r.id = rs.rfq_id JOIN companies c ON c.id = r.company_id
      WHERE rs.rfq_id = $1 AND rs.id = ANY($2::uuid[]) ORDER BY s.code`,
    [rfqId, rfqSupplierIds],
  );
  const signer = quoteSigner(tx);
  for (const row of rows.rows) {
    const deadline = iso(row.quote_deadline)!;
    const expiresAt = new Date(`${addDays(deadline.slice(0, 10), QUOTE_LINK_GRACE_DAYS + 1)}T00:00:00Z`);
    await tx.query("UPDATE order_links SET revoked_at = now() WHERE purpose = 'RFQ_QUOTE' AND record_id = $1 AND revoked_at IS NULL", [row.id]);
    const link = await tx.one<{ id: string }>(
      "INSERT INTO order_links (company_id, purpose, record_id, supplier_id, sent_to, expires_at, created_by) VALUES ($1, 'RFQ_QUOTE', $2, $3, $4, $5, $6) RETURNING id",
      [row.company_id, row.id, row.supplier_id, row.contact_email, expiresAt.toISOString(), userId],
    );
    const token = await signer.sign(String(link!.id), expiresAt);
    const url = `${origin}${ORDERS_SCREENS.quote}?token=${encodeURIComponent(token)}`;
    urls.set(String(row.id), url);
    await tx.query('UPDATE order_rfq_suppliers SET invited_at = COALESCE(invited_at, now()) WHERE id = $1', [row.id]);
    if (row.contact_email) {
      await mailer.queue(tx, {
        to: row.contact_email,
        subject: `Request for quotation ${row.reference} from ${row.buyer}`,
        body: `${row.buyer} asks ${row.supplier_name} to quote on ${row.reference} "${row.title}" by ${deadline.replace('T', ' ').slice(0, 16)} UTC.\n\nQuote (or decline) here: ${url}\n`,
      });
    }
  }
  return urls;
}

export interface OpenQuoteLink { linkId: string; rfqSupplierId: string; companyId: string; expiresAt: string }

/** The link of a token: well signed, unexpired, its row unrevoked — else 404 "This link is not valid any more" (the same for any bad token). */
export async function openQuoteLink(db: Db, token: string, lock = false): Promise<OpenQuoteLink> {
  const linkId = await quoteSigner(db).verify(token);
  if (!linkId) throw notFound(LINK_NOT_VALID);
  const row = await db.one<{ id: string; record_id: string; company_id: string; expires_at: unknown }>(
    `SELECT id, record_id, company_id, expires_at FROM order_links WHERE id = $1 AND purpose = 'RFQ_QUOTE' AND revoked_at IS NULL AND expires_at > now()${lock ? ' FOR UPDATE' : ''}`,
    [linkId],
  );
  if (!row) throw notFound(LINK_NOT_VALID);
  return { linkId: String(row.id), rfqSupplierId: String(row.record_id), companyId: String(row.company_id), expiresAt: iso(row.expires_at)! };
}
