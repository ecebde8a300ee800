import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient } from '@portolan/sdk';
import type { Chat, ChatAttachment, ChatMessage } from '../../shared/types';
import { ChatApi } from './ChatApi';

/** A message typed here and not yet accepted by the server (shown as "Sending…", or failed with Retry). */
export interface PendingMessage {
  clientId: string;
  body: string;
  attachments: ChatAttachment[];
  state: 'sending' | 'failed';
  /** SPEC §8 text of the failure ("Server Error", "Network Error" or the server's message). */
  error?: string;
}

/** How long a typing signal shows ("Rahul is typing…") unless renewed. */
export const TYPING_MS = 4_000;

/** What the conversation needs besides HTTP. */
export interface ConversationContext {
  http: HttpClient;
  /** The signed-in user's id (own messages, own read state). */
  userId: string;
  /** Makes the id the server de-duplicates a resend by. */
  newClientId?: () => string;
}

type MessagesAnswer = { items: ChatMessage[]; count: number; hasMore: boolean };

/**
 * One open chat (README "Chats"): its record and messages (oldest first), the messages being sent,
 * who is typing, read receipts from the members' `lastReadSeq`; sends with a `clientId` (optimistic,
 * retried without duplicates), edits and deletes one's own, marks read, and applies live events.
 */
