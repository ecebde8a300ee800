import { COMPANY_KYC, MAILER, SHIPMENT_EQUIPMENT, SHIPMENT_RECORDS, defineServerPlugin, provide, NOTIFIER } from '@portolan/sdk/server';
import { features, planFeatures } from '../shared/features';
import { COMPLIANCE_EVENTS } from '../shared/events';
import migration001 from './migrations/001_compliance.sql';
import { registerEgmRoutes } from './egm/registerEgmRoutes';
import { registerManifestRoutes } from './egm/registerManifestRoutes';
import { scheduleEgmJobs } from './egm/scheduleEgmJobs';
import { registerChaRoutes } from './chas/registerChaRoutes';
import { registerKycRoutes } from './kyc/registerKycRoutes';
import { scheduleKycJobs } from './kyc/scheduleKycJobs';
import { companyKyc } from './kyc/companyKyc';
import { registerRegularizationRoutes } from './regularization/registerRegularizationRoutes';
import { scheduleBillReminders } from './regularization/scheduleBillReminders';
import { registerPdfReaderRoutes } from './pdfReader/registerPdfReaderRoutes';
import { seedCompliance } from './seed/seedCompliance';

/**
 * India trade compliance (README.md): export general manifests filed through a customs gateway adapter
 * and per-sailing manifests (egm/), customs house agents with their scorecards (chas/), company KYC
 * documents verified by a platform admin (kyc/; offers COMPANY_KYC), regularization of export bills
 * against inward remittances pushed to the exporter's bank through a bank adapter (regularization/), and
 * the PDF reader for shipping bills and bills of lading (pdfReader/).
 */
export default defineServerPlugin({
  id: 'compliance',
  features,
  planFeatures,
  requires: [SHIPMENT_EQUIPMENT, MAILER],
  // The demo seed creates Bluewave's export sailings and Acme's shipped orders through SHIPMENT_RECORDS when the shipments plugin offers it.
  optional: [SHIPMENT_RECORDS, NOTIFIER],
  events: COMPLIANCE_EVENTS,
  provides: [provide(COMPANY_KYC, () => companyKyc())],
  // The customs gateway (PORTOLAN_CUSTOMS_GATEWAY, PORTOLAN_EGM_SANDBOX_ACK_SECONDS) is read and checked by egm/customsGateway.ts.
  config: {
    bankGateway: { env: 'PORTOLAN_BANK_GATEWAY', type: 'string', default: 'sandbox', oneOf: ['sandbox'], description: 'The bank adapter regularization batches are pushed through (only the labelled sandbox today)' },
  },
  migrations: [{ name: '001_compliance', sql: migration001 }],
  routes(app, ctx) {
    registerEgmRoutes(app, ctx);
    registerManifestRoutes(app, ctx);
    registerChaRoutes(app, ctx);
    registerKycRoutes(app, ctx);
    registerRegularizationRoutes(app, ctx);
    registerPdfReaderRoutes(app, ctx);
    scheduleEgmJobs(ctx);
    scheduleKycJobs(ctx);
    scheduleBillReminders(ctx);
  },
  async seed(ctx) {
    await seedCompliance(ctx);
  },
});
