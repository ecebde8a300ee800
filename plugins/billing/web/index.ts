import { definePlugin } from '@portolan/sdk';
import { features, planFeatures } from '../shared/features';

const invoices = { features: ['invoices'] };
const payments = { features: ['payments'] };
// Paying and approving what was billed reads the invoices too.
const payables = { features: ['payments', 'invoices'] };
const accounting = { features: ['invoices'], plan: ['accounting'] };

/**
 * Billing on the web (README.md): `/invoices` (issued and received invoices and credit notes; new from a
 * shipment's charges; details with lines, GST and TDS, payments, PDF, activity; the accounting sync and
 * its failures at `/invoices/accounting`), `/payments` (payments received and made, record a payment,
 * refunds, the ageing of receivables and payables as a chart, statements per customer), `/pay` (no
 * chrome: pay selected invoices through the linked pay2corp account), `/vendor-payments` (invoices to
 * approve and pay). A shipment's details get an "Invoices" tab; the enterprise admin gets "Billing"
 * (the subscription, its invoices, documents and tracker quota).
 */
export default definePlugin({
  id: 'billing',
  title: 'Invoices and payments',
  features,
  planFeatures,
  nav: [
    { id: 'invoices', section: 'invoice', title: 'Invoices', icon: 'document', to: '/invoices', order: 0, requires: invoices },
    { id: 'accounting', section: 'invoice', title: 'Accounting sync', icon: 'exchange', to: '/invoices/accounting', order: 10, requires: accounting },
    { id: 'payments', section: 'payments', title: 'Payments', icon: 'bank-account', to: '/payments', order: 0, requires: payments },
    { id: 'pay', section: 'payments', title: 'Pay invoices', icon: 'credit-card', to: '/pay', order: 5, requires: payables },
    { id: 'vendor-payments', section: 'payments', title: 'Vendor payments', icon: 'dollar', to: '/vendor-payments', order: 10, requires: payables },
  ],
  routes: [
    { path: '/invoices/accounting', requires: accounting, load: () => import('./views/accounting/AccountingScreen') },
    { path: '/invoices', requires: invoices, load: () => import('./views/invoices/InvoiceScreens') },
    { path: '/payments', requires: payments, load: () => import('./views/payments/PaymentScreens') },
    { path: '/pay', requires: payables, chrome: 'none', load: () => import('./views/pay/PayScreen') },
    { path: '/vendor-payments', requires: payables, load: () => import('./views/payments/VendorPaymentsScreen') },
  ],
  recordTabs: [
    { id: 'shipment-invoices', kind: 'shipment', title: 'Invoices', order: 30, requires: invoices, load: () => import('./views/invoices/ShipmentInvoicesTab') },
    { id: 'company-billing', kind: 'company', title: 'Billing', order: 10, load: () => import('./views/enterprise/CompanyBillingTab') },
  ],
  commands: [
    { id: 'open-invoices', title: 'Invoices', section: 'Billing', requires: invoices, run: ({ navigate }) => navigate('/invoices') },
    { id: 'new-invoice', title: 'New invoice', section: 'Billing', requires: { features: ['invoices'], level: 'Create' }, run: ({ navigate }) => navigate('/invoices/new') },
    { id: 'open-payments', title: 'Payments', section: 'Billing', requires: payments, run: ({ navigate }) => navigate('/payments') },
    { id: 'record-payment', title: 'Record a payment', section: 'Billing', requires: { features: ['payments'], level: 'Create' }, run: ({ navigate }) => navigate('/payments/new') },
    { id: 'open-ageing', title: 'Ageing of receivables', section: 'Billing', requires: payments, run: ({ navigate }) => navigate('/payments/ageing') },
    { id: 'open-pay', title: 'Pay invoices', section: 'Billing', requires: payables, run: ({ navigate }) => navigate('/pay') },
  ],
});
