import { iso } from '@portolan/sdk/server';
import type { SupportTicket, TicketCategory, TicketState } from '../../shared/types';

export const TICKET_COLUMNS = 't.id, t.company_id, t.reference, t.user_id, t.user_name, t.email, t.category, t.subject, t.message, t.status, t.created_at, t.updated_at, t.version';

/** A ticket row as the API answers it; `company_name` only when the query joined it (the platform admin's). */
export function ticketRecord(row: Record<string, unknown>): SupportTicket {
  return {
    _id: String(row.id),
    reference: String(row.reference),
    companyId: String(row.company_id),
    ...(row.company_name !== undefined ? { companyName: String(row.company_name) } : {}),
    userId: (row.user_id as string | null) ?? null,
    userName: String(row.user_name),
    email: String(row.email),
    category: row.category as TicketCategory,
    subject: String(row.subject),
    message: String(row.message),
    status: row.status as TicketState,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    version: Number(row.version),
  };
}
