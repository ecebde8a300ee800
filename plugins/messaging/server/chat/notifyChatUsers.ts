import { NOTIFIER, type AuthUser, type Db, type ServerPluginContext } from '@portolan/sdk/server';

/**
 * Notifies users of a chat event ('chat.mentioned', 'chat.added') through the plugin's own `NOTIFIER`,
 * one notice per company of those users, in the caller's transaction; the actor is never told.
 */
export async function notifyChatUsers(
  tx: Db,
  ctx: Pick<ServerPluginContext, 'services'>,
  input: { event: 'chat.mentioned' | 'chat.added'; users: ReadonlyArray<{ id: string; companyId: string }>; actor: AuthUser; chatId: string; title: string; body: string },
): Promise<void> {
  const byCompany = new Map<string, string[]>();
  for (const user of input.users) {
    if (user.id === input.actor.id) continue;
    byCompany.set(user.companyId, [...(byCompany.get(user.companyId) ?? []), user.id]);
  }
  if (byCompany.size === 0) return;
  const notifier = ctx.services.get(NOTIFIER);
  for (const [companyId, userIds] of byCompany) {
    await notifier.notify(tx, { event: input.event, companyId, userIds, title: input.title, body: input.body, href: `/chat?chatId=${input.chatId}`, record: { kind: 'chat', id: input.chatId }, actorUserId: input.actor.id });
  }
}
