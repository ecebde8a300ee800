import { createHash } from 'node:crypto';
import type { CarrierFeedAdapter, DcsaEvent, TrackedShipment } from './CarrierFeedAdapter';

const HOUR = 3_600_000;

/** A stable number from a text: the simulator's only source of "randomness". */
function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

interface PlannedMilestone {
  eventType: 'TRANSPORT' | 'EQUIPMENT';
  eventCode: string;
  location: string;
  planned: number;
  /** 0 at the first departure … 1 at the final arrival: how much of the delay has built up. */
  progress: number;
  perContainer: boolean;
  /** A milestone of one container only (its empty pick-up or return, at its own time); null: every container's (or the shipment's). */
  equipment?: string;
  vessel: string | null;
  voyage: string | null;
}

/**
 * The plan of a shipment's journey: each container's empty pick-up (gate out at the POL, 4–6 days
 * before departure), then gate in, load, depart; at each transshipment arrive, discharge, load, depart;
 * then arrive, discharge, gate out (full), and each container's empty return (gate in at the POD, 2–12
 * days after the gate out) — where the D&D detention clocks start and stop. Oldest first.
 */
export function plannedMilestones(s: TrackedShipment): PlannedMilestone[] {
  const etd = Date.parse(s.plannedEtd);
  const eta = Date.parse(s.plannedEta);
  const span = Math.max(eta - etd, 24 * HOUR);
  const m: PlannedMilestone[] = [];
  const add = (eventType: PlannedMilestone['eventType'], eventCode: string, location: string, planned: number, perContainer: boolean) =>
    m.push({ eventType, eventCode, location, planned, progress: Math.min(1, Math.max(0, (planned - etd) / span)), perContainer, vessel: s.vessel, voyage: s.voyage });
  const perUnit = (eventCode: string, location: string, planned: (equipment: string) => number) => {
    for (const equipment of s.containers) {
      const at = planned(equipment);
      m.push({ eventType: 'EQUIPMENT', eventCode, location, planned: at, progress: Math.min(1, Math.max(0, (at - etd) / span)), perContainer: true, equipment, vessel: s.vessel, voyage: s.voyage });
    }
  };
  perUnit('GTOT', s.pol, (equipment) => etd - 96 * HOUR - (seedOf(`${s.id}:${equipment}:pick-up`) % 49) * HOUR);
  add('EQUIPMENT', 'GTIN', s.pol, etd - 72 * HOUR, true);
  add('EQUIPMENT', 'LOAD', s.pol, etd - 10 * HOUR, true);
  add('TRANSPORT', 'DEPA', s.pol, etd, false);
  const stops = s.transshipmentPorts.length;
  s.transshipmentPorts.forEach((port, i) => {
    const arrive = etd + (span * (i + 1)) / (stops + 1) - 24 * HOUR;
    add('TRANSPORT', 'ARRI', port, arrive, false);
    add('EQUIPMENT', 'DISC', port, arrive + 8 * HOUR, true);
    add('EQUIPMENT', 'LOAD', port, arrive + 40 * HOUR, true);
    add('TRANSPORT', 'DEPA', port, arrive + 48 * HOUR, false);
  });
  add('TRANSPORT', 'ARRI', s.pod, eta, false);
  add('EQUIPMENT', 'DISC', s.pod, eta + 10 * HOUR, true);
  const gateOut = eta + 48 * HOUR + (seedOf(`${s.id}:gtot`) % 72) * HOUR;
  add('EQUIPMENT', 'GTOT', s.pod, gateOut, true);
  perUnit('GTIN', s.pod, (equipment) => gateOut + 48 * HOUR + (seedOf(`${s.id}:${equipment}:return`) % 241) * HOUR);
  return m;
}

/**
 * Every event a carrier would have published about the shipment by `now`: the plan (PLN) from the
 * booking on; estimates (EST) of every later milestone each time the vessel departs; actuals (ACT) as
 * they happen. Delays are drawn from the shipment id, so the same shipment at the same instant always
 * gives the same events (and the same event ids): repeated polls ingest nothing twice.
 */
export function simulateEvents(s: TrackedShipment, now: Date): DcsaEvent[] {
  const seed = seedOf(s.id);
  const departDelay = (seed % 25) - 6; // −6 … +18 h
  const arrivalDelay = ((seed >>> 8) % 73) - 12; // −12 … +60 h
  const drift = (progress: number) => (departDelay + (arrivalDelay - departDelay) * progress) * HOUR;
  const milestones = plannedMilestones(s);
  const at = now.getTime();
  const booked = Date.parse(s.createdAt);
  const events: DcsaEvent[] = [];
  const units = (m: PlannedMilestone) => (m.equipment ? [m.equipment] : m.perContainer && s.containers.length ? s.containers : [null]);
  const emit = (m: PlannedMilestone, classifier: DcsaEvent['classifier'], eventAt: number, recordedAt: number, tag: string) => {
    for (const equipment of units(m)) {
      events.push({
        eventId: `${s.id}:${m.eventCode}:${m.location}:${equipment ?? '-'}:${classifier}:${tag}`,
        eventType: m.eventType,
        eventCode: m.eventCode,
        classifier,
        eventAt: new Date(eventAt).toISOString(),
        location: m.location,
        equipmentReference: equipment,
        vessel: m.vessel,
        voyage: m.voyage,
        recordedAt: new Date(recordedAt).toISOString(),
      });
    }
  };
  for (const m of milestones) emit(m, 'PLN', m.planned, Math.min(booked, at), 'plan');
  // Each departure (actual) triggers a round of estimates for what comes after it.
  const departures = milestones.filter((m) => m.eventCode === 'DEPA');
  for (const d of departures) {
    const departedAt = d.planned + drift(d.progress);
    if (departedAt > at) break;
    for (const later of milestones.filter((m) => m.planned > d.planned)) {
      emit(later, 'EST', later.planned + drift(later.progress), departedAt, `after-${d.location}`);
    }
  }
  for (const m of milestones) {
    const actual = m.planned + drift(m.progress);
    if (actual <= at) emit(m, 'ACT', actual, actual, 'act');
  }
  return events;
}

/**
 * The deterministic simulator: a polling feed that serves any carrier and advances demo shipments
 * through realistic milestones as time passes. Never used for a shipment unless it was subscribed to
 * it (demo data is; in production it is off unless PORTOLAN_TRACKING_SIMULATOR=1).
 */
export const simulatorAdapter: CarrierFeedAdapter = {
  id: 'simulator',
  title: 'Simulated carrier feed',
  supports: () => true,
  async subscribe(subscription) {
    return { externalId: `sim-${subscription.referenceType.toLowerCase()}-${subscription.reference}` };
  },
  async poll(shipment, now) {
    return simulateEvents(shipment, now);
  },
};
