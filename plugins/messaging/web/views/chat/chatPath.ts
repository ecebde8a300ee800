/** `/chat/:chatId`: the shareable link of a chat (`?message=` marks one message). */
export function chatPath(chatId: string, messageId?: string): string {
  return `/chat/${encodeURIComponent(chatId)}${messageId ? `?message=${encodeURIComponent(messageId)}` : ''}`;
}
