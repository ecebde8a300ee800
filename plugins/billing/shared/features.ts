import type { FeatureDefinition, PlanFeatureDefinition } from '@portolan/sdk/shared';

const ALL = ['Read', 'Create', 'Update', 'Delete', 'Approve'] as const;

/**
 * Billing (README.md): `invoices` — `/invoices`, invoices and credit notes the company issues (Read to
 * read, Create to draft, Update to edit drafts and issue, Delete to delete drafts, Approve to void and
 * credit) and those it receives (Read; Approve to approve or dispute them); `payments` — `/payments`,
 * `/pay` and `/vendor-payments`, payments received and made, refunds, ageing, statements and pay2corp
 * (Create to record and pay, Approve to refund, link pay accounts and approve payables).
 */
export const features: FeatureDefinition[] = [
  { name: 'invoices', title: 'Invoices', routes: ['/invoices'], levels: ALL },
  { name: 'payments', title: 'Payments', routes: ['/payments', '/pay', '/vendor-payments'], levels: ALL },
];

/** Pushing invoices to QuickBooks Online and Zoho Books is a paid capability. */
export const planFeatures: PlanFeatureDefinition[] = [{ name: 'accounting', title: 'Accounting sync' }];
