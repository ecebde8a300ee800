import { COMPANY_KYC, defineServerPlugin, DOCUMENT_TEMPLATES, MAILER, NOTIFIER, QUOTE_CHARGES, SHIPMENT_VOLUMES } from '@portolan/sdk/server';
import { features, planFeatures } from '../shared/features';
import { BILLING_EVENT_CATEGORIES, BILLING_EVENTS } from '../shared/events';
import migration001 from './migrations/001_billing.sql';
import { registerInvoiceRoutes } from './invoices/registerInvoiceRoutes';
import { registerPaymentRoutes } from './payments/registerPaymentRoutes';
import { registerPayRoutes } from './pay2corp/registerPayRoutes';
import { registerAccountingRoutes } from './accounting/registerAccountingRoutes';
import { registerEnterpriseRoutes } from './enterprise/registerEnterpriseRoutes';
import { seedBilling } from './seed/seedBilling';

/**
 * Billing (README.md): invoices and credit notes from a shipment's accepted quote charges or a
 * subscription, numbered without gaps per issuer, with India's GST and TDS (`/api/invoices`,
 * `/api/shipments/v2/shipment-invoices/`); payments, refunds, ageing and statements (`/api/payments`);
 * paying through pay2corp with idempotency keys and signed, deduplicated webhooks (`/api/pay2corp`, a
 * labelled sandbox when no provider is configured); the QuickBooks and Zoho Books sync outbox
 * (`/api/accounting`, `updateTds`); enterprise subscription invoices and documents
 * (`/api/enterprises/v2/{invoices, subscriptions/enterprise, subscriptions/document(s)}`).
 */
export default defineServerPlugin({
  id: 'billing',
  features,
  planFeatures,
  events: BILLING_EVENTS,
  eventCategories: BILLING_EVENT_CATEGORIES,
  requires: [MAILER],
  // DOCUMENT_TEMPLATES: invoice PDFs through the issuer's invoice template when the composer plugin runs.
  optional: [NOTIFIER, QUOTE_CHARGES, COMPANY_KYC, SHIPMENT_VOLUMES, DOCUMENT_TEMPLATES],
  migrations: [{ name: '001_billing', sql: migration001 }],
  config: {
    payProvider: { env: 'PORTOLAN_PAY2CORP', type: 'string', default: 'sandbox', oneOf: ['sandbox', 'live'], description: 'pay2corp: the labelled sandbox (default) or the live API (needs PORTOLAN_PAY2CORP_URL, _KEY and _WEBHOOK_SECRET)' },
    payUrl: { env: 'PORTOLAN_PAY2CORP_URL', type: 'string', default: '', description: 'The live pay2corp API base URL' },
    payKey: { env: 'PORTOLAN_PAY2CORP_KEY', type: 'string', default: '', description: 'The live pay2corp API key' },
    payWebhookSecret: { env: 'PORTOLAN_PAY2CORP_WEBHOOK_SECRET', type: 'string', default: '', description: 'The secret pay2corp signs webhooks with (the sandbox derives its own when empty)' },
    accountingMode: { env: 'PORTOLAN_ACCOUNTING', type: 'string', default: 'sandbox', oneOf: ['sandbox', 'live'], description: 'QuickBooks / Zoho Books: recorded sandbox responses (default) or the live APIs' },
  },
  routes(app, ctx) {
    registerInvoiceRoutes(app, ctx);
    registerPaymentRoutes(app, ctx);
    registerPayRoutes(app, ctx);
    registerAccountingRoutes(app, ctx);
    registerEnterpriseRoutes(app, ctx);
  },
  // Invoices for the shipments and quotes of the demo story; messaging's seed reads the notifications they make.
  seedAfter: ['auth', 'shipments', 'quotes', 'bookings', 'compliance'],
  async seed(ctx) {
    await seedBilling(ctx);
  },
});
