import { baseRecord, iso, LinkSigner, notFound, type Db } from '@portolan/sdk/server';
import { PARTNER_BANKS, type PartnerBank } from '../../shared/states';
import type { PartnerLink } from '../../shared/types';

/** The LinkSigner purpose of partner links: no other link opens the regularization page. */
export const PARTNER_LINK_PURPOSE = 'regularization';
export const LINK_GONE = 'This link has expired or was revoked';

/** The partner's web address of a token. */
export const partnerUrl = (origin: string, token: string) => `${origin}/regularize?token=${encodeURIComponent(token)}`;

export function toPartnerLink(row: Record<string, unknown>): PartnerLink {
  return { ...baseRecord(row), bank: row.bank as PartnerBank, email: (row.email as string) ?? null, expiresAt: iso(row.expires_at)!, revokedAt: iso(row.revoked_at) };
}

/** Makes a partner link of the company (in `tx`): the row, then the token signed over its id until it expires. */
export async function createPartnerLink(tx: Db, companyId: string, userId: string | null, input: { bank: PartnerBank; email?: string | null; expiresInDays: number }, origin: string): Promise<PartnerLink> {
  const expires = new Date(Date.now() + input.expiresInDays * 86_400_000);
  expires.setUTCMilliseconds(0);
  const row = (await tx.one<Record<string, unknown>>(
    'INSERT INTO regularization_links (company_id, bank, email, expires_at, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING *',
    [companyId, input.bank, input.email?.trim() || null, expires.toISOString(), userId],
  ))!;
  const token = await new LinkSigner(tx, PARTNER_LINK_PURPOSE).sign(String(row.id), expires);
  return { ...toPartnerLink(row), url: partnerUrl(origin, token) };
}

export interface OpenPartnerLink {
  linkId: string;
  companyId: string;
  bank: PartnerBank;
  email: string | null;
  /** Who acts through it, for batches and activity. */
  actorName: string;
}

/** The link of a token: well signed, unexpired and unrevoked — else 404 "This link has expired or was revoked" (the same for a forged or unknown one). */
export async function openPartnerLink(db: Db, token: string): Promise<OpenPartnerLink> {
  const linkId = await new LinkSigner(db, PARTNER_LINK_PURPOSE).verify(token);
  if (!linkId) throw notFound(LINK_GONE);
  const row = await db.one<{ id: string; company_id: string; bank: PartnerBank; email: string | null }>(
    'SELECT id, company_id, bank, email FROM regularization_links WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()',
    [linkId],
  );
  if (!row) throw notFound(LINK_GONE);
  return {
    linkId: String(row.id),
    companyId: String(row.company_id),
    bank: row.bank,
    email: row.email,
    actorName: `Partner link (${PARTNER_BANKS[row.bank]}${row.email ? `, ${row.email}` : ''})`,
  };
}
