import { describe, expect, it } from 'vitest';
import { monthlyPace, usageMonths } from './contractUsage';
import { mqcPace } from './mqcPace';

const contract = { validFrom: '2026-01-01', validTo: '2026-12-31', mqcTeu: 365 };

describe('mqcPace', () => {
  it('compares the TEU used with the MQC spread evenly over the validity', () => {
    expect(mqcPace(contract, 100, '2026-03-31')).toMatchObject({ targetTeu: 90, behindBy: 0, aheadBy: 10 });
    expect(mqcPace(contract, 100, '2026-03-31').summary).toBe('On track: 100 TEU used, 90 TEU due by today (MQC 365 TEU)');
    expect(mqcPace(contract, 50, '2026-03-31')).toMatchObject({ targetTeu: 90, behindBy: 40 });
    expect(mqcPace(contract, 50, '2026-03-31').summary).toMatch(/^Behind by 40 TEU/);
  });

  it('asks nothing before the start and the whole MQC after the end', () => {
    expect(mqcPace(contract, 0, '2025-12-01')).toMatchObject({ targetTeu: 0, behindBy: 0, elapsed: 0 });
    expect(mqcPace(contract, 300, '2027-02-01')).toMatchObject({ targetTeu: 365, behindBy: 65, elapsed: 1 });
  });

  it('fills the months without shipments and keeps the running total', () => {
    const months = usageMonths({ mqcTeu: 365, usedTeu: 30, months: [{ month: '2026-03', teu: 30, shipments: 9 }] }, contract, '2026-04-15');
    expect(months.map((m) => [m.month, m.teu, m.cumulative])).toEqual([
      ['2026-01', 0, 0],
      ['2026-02', 0, 0],
      ['2026-03', 30, 30],
      ['2026-04', 0, 30],
    ]);
    expect(monthlyPace(365, contract)).toBe(30);
  });
});
