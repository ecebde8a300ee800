import type { Chat, ChatMember, ChatMessage } from '../../../shared/types';

/** Test data: the signed-in test user and two members of another company. */
export const MEMBERS: ChatMember[] = [
  { userId: 'test-user', name: 'Test User', companyId: 'test-company', companyName: 'Test Shipper', lastReadSeq: 2, lastReadAt: null },
  { userId: 'priya', name: 'Priya Shah', companyId: 'bluewave', companyName: 'Bluewave', lastReadSeq: 2, lastReadAt: null },
  { userId: 'rahul', name: 'Rahul Mehta', companyId: 'bluewave', companyName: 'Bluewave', lastReadSeq: 1, lastReadAt: null },
];

/** A message of the test chat. */
export function message(seq: number, fields: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: `m${seq}`,
    chatId: 'c1',
    seq,
    authorId: 'priya',
    authorName: 'Priya Shah',
    companyId: 'bluewave',
    companyName: 'Bluewave',
    body: `Message ${seq}`,
    mentions: [],
    attachments: [],
    createdAt: new Date(Date.now() - (10 - seq) * 60_000).toISOString(),
    editedAt: null,
    deletedAt: null,
    version: 1,
    ...fields,
  };
}

/** The test chat, about a shipment. */
export const CHAT: Chat = {
  _id: 'c1',
  title: 'SHP-2026-0042 delivery',
  record: { kind: 'shipment', id: 's1', title: 'SHP-2026-0042', href: '/shipments/s1' },
  members: MEMBERS,
  companies: [
    { id: 'test-company', name: 'Test Shipper' },
    { id: 'bluewave', name: 'Bluewave' },
  ],
  lastMessage: null,
  unread: 0,
  createdBy: 'test-user',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  version: 1,
};

/** The envelope of a successful answer. */
export const ok = (data: unknown) => ({ success: true, data });
