import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Classes, Tag } from '@blueprintjs/core';
import { LoadStates, SearchBox } from '@portolan/sdk';
import type { ChatListStore } from '../../stores/ChatListStore';
import { shortTime } from './chatTime';
import { META, VISUALLY_HIDDEN } from './chatStyles';

/** The preview of a message body in the list: mentions as "@Name", one line. */
function preview(body: string): string {
  return body.replace(/@\[([^\]]+)\]\([^)]+\)/g, '@$1').replace(/\s+/g, ' ');
}

/** The chat list pane: search, "New chat", and per chat its title, record tag, last message, time and unread badge. */
export const ChatList = observer(function ChatList({ store, activeId, onNew, linkOf }: { store: ChatListStore; activeId?: string; onNew: () => void; linkOf: (chatId: string) => string }) {
  return (
    <nav aria-label="Chats" style={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <div style={{ display: 'flex', gap: 4, padding: 8 }}>
        <div style={{ flex: 1 }}>
          <SearchBox value={store.search} onSearch={store.setSearch} placeholder="Search chats" label="Search chats" width={200} />
        </div>
        <Button icon="plus" intent="primary" text="New chat" onClick={onNew} />
      </div>
      <div style={{ overflowY: 'auto', flex: 1, minHeight: 0 }}>
        <LoadStates isFetching={store.isFetching && !store.items.length} error={store.error} empty={!store.items.length} emptyText={store.search ? 'No chats match' : 'No chats yet'} onRetry={() => void store.load()}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {store.items.map((chat) => {
              const last = chat.lastMessage;
              const active = chat._id === activeId;
              return (
                <li key={chat._id}>
                  <Link
                    to={linkOf(chat._id)}
                    aria-current={active ? 'page' : undefined}
                    style={{ display: 'block', padding: '6px 8px', borderBottom: '1px solid rgba(17,20,24,.08)', background: active ? 'rgba(45,114,210,.12)' : undefined, color: 'inherit', textDecoration: 'none' }}
                  >
                    <div style={{ display: 'flex', gap: 6, alignItems: 'baseline' }}>
                      <strong style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: chat.unread ? 700 : 500 }}>{chat.title}</strong>
                      {last && (
                        <time dateTime={last.createdAt} className={Classes.TEXT_SMALL} style={META}>
                          {shortTime(last.createdAt)}
                        </time>
                      )}
                      {chat.unread > 0 && (
                        <Tag round intent="primary">
                          {chat.unread}
                          <span style={VISUALLY_HIDDEN}> unread</span>
                        </Tag>
                      )}
                    </div>
                    <div className={Classes.TEXT_SMALL} style={{ ...META, display: 'flex', gap: 6 }}>
                      {chat.record && (
                        <Tag minimal>{chat.record.title ?? chat.record.kind}</Tag>
                      )}
                      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                        {last ? `${last.authorName}: ${last.deletedAt ? 'This message was deleted' : preview(last.body) || (last.attachments.length ? '📎 attachment' : '')}` : 'No messages yet'}
                      </span>
                    </div>
                  </Link>
                </li>
              );
            })}
          </ul>
        </LoadStates>
      </div>
    </nav>
  );
});
