import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, ResourceSpec, ServerConfig } from '@portolan/sdk/server';
import { badRequest, baseRecord, companyOf, defineResource, iso, isUuid, listQuerySchema, listResource, notFound, ok, type ListQuery, dataBody } from '@portolan/sdk/server';
import { carrierByCode } from '../shared/carriers';
import { portByCode, type Region, REGIONS } from '../shared/ports';
import { SHIPMENT_STATUSES } from '../shared/statuses';
import { eventsOf, legsOf, milestonesOf } from './journey';
import { ShareLinkSigner, toShareLinkRecord } from './shareLinks';
import { ownedShipment } from './visibleShipment';
import { FeedRegistry, pollShipment } from './feeds/FeedRunner';
import { ingestEvents } from './feeds/ingestEvents';

const read = { access: { features: ['tracking'], level: 'Read' } };
const create = { access: { features: ['tracking'], level: 'Create' } };
const update = { access: { features: ['tracking'], level: 'Update' } };
const DAY = 86_400_000;

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

/** Finds the caller's shipment a tracking reference belongs to: a container, BL or booking number. */
async function shipmentForReference(db: Db, companyId: string, type: string, reference: string): Promise<string | undefined> {
  const ref = reference.replace(/\s/g, '').toUpperCase();
  const sql =
    type === 'CONTAINER'
      ? 'SELECT shipment_id AS id FROM shipment_containers WHERE company_id = $1 AND number = $2 ORDER BY created_at DESC LIMIT 1'
      : type === 'BL'
        ? 'SELECT id FROM shipments WHERE company_id = $1 AND upper(bl_number) = $2 LIMIT 1'
        : 'SELECT id FROM shipments WHERE company_id = $1 AND upper(booking_number) = $2 LIMIT 1';
  return (await db.one<{ id: string }>(sql, [companyId, ref]))?.id;
}

/**
 * Tracking: subscriptions to carrier feeds and their logs, share links and the public shared view,
 * insights for the radar, containers at the POD, vessel positions and LDB lookups.
 */
