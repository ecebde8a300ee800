import type { CategoryChannels } from '../../shared/types';
import type { EventCatalogue, EventCategory, NotificationChannel } from '@portolan/sdk/shared';

/** A category of the catalogue with at least one event, and its channels when nobody chose: the union of its events' defaults. */
export interface CategoryInUse {
  category: EventCategory;
  defaults: CategoryChannels;
}

/**
 * The catalogue's categories that have events (the ones people can be told about), in catalogue
 * order, each with its default channels (an event without `defaultChannels` uses in-app).
 */
export function categoryDefaults(events: EventCatalogue): CategoryInUse[] {
  return events.categories.flatMap((category) => {
    const own = events.events.filter((e) => e.category === category.name);
    if (!own.length) return [];
    const channels = own.flatMap((e): readonly NotificationChannel[] => e.defaultChannels ?? ['inApp']);
    return [{ category, defaults: { category: category.name, inApp: channels.includes('inApp'), email: channels.includes('email') } }];
  });
}
