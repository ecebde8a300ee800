import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useMatch, useNavigate, useSearchParams } from 'react-router-dom';
import { NonIdealState } from '@blueprintjs/core';
import { HttpClient, Session, useCommands, useService } from '@portolan/sdk';
import { ChatListStore } from '../../stores/ChatListStore';
import { ChatConversation } from './ChatConversation';
import { ChatList } from './ChatList';
import { NewChatDialog } from './NewChatDialog';
import { chatPath } from './chatPath';
import { useLiveEvents } from './useLiveEvents';

/**
 * `/chat` and `/chat/:chatId`: the caller's chats beside the open conversation. Live events keep the
 * list current; a reconnection reloads it. Commands: new chat (Alt+N), search messages (Alt+F),
 * next / previous chat (Alt+↓ / Alt+↑).
 */
const ChatScreen = observer(function ChatScreen() {
  const http = useService(HttpClient);
  const session = useService(Session);
  const navigate = useNavigate();
  const match = useMatch('/chat/:chatId');
  const [params] = useSearchParams();
  const chatId = match?.params.chatId;
  const [store] = useState(() => new ChatListStore(http, session.user?._id ?? ''));
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    void store.load();
  }, [store]);
  useEffect(() => {
    store.openChatId = chatId;
  }, [store, chatId]);

  useLiveEvents({ chatMessage: store.onMessage, chatRead: store.onRead, chatChanged: store.onChanged, onReady: () => void store.load() });

  const go = (step: 1 | -1) => {
    const next = store.neighbour(chatId, step);
    if (next) navigate(chatPath(next._id));
  };
  useCommands(
    [
      { id: 'new-chat', title: 'New chat', shortcut: 'alt+n', run: () => setCreating(true) },
      { id: 'search-messages', title: 'Search messages', shortcut: 'alt+f', run: () => navigate('/messages') },
      { id: 'next-chat', title: 'Next chat', shortcut: 'alt+arrowdown', run: () => go(1) },
      { id: 'previous-chat', title: 'Previous chat', shortcut: 'alt+arrowup', run: () => go(-1) },
    ],
    [store, chatId],
  );

  return (
    <div className="pt-chat-screen" style={{ display: 'grid', gridTemplateColumns: 'minmax(260px, 320px) 1fr', height: 'calc(100vh - 110px)', minHeight: 360, border: '1px solid rgba(17,20,24,.15)' }}>
      <h1 className="bp6-heading" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Chat
      </h1>
      <div style={{ borderRight: '1px solid rgba(17,20,24,.15)', minHeight: 0 }}>
        <ChatList store={store} activeId={chatId} onNew={() => setCreating(true)} linkOf={(id) => chatPath(id)} />
      </div>
      <div style={{ minHeight: 0, minWidth: 0 }}>
        {chatId ? (
          <ChatConversation key={chatId} chatId={chatId} focusMessageId={params.get('message') ?? undefined} onRead={store.markRead} />
        ) : (
          <NonIdealState icon="chat" title="Choose a chat" description="Pick a chat on the left, or start a new one (Alt+N)." />
        )}
      </div>
      {creating && (
        <NewChatDialog
          onClose={() => setCreating(false)}
          onCreated={(chat) => {
            setCreating(false);
            store.upsert(chat);
            navigate(chatPath(chat._id));
          }}
        />
      )}
    </div>
  );
});

export default ChatScreen;
