import { iso, type LinkSigner } from '@portolan/sdk/server';

/** Share links: `/tracking/<token>`, signed by the SDK's LinkSigner (purpose 'tracking'); a link opens while unexpired, well signed and not revoked. */
export const SHARE_LINK_PURPOSE = 'tracking';

export interface ShareLinkRecord {
  _id: string;
  shipmentId: string;
  /** The path to open, `/tracking/<token>`. */
  url: string;
  token: string;
  expiresAt: string;
  revokedAt: string | null;
  isActive: boolean;
  openedCount: number;
  lastOpenedAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export async function toShareLinkRecord(signer: LinkSigner, row: Record<string, unknown>, now = new Date()): Promise<ShareLinkRecord> {
  const expiresAt = new Date(iso(row.expires_at)!);
  const token = await signer.sign(String(row.id), expiresAt);
  return {
    _id: String(row.id),
    shipmentId: String(row.shipment_id),
    url: `/tracking/${token}`,
    token,
    expiresAt: expiresAt.toISOString(),
    revokedAt: iso(row.revoked_at),
    isActive: !row.revoked_at && expiresAt.getTime() > now.getTime(),
    openedCount: Number(row.opened_count ?? 0),
    lastOpenedAt: iso(row.last_opened_at),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    version: Number(row.version),
  };
}
