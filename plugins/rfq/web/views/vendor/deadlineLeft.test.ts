import { describe, expect, it } from 'vitest';
import { deadlineLeft } from './deadlineLeft';

describe('deadlineLeft', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('counts down in days and hours, hours and minutes, then minutes; urgent inside 24 h; closed once passed', () => {
    expect(deadlineLeft('2026-11-27T14:30:00Z', now)).toEqual({ text: '3 d 4 h left', passed: false, urgent: false });
    expect(deadlineLeft('2026-11-24T15:20:00Z', now)).toEqual({ text: '5 h 20 min left', passed: false, urgent: true });
    expect(deadlineLeft('2026-11-24T10:00:20Z', now)).toEqual({ text: '1 min left', passed: false, urgent: true });
    expect(deadlineLeft('2026-11-24T10:00:00Z', now)).toEqual({ text: 'Closed', passed: true, urgent: false });
  });
});
