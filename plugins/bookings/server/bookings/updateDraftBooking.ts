import { badRequest, conflict, forbidden, notFound, writeActivity } from '@portolan/sdk/server';
import { BOOKING_KIND } from '../../shared/states';
import type { BookingDetails, BookingRequest } from '../../shared/types';
import type { Actor, BookingContext } from './Actor';
import { actorName } from './applyBookingAction';
import { bookingChanges } from './bookingChanges';
import { requestColumns, searchTextOf } from './bookingColumns';
import { bookingDetails } from './bookingDetails';
import { toBooking } from './bookingRow';
import { checkBookingRequest } from './checkBookingRequest';
import { findBookingRow } from './findBookingRow';

/**
 * Rewrites a DRAFT booking's request (the shipper's, before it is sent: version 1 is replaced, the
 * provider never saw it) — 404 when not visible, 403 for the provider or without Update, 409 when no
 * longer a draft or on a stale version, 400 naming `data.<field>`.
 */
export async function updateDraftBooking(ctx: BookingContext, actor: Actor, id: string, raw: BookingRequest, version: number): Promise<BookingDetails> {
  return ctx.db.transaction(async (tx) => {
    const row = await findBookingRow(tx, actor.companyId, id, true);
    if (!row) throw notFound('Booking not found');
    if (String(row.company_id) !== actor.companyId) throw forbidden('Only the shipper can edit a booking');
    if (!actor.can('Update')) throw forbidden('Your role does not allow you to edit bookings');
    if (row.status !== 'DRAFT') throw conflict(`Only a draft can be edited; this booking is ${row.status} (amend it instead)`);
    if (!Number.isInteger(version)) throw badRequest('Send the version you loaded', 'data.version');
    if (version !== Number(row.version)) throw conflict(`The booking changed since you loaded it (version ${version}, now ${row.version}): reload it and try again`, 'data.version');
    const current = toBooking(row, actor.companyId);
    const request = await checkBookingRequest(tx, actor.companyId, raw, 'data');
    request.source = current.source ?? null;
    const names = (await tx.one<{ provider: string }>('SELECT name AS provider FROM companies WHERE id = $1', [request.providerCompanyId]))!;
    const columns: Record<string, unknown> = { ...requestColumns(request), provider_company_id: request.providerCompanyId, search_text: searchTextOf(row.reference, request, null, { company: row.company_name, provider: names.provider }) };
    const keys = Object.keys(columns);
    await tx.query(`UPDATE bookings SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')}, version = version + 1, updated_at = now() WHERE id = $1`, [row.id, ...keys.map((k) => columns[k])]);
    await tx.query("UPDATE booking_versions SET request = $2 WHERE booking_id = $1 AND state = 'CURRENT'", [row.id, JSON.stringify(request)]);
    const changes = bookingChanges({ request: current, confirmation: null }, { request, confirmation: null });
    await writeActivity(tx, { kind: BOOKING_KIND, recordId: String(row.id), companyId: actor.companyId, actorId: actor.userId, actorName: await actorName(tx, actor), action: 'update', from: 'DRAFT', to: 'DRAFT', note: changes.map((c) => c.label).join(', ') || null });
    return bookingDetails(tx, actor, (await findBookingRow(tx, actor.companyId, String(row.id)))!);
  });
}

/** Deletes a DRAFT booking of the actor's company (404 not visible, 403 provider or without Delete, 409 not a draft). */
export async function deleteDraftBooking(ctx: BookingContext, actor: Actor, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findBookingRow(tx, actor.companyId, id, true);
    if (!row) throw notFound('Booking not found');
    if (String(row.company_id) !== actor.companyId) throw forbidden('Only the shipper can delete a booking');
    if (!actor.can('Delete')) throw forbidden('Your role does not allow you to delete bookings');
    if (row.status !== 'DRAFT') throw conflict(`Only a draft can be deleted; this booking is ${row.status} (cancel it instead)`);
    await tx.query('DELETE FROM bookings WHERE id = $1', [row.id]);
    await tx.query("DELETE FROM record_activity WHERE kind = $1 AND record_id = $2", [BOOKING_KIND, row.id]);
  });
}
