import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient } from '@portolan/sdk';
import type { Chat, ChatMessage } from '../../shared/types';
import { ChatApi } from './ChatApi';

/**
 * The caller's chats (`GET /api/messages/chat`), newest activity first, kept current by live events:
 * a new message moves its chat to the top (and counts as unread unless it is open or one's own), a
 * read by the caller clears the chat's unread count, a changed chat replaces its row.
 */
export class ChatListStore {
  items: Chat[] = [];
  search = '';
  isFetching = false;
  error?: string;
  /** The chat shown now (its messages are read, not counted unread). */
  openChatId?: string;
  private requestNumber = 0;

  constructor(
    private readonly http: HttpClient,
    private readonly userId: string,
    /** Extra filters, e.g. `{recordKind, recordId}` for a record's chats. */
    private readonly filter: Record<string, string> = {},
  ) {
    makeAutoObservable<ChatListStore, 'http' | 'userId' | 'filter' | 'requestNumber'>(this, { http: false, userId: false, filter: false, requestNumber: false }, { autoBind: true });
  }

  /** Loads the chats matching the search (the newest answer wins). */
  async load(): Promise<void> {
    const number = ++this.requestNumber;
    this.isFetching = true;
    const query: Record<string, unknown> = { limit: 100 };
    if (this.search.trim()) query.search = this.search.trim();
    if (Object.keys(this.filter).length) query.filter = this.filter;
    const answer = await this.http.get<{ items: Chat[]; count: number }>(ChatApi.chats, { query });
    if (number !== this.requestNumber) return;
    runInAction(() => {
      this.isFetching = false;
      this.error = answer.ok ? undefined : (answer.errorMessage ?? 'Server Error');
      if (answer.ok) this.items = answer.data?.items ?? [];
    });
  }

  /** Changes the search and reloads. */
  setSearch(search: string): void {
    this.search = search;
    void this.load();
  }

  /** Adds a chat (just created) or replaces it, at the top. */
  upsert(chat: Chat): void {
    const held = this.items.find((c) => c._id === chat._id);
    this.items = [{ ...chat, unread: chat.unread ?? held?.unread ?? 0 }, ...this.items.filter((c) => c._id !== chat._id)];
  }

  /** The chat after (`+1`) or before (`-1`) the given one, for Alt+↓/↑. */
  neighbour(chatId: string | undefined, step: 1 | -1): Chat | undefined {
    if (!this.items.length) return undefined;
    const at = this.items.findIndex((c) => c._id === chatId);
    if (at < 0) return this.items[0];
    return this.items[Math.min(this.items.length - 1, Math.max(0, at + step))];
  }

  /** Live `chatMessage`: the chat's preview and order; unread +1 for a new message of someone else in a chat not open. */
  onMessage(data: { chatId: string; message: ChatMessage }): void {
    const chat = this.items.find((c) => c._id === data.chatId);
    if (!chat) return void this.load();
    const isNew = !chat.lastMessage || data.message.seq > chat.lastMessage.seq;
    if (isNew || chat.lastMessage?._id === data.message._id) chat.lastMessage = data.message;
    if (isNew) {
      chat.updatedAt = data.message.createdAt;
      if (data.message.authorId !== this.userId && data.chatId !== this.openChatId) chat.unread += 1;
      this.items = [chat, ...this.items.filter((c) => c !== chat)];
    }
  }

  /** Live `chatRead`: the caller read a chat (here or in another tab). */
  onRead(data: { chatId: string; userId: string }): void {
    if (data.userId !== this.userId) return;
    const chat = this.items.find((c) => c._id === data.chatId);
    if (chat) chat.unread = 0;
  }

  /** The caller read a chat in this tab. */
  markRead(chatId: string): void {
    this.onRead({ chatId, userId: this.userId });
  }

  /** Live `chatChanged`: a new chat, or its title or members changed; one the caller left goes. */
  onChanged(data: { chat: Chat }): void {
    if (!data.chat) return;
    if (!data.chat.members.some((m) => m.userId === this.userId)) {
      this.items = this.items.filter((c) => c._id !== data.chat._id);
      return;
    }
    if (Object.entries(this.filter).length && (data.chat.record?.kind !== this.filter.recordKind || data.chat.record?.id !== this.filter.recordId)) return;
    const held = this.items.find((c) => c._id === data.chat._id);
    if (held) Object.assign(held, { ...data.chat, unread: data.chat.unread ?? held.unread });
    else this.items = [{ ...data.chat, unread: data.chat.unread ?? 0 }, ...this.items];
  }
}
