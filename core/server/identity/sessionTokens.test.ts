import { describe, expect, it } from 'vitest';
import { sessionTokens } from './sessionTokens';

describe('sessionTokens', () => {
  it('makes 32-byte base64url tokens and stores only their SHA-256', () => {
    const token = sessionTokens.create();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(sessionTokens.create()).not.toBe(token);
    expect(sessionTokens.hash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionTokens.hash(token)).toBe(sessionTokens.hash(token));
    expect(sessionTokens.looksValid(token)).toBe(true);
    expect(sessionTokens.looksValid(`${token}x`)).toBe(false);
    expect(sessionTokens.TTL_MS).toBe(30 * 24 * 3600 * 1000);
  });
});
