import type { FastifyInstance } from 'fastify';
import type { Db } from '@portolan/sdk/server';
import { defineRecordViews } from '@portolan/sdk/server';
import { eventsOf, legsOf, milestonesOf, type EventRecord } from './journey';
import { shipmentResource } from './shipmentResource';
import type { ShipmentRecord } from './shipmentRecord';

/**
 * Journeys and events of a shipment (SPEC §7 /api/journeys/…, /api/events/shipment/{query},
 * /api/oceanio/events/milestone). `{q}` (or `?shipmentId=`) is the shipment id; every answer is 404
 * unless the caller may read that shipment (own or shared with it).
 */
export function journeyRoutes(app: FastifyInstance, db: Db): void {
  const journey = async (shipment: ShipmentRecord) => {
    const events = await eventsOf(db, shipment._id);
    const milestones = milestonesOf(events, shipment.containers.length);
    return { events, milestones, legs: legsOf(shipment, milestones) };
  };
  const items = <T>(list: T[]) => ({ items: list, count: list.length });
  const whole = async (shipment: ShipmentRecord) => {
    const { milestones, legs } = await journey(shipment);
    return { record: { _id: shipment._id, shipmentId: shipment._id, status: shipment.status, legs, milestones } };
  };

  defineRecordViews(app, db, {
    resource: shipmentResource,
    views: [
      // The whole journey: legs and milestones (PLN / EST / ACT).
      { path: '/api/journeys/journeys/shipment/', query: 'shipmentId', answer: whole },
      { path: '/api/journeys/journeys/shipment/:q', param: 'q', answer: whole },
      // Per container: its equipment events and the latest actual one.
      {
        path: '/api/journeys/equipments/shipment/:q',
        param: 'q',
        async answer(shipment) {
          const { events } = await journey(shipment);
          return items(
            shipment.containers.map((c) => {
              const own = events.filter((e) => e.equipmentReference === c.number);
              const actual = own.filter((e) => e.classifier === 'ACT');
              return { ...c, events: own, lastEvent: actual[actual.length - 1] ?? null };
            }),
          );
        },
      },
      // Sea legs with vessel, voyage, departure and arrival.
      { path: '/api/journeys/transport/shipment/:q', param: 'q', answer: async (shipment) => items((await journey(shipment)).legs) },
      // Terminal moves (gate in/out, load, discharge) grouped by port.
      {
        path: '/api/journeys/terminal-tracking/shipment/:q',
        param: 'q',
        async answer(shipment) {
          const { events } = await journey(shipment);
          const byPort = new Map<string, EventRecord[]>();
          for (const e of events.filter((x) => x.eventType === 'EQUIPMENT' && x.classifier === 'ACT')) {
            const key = e.location ?? '';
            byPort.set(key, [...(byPort.get(key) ?? []), e]);
          }
          return items([...byPort].map(([location, list]) => ({ _id: location, location, events: list })));
        },
      },
      // Every DCSA event of a shipment, oldest first.
      { path: '/api/events/shipment/:q', param: 'q', answer: async (shipment) => items((await journey(shipment)).events) },
      // Milestones only (what a milestone feed such as ocean.io exposes).
      { path: '/api/oceanio/events/milestone', query: 'shipmentId', answer: async (shipment) => items((await journey(shipment)).milestones) },
    ],
  });
}
