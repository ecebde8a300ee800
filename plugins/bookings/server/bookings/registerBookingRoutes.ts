import { waitingFor } from './waitingFor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  activityOf, bodyOf, companyNetwork, companyOf, defineRecordComments, defineResource, hasLevel, notFound, ok, registerRecordKind, type ServerPluginContext,
} from '@portolan/sdk/server';
import { printRecord } from '@portolan/sdk/server/pdf';
import { BOOKING_ACTIONS, BOOKING_KIND, type BookingAction, type BookingState } from '../../shared/states';
import { BOOKINGS_API, type ActionBody, type BookingProvider, type BookingRequest, type BookingsSummary } from '../../shared/types';
import type { Actor } from './Actor';
import { bookingPdfName } from './bookingPdfName';
import { bookingResource } from './bookingResource';
import { ACTION_BODY_SCHEMA, BOOKING_REQUEST_PROPERTIES, BOOKING_REQUEST_REQUIRED, BOOKING_REQUEST_SCHEMA } from './bookingSchemas';
import { createBooking } from './createBooking';
import { findBookingRow } from './findBookingRow';
import { listBookingVersions } from './listBookingVersions';
import { loadBooking } from './loadBooking';
import { printableBookingConfirmation } from './printableBookingConfirmation';
import { runBookingAction } from './runBookingAction';
import { deleteDraftBooking, updateDraftBooking } from './updateDraftBooking';

const B = BOOKINGS_API.bookings;
const params = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;
const access = (level: string) => ({ access: { features: ['bookings'], level } });

/** The signed-in caller as a booking actor (its levels on `bookings`). */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.user!;
  return { companyId: companyOf(request), userId: user.id, name: user.name, can: (level) => hasLevel(request, 'bookings', level) };
}

/**
 * The bookings API (BOOKINGS_API, README): the resource both sides list and read (bookingResource), its
 * create (`{data: BookingRequest, options: {submit}}` → DRAFT, or RECEIVED at once), the update and
 * delete of a DRAFT, every action of BOOKING_ACTIONS at `:id/<action>/`, versions with their diffs, the
 * PDF, the audit trail, comments (both sides), the providers of the caller's network and the summary.
 * Each action's side and level are checked by the commands (403), so the routes need only Read.
 */
