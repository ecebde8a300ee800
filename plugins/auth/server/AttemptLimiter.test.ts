import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './AttemptLimiter';

describe('AttemptLimiter', () => {
  it('allows max attempts per window, then asks to wait until the window ends', () => {
    let now = 1_000;
    const limiter = new AttemptLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('k')).toBe(0);
      limiter.hit('k');
    }
    expect(limiter.retryAfter('k')).toBe(60_000);
    expect(limiter.retryAfter('other')).toBe(0);
    now += 45_000;
    expect(limiter.retryAfter('k')).toBe(15_000);
    now += 15_000;
    expect(limiter.retryAfter('k')).toBe(0);
  });

  it('forgets a key on clear', () => {
    const limiter = new AttemptLimiter(1, 60_000);
    limiter.hit('k');
    expect(limiter.retryAfter('k')).toBeGreaterThan(0);
    limiter.clear('k');
    expect(limiter.retryAfter('k')).toBe(0);
  });
});
