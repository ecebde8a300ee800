import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Codes, tokens and their stored hashes for the password flows. */
export const secrets = {
  /** Reset codes live 15 minutes and allow 5 wrong tries. */
  CODE_TTL_MS: 15 * 60 * 1000,
  MAX_CODE_ATTEMPTS: 5,
  /** Password tokens live 30 minutes. */
  TOKEN_TTL_MS: 30 * 60 * 1000,

  /** A 6-digit one-time code. */
  newCode(): string {
    return String(randomInt(0, 1_000_000)).padStart(6, '0');
  },

  /** A code's stored form, bound to its reset id. */
  hashCode(resetId: string, code: string): string {
    return createHash('sha256').update(`${resetId}:${code}`).digest('hex');
  },

  sameHash(a: string, b: string): boolean {
    const x = Buffer.from(a, 'hex');
    const y = Buffer.from(b, 'hex');
    return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
  },

  /** A password token: 32 random bytes, base64url. */
  newToken(): string {
    return randomBytes(32).toString('base64url');
  },

  hashToken(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  },

  isUuid(value: string): boolean {
    return UUID.test(value);
  },
};
