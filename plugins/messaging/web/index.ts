import { definePlugin } from '@portolan/sdk';
import { features } from '../shared/features';

const chat = { features: ['chat'] };
const reminders = { features: ['reminders'] };

/** The record kinds whose details show a "Chat" tab and a "Set reminder" action. */
const RECORD_KINDS = ['shipment', 'quote', 'enquiry', 'rfq', 'purchase-order', 'booking'] as const;

/**
 * Messaging on the web (README.md): `/chat` (the chats, no footer) and `/messages` (search across
 * messages), a Chat tab on the details of shipments, quotes, RFQs, orders and bookings; the header's
 * notification area (server notifications, live) and messages button; `/notifications` (every
 * notification), `/notifications/preferences` (channels per category, digest; company defaults for
 * admins); `/reminders` and a "Set reminder" action on every record.
 */
export default definePlugin({
  id: 'messaging',
  title: 'Messages and notifications',
  features,
  nav: [
    { id: 'chat', section: 'messages', title: 'Chat', icon: 'chat', to: '/chat', order: 0, requires: chat },
    { id: 'messages', section: 'messages', title: 'Search messages', icon: 'search-text', to: '/messages', order: 1, requires: chat },
    { id: 'reminders', section: 'messages', title: 'Reminders', icon: 'time', to: '/reminders', order: 2, requires: reminders },
    { id: 'notifications', section: 'messages', title: 'Notifications', icon: 'notifications', to: '/notifications', order: 3 },
  ],
  routes: [
    { path: '/chat', requires: chat, load: () => import('./views/chat/ChatScreen') },
    { path: '/messages', requires: chat, load: () => import('./views/chat/MessageSearchScreen') },
    { path: '/reminders', requires: reminders, load: () => import('./views/reminders/RemindersScreen') },
    { path: '/notifications', load: () => import('./views/notifications/NotificationsScreen') },
    { path: '/notifications/preferences', load: () => import('./views/notifications/PreferencesScreen') },
  ],
  recordTabs: RECORD_KINDS.map((kind) => ({ id: `chat-${kind}`, kind, title: 'Chat', order: 50, requires: chat, load: () => import('./views/chat/RecordChatTab') })),
  recordActions: RECORD_KINDS.map((kind) => ({
    id: `remind-${kind}`,
    kind,
    title: 'Set reminder',
    icon: 'time',
    order: 90,
    requires: reminders,
    run: async (target, context) => (await import('./views/reminders/openReminderDialog')).openReminderDialog(target, context),
  })),
  headerItems: [
    { id: 'messages-button', title: 'Messages', order: 0, requires: chat, load: () => import('./views/chat/MessagesHeaderButton') },
    { id: 'notification-area', title: 'Notifications', area: 'notifications', load: () => import('./views/notifications/NotificationCenter') },
  ],
  commands: [
    { id: 'open-chat', title: 'Chat', section: 'Messages', requires: chat, run: ({ navigate }) => navigate('/chat') },
    { id: 'open-reminders', title: 'Reminders', section: 'Messages', requires: reminders, run: ({ navigate }) => navigate('/reminders') },
    { id: 'open-notifications', title: 'Notifications', section: 'Messages', run: ({ navigate }) => navigate('/notifications') },
  ],
});
