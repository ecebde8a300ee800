import { observer } from 'mobx-react-lite';
import { SlotRegistry, useService } from '@portolan/sdk';
import { ContributedHeaderItem } from './ContributedHeaderItem';
import { NotificationBell } from './NotificationBell';

/**
 * The notification area landmark. A plugin's header item with `area: 'notifications'` (the first one) is
 * the area; while it loads, when it fails, or when no plugin contributes one, the host's bell shows.
 */
export const NotificationRegion = observer(function NotificationRegion() {
  const slots = useService(SlotRegistry);
  const contributed = slots.headerItems.find((item) => item.area === 'notifications');
  return (
    <section aria-label="Notifications" className="pt-notifications">
      {contributed ? <ContributedHeaderItem key={`${contributed.pluginId}.${contributed.id}`} item={contributed} fallback={<NotificationBell />} /> : <NotificationBell />}
    </section>
  );
});
