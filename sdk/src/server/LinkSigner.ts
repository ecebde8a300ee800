import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './Db';

/**
 * Signed, expiring links to one record (a tracking share link, a published quote): the token is
 * `<id>.<expires>.<signature>`, the signature an HMAC-SHA256 of `<id>.<expires>` under the
 * installation's key for the purpose (made once, kept in the database so every API process agrees).
 * The caller keeps a row per link so it can also be revoked; `verify` checks signature and expiry only.
 */
export class LinkSigner {
  private key?: Buffer;

  constructor(
    private readonly db: Db,
    /** One key per purpose: a tracking link never opens a quote. */
    private readonly purpose: string,
  ) {}

  private async secret(): Promise<Buffer> {
    if (!this.key) {
      await this.db.query('INSERT INTO link_signing_keys (purpose, secret) VALUES ($1, $2) ON CONFLICT (purpose) DO NOTHING', [this.purpose, randomBytes(32).toString('base64url')]);
      const row = await this.db.one<{ secret: string }>('SELECT secret FROM link_signing_keys WHERE purpose = $1', [this.purpose]);
      this.key = Buffer.from(row!.secret, 'base64url');
    }
    return this.key;
  }

  /** The token of record `id` until `expiresAt` (whole seconds). */
  async sign(id: string, expiresAt: Date): Promise<string> {
    const payload = `${id}.${Math.floor(expiresAt.getTime() / 1000)}`;
    const signature = createHmac('sha256', await this.secret()).update(payload).digest('base64url');
    return `${payload}.${signature}`;
  }

  /** The record id of a well-signed, unexpired token; undefined otherwise. */
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
