import type { EventDefinition } from '@portolan/sdk/shared';

/** The events the quotes area notifies a forwarder about (the event catalogue, issue 17). */
export const QUOTES_EVENTS: EventDefinition[] = [
  { name: 'quote.enquiry-received', category: 'quotes', title: 'A customer sends an enquiry', defaultChannels: ['inApp', 'email'] },
  { name: 'quote.lead-received', category: 'quotes', title: 'A partner site sends a lead', defaultChannels: ['inApp', 'email'] },
  { name: 'quote.accepted', category: 'quotes', title: 'A customer accepts a quote', defaultChannels: ['inApp', 'email'] },
  { name: 'quote.declined', category: 'quotes', title: 'A customer declines a quote', defaultChannels: ['inApp', 'email'] },
];
