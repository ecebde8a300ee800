import type { FastifyInstance } from 'fastify';
import type { Db, ResourceSpec, ShipmentTracking, TrackedReferenceType } from '@portolan/sdk/server';
import { badRequest, baseRecord, companyOf, defineResource, iso, isUuid, listQuerySchema, listResource, notFound, ok, type ListQuery } from '@portolan/sdk/server';
import { idParams, read, update } from './access';
import { claimTracker, planLimitOf } from './trackerQuota';

export interface SubscriptionRecord {
  _id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  shipmentId: string | null;
  referenceType: 'CONTAINER' | 'BL' | 'BOOKING';
  reference: string;
  carrier: string;
  adapter: string;
  externalId: string | null;
  status: 'ACTIVE' | 'STOPPED' | 'FAILED';
  lastPolledAt: string | null;
}

function toSubscription(row: Record<string, unknown>): SubscriptionRecord {
  return {
    ...baseRecord(row),
    shipmentId: (row.shipment_id as string) ?? null,
    referenceType: row.reference_type as SubscriptionRecord['referenceType'],
    reference: String(row.reference),
    carrier: String(row.carrier),
    adapter: String(row.adapter),
    externalId: (row.external_id as string) ?? null,
    status: row.status as SubscriptionRecord['status'],
    lastPolledAt: iso(row.last_polled_at),
  };
}

/**
 * Tracking subscriptions (/api/trackingmore/subscriptions) and their logs: a container, BL or booking
 * number subscribed to the carrier feed serving it, polled on demand or on the schedule.
 * `simulator`: whether the simulated feed may serve new subscriptions.
 */
