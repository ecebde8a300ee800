import type { EventDefinition } from '@portolan/sdk/shared';

/** The events the shipments area notifies about from carrier feeds (the event catalogue, issue 17). */
export const SHIPMENTS_EVENTS: EventDefinition[] = [
  { name: 'shipment.departed', category: 'shipments', title: 'A shipment departs its port of loading', defaultChannels: ['inApp'] },
  { name: 'shipment.arrived', category: 'shipments', title: 'A shipment arrives at its port of discharge', defaultChannels: ['inApp'] },
  { name: 'shipment.delayed', category: 'shipments', title: 'A shipment\'s arrival slips by a day or more', defaultChannels: ['inApp'] },
];
