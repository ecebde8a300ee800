import type { EventDefinition } from '@portolan/sdk/shared';

/** The events the RFQ area notifies about (the event catalogue, issue 17); the vendor side mostly. */
export const RFQ_EVENTS: EventDefinition[] = [
  { name: 'rfq.invited', category: 'rfq', title: 'A shipper invites you to bid on an RFQ', defaultChannels: ['inApp', 'email'] },
  { name: 'rfq.deadline', category: 'rfq', title: 'An RFQ you have not bid on closes soon', defaultChannels: ['inApp'] },
  { name: 'rfq.negotiation', category: 'rfq', title: 'A shipper opens a negotiation round on your bid', defaultChannels: ['inApp', 'email'] },
  { name: 'rfq.awarded', category: 'rfq', title: 'You are awarded lanes of an RFQ', defaultChannels: ['inApp', 'email'] },
  { name: 'rfq.not-awarded', category: 'rfq', title: 'Your bid on an RFQ is not awarded', defaultChannels: ['inApp', 'email'] },
  { name: 'rfq.comment', category: 'rfq', title: 'A comment in an RFQ thread', defaultChannels: ['inApp', 'email'] },
];
