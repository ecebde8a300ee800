import { describe, expect, it } from 'vitest';
import { clockWindows, type ClockEvent } from './clockWindows';
import { clockState } from './clockState';
import { computeClock } from './computeClock';
import { portLocalDay } from './portLocalDay';

const ev = (eventCode: string, eventAt: string, location: string | null, classifier: ClockEvent['classifier'] = 'ACT'): ClockEvent => ({ eventType: 'EQUIPMENT', eventCode, classifier, eventAt, location });

// VNSGN → (transshipment SGSIN) → INNSA; the box is discharged and reloaded at Singapore on the way.
const events = [
  ev('GTOT', '2026-02-01T03:00:00Z', 'VNSGN'), // empty pick-up
  ev('GTIN', '2026-02-04T09:00:00Z', 'VNSGN'), // full in at the terminal
  ev('LOAD', '2026-02-06T11:00:00Z', 'VNSGN'),
  ev('DISC', '2026-02-10T02:00:00Z', 'SGSIN'),
  ev('LOAD', '2026-02-12T02:00:00Z', 'SGSIN'),
  ev('DISC', '2026-02-20T20:00:00Z', 'INNSA'), // 2026-02-21 01:30 in Mumbai
  ev('GTOT', '2026-02-27T06:00:00Z', 'INNSA'),
  ev('GTIN', '2026-03-05T06:00:00Z', 'INBOM', 'EST'), // expected empty return
];

describe('clockWindows', () => {
  it('finds the export and import clocks and ignores the transshipment moves', () => {
    const windows = clockWindows({ pol: 'VNSGN', pod: 'INNSA', events }, { EXPORT: false, IMPORT: false });
    expect(windows).toEqual([
      { direction: 'EXPORT', chargeType: 'DEMURRAGE', port: 'VNSGN', startedAt: '2026-02-04T09:00:00Z', stoppedAt: '2026-02-06T11:00:00Z', projectedStopAt: null },
      { direction: 'EXPORT', chargeType: 'DETENTION', port: 'VNSGN', startedAt: '2026-02-01T03:00:00Z', stoppedAt: '2026-02-04T09:00:00Z', projectedStopAt: null },
      { direction: 'IMPORT', chargeType: 'DEMURRAGE', port: 'INNSA', startedAt: '2026-02-20T20:00:00Z', stoppedAt: '2026-02-27T06:00:00Z', projectedStopAt: null },
      { direction: 'IMPORT', chargeType: 'DETENTION', port: 'INNSA', startedAt: '2026-02-27T06:00:00Z', stoppedAt: null, projectedStopAt: '2026-03-05T06:00:00Z' },
    ]);
  });

  it('runs one combined clock from discharge to the empty return where the tariff is combined', () => {
    const [, importCombined] = clockWindows({ pol: 'VNSGN', pod: 'INNSA', events }, { EXPORT: true, IMPORT: true });
    expect(importCombined).toEqual({ direction: 'IMPORT', chargeType: 'COMBINED', port: 'INNSA', startedAt: '2026-02-20T20:00:00Z', stoppedAt: null, projectedStopAt: '2026-03-05T06:00:00Z' });
    // A combined tariff of 10 calendar days, then USD 100: discharge on Mumbai's 21 Feb → last free day 2 Mar; today 4 Mar → 2 days.
    const start = portLocalDay(importCombined.startedAt!, 'Asia/Kolkata');
    expect(start).toBe('2026-02-21');
    const result = computeClock({ terms: { freeDays: 10, dayBasis: 'CALENDAR', currency: 'USD', tiers: [{ fromDay: 11, toDay: null, perDiem: '100.00' }] }, startDay: start, stopDay: null, today: '2026-03-04', projectedStopDay: portLocalDay(importCombined.projectedStopAt!, 'Asia/Kolkata') });
    expect(result.lastFreeDay).toBe('2026-03-02');
    expect(result.cost).toBe('200.00');
    expect(result.projectedCost).toBe('300.00');
  });

  it('has not started a clock whose start event has not happened', () => {
    const windows = clockWindows({ pol: 'VNSGN', pod: 'INNSA', events: events.slice(0, 3) }, { EXPORT: false, IMPORT: false });
    expect(windows.filter((w) => w.direction === 'IMPORT').every((w) => w.startedAt === null && w.stoppedAt === null)).toBe(true);
  });
});

describe('clockState', () => {
  it('moves from running to at risk to over around the last free day', () => {
    expect(clockState(false, false, null, '2026-03-01')).toBe('NOT_STARTED');
    expect(clockState(true, false, '2026-03-10', '2026-03-01')).toBe('RUNNING');
    expect(clockState(true, false, '2026-03-10', '2026-03-08')).toBe('AT_RISK');
    expect(clockState(true, false, '2026-03-10', '2026-03-10')).toBe('AT_RISK');
    expect(clockState(true, false, '2026-03-10', '2026-03-11')).toBe('OVER');
    expect(clockState(true, true, '2026-03-10', '2026-03-11')).toBe('STOPPED');
  });
});
