import { Fragment, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Tag } from '@blueprintjs/core';
import { HttpClient, LIVE_KINDS, LoadStates, Session, useService } from '@portolan/sdk';
import type { ChatAttachment } from '../../../shared/types';
import { ChatConversationStore } from '../../stores/ChatConversationStore';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import { MessageBody } from './MessageBody';
import { dayLabel } from './chatTime';
import { useLiveEvents } from './useLiveEvents';

export interface ChatConversationProps {
  chatId: string;
  /** The message a link pointed at (`/chat/:chatId?message=`): scrolled to and marked. */
  focusMessageId?: string;
  /** The caller read this chat (the list clears its unread count). */
  onRead?: (chatId: string) => void;
  /** Makes the id a send is de-duplicated by (tests). */
  newClientId?: () => string;
}

/** How often at most the typing signal goes out while someone types. */
const TYPING_EVERY_MS = 2_000;

/**
 * One chat's conversation: header (title, members and their companies, record link), the messages as a
 * live log grouped by day with read receipts and the typing line, and the composer. Live events update
 * it; after a reconnection it loads what came meanwhile; it marks read while the tab is visible.
 */
export const ChatConversation = observer(function ChatConversation({ chatId, focusMessageId, onRead, newClientId }: ChatConversationProps) {
  const http = useService(HttpClient);
  const session = useService(Session);
  const userId = session.user?._id ?? '';
  const [store] = useState(() => new ChatConversationStore(chatId, { http, userId, newClientId }));
  const [text, setText] = useState('');
  const typedAt = useRef(0);
  const log = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  const live = useLiveEvents({
    chatMessage: store.onMessage,
    chatRead: store.onRead,
    chatChanged: store.onChanged,
    chatTyping: store.onTyping,
    onReady: () => void store.catchUp(),
  });

  // Mark read when messages arrive while the tab is visible, and when the tab becomes visible again.
  const lastSeq = store.lastSeq;
  useEffect(() => {
    const read = () => {
      if (document.visibilityState !== 'visible' || !store.chat || store.lastSeq <= store.ownLastReadSeq) return;
      void store.markRead();
      onRead?.(chatId);
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [store, lastSeq, store.chat, chatId, onRead]);

  // Keep the newest message in view; a linked message is scrolled to instead.
  const count = store.messages.length + store.pending.length;
  useEffect(() => {
    const target = focusMessageId ? document.getElementById(`message-${focusMessageId}`) : null;
    if (target) target.scrollIntoView?.({ block: 'center' });
    else if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count, focusMessageId]);

  const typing = () => {
    const now = Date.now();
    if (!live || now - typedAt.current < TYPING_EVERY_MS) return;
    typedAt.current = now;
    live.signal(LIVE_KINDS.chatTyping, { chatId });
  };

  const chat = store.chat;
  const receipts = store.receipts;
  let day = '';
  return (
    <section aria-label={chat ? `Chat: ${chat.title}` : 'Chat'} style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <LoadStates isFetching={store.isFetching && !chat} error={chat ? undefined : store.error} empty={!chat} emptyText="Chat not found" onRetry={() => void store.load()}>
        {chat && (
          <header style={{ padding: '6px 8px', borderBottom: '1px solid rgba(17,20,24,.15)' }}>
            <h2 className="bp6-heading" style={{ fontSize: 15, margin: 0 }}>
              {chat.title}
            </h2>
            <div className="bp6-text-small" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
              {chat.record && (
                <Tag minimal icon="link">
                  {chat.record.href ? <Link to={chat.record.href}>{chat.record.title ?? `${chat.record.kind} ${chat.record.id}`}</Link> : (chat.record.title ?? chat.record.kind)}
                </Tag>
              )}
              <span aria-label="Members">
                {chat.members.map((m, i) => (
                  <Fragment key={m.userId}>
                    {i > 0 && ', '}
                    {m.userId === userId ? 'You' : m.name} <span className="bp6-text-muted">({m.companyName})</span>
                  </Fragment>
                ))}
              </span>
            </div>
          </header>
        )}
      </LoadStates>
      <div ref={log} role="log" aria-live="polite" aria-label="Messages" tabIndex={0} style={{ padding: 8, flex: 1, overflowY: 'auto', minHeight: 0 }}>
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {store.hasMore && (
          <li style={{ textAlign: 'center' }}>
            <Button size="small" variant="minimal" text="Load earlier messages" onClick={() => void store.loadOlder()} />
          </li>
        )}
        {chat && !store.messages.length && !store.pending.length && <li className="bp6-text-muted">No messages yet — write the first one below.</li>}
        {store.messages.map((message) => {
          const label = dayLabel(message.createdAt);
          const heading = label !== day;
          day = label;
          return (
            <Fragment key={message._id}>
              {heading && (
                <li className="bp6-text-small bp6-text-muted" style={{ textAlign: 'center', margin: '8px 0 4px', fontWeight: 600 }}>
                  <h3 style={{ font: 'inherit', margin: 0 }}>{label}</h3>
                </li>
              )}
              <ChatMessageItem message={message} own={message.authorId === userId} userId={userId} seenBy={receipts.get(message.seq)} focused={message._id === focusMessageId} onEdit={store.edit} onDelete={store.remove} />
            </Fragment>
          );
        })}
        {store.pending.map((p) => (
          <li key={p.clientId} className="pt-chat-message pt-chat-message-own" style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', margin: '2px 0' }}>
            <div style={{ maxWidth: '75%', padding: '4px 8px', borderRadius: 6, background: 'rgba(45,114,210,.07)', opacity: p.state === 'sending' ? 0.7 : 1 }}>
              <MessageBody body={p.body} userId={userId} />
              {p.attachments.map((a) => (
                <div key={a.documentId} className="bp6-text-small">
                  📎 {a.name}
                </div>
              ))}
            </div>
            {p.state === 'sending' ? (
              <span className="bp6-text-small bp6-text-muted">Sending…</span>
            ) : (
              <span role="alert" className="bp6-text-small" style={{ color: '#cd4246' }}>
                {p.error}{' '}
                <Button size="small" variant="minimal" intent="danger" text="Retry" onClick={() => void store.retry(p.clientId)} />
                <Button
                  size="small"
                  variant="minimal"
                  text="Edit"
                  onClick={() => {
                    store.discard(p.clientId);
                    setText((held) => (held ? `${held}\n${p.body}` : p.body));
                  }}
                />
              </span>
            )}
          </li>
        ))}
        </ol>
      </div>
      <div aria-live="polite" className="bp6-text-small bp6-text-muted" style={{ minHeight: 18, padding: '0 8px' }}>
        {store.typingText}
      </div>
      {chat && (
        <ChatComposer
          chatId={chatId}
          members={chat.members.filter((m) => m.userId !== userId)}
          text={text}
          onText={setText}
          onTyping={typing}
          onSend={(body: string, attachments: ChatAttachment[]) => void store.send(body, attachments)}
        />
      )}
    </section>
  );
});
