import type { Db } from '@portolan/sdk/server';
import { iso } from '@portolan/sdk/server';
import { EVENT_LABELS } from '../shared/statuses';

import type { EventRecord, Leg, Milestone } from '../shared/types';

export type { EventRecord, Leg, Milestone };

export function toEventRecord(row: Record<string, unknown>): EventRecord {
  return {
    _id: String(row.id),
    shipmentId: String(row.shipment_id),
    source: String(row.source),
    eventId: String(row.event_id),
    eventType: String(row.event_type),
    eventCode: String(row.event_code),
    classifier: row.classifier as EventRecord['classifier'],
    eventAt: iso(row.event_at)!,
    location: (row.location as string) ?? null,
    equipmentReference: (row.equipment_reference as string) ?? null,
    vessel: (row.vessel as string) ?? null,
    voyage: (row.voyage as string) ?? null,
    description: (row.description as string) ?? null,
    recordedAt: iso(row.recorded_at)!,
    createdAt: iso(row.created_at)!,
  };
}

export async function eventsOf(db: Db, shipmentId: string): Promise<EventRecord[]> {
  const rows = await db.query<Record<string, unknown>>('SELECT * FROM shipment_events WHERE shipment_id = $1 ORDER BY event_at, recorded_at, event_code', [shipmentId]);
  return rows.rows.map(toEventRecord);
}

/**
 * The journey timeline from the events: one milestone per (event code, location), ordered by plan.
 * Planned = the first plan; estimated = the newest estimate; actual = when it happened (for equipment
 * events: to the last container).
 */
export function milestonesOf(events: EventRecord[], containerCount: number): Milestone[] {
  const groups = new Map<string, EventRecord[]>();
  for (const e of events) {
    if (e.eventType === 'SHIPMENT') continue;
    const key = `${e.eventCode}@${e.location ?? ''}`;
    const list = groups.get(key) ?? [];
    list.push(e);
    groups.set(key, list);
  }
  const milestones: Milestone[] = [];
  for (const [key, list] of groups) {
    const first = list[0];
    const pln = list.filter((e) => e.classifier === 'PLN').sort((a, b) => a.recordedAt.localeCompare(b.recordedAt) || a.eventAt.localeCompare(b.eventAt));
    const est = list.filter((e) => e.classifier === 'EST').sort((a, b) => b.recordedAt.localeCompare(a.recordedAt) || b.eventAt.localeCompare(a.eventAt));
    const act = list.filter((e) => e.classifier === 'ACT').sort((a, b) => a.eventAt.localeCompare(b.eventAt));
    const isEquipment = first.eventType === 'EQUIPMENT';
    const doneUnits = new Set(act.map((e) => e.equipmentReference ?? '-')).size;
    const total = isEquipment ? Math.max(containerCount, 1) : 1;
    const done = act.length > 0 && (!isEquipment || containerCount === 0 || doneUnits >= total);
    milestones.push({
      key,
      eventType: first.eventType,
      eventCode: first.eventCode,
      label: EVENT_LABELS[first.eventCode] ?? first.eventCode,
      location: first.location,
      planned: pln[0]?.eventAt ?? null,
      estimated: est[0]?.eventAt ?? null,
      actual: act.length ? act[act.length - 1].eventAt : null,
      state: done ? 'done' : 'pending',
      ...(isEquipment ? { containersDone: doneUnits, containersTotal: total } : {}),
    });
  }
  const when = (m: Milestone) => m.planned ?? m.estimated ?? m.actual ?? '';
  milestones.sort((a, b) => when(a).localeCompare(when(b)));
  const next = milestones.find((m) => m.state !== 'done');
  if (next) next.state = 'next';
  return milestones;
}

/** The sea legs between POL, transshipment ports and POD, with departure and arrival times. */
export function legsOf(shipment: { pol: string; pod: string; transshipmentPorts: string[]; vessel: string | null; voyage: string | null }, milestones: Milestone[]): Leg[] {
  const ports = [shipment.pol, ...shipment.transshipmentPorts, shipment.pod];
  const times = (code: string, port: string) => {
    const m = milestones.find((x) => x.eventCode === code && x.location === port);
    return { planned: m?.planned ?? null, estimated: m?.estimated ?? null, actual: m?.actual ?? null };
  };
  return ports.slice(0, -1).map((from, i) => ({
    sequence: i + 1,
    from,
    to: ports[i + 1],
    vessel: shipment.vessel,
    voyage: shipment.voyage,
    departure: times('DEPA', from),
    arrival: times('ARRI', ports[i + 1]),
  }));
}
