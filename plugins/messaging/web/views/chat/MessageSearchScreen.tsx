import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HttpClient, LoadStates, SearchBox, useCommands, useLoad, useService, Session } from '@portolan/sdk';
import type { ChatMessage } from '../../../shared/types';
import { ChatApi } from '../../stores/ChatApi';
import { MessageBody } from './MessageBody';
import { chatPath } from './chatPath';
import { shortTime } from './chatTime';

type Hit = ChatMessage & { chatTitle: string };

/** `/messages`: search across the messages of the caller's chats; a hit opens its chat at that message. */
export default function MessageSearchScreen() {
  const http = useService(HttpClient);
  const userId = useService(Session).user?._id;
  const [search, setSearch] = useState('');
  const answer = useLoad<{ items: Hit[]; count: number }>(http, search ? `${ChatApi.search}?${new URLSearchParams({ search, limit: '50' })}` : undefined);
  useCommands([{ id: 'messages-reload', title: 'Search messages again', shortcut: 'alt+r', run: answer.reload }], [answer.reload]);
  const items = answer.data?.items ?? [];

  return (
    <div style={{ maxWidth: 960 }}>
      <h1 className="bp6-heading" style={{ fontSize: 20 }}>
        Search messages
      </h1>
      <SearchBox value={search} onSearch={setSearch} placeholder="Words in messages" label="Search messages" width={360} />
      <div style={{ marginTop: 12 }}>
        {!search ? (
          <p className="bp6-text-muted">Type words and press Enter to find them in your chats.</p>
        ) : (
          <LoadStates isFetching={answer.isFetching} error={answer.error} empty={!items.length} emptyText={`No messages match "${search}"`} onRetry={answer.reload}>
            <p className="bp6-text-small bp6-text-muted" aria-live="polite">
              {answer.data?.count ?? items.length} messages
            </p>
            <ul aria-label="Messages found" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {items.map((hit) => (
                <li key={hit._id} style={{ borderBottom: '1px solid rgba(17,20,24,.1)' }}>
                  <Link to={chatPath(hit.chatId, hit._id)} style={{ display: 'block', padding: '6px 4px', color: 'inherit', textDecoration: 'none' }}>
                    <div className="bp6-text-small" style={{ display: 'flex', gap: 8 }}>
                      <strong>{hit.chatTitle}</strong>
                      <span>{hit.authorName}</span>
                      <span className="bp6-text-muted">{hit.companyName}</span>
                      <time dateTime={hit.createdAt} className="bp6-text-muted" style={{ marginLeft: 'auto' }}>
                        {shortTime(hit.createdAt)}
                      </time>
                    </div>
                    <MessageBody body={hit.body} userId={userId} term={search} />
                  </Link>
                </li>
              ))}
            </ul>
          </LoadStates>
        )}
      </div>
    </div>
  );
}
