import type { FastifyRequest } from 'fastify';
import { iso, notFound, type Db, type LinkSigner } from '@portolan/sdk/server';
import type { QuoteLink } from '../../shared/types';

/** The LinkSigner purpose of published quotes: a tracking link never opens a quote. */
export const QUOTE_LINK_PURPOSE = 'quote';
export const LINK_NOT_VALID = 'This quote link is not valid any more';

/** The web path of the customer's view of a link. */
export const viewPath = (token: string) => `/enquiries/view-quote?token=${encodeURIComponent(token)}`;

/**
 * The absolute origin links in emails start with: the plugin's `publicUrl` setting
 * (PORTOLAN_PUBLIC_URL) when set, else the origin the forwarder's own request came to.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

/** A quote_links row as the forwarder sees it (with its token and absolute url). */
export async function linkRecordOf(signer: LinkSigner, row: Record<string, unknown>, origin: string, now = new Date()): Promise<QuoteLink> {
  const expiresAt = new Date(iso(row.expires_at)!);
  const token = await signer.sign(String(row.id), expiresAt);
  return {
    _id: String(row.id),
    quoteId: String(row.quote_id),
    url: `${origin}${viewPath(token)}`,
    token,
    email: row.email === null || row.email === undefined ? null : String(row.email),
    expiresAt: expiresAt.toISOString(),
    revokedAt: iso(row.revoked_at),
    isActive: !row.revoked_at && expiresAt.getTime() > now.getTime(),
    openedCount: Number(row.opened_count ?? 0),
    lastOpenedAt: iso(row.last_opened_at),
    createdAt: iso(row.created_at)!,
  };
}

export type OpenLink = { linkId: string; quoteId: string; companyId: string; expiresAt: string };

/**
 * The link of a token: well signed, unexpired, its row unrevoked and unexpired — else 404 "This quote
 * link is not valid any more" (the same answer for a forged, expired, revoked or unknown token).
 * `lock` locks the link row for the caller's transaction.
 */
export async function openLink(db: Db, signer: LinkSigner, token: string, lock = false): Promise<OpenLink> {
  const linkId = await signer.verify(token);
  if (!linkId) throw notFound(LINK_NOT_VALID);
  const row = await db.one<{ id: string; quote_id: string; company_id: string; expires_at: unknown }>(
    `SELECT id, quote_id, company_id, expires_at FROM quote_links WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()${lock ? ' FOR UPDATE' : ''}`,
    [linkId],
  );
  if (!row) throw notFound(LINK_NOT_VALID);
  return { linkId: row.id, quoteId: row.quote_id, companyId: row.company_id, expiresAt: iso(row.expires_at)! };
}

/** Revokes a quote's live links (a new revision, a withdrawal), in the caller's transaction. */
export async function revokeLinks(tx: Db, quoteId: string): Promise<void> {
  await tx.query('UPDATE quote_links SET revoked_at = now(), updated_at = now(), version = version + 1 WHERE quote_id = $1 AND revoked_at IS NULL', [quoteId]);
}
