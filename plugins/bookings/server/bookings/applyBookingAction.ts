import {
  badRequest, conflict, connectedCompanies, containerTypeByCode, forbidden, MAILER, NOTIFIER, notifyCompany, portName, SHIPMENT_RECORDS, writeActivity,
  type Db,
} from '@portolan/sdk/server';
import { BOOKING_ACTIONS, BOOKING_KIND, type AmendmentState, type BookingAction, type BookingState } from '../../shared/states';
import type { ActionBody, BookingConfirmation, BookingDetails, BookingRequest, FieldChange } from '../../shared/types';
import { queueBookingNotification } from '../dcsa/queueBookingNotification';
import type { Actor, BookingContext } from './Actor';
import { actionRefusal } from './allowedActions';
import { bookingChanges } from './bookingChanges';
import { confirmationColumns, requestColumns, searchTextOf } from './bookingColumns';
import { bookingDetails } from './bookingDetails';
import { BOOKING_SELECT, sideOf, toBooking, type BookingRow } from './bookingRow';
import { checkBookingRequest } from './checkBookingRequest';
import { checkConfirmation } from './checkConfirmation';
import { insertVersion, pendingVersionOf } from './bookingVersions';

/** Actions whose body needs `reason` (for requestUpdate: the message to the shipper). */
const NEEDS_REASON: readonly BookingAction[] = ['cancel', 'reject', 'decline', 'declineAmendment', 'requestUpdate'];

const VERBS: Record<BookingAction, string> = {
  submit: 'submit', amend: 'amend', cancelAmendment: 'withdraw the amendment of', cancel: 'cancel', requestUpdate: 'ask for an update of',
  confirm: 'confirm', declineAmendment: 'decline the amendment of', reject: 'reject', decline: 'decline', complete: 'complete',
};

interface Outcome {
  status: BookingState;
  amended: AmendmentState | null;
  columns: Record<string, unknown>;
  note: string | null;
  /** The notice to the other side: a BOOKINGS_EVENTS event, subject and first paragraph. */
  email: { event: string; subject: string; text: string } | null;
  /** Run before the row is updated (versions, shipment); may answer more columns (the shipment's id). */
  after?: () => Promise<Record<string, unknown> | void>;
}

/** The actor's name for the audit trail (given, or read once). */
export async function actorName(tx: Db, actor: Actor): Promise<string> {
  return actor.name ?? (await tx.one<{ name: string }>('SELECT name FROM users WHERE id = $1', [actor.userId]))?.name ?? 'System';
}

/** Updates the booking's columns (version + 1) and answers the row as it now is. */
async function setColumns(tx: Db, id: string, columns: Record<string, unknown>): Promise<BookingRow> {
  const keys = Object.keys(columns);
  const sets = keys.map((k, i) => `${k} = $${i + 2}`);
  const row = await tx.one<BookingRow>(
    `UPDATE bookings b SET ${[...sets, 'version = b.version + 1', 'updated_at = now()'].join(', ')} WHERE b.id = $1 RETURNING ${BOOKING_SELECT}`,
    [id, ...keys.map((k) => columns[k])],
  );
  return row!;
}

/** 'MAERSK, INNSA → NLRTM, 2 × 40' high cube' — the booking in one line for emails. */
function summaryLine(request: BookingRequest): string {
  const boxes = request.equipment.map((e) => `${e.count} × ${containerTypeByCode(e.isoType)?.name ?? e.isoType}`).join(', ');
  return `${request.carrier}, ${portName(request.pol) ?? request.pol} (${request.pol}) → ${portName(request.pod) ?? request.pod} (${request.pod}), ${boxes}, departure from ${request.expectedDepartureDate}`;
}

async function takenCarrierReference(tx: Db, row: BookingRow, confirmation: BookingConfirmation): Promise<void> {
  const taken = await tx.one('SELECT 1 FROM bookings WHERE provider_company_id = $1 AND carrier_booking_reference = $2 AND id <> $3', [row.provider_company_id, confirmation.carrierBookingReference, row.id]);
  if (taken) throw badRequest(`Carrier booking number ${confirmation.carrierBookingReference} is already used on another booking`, 'data.confirmation.carrierBookingReference');
}

function reasonOf(body: ActionBody, action: BookingAction): string | null {
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (NEEDS_REASON.includes(action) && !reason) throw badRequest(action === 'requestUpdate' ? 'Say what the shipper should change' : 'Give a reason', 'data.reason');
  if (reason.length > 2000) throw badRequest('At most 2000 characters', 'data.reason');
  return reason || null;
}

