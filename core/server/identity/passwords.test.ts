import { describe, expect, it } from 'vitest';
import { passwords } from './passwords';

describe('passwords', () => {
  it('stores scrypt$N$r$p$salt$hash with N=2^17, r=8, p=1 and a fresh salt each time', async () => {
    const [a, b] = await Promise.all([passwords.hash('correct horse'), passwords.hash('correct horse')]);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(a).not.toBe(b);
    expect(await passwords.verify('correct horse', a)).toBe(true);
    expect(await passwords.verify('correct horse ', a)).toBe(false);
    expect(await passwords.verify('', a)).toBe(false);
  });

  it('refuses missing, malformed and tampered hashes without throwing', async () => {
    expect(await passwords.verify('x', null)).toBe(false);
    expect(await passwords.verify('x', 'plain-text')).toBe(false);
    expect(await passwords.verify('x', passwords.DUMMY_HASH)).toBe(false);
    // Absurd parameters are not used (no 2^30 memory burn), and never match.
    const tampered = passwords.DUMMY_HASH.replace('$131072$', '$1073741824$');
    expect(await passwords.verify('x', tampered)).toBe(false);
  });
});
