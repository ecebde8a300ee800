import { iso, LinkSigner, notFound, type Db } from '@portolan/sdk/server';
import { SUPPLIER_LINK_DAYS } from '../../shared/states';
import { ORDERS_SCREENS, type SupplierLinkInfo } from '../../shared/types';

/** The LinkSigner purpose of order acknowledgement links: no other link opens an order. */
export const ORDER_LINK_PURPOSE = 'order-ack';
export const LINK_NOT_VALID = 'This link is not valid any more';

/** The buyer's page of an order (in emails). */
export const orderPageUrl = (origin: string, orderId: string) => `${origin}/ordersV2/${orderId}`;

/** The supplier's web address of a token. */
export const acknowledgeUrl = (origin: string, token: string) => `${origin}${ORDERS_SCREENS.acknowledge}?token=${encodeURIComponent(token)}`;

export interface NewOrderLink {
  orderId: string;
  companyId: string;
  supplierId: string;
  sentTo: string | null;
  userId: string | null;
  /** The web app's origin (publicOrigin). */
  origin: string;
}

/**
 * A fresh acknowledgement link of an order, in the caller's transaction: its older live links are
 * revoked, the new one expires in SUPPLIER_LINK_DAYS days. Answers its info with the URL (the token is
 * not kept; it is the signature of the row's id and expiry).
 */
export async function createOrderLink(tx: Db, link: NewOrderLink): Promise<SupplierLinkInfo & { url: string; token: string }> {
  await tx.query("UPDATE order_links SET revoked_at = now() WHERE purpose = 'ORDER_ACK' AND record_id = $1 AND revoked_at IS NULL", [link.orderId]);
  const expires = new Date(Date.now() + SUPPLIER_LINK_DAYS * 86_400_000);
  expires.setUTCMilliseconds(0);
  const row = (await tx.one<{ id: string; created_at: unknown }>(
    `INSERT INTO order_links (company_id, purpose, record_id, supplier_id, sent_to, expires_at, created_by) VALUES ($1, 'ORDER_ACK', $2, $3, $4, $5, $6) RETURNING id, created_at`,
    [link.companyId, link.orderId, link.supplierId, link.sentTo, expires.toISOString(), link.userId],
  ))!;
  const token = await new LinkSigner(tx, ORDER_LINK_PURPOSE).sign(String(row.id), expires);
  return { url: acknowledgeUrl(link.origin, token), token, sentTo: link.sentTo, expiresAt: expires.toISOString(), lastOpenedAt: null, createdAt: iso(row.created_at)! };
}

export interface OpenOrderLink {
  linkId: string;
  orderId: string;
  companyId: string;
  supplierId: string;
  expiresAt: string;
}

/**
 * The order link of a token: well signed, unexpired, its row unrevoked and unexpired — else 404 "This
 * link is not valid any more", the same for a forged, expired, revoked or unknown token.
 */
export async function openOrderLink(db: Db, token: string, lock = false): Promise<OpenOrderLink> {
  const linkId = await new LinkSigner(db, ORDER_LINK_PURPOSE).verify(token);
  if (!linkId) throw notFound(LINK_NOT_VALID);
  const row = await db.one<{ id: string; record_id: string; company_id: string; supplier_id: string; expires_at: unknown }>(
    `SELECT id, record_id, company_id, supplier_id, expires_at FROM order_links
      WHERE id = $1 AND purpose = 'ORDER_ACK' AND revoked_at IS NULL AND expires_at > now()${lock ? ' FOR UPDATE' : ''}`,
    [linkId],
  );
  if (!row) throw notFound(LINK_NOT_VALID);
  return { linkId: String(row.id), orderId: String(row.record_id), companyId: String(row.company_id), supplierId: String(row.supplier_id), expiresAt: iso(row.expires_at)! };
}

/** The URL of the order's live link (re-signed from its row), or undefined when it has none; for emails after the first. */
export async function liveOrderLink(db: Db, orderId: string, origin: string): Promise<{ url: string; sentTo: string | null } | undefined> {
  const row = await db.one<{ id: string; sent_to: string | null; expires_at: unknown }>(
    "SELECT id, sent_to, expires_at FROM order_links WHERE purpose = 'ORDER_ACK' AND record_id = $1 AND revoked_at IS NULL AND expires_at > now() ORDER BY created_at DESC LIMIT 1",
    [orderId],
  );
  if (!row) return undefined;
  const token = await new LinkSigner(db, ORDER_LINK_PURPOSE).sign(String(row.id), new Date(iso(row.expires_at)!));
  return { url: acknowledgeUrl(origin, token), sentTo: row.sent_to };
}
