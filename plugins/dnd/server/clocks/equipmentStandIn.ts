import { defineServerPlugin, provide, SHIPMENT_EQUIPMENT, type ContainerJourney, type EquipmentEvent, type ShipmentEquipment } from '@portolan/sdk/server';

/**
 * For the D&D API tests: a plugin providing SHIPMENT_EQUIPMENT from journeys the test sets, so the
 * clocks are tested on exact events without the shipments plugin's simulator. `sharedWith` lists the
 * other companies that see a journey (own: false for them).
 */
export interface StandInJourney extends Omit<ContainerJourney, 'own' | 'events'> {
  sharedWith?: string[];
  events: Array<Omit<EquipmentEvent, 'eventType' | 'classifier' | 'equipmentReference'> & Partial<Pick<EquipmentEvent, 'eventType' | 'classifier'>>>;
}

export function equipmentStandIn() {
  const journeys: StandInJourney[] = [];
  const changes: Array<{ at: string; companyId: string; containerId: string }> = [];
  const full = (j: StandInJourney, companyId: string): ContainerJourney => ({
    ...j,
    own: j.ownerCompanyId === companyId,
    events: j.events.map((e): EquipmentEvent => ({ eventType: 'EQUIPMENT', classifier: 'ACT', equipmentReference: j.number, ...e })).sort((a, b) => Date.parse(a.eventAt) - Date.parse(b.eventAt)),
  });
  const service: ShipmentEquipment = {
    async journeys(_db, companyId, query) {
      return journeys
        .filter((j) => j.ownerCompanyId === companyId || j.sharedWith?.includes(companyId))
        .filter((j) => !query.containerIds || query.containerIds.includes(j.containerId))
        .filter((j) => !query.numbers || query.numbers.includes(j.number))
        .filter((j) => !query.shipmentIds || query.shipmentIds.includes(j.shipmentId))
        .slice(0, query.limit ?? 5000)
        .map((j) => full(j, companyId));
    },
    async changedSince(_db, since) {
      const byCompany = new Map<string, Set<string>>();
      for (const c of changes) if (c.at > since) byCompany.set(c.companyId, (byCompany.get(c.companyId) ?? new Set()).add(c.containerId));
      return [...byCompany].map(([companyId, ids]) => ({ companyId, containerIds: [...ids] }));
    },
  };
  return {
    plugin: defineServerPlugin({ id: 'dnd-equipment-stand-in', provides: [provide(SHIPMENT_EQUIPMENT, () => service)] }),
    service,
    /** Adds or replaces a journey (by container id) and records the change for changedSince. */
    put(journey: StandInJourney, at = new Date().toISOString()) {
      const i = journeys.findIndex((j) => j.containerId === journey.containerId);
      if (i >= 0) journeys[i] = journey;
      else journeys.push(journey);
      for (const companyId of [journey.ownerCompanyId, ...(journey.sharedWith ?? [])]) changes.push({ at, companyId, containerId: journey.containerId });
    },
    remove(containerId: string) {
      const i = journeys.findIndex((j) => j.containerId === containerId);
      if (i >= 0) journeys.splice(i, 1);
    },
  };
}
