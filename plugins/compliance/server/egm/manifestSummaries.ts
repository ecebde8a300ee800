import Big from 'big.js';
import { teuOf, type ContainerJourney, type EquipmentEvent } from '@portolan/sdk/server';
import type { ManifestDirection } from '../../shared/states';
import type { ManifestDetails, ManifestSummary } from '../../shared/types';
import { kgText } from './egmDraft';

/** One container's call at a port in a direction, with the date it counts from there. */
interface Call {
  journey: ContainerJourney;
  port: string;
  direction: ManifestDirection;
  date: string;
  actual: boolean;
}

const CLASSIFIER_RANK: Record<EquipmentEvent['classifier'], number> = { ACT: 0, EST: 1, PLN: 2 };

/** The best transport event of a code at a port: an actual one, else the latest estimate, else the plan. */
function bestEvent(events: readonly EquipmentEvent[], code: string, port: string): EquipmentEvent | undefined {
  return events
    .filter((e) => e.eventType === 'TRANSPORT' && e.eventCode === code && e.location === port)
    .sort((a, b) => CLASSIFIER_RANK[a.classifier] - CLASSIFIER_RANK[b.classifier] || b.eventAt.localeCompare(a.eventAt))[0];
}

/**
 * Where a container's vessel calls for the company: EXPORT at the port of loading (dated by the actual
 * departure, else ETD), IMPORT at the port of discharge (actual arrival, else ETA), TRANSSHIPMENT at any
 * other port where the shipment's transport events show an arrival or departure (dated by the arrival,
 * else the departure; actual when that event is).
 */
function callsOf(j: ContainerJourney): Call[] {
  const calls: Call[] = [
    { journey: j, port: j.pol, direction: 'EXPORT', date: j.atd ?? j.etd, actual: !!j.atd },
    { journey: j, port: j.pod, direction: 'IMPORT', date: j.ata ?? j.eta, actual: !!j.ata },
  ];
  const others = [...new Set(j.events.filter((e) => e.eventType === 'TRANSPORT' && (e.eventCode === 'ARRI' || e.eventCode === 'DEPA') && e.location && e.location !== j.pol && e.location !== j.pod).map((e) => e.location!))];
  for (const port of others) {
    const event = bestEvent(j.events, 'ARRI', port) ?? bestEvent(j.events, 'DEPA', port)!;
    calls.push({ journey: j, port, direction: 'TRANSSHIPMENT', date: event.eventAt, actual: event.classifier === 'ACT' });
  }
  return calls;
}

export const manifestKey = (vessel: string, voyage: string, port: string, direction: string) => `${vessel}|${voyage}|${port}|${direction}`;
const groupKey = (vessel: string, voyage: string, port: string, direction: string) => manifestKey(vessel.trim().toLowerCase(), voyage.trim().toLowerCase(), port, direction);

export interface ManifestFilter {
  direction?: ManifestDirection;
  port?: string;
  /** YYYY-MM-DD, inclusive, on the call's date. */
  from?: string;
  to?: string;
  /** Contained in the vessel or voyage, case-insensitive. */
  search?: string;
}

/**
 * The company's per-sailing manifests: one per vessel, voyage, port and direction its containers touch
 * (journeys without vessel or voyage, and cancelled shipments, are left out), with lines per shipment.
 * `egmIdOf` names the EGM of an export sailing. Latest date first. Pure.
 */
export function manifestDetails(journeys: readonly ContainerJourney[], egmIdOf: (vessel: string, voyage: string, port: string) => string | null, filter: ManifestFilter = {}): ManifestDetails[] {
  const groups = new Map<string, Call[]>();
  for (const j of journeys) {
    if (!j.vessel?.trim() || !j.voyage?.trim() || j.status === 'CANCELLED') continue;
    for (const call of callsOf(j)) {
      const key = groupKey(j.vessel, j.voyage, call.port, call.direction);
      groups.set(key, [...(groups.get(key) ?? []), call]);
    }
  }
  const search = filter.search?.trim().toLowerCase();
  const out: ManifestDetails[] = [];
  for (const calls of groups.values()) {
    const { journey: first, port, direction } = calls[0];
    const vessel = first.vessel!.trim();
    const voyage = first.voyage!.trim();
    const dated = [...calls].sort((a, b) => Number(b.actual) - Number(a.actual) || a.date.localeCompare(b.date))[0];
    const date = dated.date.slice(0, 10);
    if (filter.direction && direction !== filter.direction) continue;
    if (filter.port && port !== filter.port.toUpperCase()) continue;
    if ((filter.from && date < filter.from) || (filter.to && date > filter.to)) continue;
    if (search && !vessel.toLowerCase().includes(search) && !voyage.toLowerCase().includes(search)) continue;
    const lines = new Map<string, ManifestDetails['lines'][number]>();
    const containers = new Set<string>();
    let teu = 0;
    let weight = new Big(0);
    for (const { journey: j } of calls) {
      const line = lines.get(j.shipmentId) ?? { shipmentId: j.shipmentId, shipmentReference: j.shipmentReference, blNumber: j.blNumber, shipper: j.shipper, consignee: j.consignee, pol: j.pol, pod: j.pod, containers: [] };
      lines.set(j.shipmentId, line);
      if (containers.has(j.containerId)) continue;
      containers.add(j.containerId);
      teu += teuOf(j.isoType);
      if (j.weightKg !== null) weight = weight.plus(kgText(j.weightKg));
      line.containers.push({ number: j.number, isoType: j.isoType, sealNumber: j.sealNumber, weightKg: j.weightKg === null ? null : kgText(j.weightKg) });
    }
    out.push({
      key: manifestKey(vessel, voyage, port, direction), vessel, voyage, port, direction, carrier: first.carrier, date, actual: dated.actual,
      shipments: lines.size, containers: containers.size, teu, grossWeightKg: weight.toFixed(3),
      egmId: direction === 'EXPORT' ? egmIdOf(vessel, voyage, port) : null,
      lines: [...lines.values()].sort((a, b) => a.shipmentReference.localeCompare(b.shipmentReference)),
    });
  }
  return out.sort((a, b) => b.date.localeCompare(a.date) || a.key.localeCompare(b.key));
}

/** A manifest without its lines (the list's rows). */
export function summaryOf(details: ManifestDetails): ManifestSummary {
  const { lines: _lines, ...summary } = details;
  return summary;
}
