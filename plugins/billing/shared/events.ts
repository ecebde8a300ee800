import type { EventCategory, EventDefinition } from '@portolan/sdk/shared';

export const BILLING_EVENT_CATEGORIES: EventCategory[] = [
  { name: 'billing', title: 'Invoices and payments', description: 'Invoices issued to you, payments received, overdue invoices and accounting sync failures' },
];

/** The events billing notifies about (README "Notifications"). */
export const BILLING_EVENTS: EventDefinition[] = [
  { name: 'invoice.issued', category: 'billing', title: 'An invoice is issued to your company', defaultChannels: ['inApp', 'email'] },
  { name: 'invoice.overdue', category: 'billing', title: 'An invoice passes its due date unpaid', defaultChannels: ['inApp', 'email'] },
  { name: 'invoice.disputed', category: 'billing', title: 'A customer disputes one of your invoices', defaultChannels: ['inApp', 'email'] },
  { name: 'payment.received', category: 'billing', title: 'A payment is received or settled', defaultChannels: ['inApp'] },
  { name: 'payment.failed', category: 'billing', title: 'A payment through pay2corp fails', defaultChannels: ['inApp', 'email'] },
  { name: 'accounting.sync-failed', category: 'billing', title: 'An invoice could not be pushed to the accounting system', defaultChannels: ['inApp'] },
];
