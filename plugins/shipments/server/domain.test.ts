import { describe, expect, it } from 'vitest';
import { simulateEvents } from './feeds/simulatorAdapter';
import { milestonesOf, type EventRecord } from './journey';
import { parseBulkRow } from './bulkRows';
import type { TrackedShipment } from './feeds/CarrierFeedAdapter';

const shipment: TrackedShipment = {
  id: '6f1c9a52-3c38-4f0f-9f34-0c8a3a3b2a11',
  companyId: 'c',
  reference: 'R',
  carrier: 'MAEU',
  bookingNumber: null,
  blNumber: null,
  pol: 'INNSA',
  pod: 'DEHAM',
  transshipmentPorts: ['AEJEA'],
  plannedEtd: '2026-03-01T00:00:00.000Z',
  plannedEta: '2026-03-27T00:00:00.000Z',
  vessel: 'Maersk Essen',
  voyage: '412W',
  containers: ['MSKU1234565', 'MSKU7654328'],
  createdAt: '2026-02-10T00:00:00.000Z',
};

describe('simulated carrier feed', () => {
  it('is deterministic and only grows with time (ids are stable, so ingest is idempotent)', () => {
    const early = simulateEvents(shipment, new Date('2026-03-05T00:00:00Z'));
    expect(simulateEvents(shipment, new Date('2026-03-05T00:00:00Z'))).toEqual(early);
    const later = simulateEvents(shipment, new Date('2026-04-30T00:00:00Z'));
    const laterIds = new Set(later.map((e) => e.eventId));
    expect(early.every((e) => laterIds.has(e.eventId))).toBe(true);
    expect(later.length).toBeGreaterThan(early.length);
  });

  it('plays DCSA events in a realistic order: plan first, actual departure, estimates after it, arrival last', () => {
    const events = simulateEvents(shipment, new Date('2026-04-30T00:00:00Z'));
    const codes = new Set(events.map((e) => `${e.eventType}/${e.eventCode}`));
    for (const c of ['EQUIPMENT/GTIN', 'EQUIPMENT/LOAD', 'TRANSPORT/DEPA', 'TRANSPORT/ARRI', 'EQUIPMENT/DISC', 'EQUIPMENT/GTOT']) expect(codes).toContain(c);
    const milestones = milestonesOf(events.map((e, i) => ({ ...e, _id: String(i), shipmentId: shipment.id, source: 'simulator', location: e.location ?? null, equipmentReference: e.equipmentReference ?? null, vessel: null, voyage: null, description: null, recordedAt: e.recordedAt!, createdAt: e.recordedAt! }) as EventRecord), 2);
    expect(milestones.map((m) => m.key)).toEqual([
      'GTOT@INNSA', 'GTIN@INNSA', 'LOAD@INNSA', 'DEPA@INNSA', 'ARRI@AEJEA', 'DISC@AEJEA', 'LOAD@AEJEA', 'DEPA@AEJEA', 'ARRI@DEHAM', 'DISC@DEHAM', 'GTOT@DEHAM', 'GTIN@DEHAM',
    ]);
    expect(milestones.every((m) => m.state === 'done' && m.planned && m.actual)).toBe(true);
    expect(milestones.find((m) => m.key === 'ARRI@DEHAM')?.estimated).toEqual(expect.any(String));
  });

  it("gives each container an empty pick-up 4–6 days before departure and an empty return 2–12 days after its gate out, so detention clocks start and stop", () => {
    const events = simulateEvents(shipment, new Date('2026-06-30T00:00:00Z')).filter((e) => e.classifier === 'ACT');
    const at = (code: string, location: string, container: string) => {
      const found = events.filter((e) => e.eventCode === code && e.location === location && e.equipmentReference === container);
      expect(found).toHaveLength(1);
      return Date.parse(found[0].eventAt);
    };
    const departed = Date.parse(events.find((e) => e.eventCode === 'DEPA' && e.location === 'INNSA')!.eventAt);
    const returns = new Set<number>();
    for (const container of shipment.containers) {
      const pickUp = at('GTOT', 'INNSA', container);
      expect(pickUp).toBeLessThan(at('GTIN', 'INNSA', container));
      expect((departed - pickUp) / 86_400_000).toBeGreaterThanOrEqual(4);
      expect((departed - pickUp) / 86_400_000).toBeLessThanOrEqual(6);
      const gateOut = at('GTOT', 'DEHAM', container);
      const back = at('GTIN', 'DEHAM', container);
      expect((back - gateOut) / 86_400_000).toBeGreaterThanOrEqual(2);
      expect((back - gateOut) / 86_400_000).toBeLessThanOrEqual(12);
      returns.add(back);
    }
    // Drawn per container: the two come back on different days.
    expect(returns.size).toBe(2);
    // Before the return, no empty-return event is actual yet.
    const beforeReturn = simulateEvents(shipment, new Date(Math.min(...returns) - 3_600_000));
    expect(beforeReturn.some((e) => e.classifier === 'ACT' && e.eventCode === 'GTIN' && e.location === 'DEHAM')).toBe(false);
  });
});

describe('bulk rows', () => {
  it('reads a row by header, case- and space-insensitively, with day-first dates', () => {
    const { input, problems } = parseBulkRow({ Reference: 'R1', 'Port of loading': 'innsa', POD: 'DEHAM', carrier: 'maeu', ETD: '01/03/2030', eta: '2030-03-27', Containers: 'MSKU1234565; MSKU7654328', 'HS code': '5205.12' });
    expect(problems).toEqual([]);
    expect(input).toMatchObject({ reference: 'R1', pol: 'INNSA', carrier: 'MAEU', etd: '2030-03-01T00:00:00.000Z', hsCode: '520512', containers: [{ number: 'MSKU1234565' }, { number: 'MSKU7654328' }] });
  });

  it('names every broken cell', () => {
    const { problems } = parseBulkRow({ reference: '', pol: 'Mumbai', pod: 'DEHAM', carrier: 'M', etd: 'soon', eta: '2030-01-01', containers: 'MSKU1234566' });
    expect(problems.map((p) => p.field).sort()).toEqual(['carrier', 'containers.0.number', 'etd', 'pol', 'reference']);
  });
});
