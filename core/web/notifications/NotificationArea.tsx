import { observer } from 'mobx-react-lite';
import { Button, Classes } from '@blueprintjs/core';
import { NotificationBus, useService } from '@portolan/sdk';
import './notificationArea.css';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * The notification list: newest first, unread ones marked, with "Mark all read" and "Clear", and
 * "No notifications" when empty. The host labels the region around it "Notifications".
 */
export const NotificationArea = observer(function NotificationArea() {
  const bus = useService(NotificationBus);
  if (bus.notifications.length === 0) {
    return (
      <div className="portolan-notification-area">
        <p className={`portolan-notification-area__empty ${Classes.TEXT_MUTED}`}>No notifications</p>
      </div>
    );
  }
  return (
    <div className="portolan-notification-area">
      <div className="portolan-notification-area__actions">
        <Button variant="minimal" size="small" text="Mark all read" disabled={bus.unreadCount === 0} onClick={() => bus.markAllRead()} />
        <Button variant="minimal" size="small" text="Clear" onClick={() => bus.clear()} />
      </div>
      <ul className="portolan-notification-area__list">
        {bus.notifications.map((n) => (
          <li key={n.id} className="portolan-notification-area__item" data-unread={!n.read} data-intent={n.intent}>
            <span>
              {!n.read && <span className="portolan-notification-area__hidden">Unread: </span>}
              {n.message}
            </span>
            <time className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`} dateTime={new Date(n.createdAt).toISOString()}>
              {timeFormat.format(n.createdAt)}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
});