/** The shipment a confirmed booking stands for, from its request and confirmation. */
function shipmentFacts(request: BookingRequest, confirmation: BookingConfirmation, teu: number) {
  return {
    carrier: request.carrier,
    bookingNumber: confirmation.carrierBookingReference,
    vessel: confirmation.vessel,
    voyage: confirmation.voyage,
    etd: new Date(confirmation.etd).toISOString(),
    eta: new Date(confirmation.eta).toISOString(),
    commodity: request.cargo.map((c) => c.description).join('; ').slice(0, 200) || null,
    teu,
  };
}

const teuOfRow = (columns: Record<string, unknown>, row: BookingRow) => Number(columns.teu ?? row.teu);

/**
 * Runs one of BOOKING_ACTIONS on a booking locked by the caller's transaction, as `actor`: the guards
 * (403 the other side's action or a missing level, 409 naming the state or a stale version, 400 a bad
 * body naming the field), the new state, versions with their diffs, the shipment on confirmation, the
 * audit trail, the email to the other side and the DCSA notification. `checkVersion: false` for a
 * command's own follow-up (create-and-submit). Answers the booking as the actor now sees it.
 */
export async function applyBookingAction(tx: Db, ctx: BookingContext, actor: Actor, row: BookingRow, action: BookingAction, body: ActionBody, checkVersion = true): Promise<BookingDetails> {
  const rule = BOOKING_ACTIONS[action];
  if (!rule) throw badRequest(`Unknown action ${String(action)}`, 'action');
  const side = sideOf(row, actor.companyId);
  const refusal = actionRefusal(row, side, (level) => actor.can(level), action);
  if (refusal === 'side') throw forbidden(`Only the ${rule.side === 'SHIPPER' ? 'shipper' : 'provider'} can ${VERBS[action]} a booking`);
  if (refusal === 'level') throw forbidden(`Your role does not allow you to ${VERBS[action]} a booking`);
  if (refusal === 'state') {
    const amendment = row.amended_status ? ` (amendment ${row.amended_status})` : '';
    throw conflict(`Cannot ${VERBS[action]} a booking that is ${row.status}${amendment}`);
  }
  if (checkVersion) {
    if (!Number.isInteger(body?.version)) throw badRequest('Send the version you loaded', 'data.version');
    if (body.version !== Number(row.version)) throw conflict(`The booking changed since you loaded it (version ${body.version}, now ${row.version}): reload it and try again`, 'data.version');
  }
  const reason = reasonOf(body ?? ({} as ActionBody), action);
  const id = String(row.id);
  const current = toBooking(row, actor.companyId);
  const names = { company: row.company_name, provider: row.provider_name };
  const records = ctx.services.get(SHIPMENT_RECORDS);
  const version = (v: Parameters<typeof insertVersion>[1]) => insertVersion(tx, v);
  const base = { bookingId: id, companyId: String(row.company_id), authorCompanyId: actor.companyId, userId: actor.userId };
  const supersedeCurrent = () => tx.query("UPDATE booking_versions SET state = 'SUPERSEDED' WHERE booking_id = $1 AND state = 'CURRENT'", [id]);
  const endPending = (state: 'DECLINED' | 'CANCELLED' | 'SUPERSEDED') => tx.query("UPDATE booking_versions SET state = $2 WHERE booking_id = $1 AND state = 'PENDING'", [id, state]);
  const pendingOpen = row.amended_status === 'AMENDMENT_RECEIVED';
  const noted = (text: string) => (reason ? `${text}: ${reason}` : text);
  const shipmentCreatedBy = async () => (row.created_by ? String(row.created_by) : actor.userId);
  /**
   * A confirmed booking cancelled (shipper) or declined (provider) cancels its shipment in the same
   * transaction. Decision: a shipment that has already sailed (IN_TRANSIT, ARRIVED, DELIVERED) is not
   * cancelled behind the cargo's back — SHIPMENT_RECORDS answers a 409 naming its status (field
   * `shipment.status`) and the whole booking action is refused, nothing written; the booking stays as it
   * is (the provider completes it). A shipment already CANCELLED stays so.
   */
  const cancelShipment = async () => {
    if (row.shipment_id) await records.update(tx, String(row.company_id), await shipmentCreatedBy(), String(row.shipment_id), { status: 'CANCELLED' }, 'shipment');
  };

  let outcome: Outcome;
  switch (action) {
    case 'submit': {
      // (createBooking's own follow-up has just checked the network.)
      if (checkVersion && !(await connectedCompanies(tx, actor.companyId, [current.providerCompanyId])).has(current.providerCompanyId)) {
        throw badRequest(`${row.provider_name} is no longer in your network: choose another provider`, 'data.providerCompanyId');
      }
      await tx.query("INSERT INTO booking_parties (booking_id, company_id, role) VALUES ($1, $2, 'PROVIDER') ON CONFLICT DO NOTHING", [id, row.provider_company_id]);
      outcome = {
        status: 'RECEIVED', amended: null, columns: { submitted_at: new Date().toISOString() }, note: reason,
        email: { event: 'booking.requested', subject: `Booking request ${row.reference} from ${row.company_name}`, text: `${row.company_name} sends you booking request ${row.reference}: ${summaryLine(current)}.` },
      };
      break;
    }
    case 'amend': {
      if (side === 'PROVIDER') {
        const confirmation = checkConfirmation(body.confirmation, 'data.confirmation');
        await takenCarrierReference(tx, row, confirmation);
        const changes = bookingChanges({ request: null, confirmation: current.confirmation }, { request: null, confirmation });
        if (!changes.length) throw badRequest('Nothing changed in the confirmation', 'data.confirmation');
        outcome = {
          status: 'CONFIRMED', amended: row.amended_status, columns: confirmationColumns(confirmation), note: noted(changes.map((c) => c.label).join(', ')),
          email: { event: 'booking.confirmed', subject: `Booking ${row.reference} confirmation changed by ${row.provider_name}`, text: `${row.provider_name} changed the confirmation of booking ${row.reference} (${confirmation.carrierBookingReference}): ${changeText(changes)}.` },
          after: async () => {
            await supersedeCurrent();
            await version({ ...base, kind: 'CONFIRMATION', state: 'CURRENT', request: requestOf(current), confirmation, changes });
            if (row.shipment_id) await records.update(tx, String(row.company_id), await shipmentCreatedBy(), String(row.shipment_id), shipmentFacts(current, confirmation, Number(row.teu)), 'data.confirmation');
          },
        };
        break;
      }
      const request = await checkBookingRequest(tx, actor.companyId, body.request as BookingRequest, 'data.request');
      if (request.providerCompanyId !== current.providerCompanyId) throw badRequest('A submitted booking keeps its provider: cancel it and book with the other provider', 'data.request.providerCompanyId');
      request.source = current.source ?? null;
      const confirmed = row.status === 'CONFIRMED' || row.status === 'PENDING_AMENDMENT';
      const changes = bookingChanges({ request: requestOf(current), confirmation: null }, { request, confirmation: null });
      if (!changes.length) throw badRequest('Nothing changed in the booking', 'data.request');
      const what = changeText(changes);
      if (!confirmed) {
        outcome = {
          status: 'UPDATE_RECEIVED', amended: null,
          columns: { ...requestColumns(request), search_text: searchTextOf(row.reference, request, null, names), pending_request: null },
          note: noted(changes.map((c) => c.label).join(', ')),
          email: { event: 'booking.requested', subject: `Booking request ${row.reference} updated by ${row.company_name}`, text: `${row.company_name} updated booking request ${row.reference}: ${what}.` },
          after: async () => {
            await supersedeCurrent();
            await version({ ...base, kind: 'UPDATE', state: 'CURRENT', request, confirmation: null, changes });
          },
        };
      } else {
        outcome = {
          status: 'CONFIRMED', amended: 'AMENDMENT_RECEIVED', columns: { pending_request: null },
          note: noted(changes.map((c) => c.label).join(', ')),
          email: { event: 'booking.amendment', subject: `Amendment of booking ${row.reference} from ${row.company_name}`, text: `${row.company_name} asks to amend confirmed booking ${row.reference} (${current.confirmation?.carrierBookingReference ?? ''}): ${what}. Confirm or decline the amendment.` },
          after: async () => {
            await endPending('SUPERSEDED');
            await version({ ...base, kind: 'AMENDMENT', state: 'PENDING', request, confirmation: current.confirmation, changes });
          },
        };
      }
      break;
    }
    case 'cancelAmendment':
      outcome = {
        status: row.status, amended: 'AMENDMENT_CANCELLED', columns: {}, note: noted('Amendment withdrawn'),
        email: { event: 'booking.amendment', subject: `Amendment of booking ${row.reference} withdrawn`, text: `${row.company_name} withdrew its amendment of booking ${row.reference}; the confirmed booking stands.` },
        after: async () => { await endPending('CANCELLED'); },
      };
      break;
    case 'cancel':
      outcome = {
        status: 'CANCELLED', amended: pendingOpen ? 'AMENDMENT_CANCELLED' : row.amended_status, columns: { closing_reason: reason }, note: reason,
        email: row.status === 'DRAFT' ? null : { event: 'booking.rejected', subject: `Booking ${row.reference} cancelled by ${row.company_name}`, text: `${row.company_name} cancelled booking ${row.reference}${current.confirmation ? ` (${current.confirmation.carrierBookingReference})` : ''}: ${reason}.` },
        after: async () => {
          await endPending('CANCELLED');
          await cancelShipment();
        },
      };
      break;
    case 'requestUpdate': {
      const to: BookingState = row.status === 'CONFIRMED' ? 'PENDING_AMENDMENT' : 'PENDING_UPDATE';
      outcome = {
        status: to, amended: row.amended_status, columns: { pending_request: JSON.stringify({ message: reason, requestedAt: new Date().toISOString() }) }, note: reason,
        email: { event: 'booking.update-requested', subject: `${row.provider_name} asks you to ${to === 'PENDING_AMENDMENT' ? 'amend' : 'update'} booking ${row.reference}`, text: `${row.provider_name} asks you to ${to === 'PENDING_AMENDMENT' ? 'amend' : 'update'} booking ${row.reference}: ${reason}` },
      };
      break;
    }
    case 'confirm': {
      if (row.status !== 'CONFIRMED') {
        const confirmation = checkConfirmation(body.confirmation, 'data.confirmation');
        await takenCarrierReference(tx, row, confirmation);
        const request = requestOf(current);
        const changes = bookingChanges({ request, confirmation: null }, { request, confirmation });
        outcome = {
          status: 'CONFIRMED', amended: null,
          columns: { ...confirmationColumns(confirmation), confirmed_at: new Date().toISOString(), pending_request: null, search_text: searchTextOf(row.reference, current, confirmation, names) },
          note: noted(`${confirmation.carrierBookingReference} on ${confirmation.vessel} ${confirmation.voyage}`),
          email: { event: 'booking.confirmed', subject: `Booking ${row.reference} confirmed: ${confirmation.carrierBookingReference}`, text: `${row.provider_name} confirmed booking ${row.reference} as carrier booking ${confirmation.carrierBookingReference} on ${confirmation.vessel} voyage ${confirmation.voyage}, ETD ${confirmation.etd}, ETA ${confirmation.eta}.${cutOffText(confirmation)}` },
          after: async () => {
            await supersedeCurrent();
            await version({ ...base, kind: 'CONFIRMATION', state: 'CURRENT', request, confirmation, changes });
            const facts = shipmentFacts(current, confirmation, Number(row.teu));
            const owner = String(row.company_id);
            const by = await shipmentCreatedBy();
            if (row.shipment_id) {
              await records.update(tx, owner, by, String(row.shipment_id), facts, 'data.confirmation');
            } else {
              const [shipmentId] = await records.create(tx, owner, by, [{
                ...facts, reference: row.reference, mode: current.cargoMovementType, pol: current.pol, pod: current.pod,
                shipper: current.shipper.name, consignee: current.consignee.name, forwarder: row.provider_name, contractRef: current.contractRef ?? null,
                containers: [], sharedWith: [String(row.provider_company_id)],
              }], 'shipment');
              return { shipment_id: shipmentId };
            }
          },
        };
      } else {
        const pending = (await pendingVersionOf(tx, id))!;
        const confirmation = body.confirmation ? checkConfirmation(body.confirmation, 'data.confirmation') : current.confirmation!;
        await takenCarrierReference(tx, row, confirmation);
        const request = pending.request;
        const changes = bookingChanges({ request: requestOf(current), confirmation: current.confirmation }, { request, confirmation });
        const columns = { ...requestColumns(request), ...confirmationColumns(confirmation), search_text: searchTextOf(row.reference, request, confirmation, names) };
        outcome = {
          status: 'CONFIRMED', amended: 'AMENDMENT_CONFIRMED', columns, note: noted(changes.map((c) => c.label).join(', ')),
          email: { event: 'booking.amendment', subject: `Amendment of booking ${row.reference} confirmed`, text: `${row.provider_name} confirmed your amendment of booking ${row.reference} (${confirmation.carrierBookingReference}): ${changeText(changes)}.` },
          after: async () => {
            await supersedeCurrent();
            await tx.query("UPDATE booking_versions SET state = 'CURRENT', confirmation = $2, changes = $3 WHERE booking_id = $1 AND state = 'PENDING'", [id, JSON.stringify(confirmation), JSON.stringify(changes)]);
            if (row.shipment_id) await records.update(tx, String(row.company_id), await shipmentCreatedBy(), String(row.shipment_id), shipmentFacts(request, confirmation, teuOfRow(columns, row)), 'data.confirmation');
          },
        };
      }
      break;
    }
    case 'declineAmendment':
      outcome = {
        status: row.status, amended: 'AMENDMENT_DECLINED', columns: {}, note: reason,
        email: { event: 'booking.amendment', subject: `Amendment of booking ${row.reference} declined`, text: `${row.provider_name} declined your amendment of booking ${row.reference}: ${reason}. The confirmed booking stands.` },
        after: async () => { await endPending('DECLINED'); },
      };
      break;
    case 'reject':
      outcome = {
        status: 'REJECTED', amended: null, columns: { closing_reason: reason, pending_request: null }, note: reason,
        email: { event: 'booking.rejected', subject: `Booking ${row.reference} rejected by ${row.provider_name}`, text: `${row.provider_name} rejected booking request ${row.reference}: ${reason}.` },
      };
      break;
    case 'decline':
      outcome = {
        status: 'DECLINED', amended: pendingOpen ? 'AMENDMENT_DECLINED' : row.amended_status, columns: { closing_reason: reason, pending_request: null }, note: reason,
        email: { event: 'booking.rejected', subject: `Booking ${row.reference} declined by ${row.provider_name}`, text: `${row.provider_name} declined confirmed booking ${row.reference}${current.confirmation ? ` (${current.confirmation.carrierBookingReference})` : ''}: ${reason}.` },
        after: async () => {
          await endPending('DECLINED');
          await cancelShipment();
        },
      };
      break;
    case 'complete':
      outcome = {
        status: 'COMPLETED', amended: row.amended_status, columns: {}, note: reason,
        email: { event: 'booking.completed', subject: `Booking ${row.reference} completed`, text: `${row.provider_name} marked booking ${row.reference} completed.` },
      };
      break;
    default:
      throw badRequest(`Unknown action ${String(action)}`, 'action');
  }

  const more = (await outcome.after?.()) ?? {};
  const updated = await setColumns(tx, id, { ...outcome.columns, ...more, status: outcome.status, amended_status: outcome.amended });
  const name = await actorName(tx, actor);
  await writeActivity(tx, { kind: BOOKING_KIND, recordId: id, companyId: actor.companyId, actorId: actor.userId, actorName: name, action, from: row.status, to: outcome.status, note: outcome.note });
  if (outcome.email) {
    const other = side === 'SHIPPER' ? String(row.provider_company_id) : String(row.company_id);
    const link = String(ctx.settings.publicUrl ?? '').replace(/\/+$/, '');
    const body = `${outcome.email.text}\n\n${name}, ${side === 'SHIPPER' ? row.company_name : row.provider_name}${link ? `\n\nOpen the booking: ${link}/bookings/${id}` : ''}\n`;
    await notifyCompany(tx, { mailer: ctx.services.get(MAILER), notifier: ctx.services.find(NOTIFIER) }, other, {
      event: outcome.email.event, subject: outcome.email.subject, body, href: `/bookings/${id}`, record: { kind: BOOKING_KIND, id }, actorUserId: actor.userId,
    });
  }
  const details = await bookingDetails(tx, actor, updated);
  await queueBookingNotification(tx, details);
  return details;
}

