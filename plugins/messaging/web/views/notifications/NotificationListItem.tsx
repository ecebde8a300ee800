import { Classes, Tag } from '@blueprintjs/core';
import type { Notification } from '../../../shared/types';
import { formatWhen } from '../reminders/formatWhen';
import { categoryTitle } from './categoryTitle';

/**
 * One server notification in the header's list: unread dot, title, an excerpt of the body, when and its
 * category; a button that marks it read and opens its record.
 */
export function NotificationListItem({ notification, onOpen }: { notification: Notification; onOpen: (notification: Notification) => void }) {
  const unread = !notification.readAt;
  const when = formatWhen(notification.createdAt);
  const excerpt = notification.body.length > 120 ? `${notification.body.slice(0, 117)}…` : notification.body;
  return (
    <li className="pt-notification-item" data-unread={unread}>
      <button type="button" className="pt-notification-item__button" onClick={() => onOpen(notification)}>
        <span className="pt-notification-item__dot" aria-hidden={!unread} style={{ visibility: unread ? 'visible' : 'hidden' }} />
        <span className="pt-notification-item__text">
          <strong>
            {unread && <span className="pt-notification-item__hidden">Unread: </span>}
            {notification.title}
          </strong>
          {excerpt && <span className={`${Classes.TEXT_MUTED} pt-notification-item__body`}>{excerpt}</span>}
          <span className={`${Classes.TEXT_SMALL} ${Classes.TEXT_MUTED}`}>
            <time dateTime={notification.createdAt} title={when.absolute}>
              {when.relative}
            </time>{' '}
            <Tag minimal>{categoryTitle(notification.category)}</Tag>
          </span>
        </span>
      </button>
    </li>
  );
}
