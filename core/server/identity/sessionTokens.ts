import { createHash, randomBytes } from 'node:crypto';

/** Bearer tokens: 32 random bytes in base64url; only their SHA-256 is stored. */
export const sessionTokens = {
  /** Sessions live 30 days. */
  TTL_MS: 30 * 24 * 60 * 60 * 1000,

  create(): string {
    return randomBytes(32).toString('base64url');
  },

  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  },

  /** Cheap shape check before touching the database. */
  looksValid(token: string): boolean {
    return /^[A-Za-z0-9_-]{43}$/.test(token);
  },
};
