import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, ButtonGroup, Tag } from '@blueprintjs/core';
import { HttpClient, LoadStates, Session, useService, type RecordSlotProps } from '@portolan/sdk';
import { ChatListStore } from '../../stores/ChatListStore';
import { ChatConversation } from './ChatConversation';
import { NewChatDialog } from './NewChatDialog';
import { useLiveEvents } from './useLiveEvents';

/** How people name a record kind in a sentence ("Start a chat about this purchase order"). */
const KIND_NAMES: Record<string, string> = { rfq: 'RFQ', 'purchase-order': 'purchase order' };

/** The record's name for the chat's title: its reference, number, title or name, if loaded. */
function recordTitle(record: unknown): string | undefined {
  const r = (record ?? {}) as Record<string, unknown>;
  const name = r.reference ?? r.number ?? r.referenceNumber ?? r.title ?? r.name;
  return typeof name === 'string' ? name : undefined;
}

/**
 * The Chat tab on a shipment, quote, enquiry, RFQ, order or booking: the caller's chats about the
 * record, the chosen one's conversation inline, and "Start a chat about this …".
 */
const RecordChatTab = observer(function RecordChatTab({ kind, recordId, record }: RecordSlotProps) {
  const http = useService(HttpClient);
  const session = useService(Session);
  const [store] = useState(() => new ChatListStore(http, session.user?._id ?? '', { recordKind: kind, recordId }));
  const [chosen, setChosen] = useState<string>();
  const [creating, setCreating] = useState(false);
  const kindName = KIND_NAMES[kind] ?? kind;
  const title = recordTitle(record);

  useEffect(() => {
    void store.load();
  }, [store]);
  useLiveEvents({ chatMessage: store.onMessage, chatRead: store.onRead, chatChanged: store.onChanged, onReady: () => void store.load() });

  const openId = chosen && store.items.some((c) => c._id === chosen) ? chosen : store.items[0]?._id;
  useEffect(() => {
    store.openChatId = openId;
  }, [store, openId]);

  return (
    <section aria-label={`Chats about this ${kindName}`}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8, flexWrap: 'wrap' }}>
        {store.items.length > 1 && (
          <ButtonGroup aria-label="Chats">
            {store.items.map((chat) => (
              <Button key={chat._id} size="small" active={chat._id === openId} aria-pressed={chat._id === openId} onClick={() => setChosen(chat._id)}>
                {chat.title} {chat.unread > 0 && <Tag round intent="primary">{chat.unread}</Tag>}
              </Button>
            ))}
          </ButtonGroup>
        )}
        <Button icon="chat" text={`Start a chat about this ${kindName}`} onClick={() => setCreating(true)} />
      </div>
      <LoadStates isFetching={store.isFetching && !store.items.length} error={store.error} empty={!store.items.length} emptyText={`No chats about this ${kindName} yet`} onRetry={() => void store.load()}>
        {openId && (
          <div style={{ height: 480, border: '1px solid rgba(17,20,24,.15)' }}>
            <ChatConversation key={openId} chatId={openId} onRead={store.markRead} />
          </div>
        )}
      </LoadStates>
      {creating && (
        <NewChatDialog
          record={{ kind, id: recordId, title: title ?? null }}
          onClose={() => setCreating(false)}
          onCreated={(chat) => {
            setCreating(false);
            store.upsert(chat);
            setChosen(chat._id);
          }}
        />
      )}
    </section>
  );
});

export default RecordChatTab;
