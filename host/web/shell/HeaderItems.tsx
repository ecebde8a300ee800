import { observer } from 'mobx-react-lite';
import { SlotRegistry, useService } from '@portolan/sdk';
import { ContributedHeaderItem } from './ContributedHeaderItem';

/** The header items plugins contribute (a messages button …), in order; the notification area is not among them (NotificationRegion shows it). */
export const HeaderItems = observer(function HeaderItems() {
  const slots = useService(SlotRegistry);
  return (
    <>
      {slots.headerItems
        .filter((item) => item.area !== 'notifications')
        .map((item) => (
          <ContributedHeaderItem key={`${item.pluginId}.${item.id}`} item={item} />
        ))}
    </>
  );
});
