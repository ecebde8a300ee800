import { iso } from '@portolan/sdk/server';
import type { Notification } from '../../shared/types';

/** A `notifications` row as the API and the live connection carry it. */
export function toNotification(row: Record<string, unknown>): Notification {
  const kind = row.record_kind as string | null;
  return {
    _id: String(row.id),
    event: String(row.event),
    category: String(row.category),
    title: String(row.title),
    body: String(row.body),
    href: (row.href as string | null) ?? null,
    record: kind ? { kind, id: String(row.record_id) } : null,
    createdAt: iso(row.created_at)!,
    readAt: iso(row.read_at),
  };
}
