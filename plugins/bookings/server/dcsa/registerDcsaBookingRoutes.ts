import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, companyOf, conflict, decodeCursor, encodeCursor, forbidden, isFeatureAllowed, isUuid, notFound, type ServerPluginContext } from '@portolan/sdk/server';
import { DCSA_BKG_API, type BookingDetails, type BookingRequest } from '../../shared/types';
import { createBooking, listBookingVersions, loadBooking, runBookingAction, type Actor } from '../bookings/bookingCommands';
import { cancelBookingRequestSchema, createBookingSchema, DCSA_BKG_VERSION, updateBookingSchema } from './bkgSchemas';
import { chooseDcsaProvider } from './chooseDcsaProvider';
import type { DcsaBookingRequest } from './dcsaTypes';
import { fromDcsaBooking } from './fromDcsaBooking';
import { registerDcsaSubscriptionRoutes } from './registerDcsaSubscriptionRoutes';
import { toDcsaBooking } from './toDcsaBooking';
import { toDcsaErrorReply } from './toDcsaErrorReply';

type Level = 'Read' | 'Create' | 'Update' | 'Delete' | 'Approve';
const access = (level: Level) => ({ access: { features: ['bookings'], level } });
const REFERENCE_PARAMS = { type: 'object', properties: { bookingReference: { type: 'string', minLength: 1, maxLength: 100, pattern: '^\\S(?:.*\\S)?$' } }, required: ['bookingReference'] };

/** The signed-in caller as the booking commands' actor. */
export function dcsaActor(request: FastifyRequest): Actor {
  const user = request.user!;
  return {
    companyId: companyOf(request),
    userId: user.id,
    can: (level) => isFeatureAllowed(user.effectiveAccesses, 'bookings', level),
  };
}

/** A booking by either reference as DCSA sees it: a DRAFT does not exist for DCSA (404). */
async function loadDcsaBooking(ctx: ServerPluginContext, actor: Actor, reference: string): Promise<BookingDetails> {
  const booking = await loadBooking(ctx.db, actor, reference);
  if (booking.status === 'DRAFT') throw notFound('bookingReference not found');
  return booking;
}

/**
 * PUT and PATCH find the booking before they read the body: a reference the caller cannot see is a 404
 * (as the standard answers an unknown reference) whatever the body says, never a 400 about a booking
 * that is not there for it.
 */
function visibleFirstOf(ctx: ServerPluginContext) {
  return async (request: FastifyRequest) => {
    await loadDcsaBooking(ctx, dcsaActor(request), (request.params as { bookingReference: string }).bookingReference);
  };
}

/** PUT and PATCH are the shipper's (the consumer of the standard); the provider answers on the screens. */
function shipperOnly(booking: BookingDetails): void {
  if (booking.side !== 'SHIPPER') throw forbidden('Only the shipper changes a booking through the DCSA interface; answer it on the bookings screens');
}

/** Whether the path named the booking by its carrier booking reference (not by carrierBookingRequestReference). */
const byCarrierReference = (booking: BookingDetails, reference: string) => !!booking.confirmation && booking.confirmation.carrierBookingReference === reference && booking.reference !== reference;

/**
 * DCSA Booking 2.0 (BKG v2.0.5) at DCSA_BKG_API, a view of the same bookings the screens use, under
 * the same sign-in and `bookings` access: POST (→ createBooking, submitted), GET list (not in the
 * standard: `limit`, `cursor`, `Next-Page-Cursor`), GET/PUT/PATCH one by either reference, and the
 * notification subscriptions (registerDcsaSubscriptionRoutes). Every answer carries `API-Version`;
 * every error is the standard's error shape (toDcsaErrorReply), in this scope only. README-DCSA.md.
 */