export function registerBookingRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const parent = { kind: BOOKING_KIND, table: 'bookings', sharedVia: { table: 'booking_parties', key: 'booking_id' }, label: 'Booking' };
  registerRecordKind(db, parent);

  app.get(BOOKINGS_API.providers, { config: access('Read') }, async (request) => {
    const network = await companyNetwork(db, companyOf(request));
    const kinds = network.length ? await db.query<{ id: string; kind: string }>('SELECT id, kind FROM companies WHERE id = ANY($1::uuid[])', [network.map((c) => c.id)]) : { rows: [] };
    const kindOf = new Map(kinds.rows.map((r) => [String(r.id), r.kind]));
    const items: BookingProvider[] = network
      .filter((c) => kindOf.get(c.id) !== 'platform')
      .map((c) => ({ companyId: c.id, name: c.name, kind: String(kindOf.get(c.id) ?? 'forwarder').toUpperCase() }));
    return ok({ items, count: items.length });
  });

  app.get(BOOKINGS_API.summary, { config: access('Read') }, async (request) => {
    const companyId = companyOf(request);
    const visible = `(b.company_id = $1 OR b.id IN (SELECT p.booking_id FROM booking_parties p WHERE p.company_id = $1))`;
    const counts = await db.query<{ status: BookingState; n: number; waiting: number }>(
      `SELECT b.status, count(*)::int AS n,
              count(*) FILTER (WHERE ${waitingFor('b', '$1')})::int AS waiting
         FROM bookings b WHERE ${visible} GROUP BY b.status`,
      [companyId],
    );
    const cutOffs = await db.query<{ id: string; reference: string; kind: 'documentation' | 'vgm' | 'cargo'; at: string }>(
      `SELECT b.id, b.reference, k.kind, k.at
         FROM bookings b CROSS JOIN LATERAL (VALUES ('documentation', b.confirmation->'cutOffs'->>'documentation'), ('vgm', b.confirmation->'cutOffs'->>'vgm'), ('cargo', b.confirmation->'cutOffs'->>'cargo')) AS k(kind, at)
        WHERE ${visible} AND b.status = 'CONFIRMED' AND k.at IS NOT NULL AND k.at::timestamptz >= now() AND k.at::timestamptz < now() + interval '7 days'
        ORDER BY k.at::timestamptz, b.reference LIMIT 10`,
      [companyId],
    );
    const summary: BookingsSummary = {
      byStatus: Object.fromEntries(counts.rows.map((r) => [r.status, Number(r.n)])),
      waitingForMe: counts.rows.reduce((n, r) => n + Number(r.waiting), 0),
      nextCutOffs: cutOffs.rows.map((r) => ({ bookingId: String(r.id), reference: r.reference, kind: r.kind, at: r.at })),
    };
    return ok({ record: summary });
  });

  app.post<{ Body: { data: BookingRequest; options?: { submit?: boolean } } }>(
    B,
    { config: access('Create'), schema: { body: bodyOf(BOOKING_REQUEST_SCHEMA, { type: 'object', properties: { submit: { type: 'boolean' } } }) } },
    async (request, reply) => {
      const record = await createBooking(ctx, actorOf(request), request.body.data, { submit: request.body.options?.submit === true, field: 'data' });
      return reply.status(201).send(ok({ record, id: record._id }));
    },
  );

  app.post<{ Params: { id: string }; Body: { data: BookingRequest & { version: number } } }>(
    `${B}/:id/`,
    {
      config: access('Update'),
      schema: { params, body: bodyOf({ type: 'object', required: [...BOOKING_REQUEST_REQUIRED, 'version'], properties: { ...BOOKING_REQUEST_PROPERTIES, version: { type: 'integer', minimum: 1 } } }) },
    },
    async (request) => {
      const { version, ...data } = request.body.data;
      return ok({ record: await updateDraftBooking(ctx, actorOf(request), request.params.id, data, version) });
    },
  );

  app.delete<{ Params: { id: string } }>(`${B}/:id`, { config: access('Delete'), schema: { params } }, async (request) => {
    await deleteDraftBooking(ctx, actorOf(request), request.params.id);
    return ok({ id: request.params.id });
  });

  for (const action of Object.keys(BOOKING_ACTIONS) as BookingAction[]) {
    app.post<{ Params: { id: string }; Body: { data: ActionBody } }>(
      `${B}/:id/${action}/`,
      { config: access('Read'), schema: { params, body: ACTION_BODY_SCHEMA } },
      async (request) => ok({ record: await runBookingAction(ctx, actorOf(request), request.params.id, action, request.body.data) }),
    );
  }

  app.get<{ Params: { id: string } }>(`${B}/:id/versions`, { config: access('Read'), schema: { params } }, async (request) => {
    const items = await listBookingVersions(db, actorOf(request), request.params.id);
    return ok({ items, count: items.length });
  });

  app.get<{ Params: { id: string } }>(`${B}/:id/pdf`, { config: access('Read'), schema: { params } }, async (request, reply) => {
    const booking = await loadBooking(db, actorOf(request), request.params.id);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${bookingPdfName(booking)}"`).send(await printRecord(db, ctx.services, printableBookingConfirmation(booking)));
  });

  app.get<{ Params: { id: string } }>(`${B}/:id/activity`, { config: access('Read'), schema: { params } }, async (request) => {
    const row = await findBookingRow(db, companyOf(request), request.params.id);
    if (!row) throw notFound('Booking not found');
    const items = await activityOf(db, BOOKING_KIND, String(row.id));
    return ok({ items, count: items.length });
  });

  defineResource(app, db, bookingResource(db, actorOf));
  defineRecordComments(app, db, { base: B, feature: 'bookings', parent });
}
