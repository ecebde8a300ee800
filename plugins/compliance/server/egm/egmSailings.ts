import type { ContainerJourney } from '@portolan/sdk/server';
import type { EgmState } from '../../shared/states';
import type { EgmSailing } from '../../shared/types';

/** The key of a sailing from a port: vessel and voyage case-insensitive, the port as is. */
export const sailingKey = (vessel: string, voyage: string, pol: string) => `${vessel.trim().toLowerCase()}|${voyage.trim().toLowerCase()}|${pol}`;

/**
 * The company's export sailings from Indian ports, from its containers' journeys: grouped by vessel,
 * voyage and port of loading (journeys without a vessel or voyage are left out), dated by the earliest
 * actual departure (else ETD), with the EGM already built for each. `from`/`to` (YYYY-MM-DD, inclusive)
 * bound the sailing date. Latest sailing first.
 */
export function egmSailings(
  journeys: readonly ContainerJourney[],
  egms: ReadonlyMap<string, { id: string; state: EgmState }>,
  range: { from?: string; to?: string } = {},
): EgmSailing[] {
  const groups = new Map<string, { first: ContainerJourney; shipments: Set<string>; containers: Set<string>; atd: string[]; etd: string[] }>();
  for (const j of journeys) {
    if (!j.vessel?.trim() || !j.voyage?.trim() || !j.pol.startsWith('IN') || j.status === 'CANCELLED') continue;
    const key = sailingKey(j.vessel, j.voyage, j.pol);
    const group = groups.get(key) ?? { first: j, shipments: new Set(), containers: new Set(), atd: [], etd: [] };
    group.shipments.add(j.shipmentId);
    group.containers.add(j.containerId);
    if (j.atd) group.atd.push(j.atd);
    group.etd.push(j.etd);
    groups.set(key, group);
  }
  const sailings: EgmSailing[] = [];
  for (const [key, g] of groups) {
    const departed = g.atd.length > 0;
    const sailingDate = (departed ? g.atd.sort()[0] : g.etd.sort()[0]).slice(0, 10);
    if ((range.from && sailingDate < range.from) || (range.to && sailingDate > range.to)) continue;
    const egm = egms.get(key);
    sailings.push({
      vessel: g.first.vessel!.trim(), voyage: g.first.voyage!.trim(), pol: g.first.pol, carrier: g.first.carrier, sailingDate, departed,
      shipments: g.shipments.size, containers: g.containers.size, egmId: egm?.id ?? null, egmState: egm?.state ?? null,
    });
  }
  return sailings.sort((a, b) => b.sailingDate.localeCompare(a.sailingDate) || a.vessel.localeCompare(b.vessel) || a.voyage.localeCompare(b.voyage));
}
