import { daysBetween, type ContainerJourney, type Db, type ShipmentEquipment } from '@portolan/sdk/server';
import type { ContainerHistory, ContainerJourneys, InventoryContainer } from '../../shared/types';
import { sumByCurrency } from '../clocks/clockMoney';

/** How many of the company's containers (newest shipments first) the history list reads from SHIPMENT_EQUIPMENT. */
export const HISTORY_JOURNEY_LIMIT = 5000;

const byDeparture = (a: ContainerJourney, b: ContainerJourney) => Date.parse(b.etd) - Date.parse(a.etd);
const actualEquipment = (j: ContainerJourney) => j.events.filter((e) => e.eventType === 'EQUIPMENT' && e.classifier === 'ACT');

/**
 * Every container number the company has seen — its inventory boxes and its shipments' containers
 * (own and shared, the newest HISTORY_JOURNEY_LIMIT) — with the count of journeys, the last shipment
 * and the last actual equipment event; `search` matches the number (case-insensitive, spaces ignored).
 * Most recently active first (last event, else departure), then by number.
 */
export async function containerHistory(db: Db, equipment: ShipmentEquipment, companyId: string, search?: string): Promise<ContainerHistory[]> {
  const journeys = await equipment.journeys(db, companyId, { limit: HISTORY_JOURNEY_LIMIT });
  const inventory = await db.query<{ number: string; iso_type: string }>('SELECT number, iso_type FROM container_inventory WHERE company_id = $1', [companyId]);
  const numbers = new Map<string, { isoType: string; inInventory: boolean; journeys: ContainerJourney[] }>();
  for (const r of inventory.rows) numbers.set(r.number, { isoType: r.iso_type, inInventory: true, journeys: [] });
  for (const j of journeys) {
    const entry = numbers.get(j.number) ?? { isoType: j.isoType, inInventory: false, journeys: [] };
    entry.journeys.push(j);
    numbers.set(j.number, entry);
  }
  const needle = search?.replace(/[\s-]/g, '').toUpperCase();
  const items: Array<ContainerHistory & { activeAt: number }> = [];
  for (const [number, entry] of numbers) {
    if (needle && !number.includes(needle)) continue;
    const last = [...entry.journeys].sort(byDeparture)[0];
    const events = entry.journeys.flatMap(actualEquipment).sort((a, b) => Date.parse(b.eventAt) - Date.parse(a.eventAt));
    const lastEvent = events[0];
    items.push({
      _id: number,
      number,
      isoType: entry.isoType,
      inInventory: entry.inInventory,
      journeys: entry.journeys.length,
      lastShipment: last ? { shipmentId: last.shipmentId, reference: last.shipmentReference, pol: last.pol, pod: last.pod, status: last.status, etd: last.etd } : null,
      lastEvent: lastEvent ? { eventCode: lastEvent.eventCode, eventAt: lastEvent.eventAt, location: lastEvent.location } : null,
      activeAt: lastEvent ? Date.parse(lastEvent.eventAt) : last ? Date.parse(last.etd) : 0,
    });
  }
  return items.sort((a, b) => b.activeAt - a.activeAt || a.number.localeCompare(b.number)).map(({ activeAt: _, ...item }) => item);
}

/**
 * One container's journeys (each shipment it was on, newest first, with its events, the days from the
 * first to the last actual equipment event, and the D&D cost of its clocks per currency); undefined when
 * the company has never seen the number.
 */
export async function containerJourneys(db: Db, equipment: ShipmentEquipment, companyId: string, number: string, inventory: InventoryContainer | null): Promise<ContainerJourneys | undefined> {
  const journeys = (await equipment.journeys(db, companyId, { numbers: [number] })).sort(byDeparture);
  if (!inventory && journeys.length === 0) return undefined;
  const costs = journeys.length
    ? await db.query<{ container_id: string; cost_minor: number | null; currency: string | null }>(
        'SELECT container_id, cost_minor, currency FROM dnd_clocks WHERE company_id = $1 AND container_id = ANY($2::uuid[])',
        [companyId, journeys.map((j) => j.containerId)],
      )
    : { rows: [] };
  return {
    number,
    inventory,
    journeys: journeys.map((j) => {
      const actual = actualEquipment(j);
      return {
        shipmentId: j.shipmentId,
        reference: j.shipmentReference,
        carrier: j.carrier,
        pol: j.pol,
        pod: j.pod,
        status: j.status,
        etd: j.etd,
        eta: j.eta,
        atd: j.atd,
        ata: j.ata,
        events: j.events.map((e) => ({ eventCode: e.eventCode, classifier: e.classifier, eventAt: e.eventAt, location: e.location })),
        days: actual.length ? daysBetween(actual[0]!.eventAt.slice(0, 10), actual[actual.length - 1]!.eventAt.slice(0, 10)) : null,
        dnd: sumByCurrency(costs.rows.filter((c) => String(c.container_id) === j.containerId).map((c) => ({ minor: c.cost_minor, currency: c.currency }))),
      };
    }),
  };
}
