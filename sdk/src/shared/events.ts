/**
 * The event catalogue (issue 17): every area names the events it notifies people about, each in a
 * category; per user and category the channels (in-app, email), with company defaults. The messaging
 * plugin delivers them (SDK `NOTIFIER`); an area declares its events on its server plugin (`events`).
 */

/** Where a notification goes: the notification area in the app, or an email through the outbox. */
export type NotificationChannel = 'inApp' | 'email';

export const NOTIFICATION_CHANNELS: readonly NotificationChannel[] = ['inApp', 'email'];

/** How emails of a category leave: one per event, or gathered into one digest a day / an hour. */
export type DigestMode = 'immediate' | 'hourly' | 'daily';

export const DIGEST_MODES: readonly DigestMode[] = ['immediate', 'hourly', 'daily'];

/** A group of events a user switches together ("Shipment milestones and delays"). */
export interface EventCategory {
  /** kebab-case, e.g. 'shipments'. */
  name: string;
  title: string;
  description: string;
}

/** One kind of event an area notifies about. */
export interface EventDefinition {
  /** Dotted, owned by the declaring area: 'shipment.delayed', 'rfq.awarded'. */
  name: string;
  /** The name of a category of EVENT_CATEGORIES or of the declaring plugin's `eventCategories`. */
  category: string;
  /** What the user sees in the preferences ("A shipment's arrival slips"). */
  title: string;
  /** The channels it uses when neither the company nor the user chose (default ['inApp']). */
  defaultChannels?: readonly NotificationChannel[];
}

/** The categories every installation knows; an add-on may declare its own on its server plugin. */
export const EVENT_CATEGORIES: readonly EventCategory[] = [
  { name: 'shipments', title: 'Shipments', description: 'Milestones, delays and changes of your shipments' },
  { name: 'dnd', title: 'Demurrage and detention', description: 'Last free days, charges and disputes' },
  { name: 'rates', title: 'Rates and contracts', description: 'Rate sheets, imports and contracts' },
  { name: 'quotes', title: 'Enquiries and quotes', description: 'Enquiries received, quotes sent, accepted or expiring' },
  { name: 'rfq', title: 'RFQs and bids', description: 'Invitations, bids, deadlines and awards' },
  { name: 'orders', title: 'Purchase orders', description: 'Orders issued, acknowledged and delayed' },
  { name: 'bookings', title: 'Bookings', description: 'Booking requests, confirmations and amendments' },
  { name: 'compliance', title: 'Compliance', description: 'EGM filings, KYC expiry and bill regularization' },
  { name: 'reports', title: 'Reports', description: 'Scheduled reports' },
  { name: 'messages', title: 'Messages', description: 'Mentions and new messages in your chats' },
  { name: 'reminders', title: 'Reminders', description: 'Reminders you set, when they are due' },
  { name: 'account', title: 'Account and company', description: 'Users, plans, connections and security' },
];

/** The catalogue an installation assembled from its plugins (server context `events`, `GET /api/events/event-category-config`). */
export interface EventCatalogue {
  readonly categories: readonly EventCategory[];
  readonly events: readonly EventDefinition[];
  /** The event of that name, or undefined. */
  event(name: string): EventDefinition | undefined;
}

const EVENT_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

/**
 * Builds the catalogue: the SDK's categories plus the plugins', then the plugins' events. Fails (the
 * start-up) on an event declared twice, a bad name or an unknown category, naming the plugin.
 */
export function eventCatalogueOf(plugins: ReadonlyArray<{ id: string; events?: readonly EventDefinition[]; eventCategories?: readonly EventCategory[] }>): EventCatalogue {
  const categories = new Map(EVENT_CATEGORIES.map((c) => [c.name, c]));
  for (const plugin of plugins) {
    for (const category of plugin.eventCategories ?? []) {
      if (categories.has(category.name)) throw new Error(`Plugin "${plugin.id}" declares event category "${category.name}", which exists already`);
      categories.set(category.name, category);
    }
  }
  const events = new Map<string, EventDefinition>();
  for (const plugin of plugins) {
    for (const event of plugin.events ?? []) {
      if (!EVENT_NAME.test(event.name)) throw new Error(`Plugin "${plugin.id}": event name "${event.name}" must be dotted kebab-case (area.event)`);
      if (!categories.has(event.category)) throw new Error(`Plugin "${plugin.id}": event "${event.name}" names the unknown category "${event.category}"`);
      if (events.has(event.name)) throw new Error(`Plugin "${plugin.id}" declares event "${event.name}", which another plugin declares already`);
      events.set(event.name, event);
    }
  }
  return {
    categories: [...categories.values()],
    events: [...events.values()],
    event: (name) => events.get(name),
  };
}
