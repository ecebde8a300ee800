/** The chat calls of README.md (the messaging API), as paths. */
export const ChatApi = {
  chats: '/api/messages/chat',
  chat: (chatId: string) => `/api/messages/chat/${encodeURIComponent(chatId)}`,
  messages: (chatId: string) => `/api/messages/chat/${encodeURIComponent(chatId)}/messages/`,
  message: (chatId: string, messageId: string) => `/api/messages/chat/${encodeURIComponent(chatId)}/messages/${encodeURIComponent(messageId)}/`,
  read: (chatId: string) => `/api/messages/chat/${encodeURIComponent(chatId)}/read`,
  attachment: (chatId: string, messageId: string, documentId: string) =>
    `/api/messages/chat/${encodeURIComponent(chatId)}/messages/${encodeURIComponent(messageId)}/attachments/${encodeURIComponent(documentId)}`,
  search: '/api/messages/message',
  unreadCount: '/api/messages/unread-chats/count',
  contacts: '/api/messages/contacts',
  upload: '/api/documents/v2/upload',
} as const;