export function trackingRoutes(app: FastifyInstance, db: Db, feeds: FeedRegistry, config: ServerConfig & { simulator: boolean }): void {
  const signer = new ShareLinkSigner(db);

  // ---- Subscriptions (/api/trackingmore/subscriptions) -------------------------------------------
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
        const shipmentId = data.shipmentId ?? (await shipmentForReference(ctx.tx, ctx.companyId, data.referenceType, reference));
        let carrier = data.carrier?.toUpperCase();
        if (shipmentId) {
          const s = await ctx.tx.one<{ carrier: string }>('SELECT carrier FROM shipments WHERE id = $1 AND company_id = $2', [shipmentId, ctx.companyId]);
          if (!s) throw badRequest('Shipment not found', 'data.shipmentId');
          carrier = carrier ?? s.carrier;
        }
        if (!carrier) throw badRequest('Give the carrier (SCAC) of a reference that is not on one of your shipments', 'data.carrier');
        const exists = await ctx.tx.one('SELECT 1 FROM tracking_subscriptions WHERE company_id = $1 AND reference_type = $2 AND reference = $3', [ctx.companyId, data.referenceType, reference]);
        if (exists) throw badRequest(`${reference} is already subscribed`, 'data.reference');
        const adapter = feeds.forCarrier(carrier);
        if (!adapter || (adapter.id === 'simulator' && !config.simulator)) throw badRequest(`No tracking feed serves carrier ${carrier}`, 'data.carrier');
        const { externalId } = await adapter.subscribe({ referenceType: data.referenceType as 'CONTAINER', reference, carrier });
        if (shipmentId) await ctx.tx.query('UPDATE shipments SET tracking_feed = $2 WHERE id = $1 AND tracking_feed IS NULL', [shipmentId, adapter.id]);
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
      columns: (data: { status?: string }) => (data.status ? { status: data.status } : {}),
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
    const ingested = row.shipment_id && row.status === 'ACTIVE' ? await pollShipment(db, feeds, String(row.shipment_id), new Date()) : 0;
    return ok({ record: { _id: String(row.id), eventsIngested: ingested } });
  });

  defineResource(app, db, subscriptions);

  // ---- Share links -----------------------------------------------------------------------------
  const linkBody = dataBody({ shipmentId: { type: 'string', maxLength: 100 }, expiresInDays: { type: 'integer', minimum: 1, maximum: 90 } });

  const createLink = async (request: FastifyRequest, shipmentId: string, days = 14) => {
    const shipment = await ownedShipment(db, request, shipmentId);
    const expiresAt = new Date(Math.floor((Date.now() + days * DAY) / 1000) * 1000);
    const row = await db.one<Record<string, unknown>>(
      'INSERT INTO shipment_share_links (company_id, shipment_id, expires_at, created_by) VALUES ($1, $2, $3, $4) RETURNING *',
      [shipment.companyId, shipment._id, expiresAt.toISOString(), request.user!.id],
    );
    return toShareLinkRecord(signer, row!);
  };

  app.post<{ Body: { data: { shipmentId?: string; expiresInDays?: number } } }>('/api/tracking/share-link', { config: create, schema: { body: linkBody } }, async (request, reply) => {
    if (!request.body.data.shipmentId) throw badRequest('data.shipmentId is required', 'data.shipmentId');
    const link = await createLink(request, request.body.data.shipmentId, request.body.data.expiresInDays);
    return reply.status(201).send(ok({ record: link, id: link._id }));
  });

  app.post<{ Params: { id: string }; Body: { data: { expiresInDays?: number } } }>(
    '/api/tracking_insights/:id/share-tracking/',
    { config: create, schema: { params: idParams, body: linkBody } },
    async (request, reply) => {
      const link = await createLink(request, request.params.id, request.body.data.expiresInDays);
      return reply.status(201).send(ok({ record: link, id: link._id }));
    },
  );

  app.get<{ Querystring: { filter?: { shipmentId?: string } } }>(
    '/api/tracking/share-link',
    {
      config: read,
      schema: { querystring: { type: 'object', properties: { filter: { type: 'object', additionalProperties: false, properties: { shipmentId: { type: 'string', maxLength: 100 } } } } } },
    },
    async (request) => {
      const shipmentId = request.query.filter?.shipmentId;
      if (shipmentId !== undefined && !isUuid(shipmentId)) return ok({ items: [], count: 0 });
      const rows = await db.query<Record<string, unknown>>(
        'SELECT * FROM shipment_share_links WHERE company_id = $1 AND ($2::uuid IS NULL OR shipment_id = $2::uuid) ORDER BY created_at DESC LIMIT 200',
        [companyOf(request), shipmentId ?? null],
      );
      const items = await Promise.all(rows.rows.map((r) => toShareLinkRecord(signer, r)));
      return ok({ items, count: items.length });
    },
  );

  app.post<{ Params: { id: string } }>('/api/tracking/share-link/:id/revoke/', { config: update, schema: { params: idParams } }, async (request) => {
    const row = isUuid(request.params.id)
      ? await db.one<Record<string, unknown>>(
          'UPDATE shipment_share_links SET revoked_at = coalesce(revoked_at, now()), updated_at = now(), version = version + 1 WHERE id = $1 AND company_id = $2 RETURNING *',
          [request.params.id, companyOf(request)],
        )
      : undefined;
    if (!row) throw notFound('Share link not found');
    return ok({ record: await toShareLinkRecord(signer, row) });
  });

  // The public shared view: what a consignee needs, nothing private (no parties, cargo, documents, money).
  app.get<{ Params: { token: string } }>(
    '/api/tracking/share-link/:token',
    { config: { access: { public: true } }, schema: { params: { type: 'object', properties: { token: { type: 'string', maxLength: 200 } } } } },
    async (request) => {
      const linkId = await signer.verify(request.params.token);
      const link = linkId
        ? await db.one<Record<string, unknown>>(
            'UPDATE shipment_share_links SET opened_count = opened_count + 1, last_opened_at = now() WHERE id = $1 AND revoked_at IS NULL AND expires_at > now() RETURNING shipment_id, expires_at',
            [linkId],
          )
        : undefined;
      if (!link) throw notFound('This tracking link is not valid any more');
      const s = await db.one<Record<string, unknown>>('SELECT * FROM shipments WHERE id = $1', [link.shipment_id]);
      if (!s) throw notFound('This tracking link is not valid any more');
      const containers = await db.query<{ number: string; iso_type: string }>('SELECT number, iso_type FROM shipment_containers WHERE shipment_id = $1 ORDER BY position, number', [s.id]);
      const events = await eventsOf(db, String(s.id));
      const milestones = milestonesOf(events, containers.rows.length);
      const shipment = { pol: String(s.pol), pod: String(s.pod), transshipmentPorts: (s.transshipment_ports as string[]) ?? [], vessel: (s.vessel as string) ?? null, voyage: (s.voyage as string) ?? null };
      return ok({
        record: {
          reference: s.reference,
          status: s.status,
          mode: s.mode,
          carrier: s.carrier,
          carrierName: carrierByCode(String(s.carrier))?.name ?? s.carrier,
          ...shipment,
          origin: s.origin,
          destination: s.destination,
          etd: iso(s.etd),
          eta: iso(s.eta),
          atd: iso(s.atd),
          ata: iso(s.ata),
          containers: containers.rows.map((c) => ({ number: c.number, isoType: c.iso_type })),
          milestones,
          legs: legsOf(shipment, milestones),
          ports: portsOf([shipment.pol, ...shipment.transshipmentPorts, shipment.pod, String(s.origin), String(s.destination)]),
          linkExpiresAt: iso(link.expires_at),
          updatedAt: iso(s.updated_at),
        },
      });
    },
  );

  // ---- Insights (radar) and containers at the POD -------------------------------------------------
  app.get('/api/tracking_insights/', { config: read }, async (request) => {
    const companyId = companyOf(request);
    const rows = await db.query<{ status: string; pol: string; pod: string; n: number; teu: string; late: number }>(
      `SELECT status, pol, pod, count(*)::int AS n, coalesce(sum(teu), 0) AS teu,
              count(*) FILTER (WHERE ata IS NULL AND eta < now())::int AS late
       FROM shipments t
       WHERE t.company_id = $1 OR t.id IN (SELECT shipment_id FROM shipment_parties WHERE company_id = $1)
       GROUP BY status, pol, pod`,
      [companyId],
    );
    const byStatus = Object.fromEntries(SHIPMENT_STATUSES.map((s) => [s, 0])) as Record<string, number>;
    const regions = new Map<Region | 'Other', { region: string; inbound: Record<string, number>; outbound: Record<string, number>; teu: number }>();
    const regionOf = (code: string): Region | 'Other' => portByCode(code)?.region ?? 'Other';
    const bucket = (r: Region | 'Other') => {
      if (!regions.has(r)) regions.set(r, { region: r, inbound: {}, outbound: {}, teu: 0 });
      return regions.get(r)!;
    };
    const lanes = new Map<string, { from: string; to: string; count: number }>();
    let total = 0;
    let teu = 0;
    let late = 0;
    for (const r of rows.rows) {
      byStatus[r.status] = (byStatus[r.status] ?? 0) + r.n;
      total += r.n;
      teu += Number(r.teu);
      late += r.late;
      const out = bucket(regionOf(r.pol));
      out.outbound[r.status] = (out.outbound[r.status] ?? 0) + r.n;
      const inn = bucket(regionOf(r.pod));
      inn.inbound[r.status] = (inn.inbound[r.status] ?? 0) + r.n;
      inn.teu += Number(r.teu);
      if (r.status === 'IN_TRANSIT' || r.status === 'BOOKED') {
        const key = `${regionOf(r.pol)}→${regionOf(r.pod)}`;
        const lane = lanes.get(key) ?? { from: regionOf(r.pol), to: regionOf(r.pod), count: 0 };
        lane.count += r.n;
        lanes.set(key, lane);
      }
    }
    const order = [...REGIONS, 'Other'];
    return ok({
      record: {
        total,
        teu,
        delayed: late,
        byStatus,
        byRegion: [...regions.values()].sort((a, b) => order.indexOf(a.region) - order.indexOf(b.region)),
        lanes: [...lanes.values()].sort((a, b) => b.count - a.count),
        ports: portsOf(rows.rows.flatMap((r) => [r.pol, r.pod])),
        pods: Object.entries(rows.rows.reduce<Record<string, number>>((acc, r) => ((acc[r.pod] = (acc[r.pod] ?? 0) + (r.status === 'IN_TRANSIT' ? r.n : 0)), acc), {})).map(([code, inTransit]) => ({ code, inTransit })),
      },
    });
  });

  app.get('/api/tracking_insights/containers-at-pod', { config: read }, async (request) => {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT c.id, c.number, c.iso_type, s.id AS shipment_id, s.reference, s.pod, s.carrier, s.ata,
         (SELECT max(e.event_at) FROM shipment_events e WHERE e.shipment_id = s.id AND e.equipment_reference = c.number AND e.event_code = 'DISC' AND e.location = s.pod AND e.classifier = 'ACT') AS discharged_at
       FROM shipment_containers c JOIN shipments s ON s.id = c.shipment_id
       WHERE c.company_id = $1 AND s.status = 'ARRIVED'
         AND NOT EXISTS (SELECT 1 FROM shipment_events e WHERE e.shipment_id = s.id AND e.equipment_reference = c.number AND e.event_code = 'GTOT' AND e.location = s.pod AND e.classifier = 'ACT')
       ORDER BY s.ata NULLS LAST, c.number LIMIT 500`,
      [companyOf(request)],
    );
    const now = Date.now();
    const items = rows.rows.map((r) => {
      const since = iso(r.discharged_at) ?? iso(r.ata);
      return {
        _id: String(r.id),
        number: r.number,
        isoType: r.iso_type,
        shipmentId: String(r.shipment_id),
        reference: r.reference,
        pod: r.pod,
        carrier: r.carrier,
        arrivedAt: iso(r.ata),
        dischargedAt: iso(r.discharged_at),
        daysAtPod: since ? Math.max(0, Math.floor((now - Date.parse(since)) / DAY)) : null,
        // Free time comes from the demurrage & detention plugin when it lands; unknown until then.
        freeDaysLeft: null,
      };
    });
    return ok({ items, count: items.length });
  });

  // ---- Vessel positions -----------------------------------------------------------------------------
  app.get<{ Params: { q: string } }>('/api/positions/:q', { config: read, schema: { params: { type: 'object', properties: { q: { type: 'string', maxLength: 100 } } } } }, async (request) => {
    const companyId = companyOf(request);
    const rows = await db.query<Record<string, unknown>>(
      `SELECT * FROM shipments t WHERE (t.company_id = $1 OR t.id IN (SELECT shipment_id FROM shipment_parties WHERE company_id = $1))
         AND upper(t.vessel) = upper($2) ORDER BY (t.status = 'IN_TRANSIT') DESC, t.etd DESC LIMIT 20`,
      [companyId, request.params.q.trim()],
    );
    if (!rows.rows.length) throw notFound(`No shipment of yours is on vessel ${request.params.q}`);
    const s = rows.rows[0];
    const events = await eventsOf(db, String(s.id));
    const shipment = { pol: String(s.pol), pod: String(s.pod), transshipmentPorts: (s.transshipment_ports as string[]) ?? [], vessel: (s.vessel as string) ?? null, voyage: (s.voyage as string) ?? null };
    const legs = legsOf(shipment, milestonesOf(events, 0));
    const position = positionAt(legs, Date.now());
    return ok({
      record: {
        _id: String(s.vessel),
        vessel: s.vessel,
        voyage: s.voyage,
        carrier: s.carrier,
        ...position,
        ports: portsOf(legs.flatMap((l) => [l.from, l.to])),
        shipments: rows.rows.map((r) => ({ _id: String(r.id), reference: r.reference, status: r.status, pol: r.pol, pod: r.pod, eta: iso(r.eta) })),
      },
    });
  });

  // ---- LDB (container lookups) -----------------------------------------------------------------------
  const equipments: ResourceSpec<Record<string, unknown> & { _id: string }> = {
    base: '/api/ldb/equipments',
    table: 'shipment_containers',
    feature: 'tracking',
    fields: {
      number: { column: 'number', type: 'text', filter: 'in' },
      isoType: { column: 'iso_type', type: 'text', filter: 'in' },
      shipmentId: { column: 'shipment_id', type: 'uuid', filter: 'in' },
      createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
    },
    defaultSort: { field: 'createdAt', dir: 'desc' },
    search: { columns: ['number'] },
    toRecord: (row) => ({ ...baseRecord(row), number: row.number, isoType: row.iso_type, sealNumber: row.seal_number ?? null, shipmentId: String(row.shipment_id) }),
    async expand(via, records) {
      const ids = [...new Set(records.map((r) => String(r.shipmentId)))];
      const shipments = await via.query<Record<string, unknown>>('SELECT id, reference, status, carrier, pol, pod, eta, ata, vessel FROM shipments WHERE id = ANY($1::uuid[])', [ids]);
      const last = await via.query<Record<string, unknown>>(
        `SELECT DISTINCT ON (equipment_reference, shipment_id) equipment_reference, shipment_id, event_code, event_at, location
         FROM shipment_events WHERE shipment_id = ANY($1::uuid[]) AND classifier = 'ACT' AND equipment_reference IS NOT NULL
         ORDER BY equipment_reference, shipment_id, event_at DESC`,
        [ids],
      );
      const byId = new Map(shipments.rows.map((s) => [String(s.id), s]));
      for (const r of records) {
        const s = byId.get(String(r.shipmentId));
        r.reference = s?.reference ?? null;
        r.status = s?.status ?? null;
        r.carrier = s?.carrier ?? null;
        r.pol = s?.pol ?? null;
        r.pod = s?.pod ?? null;
        r.vessel = s?.vessel ?? null;
        r.eta = iso(s?.eta);
        r.ata = iso(s?.ata);
        const e = last.rows.find((x) => x.equipment_reference === r.number && String(x.shipment_id) === r.shipmentId);
        r.lastEvent = e ? { eventCode: e.event_code, eventAt: iso(e.event_at), location: e.location } : null;
      }
    },
  };
  app.get<{ Querystring: ListQuery }>('/api/ldb/equipments/', { config: read, schema: { querystring: listQuerySchema(equipments) } }, async (request) =>
    ok(await listResource(db, equipments, companyOf(request), request.query)),
  );

  app.post<{ Body: { data: { containerNumber: string } } }>(
    '/api/ldb/fetch',
    {
      config: update,
      schema: {
        body: dataBody({ containerNumber: { type: 'string', minLength: 11, maxLength: 15 } }, ['containerNumber']),
      },
    },
    async (request) => {
      const number = request.body.data.containerNumber.replace(/[\s-]/g, '').toUpperCase();
      const shipmentId = await shipmentForReference(db, companyOf(request), 'CONTAINER', number);
      if (!shipmentId) throw notFound(`Container ${number} is not on any of your shipments`);
      const ingested = await pollShipment(db, feeds, shipmentId, new Date());
      return ok({ record: { _id: number, containerNumber: number, shipmentId, eventsIngested: ingested } });
    },
  );

  // ---- Push feeds: a webhook per adapter that parses webhooks (signature checked by the adapter) --------
  app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    hook.post<{ Params: { adapter: string }; Body: string }>(
      '/api/tracking/webhooks/:adapter',
      { config: { access: { public: true } }, schema: { params: { type: 'object', properties: { adapter: { type: 'string', maxLength: 40 } } } } },
      async (request) => {
        const adapter = feeds.get(request.params.adapter);
        if (!adapter?.parseWebhook) throw notFound('Unknown feed');
        let batches;
        try {
          batches = adapter.parseWebhook(String(request.body ?? ''), request.headers);
        } catch (error) {
          throw badRequest(error instanceof Error ? error.message : 'The webhook was refused');
        }
        let ingested = 0;
        for (const batch of batches) {
          // The reference is matched through the subscriptions made with this adapter only.
          const subs = await db.query<{ shipment_id: string | null; company_id: string }>(
            "SELECT shipment_id, company_id FROM tracking_subscriptions WHERE adapter = $1 AND reference = $2 AND status = 'ACTIVE' AND shipment_id IS NOT NULL",
            [adapter.id, batch.reference.toUpperCase()],
          );
          for (const sub of subs.rows) {
            ingested += await db.transaction((tx) => ingestEvents(tx, { id: sub.shipment_id!, companyId: sub.company_id }, adapter.id, batch.events));
          }
        }
        return ok({ record: { _id: adapter.id, eventsIngested: ingested } });
      },
    );
  });

}

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;

/** Where a vessel is at `now` along its legs: at a port, or interpolated between two (great-circle is overkill for a schematic). */
export function positionAt(legs: ReturnType<typeof legsOf>, now: number): { lat: number | null; lon: number | null; state: 'at port' | 'at sea' | 'unknown'; near: string | null; at: string } {
  const time = (t: { planned: string | null; estimated: string | null; actual: string | null }) => Date.parse(t.actual ?? t.estimated ?? t.planned ?? '');
  const at = new Date(now).toISOString();
  for (const leg of legs) {
    const dep = time(leg.departure);
    const arr = time(leg.arrival);
    const from = portByCode(leg.from);
    const to = portByCode(leg.to);
    if (!Number.isFinite(dep) || !Number.isFinite(arr)) continue;
    if (now < dep) return { lat: from?.lat ?? null, lon: from?.lon ?? null, state: 'at port', near: leg.from, at };
    if (now <= arr) {
      const f = (now - dep) / Math.max(arr - dep, 1);
      if (!from || !to) return { lat: null, lon: null, state: 'at sea', near: null, at };
      return { lat: from.lat + (to.lat - from.lat) * f, lon: from.lon + (to.lon - from.lon) * f, state: 'at sea', near: f < 0.5 ? leg.from : leg.to, at };
    }
  }
  const last = legs[legs.length - 1];
  const port = portByCode(last?.to);
  return last ? { lat: port?.lat ?? null, lon: port?.lon ?? null, state: 'at port', near: last.to, at } : { lat: null, lon: null, state: 'unknown', near: null, at };
}

/** Names, regions and coordinates of the known ports among `codes` (for labels and drawing). */
export function portsOf(codes: string[]): Record<string, { name: string; region: string; lat: number; lon: number }> {
  const out: Record<string, { name: string; region: string; lat: number; lon: number }> = {};
  for (const code of codes) {
    const port = portByCode(code);
    if (port) out[port.code] = { name: port.name, region: port.region, lat: port.lat, lon: port.lon };
  }
  return out;
}
