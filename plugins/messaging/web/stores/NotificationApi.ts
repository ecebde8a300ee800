/** The notification, preference and reminder calls of README.md (the messaging API), as paths. */
export const NotificationApi = {
  notifications: '/api/events/notifications',
  read: '/api/events/notifications/read',
  preferences: '/api/events/user-notification-preferences',
  companyDefaults: '/api/events/default-user-notification-preferences',
  categoryConfig: '/api/events/event-category-config',
  reminders: '/api/reminders',
  reminder: (id: string) => `/api/reminders/${encodeURIComponent(id)}`,
  snooze: (id: string) => `/api/reminders/${encodeURIComponent(id)}/snooze`,
  done: (id: string) => `/api/reminders/${encodeURIComponent(id)}/done`,
} as const;
