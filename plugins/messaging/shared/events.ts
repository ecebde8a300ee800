import type { EventDefinition } from '@portolan/sdk/shared';

/** The events the messaging plugin itself notifies about. */
export const MESSAGING_EVENTS: EventDefinition[] = [
  { name: 'chat.mentioned', category: 'messages', title: 'Someone mentions you in a chat', defaultChannels: ['inApp', 'email'] },
  { name: 'chat.added', category: 'messages', title: 'You are added to a chat', defaultChannels: ['inApp'] },
  { name: 'reminder.due', category: 'reminders', title: 'A reminder you set is due', defaultChannels: ['inApp'] },
];
