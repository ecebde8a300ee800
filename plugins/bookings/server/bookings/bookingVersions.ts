import { iso, type Db } from '@portolan/sdk/server';
import type { BookingConfirmation, BookingRequest, BookingVersion, FieldChange } from '../../shared/types';
import type { VersionKind, VersionState } from '../../shared/states';

interface VersionRow {
  id: string;
  number: number;
  kind: VersionKind;
  state: VersionState;
  request: unknown;
  confirmation: unknown;
  changes: unknown;
  created_at: unknown;
  created_by_name: string | null;
  company_name: string;
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

const VERSION_SELECT = `v.id, v.number, v.kind, v.state, v.request, v.confirmation, v.changes, v.created_at,
  (SELECT u.name FROM users u WHERE u.id = v.created_by) AS created_by_name,
  (SELECT c.name FROM companies c WHERE c.id = v.author_company_id) AS company_name`;

function toVersion(row: VersionRow): BookingVersion {
  return {
    _id: String(row.id),
    version: Number(row.number),
    kind: row.kind,
    state: row.state,
    request: json<BookingRequest>(row.request),
    confirmation: json<BookingConfirmation | null>(row.confirmation) ?? null,
    changes: json<FieldChange[]>(row.changes) ?? [],
    createdAt: iso(row.created_at)!,
    createdByName: row.created_by_name ?? null,
    companyName: row.company_name,
  };
}

/** A booking's versions, newest first (the caller has checked the booking is visible). */
export async function versionsOf(db: Db, bookingId: string): Promise<BookingVersion[]> {
  const rows = await db.query<VersionRow>(`SELECT ${VERSION_SELECT} FROM booking_versions v WHERE v.booking_id = $1 ORDER BY v.number DESC`, [bookingId]);
  return rows.rows.map(toVersion);
}

/** The pending amendment of a booking, or null. */
export async function pendingVersionOf(db: Db, bookingId: string): Promise<BookingVersion | null> {
  const row = await db.one<VersionRow>(`SELECT ${VERSION_SELECT} FROM booking_versions v WHERE v.booking_id = $1 AND v.state = 'PENDING'`, [bookingId]);
  return row ? toVersion(row) : null;
}

/** Inserts the next version of a booking; answers its number. */
export async function insertVersion(tx: Db, v: { bookingId: string; companyId: string; authorCompanyId: string; userId: string | null; kind: VersionKind; state: VersionState; request: BookingRequest; confirmation: BookingConfirmation | null; changes: FieldChange[] }): Promise<number> {
  const row = await tx.one<{ number: number }>(
    `INSERT INTO booking_versions (booking_id, company_id, number, kind, state, request, confirmation, changes, author_company_id, created_by)
     VALUES ($1, $2, (SELECT coalesce(max(number), 0) + 1 FROM booking_versions WHERE booking_id = $1), $3, $4, $5, $6, $7, $8, $9) RETURNING number`,
    [v.bookingId, v.companyId, v.kind, v.state, JSON.stringify(v.request), v.confirmation ? JSON.stringify(v.confirmation) : null, JSON.stringify(v.changes), v.authorCompanyId, v.userId],
  );
  return Number(row!.number);
}
