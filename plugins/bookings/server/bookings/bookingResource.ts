import type { Db, ResourceSpec, SqlParams } from '@portolan/sdk/server';
import { BOOKINGS_API, type Booking } from '../../shared/types';
import { BOOKING_SELECT, toBooking, type BookingRow } from './bookingRow';
import type { Actor } from './Actor';
import { loadBooking } from './loadBooking';
import { waitingFor } from './waitingFor';
import type { FastifyRequest } from 'fastify';

const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const CODE = { type: 'string', maxLength: 10 };

/**
 * The bookings both sides see (defineResource at BOOKINGS_API.bookings): the caller's company's own
 * (as shipper) and those sent to it (as provider, through booking_parties). Filters `status` (several),
 * `side`, `pol`, `pod`, `carrier`, `waiting=true` (waits for the caller: waitingFor), `shipmentId`, `etd[from|to]` (the confirmed ETD's day, else the requested departure),
 * `search` (reference, carrier booking number, parties, commodities, HS codes); sort createdAt, updatedAt,
 * etd (the requested departure day), reference, status. Details are BookingDetails (loadBooking).
 */
export function bookingResource(db: Db, actorOf: (request: FastifyRequest) => Actor): ResourceSpec<Booking> {
  return {
    base: BOOKINGS_API.bookings,
    table: 'bookings',
    feature: 'bookings',
    sharedVia: { table: 'booking_parties', key: 'booking_id' },
    fields: {
      status: { column: 'status', type: 'text', filter: 'in', sort: true },
      createdAt: { column: 'created_at', type: 'timestamp', sort: true },
      updatedAt: { column: 'updated_at', type: 'timestamp', sort: true },
      etd: { column: 'expected_departure_date', type: 'date', sort: true },
      reference: { column: 'reference', type: 'text', sort: true },
    },
    customFilters: {
      side: { schema: { type: 'string', enum: ['SHIPPER', 'PROVIDER'] }, sql: (value) => (value === 'SHIPPER' ? 't.company_id = $1' : 't.company_id <> $1') },
      pol: { schema: CODE, sql: (value, p: SqlParams) => `t.pol = ${p.add(String(value).toUpperCase())}` },
      pod: { schema: CODE, sql: (value, p: SqlParams) => `t.pod = ${p.add(String(value).toUpperCase())}` },
      carrier: { schema: CODE, sql: (value, p: SqlParams) => `t.carrier = ${p.add(String(value).toUpperCase())}` },
      waiting: { schema: { type: 'string', enum: ['true'] }, sql: () => waitingFor('t', '$1') },
      shipmentId: { schema: { type: 'string', format: 'uuid' }, sql: (value, p: SqlParams) => `t.shipment_id = ${p.add(String(value), 'uuid')}` },
      etd: {
        schema: { type: 'object', additionalProperties: false, properties: { from: DAY, to: DAY } },
        sql(value, p: SqlParams) {
          const v = value as { from?: string; to?: string };
          const day = `coalesce((t.etd AT TIME ZONE 'UTC')::date, t.expected_departure_date)`;
          return [v.from ? `${day} >= ${p.add(v.from, 'date')}` : 'true', v.to ? `${day} <= ${p.add(v.to, 'date')}` : 'true'].join(' AND ');
        },
      },
    },
    search: { columns: ['search_text'] },
    defaultSort: { field: 'createdAt', dir: 'desc' },
    toRecord: (row) => toBooking({ ...(row as unknown as BookingRow), company_name: '', provider_name: '' }, ''),
    async expand(via, records, { companyId }) {
      if (!records.length) return;
      const rows = await via.query<BookingRow>(`SELECT ${BOOKING_SELECT} FROM bookings b WHERE b.id = ANY($1::uuid[])`, [records.map((r) => r._id)]);
      const byId = new Map(rows.rows.map((r) => [String(r.id), toBooking(r, companyId)]));
      for (const rec of records) Object.assign(rec, byId.get(rec._id));
    },
    async details(request, id) {
      return loadBooking(db, actorOf(request), id);
    },
  };
}
