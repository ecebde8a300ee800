import { describe, expect, it } from 'vitest';
import type { ChaScorecard } from '../../shared/types';
import { quantile, rankScorecards } from './chaScorecard';

const card = (chaName: string, withinTargetPercent: number | null, medianHours: number | null) => ({ chaName, withinTargetPercent, medianHours }) as ChaScorecard;

describe('quantile', () => {
  it('interpolates between ranks and rounds to one decimal', () => {
    expect(quantile([10, 20, 30, 40], 0.5)).toBe(25);
    // position 0.9 × 3 = 2.7: 30 + 0.7 × 10 = 37
    expect(quantile([10, 20, 30, 40], 0.9)).toBe(37);
    expect(quantile([12.34], 0.9)).toBe(12.3);
    expect(quantile([], 0.5)).toBeNull();
  });
});

describe('rankScorecards', () => {
  it('ranks by within-target share, then the lower median, unmeasured last', () => {
    const ranked = rankScorecards([card('C', 80, 30), card('Unmeasured', null, null), card('A', 90, 40), card('B', 80, 20)]);
    expect(ranked.map((c) => c.chaName)).toEqual(['A', 'B', 'C', 'Unmeasured']);
  });
});
