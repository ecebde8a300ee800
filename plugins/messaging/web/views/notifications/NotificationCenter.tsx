import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Callout, Classes, PopoverNext, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { HttpClient, NotificationBus, useCommands, useService } from '@portolan/sdk';
import type { Notification } from '../../../shared/types';
import { NotificationStore } from '../../stores/NotificationStore';
import { NotificationListItem } from './NotificationListItem';
import { SessionMessages } from './SessionMessages';
import { useLive } from './useLive';
import './notificationCenter.css';

/**
 * The header's notification area (shown by the host inside its "Notifications" landmark): a bell whose
 * badge counts unread server notifications and unread messages of this session, opening the newest
 * notifications (click: marks read and opens the record), "Mark all read", "Preferences", "See all",
 * and "This session" (the snackbar's messages). New notifications arrive live; a due reminder is also
 * shown on the snackbar.
 */
const NotificationCenter = observer(function NotificationCenter() {
  const http = useService(HttpClient);
  const bus = useService(NotificationBus);
  const live = useLive();
  const navigate = useNavigate();
  const [store] = useState(() => new NotificationStore(http, { live, bus, announce: true, limit: 15 }));
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<'server' | 'session'>('server');

  useEffect(() => {
    void store.load();
    return store.start();
  }, [store]);
  useCommands([{ id: 'mark-all-read', title: 'Mark all notifications read', section: 'Messages', run: () => store.markRead('all') }], [store]);

  const total = store.unread + bus.unreadCount;
  const openNotification = (notification: Notification) => {
    if (!notification.readAt) void store.markRead([notification._id]);
    setOpen(false);
    const href = notification.href ?? notification.record?.href;
    if (href) navigate(href);
  };

  const serverPanel = (
    <>
      <div className="pt-notification-center__actions">
        <Button variant="minimal" size="small" text="Mark all read" disabled={store.unread === 0} onClick={() => void store.markRead('all')} />
        <span style={{ flex: 1 }} />
        <Link to="/notifications/preferences" onClick={() => setOpen(false)}>
          Preferences
        </Link>
        <Link to="/notifications" onClick={() => setOpen(false)}>
          See all
        </Link>
      </div>
      {store.errorMessage && !store.loaded ? (
        <Callout intent="danger" compact role="alert" className="pt-notification-center__status">
          {store.errorMessage} <Button size="small" variant="minimal" intent="danger" text="Retry" onClick={() => void store.load()} />
        </Callout>
      ) : !store.loaded ? (
        <Spinner size={16} aria-label="Loading notifications" className="pt-notification-center__status" />
      ) : store.items.length === 0 ? (
        <p className={`${Classes.TEXT_MUTED} pt-notification-center__status`}>No notifications</p>
      ) : (
        <ul className="pt-notification-center__list" aria-label="Notifications list">
          {store.items.map((n) => (
            <NotificationListItem key={n._id} notification={n} onOpen={openNotification} />
          ))}
        </ul>
      )}
    </>
  );

  return (
    <PopoverNext
      isOpen={open}
      onInteraction={(next) => setOpen(next)}
      onClosed={() => bus.markAllRead()}
      placement="bottom-end"
      // The header is dark; the list is drawn light (its unread rows and muted text are coloured for it).
      inheritDarkTheme={false}
      content={
        <div className="pt-notification-center">
          <Tabs id="notification-center" renderActiveTabPanelOnly selectedTabId={tab} onChange={(id) => setTab(id as 'server' | 'session')}>
            <Tab id="server" title="Notifications" tagContent={store.unread || undefined} panel={serverPanel} />
            <Tab id="session" title="This session" tagContent={bus.unreadCount || undefined} panel={<SessionMessages />} />
          </Tabs>
        </div>
      }
    >
      <Button variant="minimal" icon="notifications" aria-label={total ? `Notifications, ${total} unread` : 'Notifications'}>
        {total > 0 && <span className="pt-notifications__badge">{total}</span>}
      </Button>
    </PopoverNext>
  );
});

export default NotificationCenter;
