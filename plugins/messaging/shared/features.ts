import type { FeatureDefinition } from '@portolan/sdk/shared';

/**
 * Messaging (README.md): `chat` — `/chat` and `/messages`, the chats of `/api/messages` (Read to read,
 * Create to start chats, write, edit and delete one's own messages); `reminders` — `/reminders` and
 * `/api/reminders` (Read to list one's own, Create to set, edit, snooze, finish and delete them); `notification-preferences` — the company's notification settings
 * (`event-category-config`, `default-user-notification-preferences`: Read to see them, Update to change
 * them). A user's own notifications and own preferences need only a session.
 */
export const features: FeatureDefinition[] = [
  { name: 'chat', title: 'Messages', routes: ['/chat', '/messages'], levels: ['Read', 'Create'] },
  { name: 'reminders', title: 'Reminders', routes: ['/reminders'], levels: ['Read', 'Create'] },
  { name: 'notification-preferences', title: 'Notification preferences', routes: ['/notifications/preferences'], levels: ['Read', 'Update'] },
];
