import type { EventDefinition } from '@portolan/sdk/shared';

/** The events the demurrage and detention area notifies about (the event catalogue, issue 17). */
export const DND_EVENTS: EventDefinition[] = [
  { name: 'dnd.last-free-day', category: 'dnd', title: 'Containers near or past their last free day', defaultChannels: ['inApp', 'email'] },
];
