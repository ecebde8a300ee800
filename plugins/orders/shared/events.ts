import type { EventDefinition } from '@portolan/sdk/shared';

/** The events the purchase orders area notifies the buyer about (the event catalogue, issue 17). */
export const ORDERS_EVENTS: EventDefinition[] = [
  { name: 'order.acknowledged', category: 'orders', title: 'A supplier acknowledges a purchase order', defaultChannels: ['inApp', 'email'] },
  { name: 'order.changes-proposed', category: 'orders', title: 'A supplier proposes changes to a purchase order', defaultChannels: ['inApp', 'email'] },
  { name: 'order.declined', category: 'orders', title: 'A supplier rejects a purchase order', defaultChannels: ['inApp', 'email'] },
  { name: 'order.supplier-quote', category: 'orders', title: 'A supplier quotes or declines to quote on your sourcing RFQ', defaultChannels: ['inApp', 'email'] },
];
