import type { AuthUser, Db } from '@portolan/sdk/server';
import { TICKET_COLUMNS } from './ticketRecord';

/**
 * The ticket `id` as `user` may see it: any ticket for the platform admin (with its company's name),
 * else only the user's company's own; undefined otherwise (the route answers 404). `lock` takes the
 * row for a transition.
 */
export async function findTicket(db: Db, user: AuthUser, id: string, lock = false): Promise<Record<string, unknown> | undefined> {
  const admin = !!user.isPlatformAdmin;
  const row = await db.one<Record<string, unknown>>(
    `SELECT ${TICKET_COLUMNS}${admin ? ', c.name AS company_name' : ''} FROM support_tickets t ${admin ? 'JOIN companies c ON c.id = t.company_id' : ''}
     WHERE t.id = $1 ${admin ? '' : 'AND t.company_id = $2'} ${lock ? 'FOR UPDATE OF t' : ''}`,
    admin ? [id] : [id, user.companyId],
  );
  return row ?? undefined;
}
