import { describe, expect, it } from 'vitest';
import type { EquipmentEvent } from '@portolan/sdk/server';
import { clearanceOf } from './clearanceOf';

const ev = (eventCode: string, eventAt: string, location: string, classifier: EquipmentEvent['classifier'] = 'ACT', eventType: EquipmentEvent['eventType'] = 'EQUIPMENT'): EquipmentEvent => ({
  eventType, eventCode, classifier, eventAt, location, equipmentReference: eventType === 'EQUIPMENT' ? 'MSKU1000015' : null,
});

describe('clearanceOf', () => {
  it('measures an export from gate in full to load at the port, in hours with one decimal', () => {
    const events = [
      ev('GTOT', '2026-03-01T08:00:00Z', 'INNSA'), // empty pick-up: not the window
      ev('GTIN', '2026-03-02T06:00:00Z', 'INNSA'),
      ev('LOAD', '2026-03-03T04:20:00Z', 'INNSA'),
      ev('DISC', '2026-03-20T10:00:00Z', 'DEHAM'),
    ];
    // 06:00 on the 2nd → 04:20 on the 3rd = 22 h 20 min = 22.33… → 22.3, within the 24 h export target.
    expect(clearanceOf({ events }, 'EXPORT', 'INNSA')).toEqual({ startAt: '2026-03-02T06:00:00.000Z', endAt: '2026-03-03T04:20:00.000Z', hours: 22.3, withinTarget: true });
  });

  it('measures an import from discharge to gate out full, against the 48 h target', () => {
    const events = [ev('DISC', '2026-04-10T02:00:00+05:30', 'INMUN'), ev('GTOT', '2026-04-12T09:00:00+05:30', 'INMUN'), ev('GTIN', '2026-04-15T09:00:00+05:30', 'INMUN')];
    // 2 days 7 h = 55.0 h: over the 48 h import target.
    expect(clearanceOf({ events }, 'IMPORT', 'INMUN')).toEqual({ startAt: '2026-04-09T20:30:00.000Z', endAt: '2026-04-12T03:30:00.000Z', hours: 55, withinTarget: false });
  });

  it('counts exactly the target as within it', () => {
    const events = [ev('GTIN', '2026-03-02T00:00:00Z', 'INMAA'), ev('LOAD', '2026-03-03T00:00:00Z', 'INMAA')];
    expect(clearanceOf({ events }, 'EXPORT', 'INMAA')?.withinTarget).toBe(true);
    const late = [ev('GTIN', '2026-03-02T00:00:00Z', 'INMAA'), ev('LOAD', '2026-03-03T00:03:00Z', 'INMAA')];
    expect(clearanceOf({ events: late }, 'EXPORT', 'INMAA')).toMatchObject({ hours: 24.1, withinTarget: false });
  });

  it('ignores planned and estimated events, events at other ports and an end before the start', () => {
    const events = [
      ev('LOAD', '2026-03-01T00:00:00Z', 'INNSA'),
      ev('GTIN', '2026-03-01T12:00:00Z', 'INNSA', 'PLN'),
      ev('GTIN', '2026-03-02T00:00:00Z', 'INNSA'),
      ev('LOAD', '2026-03-02T05:00:00Z', 'INMUN'),
      ev('LOAD', '2026-03-02T06:00:00Z', 'INNSA', 'EST'),
      ev('LOAD', '2026-03-02T10:00:00Z', 'INNSA'),
    ];
    expect(clearanceOf({ events }, 'EXPORT', 'INNSA')).toMatchObject({ startAt: '2026-03-02T00:00:00.000Z', hours: 10 });
  });

  it('answers an open window without hours, and nothing before the start event', () => {
    expect(clearanceOf({ events: [ev('DISC', '2026-03-02T00:00:00Z', 'INNSA')] }, 'IMPORT', 'INNSA')).toEqual({ startAt: '2026-03-02T00:00:00.000Z', endAt: null, hours: null, withinTarget: null });
    expect(clearanceOf({ events: [ev('DISC', '2026-03-02T00:00:00Z', 'INNSA', 'EST')] }, 'IMPORT', 'INNSA')).toBeUndefined();
    expect(clearanceOf({ events: [ev('ARRI', '2026-03-02T00:00:00Z', 'INNSA', 'ACT', 'TRANSPORT')] }, 'IMPORT', 'INNSA')).toBeUndefined();
  });
});