export class ChatConversationStore {
  chat: Chat | null = null;
  messages: ChatMessage[] = [];
  pending: PendingMessage[] = [];
  /** userId → name of members typing now. */
  typing = new Map<string, string>();
  hasMore = false;
  isFetching = false;
  error?: string;
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    readonly chatId: string,
    private readonly context: ConversationContext,
  ) {
    makeAutoObservable<ChatConversationStore, 'timers' | 'context'>(this, { chatId: false, timers: false, context: false }, { autoBind: true });
  }

  /** The signed-in user's id. */
  get userId(): string {
    return this.context.userId;
  }

  /** The newest loaded message's seq (0 when none). */
  get lastSeq(): number {
    return this.messages.length ? this.messages[this.messages.length - 1].seq : 0;
  }

  /** The caller's own read position. */
  get ownLastReadSeq(): number {
    return this.chat?.members.find((m) => m.userId === this.userId)?.lastReadSeq ?? 0;
  }

  /** seq → names of the other members whose read position is at that message (the newest loaded one not after it). */
  get receipts(): Map<number, string[]> {
    const receipts = new Map<number, string[]>();
    for (const member of this.chat?.members ?? []) {
      if (member.userId === this.userId || member.lastReadSeq <= 0) continue;
      let at: ChatMessage | undefined;
      for (const message of this.messages) if (message.seq <= member.lastReadSeq && !message.deletedAt) at = message;
      if (!at) continue;
      receipts.set(at.seq, [...(receipts.get(at.seq) ?? []), member.name]);
    }
    return receipts;
  }

  /** "Rahul is typing…", "Rahul and Priya are typing…", or '' . */
  get typingText(): string {
    const names = [...this.typing.values()];
    if (!names.length) return '';
    return names.length === 1 ? `${names[0]} is typing…` : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} are typing…`;
  }

  /** Loads the chat and its newest messages. */
  async load(): Promise<void> {
    this.isFetching = true;
    this.error = undefined;
    const [chat, messages] = await Promise.all([
      this.context.http.get<{ record: Chat }>(ChatApi.chat(this.chatId)),
      this.context.http.get<MessagesAnswer>(ChatApi.messages(this.chatId), { query: { limit: 50 } }),
    ]);
    runInAction(() => {
      this.isFetching = false;
      if (!chat.ok || !messages.ok) {
        this.error = (chat.ok ? messages.errorMessage : chat.errorMessage) ?? 'Server Error';
        return;
      }
      this.chat = chat.data?.record ?? null;
      this.messages = [];
      this.merge(messages.data?.items ?? []);
      this.hasMore = Boolean(messages.data?.hasMore);
    });
  }

  /** After a reconnection: the chat again and every message after the last one held (nothing missed while offline). */
  async catchUp(): Promise<void> {
    if (!this.chat) return this.load();
    const chat = await this.context.http.get<{ record: Chat }>(ChatApi.chat(this.chatId));
    if (chat.ok && chat.data) runInAction(() => (this.chat = chat.data!.record));
    for (;;) {
      const answer = await this.context.http.get<MessagesAnswer>(ChatApi.messages(this.chatId), { query: { after: this.lastSeq, limit: 50 } });
      if (!answer.ok || !answer.data) return;
      this.merge(answer.data.items);
      if (!answer.data.hasMore || !answer.data.items.length) return;
    }
  }

  /** Loads the 50 messages before the oldest one held. */
  async loadOlder(): Promise<void> {
    const first = this.messages[0]?.seq;
    if (!first) return;
    const answer = await this.context.http.get<MessagesAnswer>(ChatApi.messages(this.chatId), { query: { before: first, limit: 50 } });
    if (answer.ok && answer.data) {
      this.merge(answer.data.items);
      runInAction(() => (this.hasMore = Boolean(answer.data?.hasMore)));
    }
  }

  /** Adds or replaces messages by id, keeping seq order. */
  merge(incoming: ChatMessage[]): void {
    if (!incoming.length) return;
    const byId = new Map(this.messages.map((m) => [m._id, m]));
    for (const message of incoming) {
      const held = byId.get(message._id);
      if (!held || held.version <= message.version) byId.set(message._id, message);
    }
    this.messages = [...byId.values()].sort((a, b) => a.seq - b.seq);
  }

  /** Sends a message: shown at once as "Sending…", replaced by the server's; a failure keeps it with Retry. */
  async send(body: string, attachments: ChatAttachment[] = []): Promise<void> {
    const clientId = (this.context.newClientId ?? (() => crypto.randomUUID()))();
    this.pending.push({ clientId, body, attachments, state: 'sending' });
    await this.deliver(clientId);
  }

  /** Sends a failed message again with the same `clientId` (the server answers the first one if it got it). */
  async retry(clientId: string): Promise<void> {
    const pending = this.pending.find((p) => p.clientId === clientId);
    if (!pending) return;
    pending.state = 'sending';
    pending.error = undefined;
    await this.deliver(clientId);
  }

  /** Drops a failed message (its text goes back to the composer by the caller). */
  discard(clientId: string): void {
    this.pending = this.pending.filter((p) => p.clientId !== clientId);
  }

  private async deliver(clientId: string): Promise<void> {
    const pending = this.pending.find((p) => p.clientId === clientId);
    if (!pending) return;
    const data = { body: pending.body, clientId, ...(pending.attachments.length ? { attachments: pending.attachments.map((a) => a.documentId) } : {}) };
    const answer = await this.context.http.post<{ record: ChatMessage }>(ChatApi.messages(this.chatId), { data });
    runInAction(() => {
      const current = this.pending.find((p) => p.clientId === clientId);
      if (answer.ok && answer.data?.record) {
        this.pending = this.pending.filter((p) => p.clientId !== clientId);
        this.merge([answer.data.record]);
        this.touchChat(answer.data.record);
      } else if (current) {
        current.state = 'failed';
        current.error = answer.errorMessage ?? (answer.status === 0 ? 'Network Error' : 'Server Error');
      }
    });
  }

  /** Edits one's own message; answers the SPEC §8 text of a failure. */
  async edit(message: ChatMessage, body: string): Promise<string | undefined> {
    const answer = await this.context.http.post<{ record: ChatMessage }>(ChatApi.message(this.chatId, message._id), { data: { body, version: message.version } });
    if (answer.ok && answer.data?.record) this.merge([answer.data.record]);
    return answer.ok ? undefined : (answer.errorMessage ?? 'Server Error');
  }

  /** Deletes one's own message; answers the SPEC §8 text of a failure. */
  async remove(message: ChatMessage): Promise<string | undefined> {
    const answer = await this.context.http.delete<{ record?: ChatMessage }>(ChatApi.message(this.chatId, message._id));
    if (!answer.ok) return answer.errorMessage ?? 'Server Error';
    runInAction(() => this.merge([answer.data?.record ?? { ...message, body: '', attachments: [], deletedAt: new Date().toISOString(), version: message.version + 1 }]));
    return undefined;
  }

  /** Marks read up to the newest message when there is something unread (the caller checks the tab is visible). */
  async markRead(): Promise<void> {
    const seq = this.lastSeq;
    if (!this.chat || seq <= this.ownLastReadSeq) return;
    this.setOwnRead(seq);
    await this.context.http.post(ChatApi.read(this.chatId), { data: { seq } });
  }

  private setOwnRead(seq: number): void {
    const own = this.chat?.members.find((m) => m.userId === this.userId);
    if (own) own.lastReadSeq = Math.max(own.lastReadSeq, seq);
    if (this.chat) this.chat.unread = 0;
  }

  private touchChat(message: ChatMessage): void {
    if (this.chat && (!this.chat.lastMessage || this.chat.lastMessage.seq <= message.seq)) this.chat.lastMessage = message;
  }

  /** Live `chatMessage` {chatId, message}: new, edited or deleted. */
  onMessage(data: { chatId: string; message: ChatMessage }): void {
    if (data.chatId !== this.chatId) return;
    const { message } = data;
    if (message.authorId === this.userId && !this.messages.some((m) => m._id === message._id)) {
      // Our own message arrived live before the POST answered: it replaces the "Sending…" copy.
      const copy = this.pending.find((p) => p.state === 'sending' && p.body === message.body);
      if (copy) this.pending = this.pending.filter((p) => p !== copy);
    }
    if (message.authorId !== this.userId) this.stopTyping(message.authorId);
    this.merge([message]);
    this.touchChat(message);
  }

  /** Live `chatRead` {chatId, userId, messageId}: a member's read position moved. */
  onRead(data: { chatId: string; userId: string; messageId: string; seq?: number }): void {
    if (data.chatId !== this.chatId || !this.chat) return;
    const seq = data.seq ?? this.messages.find((m) => m._id === data.messageId)?.seq;
    const member = this.chat.members.find((m) => m.userId === data.userId);
    if (seq === undefined || !member) return void this.catchUp();
    member.lastReadSeq = Math.max(member.lastReadSeq, seq);
  }

  /** Live `chatChanged` {chat}: title or members changed. */
  onChanged(data: { chat: Chat }): void {
    if (data.chat?._id === this.chatId) this.chat = data.chat;
  }

  /** Live `chatTyping` signal {chatId, userId, name}: shown for TYPING_MS unless renewed. */
  onTyping(data: { chatId: string; userId: string; name: string }): void {
    if (data.chatId !== this.chatId || data.userId === this.userId) return;
    this.typing.set(data.userId, data.name);
    clearTimeout(this.timers.get(data.userId));
    this.timers.set(
      data.userId,
      setTimeout(() => this.stopTyping(data.userId), TYPING_MS),
    );
  }

  /** Someone stopped typing (their signal expired or their message arrived). */
  stopTyping(userId: string): void {
    clearTimeout(this.timers.get(userId));
    this.timers.delete(userId);
    this.typing.delete(userId);
  }

  /** Stops the typing timers (the conversation closes). */
  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
