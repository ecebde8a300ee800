import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: N = 2^17, r = 8, p = 1 (≈128 MiB, ≈0.3 s), per OWASP's password storage advice. */
const N = 2 ** 17;
const R = 8;
const P = 1;
const MAXMEM = 256 * 1024 * 1024;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A hash of the right shape that matches no password: verified against on unknown emails, so misses cost the same. */
const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${Buffer.alloc(SALT_LENGTH).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;

/** Password hashing: `scrypt$N$r$p$salt$hash` (salt and hash in base64), verified in constant time. */
export const passwords = {
  DUMMY_HASH,

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, { N, r: R, p: P, maxmem: MAXMEM }, KEY_LENGTH);
    return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
  },

  /** True when the password matches; false for a wrong password or a malformed hash. */
  async verify(password: string, stored: string | null | undefined): Promise<boolean> {
    const parts = (stored || DUMMY_HASH).split('$');
    const valid = parts.length === 6 && parts[0] === 'scrypt';
    const [, n, r, p, saltText, hashText] = valid ? parts : DUMMY_HASH.split('$');
    const cost = { N: Number(n), r: Number(r), p: Number(p) };
    // Refuse parameters no hash of ours has, so a tampered row cannot make us burn memory.
    const sane = cost.N >= 2 ** 10 && cost.N <= 2 ** 20 && cost.r >= 1 && cost.r <= 32 && cost.p >= 1 && cost.p <= 4;
    const expected = Buffer.from(hashText, 'base64');
    const key = await derive(password, Buffer.from(saltText, 'base64'), sane ? { ...cost, maxmem: MAXMEM } : { N, r: R, p: P, maxmem: MAXMEM }, expected.length || KEY_LENGTH);
    return valid && sane && !!stored && expected.length === key.length && timingSafeEqual(expected, key);
  },
};