export function subscriptionRoutes(app: FastifyInstance, db: Db, shipments: ShipmentTracking, simulator: boolean): void {
  const subscriptions: ResourceSpec<SubscriptionRecord> = {
    base: '/api/trackingmore/subscriptions',
    table: 'tracking_subscriptions',
    feature: 'tracking',
    fields: {
      status: { column: 'status', type: 'text', filter: 'in' },
      referenceType: { column: 'reference_type', type: 'text', filter: 'in' },
      carrier: { column: 'carrier', type: 'text', filter: 'in' },
      shipmentId: { column: 'shipment_id', type: 'uuid', filter: 'in' },
      createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
    },
    defaultSort: { field: 'createdAt', dir: 'desc' },
    search: { columns: ['reference'] },
    toRecord: toSubscription,
    create: {
      data: {
        type: 'object',
        additionalProperties: false,
        required: ['referenceType', 'reference'],
        properties: {
          referenceType: { type: 'string', enum: ['CONTAINER', 'BL', 'BOOKING'] },
          reference: { type: 'string', minLength: 4, maxLength: 40 },
          carrier: { type: 'string', pattern: '^[A-Za-z]{2,4}$' },
          shipmentId: { type: 'string', format: 'uuid' },
        },
      },
      async columns(data: { referenceType: string; reference: string; carrier?: string; shipmentId?: string }, ctx) {
        const reference = data.reference.replace(/\s/g, '').toUpperCase();
        const shipmentId = data.shipmentId ?? (await shipments.shipmentForReference(ctx.tx, ctx.companyId, data.referenceType as TrackedReferenceType, reference));
        let carrier = data.carrier?.toUpperCase();
        if (shipmentId) {
          const shipmentCarrier = await shipments.carrierOf(ctx.tx, ctx.companyId, shipmentId);
          if (!shipmentCarrier) throw badRequest('Shipment not found', 'data.shipmentId');
          carrier = carrier ?? shipmentCarrier;
        }
        if (!carrier) throw badRequest('Give the carrier (SCAC) of a reference that is not on one of your shipments', 'data.carrier');
        const exists = await ctx.tx.one('SELECT 1 FROM tracking_subscriptions WHERE company_id = $1 AND reference_type = $2 AND reference = $3', [ctx.companyId, data.referenceType, reference]);
        if (exists) throw badRequest(`${reference} is already subscribed`, 'data.reference');
        // The tracked-container quota: counted under the company's lock until this transaction commits.
        await claimTracker(ctx.tx, ctx.companyId, planLimitOf(ctx.request.user?.plan));
        const adapter = shipments.feedForCarrier(carrier);
        if (!adapter || (adapter.simulated && !simulator)) throw badRequest(`No tracking feed serves carrier ${carrier}`, 'data.carrier');
        const { externalId } = await adapter.subscribe({ referenceType: data.referenceType as TrackedReferenceType, reference, carrier });
        if (shipmentId) await shipments.attachFeed(ctx.tx, shipmentId, adapter.id);
        return { shipment_id: shipmentId ?? null, reference_type: data.referenceType, reference, carrier, adapter: adapter.id, external_id: externalId };
      },
      async after(id, data: { reference: string }, ctx) {
        await ctx.tx.query(
          'INSERT INTO tracking_subscription_logs (company_id, subscription_id, shipment_id, message) SELECT company_id, id, shipment_id, $2 FROM tracking_subscriptions WHERE id = $1',
          [id, `Subscribed to ${data.reference.toUpperCase()}`],
        );
      },
    },
    update: {
      data: { type: 'object', additionalProperties: false, properties: { status: { type: 'string', enum: ['ACTIVE', 'STOPPED'] } } },
      async columns(data: { status?: string }, current, ctx) {
        // Resuming counts against the tracked-container quota like a new subscription.
        if (data.status === 'ACTIVE' && current.status !== 'ACTIVE') await claimTracker(ctx.tx, ctx.companyId, planLimitOf(ctx.request.user?.plan));
        return data.status ? { status: data.status } : {};
      },
      async after(id, data: { status?: string }, current, ctx) {
        if (data.status && data.status !== current.status) {
          await ctx.tx.query(
            'INSERT INTO tracking_subscription_logs (company_id, subscription_id, shipment_id, message) VALUES ($1, $2, $3, $4)',
            [ctx.companyId, id, current.shipment_id ?? null, data.status === 'STOPPED' ? `Stopped tracking ${current.reference}` : `Resumed tracking ${current.reference}`],
          );
        }
      },
    },
  };

  // Static paths under the base first (Fastify prefers them over `:id`).
  app.get<{ Querystring: { reference?: string } }>(
    '/api/trackingmore/subscriptions/reference/',
    { config: read, schema: { querystring: { type: 'object', required: ['reference'], properties: { reference: { type: 'string', minLength: 1, maxLength: 40 } } } } },
    async (request) => {
      const row = await db.one<Record<string, unknown>>('SELECT * FROM tracking_subscriptions WHERE company_id = $1 AND reference = $2', [
        companyOf(request),
        request.query.reference!.replace(/\s/g, '').toUpperCase(),
      ]);
      if (!row) throw notFound('Subscription not found');
      return ok({ record: toSubscription(row) });
    },
  );

  const logs: ResourceSpec<Record<string, unknown> & { _id: string }> = {
    base: '/api/trackingmore/subscriptions/logs',
    table: 'tracking_subscription_logs',
    feature: 'tracking',
    fields: {
      level: { column: 'level', type: 'text', filter: 'in' },
      subscriptionId: { column: 'subscription_id', type: 'uuid', filter: 'in' },
      shipmentId: { column: 'shipment_id', type: 'uuid', filter: 'in' },
      createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
    },
    defaultSort: { field: 'createdAt', dir: 'desc' },
    search: { columns: ['message'] },
    toRecord: (row) => ({
      ...baseRecord(row),
      subscriptionId: (row.subscription_id as string) ?? null,
      shipmentId: (row.shipment_id as string) ?? null,
      level: row.level,
      message: row.message,
      eventsIngested: Number(row.events_ingested),
    }),
  };
  app.get<{ Querystring: ListQuery }>(logs.base, { config: read, schema: { querystring: listQuerySchema(logs) } }, async (request) =>
    ok(await listResource(db, logs, companyOf(request), request.query)),
  );

  app.post<{ Params: { id: string } }>('/api/trackingmore/subscriptions/:id/poll/', { config: update, schema: { params: idParams } }, async (request) => {
    const row = isUuid(request.params.id)
      ? await db.one<Record<string, unknown>>('SELECT * FROM tracking_subscriptions WHERE id = $1 AND company_id = $2', [request.params.id, companyOf(request)])
      : undefined;
    if (!row) throw notFound('Subscription not found');
    const ingested = row.shipment_id && row.status === 'ACTIVE' ? await shipments.pollShipment(String(row.shipment_id), new Date()) : 0;
    return ok({ record: { _id: String(row.id), eventsIngested: ingested } });
  });

  defineResource(app, db, subscriptions);
}
