import { useMemo } from 'react';
import { HttpClient, useService, type ApiResult, type Query } from '@portolan/sdk';
import type { BookingAction } from '../../shared/states';
import { BOOKINGS_API, type ActionBody, type Booking, type BookingDetails, type BookingProvider, type BookingRequest, type BookingVersion, type BookingsSummary, type HsCode } from '../../shared/types';

/** A list answer (`list(items, count)`). */
export type Page<T> = { items: T[]; count: number };
/** A record answer (`record(row)`; `id` on create). */
export type One<T> = { record: T; id?: string };

const bookingPath = (id: string) => `${BOOKINGS_API.bookings}/${encodeURIComponent(id)}`;

/** An answer's data reshaped (the error stays as it was). */
function mapped<T, U>(answer: ApiResult<T>, reshape: (data: T) => U): ApiResult<U> {
  return answer.ok && answer.data !== undefined ? { ...answer, data: reshape(answer.data) } : { ...answer, data: undefined };
}
/** A figures answer, whether sent bare or as `{record}`. */
const bare = <T>(data: T | { record: T }): T => (data && typeof data === 'object' && 'record' in data && !Array.isArray(data) ? (data as { record: T }).record : (data as T));
/** An options answer, whether sent as an array or as `{items}`. */
const itemsOf = <T>(data: T[] | { items: T[] }): T[] => (Array.isArray(data) ? data : (data?.items ?? []));

/**
 * The bookings' web client (BOOKINGS_API, shared/types.ts): one typed call per path the screens use,
 * through the SDK HttpClient (never throws — read `ok`/`errorMessage`). Writes send `{data: …}`;
 * updates and actions send the booking's `version` (a stale one is a 409).
 */
export function bookingsApi(http: HttpClient) {
  return {
    list: (query?: Query): Promise<ApiResult<Page<Booking>>> => http.get(BOOKINGS_API.bookings, { query }),
    get: async (id: string): Promise<ApiResult<BookingDetails>> => mapped(await http.get<BookingDetails | One<BookingDetails>>(bookingPath(id)), bare),
    /** A new DRAFT, or (`submit`) a request sent to the provider at once (RECEIVED), in one step. */
    create: async (data: BookingRequest, submit = false): Promise<ApiResult<BookingDetails>> =>
      mapped(await http.post<BookingDetails | One<BookingDetails>>(BOOKINGS_API.bookings, submit ? { data, options: { submit: true } } : { data }), bare),
    /** A DRAFT's every field. */
    update: async (id: string, data: BookingRequest & { version: number }): Promise<ApiResult<BookingDetails>> => mapped(await http.post<BookingDetails | One<BookingDetails>>(`${bookingPath(id)}/`, { data }), bare),
    /** BOOKING_ACTIONS: `POST :id/<action>/ {data: {version, …}}`. */
    action: async (id: string, action: BookingAction, body: ActionBody): Promise<ApiResult<BookingDetails>> =>
      mapped(await http.post<BookingDetails | One<BookingDetails>>(BOOKINGS_API.action(encodeURIComponent(id), action), { data: body }), bare),
    versions: async (id: string): Promise<ApiResult<BookingVersion[]>> => mapped(await http.get<BookingVersion[] | Page<BookingVersion>>(BOOKINGS_API.versions(encodeURIComponent(id))), itemsOf),
    downloadPdf: (id: string): Promise<ApiResult<Blob>> => http.download(BOOKINGS_API.pdf(encodeURIComponent(id))),
    summary: async (): Promise<ApiResult<BookingsSummary>> => mapped(await http.get<BookingsSummary | One<BookingsSummary>>(BOOKINGS_API.summary), bare),
    providers: async (): Promise<ApiResult<BookingProvider[]>> => mapped(await http.get<BookingProvider[] | Page<BookingProvider>>(BOOKINGS_API.providers), itemsOf),
    /** HS 2022 codes whose digits or words match, best first. */
    hsCodes: async (q: string, limit = 20): Promise<ApiResult<HsCode[]>> => mapped(await http.get<HsCode[] | Page<HsCode>>(BOOKINGS_API.hsCodes, { query: { q, limit } }), itemsOf),
    hsCode: async (code: string): Promise<ApiResult<HsCode>> => mapped(await http.get<HsCode | One<HsCode>>(BOOKINGS_API.hsCode(encodeURIComponent(code))), bare),
  };
}

export type BookingsApi = ReturnType<typeof bookingsApi>;

/** bookingsApi over the app's HttpClient, stable across renders. */
export function useBookingsApi(): BookingsApi {
  const http = useService(HttpClient);
  return useMemo(() => bookingsApi(http), [http]);
}
