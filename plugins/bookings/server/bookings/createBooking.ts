import { forbidden, nextReference, writeActivity } from '@portolan/sdk/server';
import { BOOKING_KIND } from '../../shared/states';
import type { BookingDetails, BookingRequest } from '../../shared/types';
import type { Actor, BookingContext, CreateOptions } from './Actor';
import { actorName, applyBookingAction } from './applyBookingAction';
import { requestColumns, searchTextOf } from './bookingColumns';
import { bookingDetails } from './bookingDetails';
import { insertVersion } from './bookingVersions';
import { checkBookingRequest } from './checkBookingRequest';
import { findBookingRow } from './findBookingRow';

/**
 * Creates a booking (DRAFT) of the actor's company from a request, in one transaction: checked
 * (checkBookingRequest, 400 naming `<options.field>.<field>`), a BKG reference, version 1 (REQUEST),
 * the audit trail; with `options.submit` also submitted to the provider (RECEIVED: provider party,
 * email, DCSA notification). Answers the booking as the actor sees it.
 */
export async function createBooking(ctx: BookingContext, actor: Actor, raw: BookingRequest, options: CreateOptions = {}): Promise<BookingDetails> {
  if (!actor.can('Create')) throw forbidden('Your role does not allow you to create bookings');
  if (options.submit && !actor.can('Update')) throw forbidden('Your role does not allow you to submit bookings');
  const prefix = options.field ?? 'data';
  return ctx.db.transaction(async (tx) => {
    const request = await checkBookingRequest(tx, actor.companyId, raw, prefix);
    request.source = options.source ?? request.source ?? null;
    const reference = await nextReference(tx, actor.companyId, 'BKG');
    const names = (await tx.one<{ company: string; provider: string }>('SELECT (SELECT name FROM companies WHERE id = $1) AS company, (SELECT name FROM companies WHERE id = $2) AS provider', [actor.companyId, request.providerCompanyId]))!;
    const columns = { ...requestColumns(request), search_text: searchTextOf(reference, request, null, names) };
    const keys = Object.keys(columns);
    const inserted = (await tx.one<{ id: string }>(
      `INSERT INTO bookings (company_id, provider_company_id, reference, source_kind, source_id, created_by, ${keys.join(', ')})
       VALUES ($1, $2, $3, $4, $5, $6, ${keys.map((_, i) => `$${i + 7}`).join(', ')}) RETURNING id`,
      [actor.companyId, request.providerCompanyId, reference, request.source?.kind ?? 'SCRATCH', request.source?.id ?? null, actor.userId, ...keys.map((k) => (columns as Record<string, unknown>)[k])],
    ))!;
    const id = String(inserted.id);
    await insertVersion(tx, { bookingId: id, companyId: actor.companyId, authorCompanyId: actor.companyId, userId: actor.userId, kind: 'REQUEST', state: 'CURRENT', request, confirmation: null, changes: [] });
    const name = await actorName(tx, actor);
    await writeActivity(tx, { kind: BOOKING_KIND, recordId: id, companyId: actor.companyId, actorId: actor.userId, actorName: name, action: 'create', from: null, to: 'DRAFT', note: request.source?.label ?? null });
    const row = (await findBookingRow(tx, actor.companyId, id, true))!;
    if (options.submit) return applyBookingAction(tx, ctx, { ...actor, name }, row, 'submit', { version: Number(row.version) }, false);
    return bookingDetails(tx, actor, row);
  });
}
