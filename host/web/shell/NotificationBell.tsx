import { observer } from 'mobx-react-lite';
import { Button, PopoverNext } from '@blueprintjs/core';
import { NotificationBus, useService } from '@portolan/sdk';
import { NotificationArea } from '../../../core/web/notifications/NotificationArea';

/** The host's own notification area: a bell with the unread count, opening the list of this session's messages. */
export const NotificationBell = observer(function NotificationBell() {
  const bus = useService(NotificationBus);
  const unread = bus.unreadCount;
  return (
    <PopoverNext content={<NotificationArea />} placement="bottom-end" onClosed={() => bus.markAllRead()}>
      <Button variant="minimal" icon="notifications" aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}>
        {unread > 0 && <span className="pt-notifications__badge">{unread}</span>}
      </Button>
    </PopoverNext>
  );
});
