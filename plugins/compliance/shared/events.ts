import type { EventDefinition } from '@portolan/sdk/shared';

/** The events the compliance area notifies about (the event catalogue, issue 17). */
export const COMPLIANCE_EVENTS: EventDefinition[] = [
  { name: 'kyc.verified', category: 'compliance', title: 'A KYC document is verified', defaultChannels: ['inApp', 'email'] },
  { name: 'kyc.rejected', category: 'compliance', title: 'A KYC document is rejected', defaultChannels: ['inApp', 'email'] },
  { name: 'kyc.expiring', category: 'compliance', title: 'A KYC document expires soon', defaultChannels: ['inApp', 'email'] },
  { name: 'kyc.expired', category: 'compliance', title: 'A KYC document has expired', defaultChannels: ['inApp', 'email'] },
  { name: 'bill.reminder', category: 'compliance', title: 'Export bills are due or overdue for realization', defaultChannels: ['inApp', 'email'] },
];
