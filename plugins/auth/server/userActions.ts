import type { Db } from '@portolan/sdk/server';
import type { FastifyRequest } from 'fastify';

/** The kinds of entries of a user's audit trail (GET /api/users/actions, the /user-actions screen). */
export const USER_ACTIONS = [
  'account-created',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'password-reset-requested',
  'password-changed',
  'profile-updated',
  'role-changed',
  'user-created',
] as const;

export type UserAction = (typeof USER_ACTIONS)[number];

export interface ActionEntry {
  userId: string;
  companyId: string;
  action: UserAction;
  /** Who did it, when not the user (an admin changing a role). */
  actorId?: string;
  detail?: Record<string, unknown>;
}

/** Appends to the user's audit trail, with the request's address and browser. */
export async function recordAction(db: Db, entry: ActionEntry, request?: FastifyRequest): Promise<void> {
  const agent = request?.headers['user-agent'];
  await db.query(
    `INSERT INTO user_actions (user_id, company_id, actor_id, action, detail, ip, user_agent) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
    [entry.userId, entry.companyId, entry.actorId ?? null, entry.action, JSON.stringify(entry.detail ?? {}), request?.ip ?? null, typeof agent === 'string' ? agent.slice(0, 300) : null],
  );
}
