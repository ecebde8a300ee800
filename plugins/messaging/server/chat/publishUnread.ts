import { LIVE_KINDS, type Db, type Live } from '@portolan/sdk/server';
import { unreadCounts } from './unreadCounts';

/** Tells each of `userIds` their unread chats count (`chatUnread` {count}) in the caller's transaction. */
export async function publishUnread(tx: Db, live: Live, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  for (const [userId, { count }] of await unreadCounts(tx, userIds)) await live.publish(tx, { users: [userId], kind: LIVE_KINDS.chatUnread, data: { count } });
}
