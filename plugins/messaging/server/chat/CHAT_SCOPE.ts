import type { RecordScope } from '@portolan/sdk/server';

/** The record kind `chat`: owned by the creator's company, shared with every company that has a member (chat_parties), so attachments uploaded to the documents area for a chat pass its visibility check. */
export const CHAT_SCOPE: RecordScope = { kind: 'chat', table: 'chats', sharedVia: { table: 'chat_parties', key: 'chat_id' }, label: 'Chat' };
