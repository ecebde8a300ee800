import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '@portolan/sdk/server';
import { iso } from '@portolan/sdk/server';

/**
 * Share links: `/tracking/<id>.<expires>.<signature>`, the signature an HMAC-SHA256 of
 * `<id>.<expires>` under the installation's key (made once, kept in the database so every API copy
 * agrees). A link opens only while it is unexpired, its signature is right and its row is not revoked.
 */
export class ShareLinkSigner {
  private key?: Buffer;

  constructor(private readonly db: Db) {}

  private async secret(): Promise<Buffer> {
    if (!this.key) {
      await this.db.query('INSERT INTO shipment_share_keys (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [randomBytes(32).toString('base64url')]);
      const row = await this.db.one<{ secret: string }>('SELECT secret FROM shipment_share_keys WHERE id = 1');
      this.key = Buffer.from(row!.secret, 'base64url');
    }
    return this.key;
  }

  async sign(id: string, expiresAt: Date): Promise<string> {
    const payload = `${id}.${Math.floor(expiresAt.getTime() / 1000)}`;
    const signature = createHmac('sha256', await this.secret()).update(payload).digest('base64url');
    return `${payload}.${signature}`;
  }

  /** The link id of a well-signed, unexpired token; undefined otherwise. */
  async verify(token: string, now = new Date()): Promise<string | undefined> {
    const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return undefined;
    const [, id, expires, signature] = match;
    // Compare the text, not decoded bytes: base64url's last character has spare bits, so several
    // spellings decode to the same bytes; only the canonical one is accepted.
    const expected = Buffer.from(createHmac('sha256', await this.secret()).update(`${id}.${expires}`).digest('base64url'));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (Number(expires) * 1000 <= now.getTime()) return undefined;
    return id;
  }
}

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

export async function toShareLinkRecord(signer: ShareLinkSigner, row: Record<string, unknown>, now = new Date()): Promise<ShareLinkRecord> {
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