export function registerDcsaBookingRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const visibleFirst = visibleFirstOf(ctx);
  void app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => {
      const answer = toDcsaErrorReply(error, request);
      if (answer.internal) request.log.error({ err: error }, 'DCSA request failed');
      void reply.status(answer.status).send(answer.body);
    });
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('API-Version', DCSA_BKG_VERSION);
      return payload;
    });
    // The standard: a request MAY send API-Version with the MAJOR version only, aligned with the URI (v2).
    scope.addHook('preHandler', async (request) => {
      const sent = request.headers['api-version'];
      if (sent !== undefined && sent !== '2') throw badRequest('API-Version must be the major version 2 (the URI version)', 'API-Version');
    });

    scope.post<{ Body: DcsaBookingRequest }>(DCSA_BKG_API.bookings, { config: access('Create'), schema: { body: createBookingSchema } }, async (request, reply) => {
      const actor = dcsaActor(request);
      const body = request.body;
      const providerId = await chooseDcsaProvider(ctx.db, actor.companyId, body.documentParties.bookingAgent?.partyName);
      const details = await createBooking(ctx, actor, fromDcsaBooking(body, providerId), { submit: true, source: { kind: 'DCSA', label: 'DCSA Booking 2.0' }, field: '' });
      return reply.status(202).send({ carrierBookingRequestReference: details.reference });
    });

    scope.get<{ Querystring: { limit?: number; cursor?: string } }>(
      DCSA_BKG_API.bookings,
      {
        config: access('Read'),
        schema: { querystring: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 }, cursor: { type: 'string', minLength: 1, maxLength: 500 } } } },
      },
      async (request, reply) => {
        const actor = dcsaActor(request);
        const limit = request.query.limit ?? 20;
        const after = request.query.cursor ? decodeCursor(request.query.cursor, 'createdAt', 'cursor') : null;
        if (after && (typeof after.value !== 'string' || Number.isNaN(Date.parse(after.value)) || !isUuid(after.id))) throw badRequest('cursor is not a valid cursor', 'cursor');
        // The caller's bookings (owned, or sent to it as the provider), oldest first; DRAFTs are not DCSA's.
        const rows = await ctx.db.query<{ id: string; created_at: string }>(
          `SELECT b.id, b.created_at::text AS created_at
             FROM bookings b
            WHERE b.status <> 'DRAFT'
              AND (b.company_id = $1 OR EXISTS (SELECT 1 FROM booking_parties p WHERE p.booking_id = b.id AND p.company_id = $1))
              AND ($2::timestamptz IS NULL OR (b.created_at, b.id) > ($2::timestamptz, $3::uuid))
            ORDER BY b.created_at, b.id
            LIMIT $4`,
          [actor.companyId, after?.value ?? null, after?.id ?? null, limit + 1],
        );
        const page = rows.rows.slice(0, limit);
        const bookings = [];
        for (const row of page) bookings.push(toDcsaBooking(await loadBooking(ctx.db, actor, String(row.id))));
        if (rows.rows.length > limit) {
          const last = page[page.length - 1]!;
          reply.header('Next-Page-Cursor', encodeCursor('createdAt', { value: String(last.created_at), id: String(last.id) }));
        }
        return reply.send(bookings);
      },
    );

    scope.get<{ Params: { bookingReference: string }; Querystring: { amendedContent?: boolean } }>(
      '/api/dcsa/bkg/v2/bookings/:bookingReference',
      { config: access('Read'), schema: { params: REFERENCE_PARAMS, querystring: { type: 'object', properties: { amendedContent: { type: 'boolean', default: false } } } } },
      async (request, reply) => {
        const actor = dcsaActor(request);
        const booking = await loadDcsaBooking(ctx, actor, request.params.bookingReference);
        if (!request.query.amendedContent) return reply.send(toDcsaBooking(booking));
        // The amended booking: the pending amendment, else the latest amendment while the booking is not asked for a new one.
        if (booking.status === 'PENDING_AMENDMENT' || !booking.amendedStatus) throw notFound('No amended booking exists');
        let amended: BookingRequest | undefined = booking.pendingAmendment?.request;
        if (!amended) amended = (await listBookingVersions(ctx.db, actor, booking._id)).find((v) => v.kind === 'AMENDMENT')?.request;
        if (!amended) throw notFound('No amended booking exists');
        return reply.send(toDcsaBooking(booking, amended));
      },
    );

    scope.put<{ Params: { bookingReference: string }; Body: DcsaBookingRequest }>(
      '/api/dcsa/bkg/v2/bookings/:bookingReference',
      { config: access('Update'), schema: { params: REFERENCE_PARAMS, body: updateBookingSchema }, preValidation: visibleFirst },
      async (request, reply) => {
        const actor = dcsaActor(request);
        const booking = await loadDcsaBooking(ctx, actor, request.params.bookingReference);
        shipperOnly(booking);
        const body = request.body;
        if (body.carrierBookingRequestReference !== undefined && body.carrierBookingRequestReference !== booking.reference) {
          throw badRequest('carrierBookingRequestReference is not this booking\'s', 'carrierBookingRequestReference');
        }
        if (body.carrierBookingReference !== undefined && body.carrierBookingReference !== booking.confirmation?.carrierBookingReference) {
          throw badRequest('carrierBookingReference is not this booking\'s', 'carrierBookingReference');
        }
        // The provider stays the one the booking was sent to.
        await runBookingAction(ctx, actor, booking._id, 'amend', { version: booking.version, request: { ...fromDcsaBooking(body, booking.providerCompanyId), source: booking.source ?? { kind: 'DCSA' } } });
        return reply.status(202).send();
      },
    );

    scope.patch<{ Params: { bookingReference: string }; Body: { bookingStatus?: string; amendedBookingStatus?: string; bookingCancellationStatus?: string; reason?: string } }>(
      '/api/dcsa/bkg/v2/bookings/:bookingReference',
      { config: access('Update'), schema: { params: REFERENCE_PARAMS, body: cancelBookingRequestSchema }, preValidation: visibleFirst },
      async (request, reply) => {
        const actor = dcsaActor(request);
        const reference = request.params.bookingReference;
        const booking = await loadDcsaBooking(ctx, actor, reference);
        shipperOnly(booking);
        const body = request.body;
        const reason = body.reason?.trim() || 'Cancelled through the DCSA interface';
        if (body.amendedBookingStatus) {
          // The standard: no amendment to cancel (not confirmed, none sent, or a new one asked for) is a 404.
          if (booking.status !== 'CONFIRMED' || booking.amendedStatus !== 'AMENDMENT_RECEIVED') throw notFound('No amended booking exists');
          await runBookingAction(ctx, actor, booking._id, 'cancelAmendment', { version: booking.version, reason });
          return reply.status(202).send();
        }
        const confirmed = booking.status === 'CONFIRMED' || booking.status === 'PENDING_AMENDMENT';
        if (body.bookingCancellationStatus && !confirmed) throw conflict(`bookingCancellationStatus is for a confirmed booking; this one is ${booking.status} (send bookingStatus CANCELLED)`, 'bookingCancellationStatus');
        // The standard: a confirmed booking is cancelled by its carrierBookingReference, else 409.
        if (confirmed && !byCarrierReference(booking, reference)) throw conflict('A confirmed booking is cancelled by its carrierBookingReference', 'bookingReference');
        await runBookingAction(ctx, actor, booking._id, 'cancel', { version: booking.version, reason });
        return reply.status(202).send();
      },
    );

    registerDcsaSubscriptionRoutes(scope, ctx);
  });
}
