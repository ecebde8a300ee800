import { observer } from 'mobx-react-lite';
import { Button, Classes } from '@blueprintjs/core';
import { NotificationBus, useService } from '@portolan/sdk';
import { formatWhen } from '../reminders/formatWhen';

/** This session's snackbar messages (NotificationBus), newest first, as the built-in area lists them, with "Clear". */
export const SessionMessages = observer(function SessionMessages() {
  const bus = useService(NotificationBus);
  if (bus.notifications.length === 0) return <p className={`${Classes.TEXT_MUTED} pt-notification-center__status`}>No messages in this session</p>;
  return (
    <>
      <div className="pt-notification-center__actions">
        <Button variant="minimal" size="small" text="Mark all read" disabled={bus.unreadCount === 0} onClick={() => bus.markAllRead()} />
        <Button variant="minimal" size="small" text="Clear" onClick={() => bus.clear()} />
      </div>
      <ul className="pt-notification-center__list" aria-label="This session">
        {bus.notifications.map((n) => (
          <li key={n.id} className="pt-session-message" data-unread={!n.read} data-intent={n.intent}>
            <span>
              {!n.read && <span className="pt-notification-item__hidden">Unread: </span>}
              {n.message}
            </span>
            <time className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`} dateTime={new Date(n.createdAt).toISOString()}>
              {formatWhen(new Date(n.createdAt).toISOString()).relative}
            </time>
          </li>
        ))}
      </ul>
    </>
  );
});
