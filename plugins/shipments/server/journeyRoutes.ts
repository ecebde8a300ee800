import type { FastifyInstance } from 'fastify';
import type { Db } from '@portolan/sdk/server';
import { ok } from '@portolan/sdk/server';
import { eventsOf, legsOf, milestonesOf } from './journey';
import { visibleShipment } from './visibleShipment';

const read = { access: { features: ['shipments'], level: 'Read' } };
const shipmentParam = { type: 'object', required: ['q'], properties: { q: { type: 'string', maxLength: 100 } } } as const;
const shipmentQuery = { type: 'object', additionalProperties: false, properties: { shipmentId: { type: 'string', maxLength: 100 } } } as const;

/**
 * Journeys and events of a shipment (SPEC §7 /api/journeys/…, /api/events/shipment/{query},
 * /api/oceanio/events/milestone). `{q}` is the shipment id; every answer is 404 unless the caller may
 * read that shipment.
 */
export function journeyRoutes(app: FastifyInstance, db: Db): void {
  const journey = async (request: Parameters<typeof visibleShipment>[1], id: string) => {
    const shipment = await visibleShipment(db, request, id);
    const events = await eventsOf(db, shipment._id);
    const milestones = milestonesOf(events, shipment.containers.length);
    return { shipment, events, milestones, legs: legsOf(shipment, milestones) };
  };

  // The whole journey: legs and milestones (PLN / EST / ACT).
  app.get<{ Querystring: { shipmentId?: string } }>('/api/journeys/journeys/shipment/', { config: read, schema: { querystring: shipmentQuery } }, async (request) => {
    const { shipment, milestones, legs } = await journey(request, request.query.shipmentId ?? '');
    return ok({ record: { _id: shipment._id, shipmentId: shipment._id, status: shipment.status, legs, milestones } });
  });
  app.get<{ Params: { q: string } }>('/api/journeys/journeys/shipment/:q', { config: read, schema: { params: shipmentParam } }, async (request) => {
    const { shipment, milestones, legs } = await journey(request, request.params.q);
    return ok({ record: { _id: shipment._id, shipmentId: shipment._id, status: shipment.status, legs, milestones } });
  });

  // Per container: its equipment events and the latest actual one.
  app.get<{ Params: { q: string } }>('/api/journeys/equipments/shipment/:q', { config: read, schema: { params: shipmentParam } }, async (request) => {
    const { shipment, events } = await journey(request, request.params.q);
    const items = shipment.containers.map((c) => {
      const own = events.filter((e) => e.equipmentReference === c.number);
      const actual = own.filter((e) => e.classifier === 'ACT');
      return { ...c, events: own, lastEvent: actual[actual.length - 1] ?? null };
    });
    return ok({ items, count: items.length });
  });

  // Sea legs with vessel, voyage, departure and arrival.
  app.get<{ Params: { q: string } }>('/api/journeys/transport/shipment/:q', { config: read, schema: { params: shipmentParam } }, async (request) => {
    const { legs } = await journey(request, request.params.q);
    return ok({ items: legs, count: legs.length });
  });

  // Terminal moves (gate in/out, load, discharge) grouped by port.
  app.get<{ Params: { q: string } }>('/api/journeys/terminal-tracking/shipment/:q', { config: read, schema: { params: shipmentParam } }, async (request) => {
    const { events } = await journey(request, request.params.q);
    const byPort = new Map<string, typeof events>();
    for (const e of events.filter((x) => x.eventType === 'EQUIPMENT' && x.classifier === 'ACT')) {
      const key = e.location ?? '';
      byPort.set(key, [...(byPort.get(key) ?? []), e]);
    }
    const items = [...byPort].map(([location, list]) => ({ _id: location, location, events: list }));
    return ok({ items, count: items.length });
  });

  // Every DCSA event of a shipment, oldest first.
  app.get<{ Params: { q: string } }>('/api/events/shipment/:q', { config: read, schema: { params: shipmentParam } }, async (request) => {
    const { events } = await journey(request, request.params.q);
    return ok({ items: events, count: events.length });
  });

  // Milestones only (what a milestone feed such as ocean.io exposes).
  app.get<{ Querystring: { shipmentId?: string } }>('/api/oceanio/events/milestone', { config: read, schema: { querystring: shipmentQuery } }, async (request) => {
    const { milestones } = await journey(request, request.query.shipmentId ?? '');
    return ok({ items: milestones, count: milestones.length });
  });
}
