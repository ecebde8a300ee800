import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, ShipmentTracking } from '@portolan/sdk/server';
import { badRequest, companyOf, dataBody, iso, isUuid, LinkSigner, notFound, ok } from '@portolan/sdk/server';
import { create, idParams, read, update } from './access';
import { SHARE_LINK_PURPOSE, toShareLinkRecord } from './shareLinks';

const DAY = 86_400_000;

const OPEN_LINK = `
  WITH link AS (
    SELECT id, shipment_id, expires_at FROM shipment_share_links WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()
  ), visit AS (
    INSERT INTO share_link_visits (link_id, visitor, day) SELECT id, $2, current_date FROM link ON CONFLICT DO NOTHING RETURNING link_id
  ), opened AS (
    UPDATE shipment_share_links s SET opened_count = s.opened_count + (SELECT count(*)::int FROM visit), last_opened_at = now()
    FROM link WHERE s.id = link.id RETURNING s.id
  )
  SELECT link.shipment_id, link.expires_at FROM link JOIN opened ON opened.id = link.id`;

/** A visitor of one link: a hash of the link, the caller's address and browser (nothing stored in clear). */
function visitorKey(linkId: string, request: FastifyRequest): string {
  const agent = String(request.headers['user-agent'] ?? '').slice(0, 300);
  return createHash('sha256').update(`${linkId}\n${request.ip}\n${agent}`).digest('base64url');
}

/** Share links of a shipment (/api/tracking/share-link, /api/tracking_insights/:id/share-tracking/) and the public view a link opens. */
export function shareLinkRoutes(app: FastifyInstance, db: Db, shipments: ShipmentTracking): void {
  const signer = new LinkSigner(db, SHARE_LINK_PURPOSE);

  const linkBody = dataBody({ shipmentId: { type: 'string', maxLength: 100 }, expiresInDays: { type: 'integer', minimum: 1, maximum: 90 } });

  const createLink = async (request: FastifyRequest, shipmentId: string, days = 14) => {
    const shipment = await shipments.ownedShipment(request, shipmentId);
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

  // The public shared view: what a consignee needs, nothing private (the shipments plugin decides which fields).
  app.get<{ Params: { token: string } }>(
    '/api/tracking/share-link/:token',
    { config: { access: { public: true } }, schema: { params: { type: 'object', properties: { token: { type: 'string', maxLength: 200 } } } } },
    async (request) => {
      const linkId = await signer.verify(request.params.token);
      // One statement: a visitor (hashed address + browser) counts once per link and day; reloads only move last_opened_at.
      const link = linkId ? await db.one<Record<string, unknown>>(OPEN_LINK, [linkId, visitorKey(linkId, request)]) : undefined;
      if (!link) throw notFound('This tracking link is not valid any more');
      const journey = await shipments.sharedJourney(String(link.shipment_id));
      if (!journey) throw notFound('This tracking link is not valid any more');
      return ok({ record: { ...journey, linkExpiresAt: iso(link.expires_at) } });
    },
  );
}