/** The request fields of a booking (without its record fields). */
function requestOf(booking: BookingRequest): BookingRequest {
  const {
    providerCompanyId, carrier, pol, pod, placeOfReceipt, placeOfDelivery, receiptTypeAtOrigin, deliveryTypeAtDestination, cargoMovementType,
    expectedDepartureDate, latestDeliveryDate, incoTerms, shipper, consignee, notifyParty, equipment, cargo, customerReference, contractRef, remarks, source,
  } = booking;
  return {
    providerCompanyId, carrier, pol, pod, placeOfReceipt, placeOfDelivery, receiptTypeAtOrigin, deliveryTypeAtDestination, cargoMovementType,
    expectedDepartureDate, latestDeliveryDate, incoTerms, shipper, consignee, notifyParty, equipment, cargo, customerReference, contractRef, remarks, source,
  };
}

const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));

function changeText(changes: FieldChange[]): string {
  const shown = changes.slice(0, 8).map((c) => `${c.label} ${show(c.before)} → ${show(c.after)}`);
  return shown.join('; ') + (changes.length > 8 ? `; and ${changes.length - 8} more` : '');
}

function cutOffText(c: BookingConfirmation): string {
  const parts = [c.cutOffs.documentation && `documentation ${c.cutOffs.documentation}`, c.cutOffs.vgm && `VGM ${c.cutOffs.vgm}`, c.cutOffs.cargo && `cargo ${c.cutOffs.cargo}`].filter(Boolean);
  return parts.length ? ` Cut-offs: ${parts.join(', ')}.` : '';
}
