import type { EventDefinition } from '@portolan/sdk/shared';

/** The events the analytics area notifies about (the event catalogue, issue 17). */
export const ANALYTICS_EVENTS: EventDefinition[] = [
  { name: 'report.sent', category: 'reports', title: 'A scheduled report of yours is sent', defaultChannels: ['inApp'] },
  { name: 'report.failed', category: 'reports', title: 'A scheduled report of yours could not be sent', defaultChannels: ['inApp'] },
];
