import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@blueprintjs/core';
import { HttpClient, useService } from '@portolan/sdk';
import { ChatApi } from '../../stores/ChatApi';
import { useLiveEvents } from './useLiveEvents';

/** The header's messages button: the chat icon with the number of chats with unread messages, live; opens `/chat`. */
export default function MessagesHeaderButton() {
  const http = useService(HttpClient);
  const [count, setCount] = useState(0);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let current = true;
    void http.get<{ count: number }>(ChatApi.unreadCount).then((answer) => {
      if (current && answer.ok) setCount(answer.data?.count ?? 0);
    });
    return () => {
      current = false;
    };
  }, [http, tick]);
  useLiveEvents({ chatUnread: (data: { count: number }) => setCount(data.count), onReady: () => setTick((t) => t + 1) });

  const shown = count > 99 ? '99+' : String(count);
  const label = count ? `Messages, ${shown} unread` : 'Messages';
  return (
    <Link to="/chat" aria-label={label} title={label} className="bp6-button bp6-minimal" style={{ position: 'relative' }}>
      <Icon icon="chat" aria-hidden />
      {count > 0 && (
        <span
          aria-hidden
          className="bp6-tag bp6-round bp6-intent-danger"
          style={{ position: 'absolute', top: -2, right: -4, minWidth: 16, minHeight: 16, padding: '0 4px', fontSize: 10, lineHeight: '16px' }}
        >
          {shown}
        </span>
      )}
    </Link>
  );
}
