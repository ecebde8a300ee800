/**
 * The billing API's records as the web and API clients see them (README.md "API"). Money is always
 * `{…Minor: integer, currency}` in ISO 4217 minor units; rates and unit prices are decimal strings.
 */

export const BILLING_API = {
  invoices: '/api/invoices',
  /** SPEC §7: invoices on shipments (issued and received), read-only list. */
  shipmentInvoices: '/api/shipments/v2/shipment-invoices',
  invoiceDraftFromShipment: '/api/invoices/from-shipment',
  billingProfile: '/api/invoices/billing-profile',
  payments: '/api/payments',
  ageing: '/api/payments/ageing',
  statements: '/api/payments/statements',
  payUsers: '/api/pay2corp/users',
  payBalance: '/api/pay2corp/users/get-balance',
  payTransactions: '/api/pay2corp/transactions',
  payWebhook: '/api/pay2corp/webhooks',
  accountingConnections: '/api/accounting/connections',
  accountingJobs: '/api/accounting/sync-jobs',
  quickbooksUpdateTds: '/api/quickbooks/invoice/updateTds',
  zohoUpdateTds: '/api/zohobooks/invoices/updateTds',
  enterpriseInvoices: '/api/enterprises/v2/invoices',
  enterpriseSubscription: '/api/enterprises/v2/subscriptions/enterprise',
  subscriptionDocuments: '/api/enterprises/v2/subscriptions/documents',
  /** SPEC writes both `subscriptions/document` and `subscriptions/documents`; both are served. */
  subscriptionDocument: '/api/enterprises/v2/subscriptions/document',
  /** Served by the trackings plugin (it owns the tracked containers): the quota, used, remaining. */
  trackers: '/api/enterprises/v2/subscriptions/trackers',
} as const;

export type InvoiceStatus = 'DRAFT' | 'ISSUED' | 'PARTLY_PAID' | 'PAID' | 'OVERDUE' | 'VOID';
export type InvoiceKind = 'INVOICE' | 'CREDIT_NOTE';
export type InvoiceSource = 'SHIPMENT' | 'SUBSCRIPTION' | 'MANUAL';
/** INTRA: CGST + SGST (supplier's state = place of supply); INTER: IGST; EXPORT: zero-rated; NONE: no GST (non-Indian issuer). */
export type TaxRegime = 'INTRA' | 'INTER' | 'EXPORT' | 'NONE';
export type PayerStatus = 'PENDING' | 'APPROVED' | 'DISPUTED';
/** Which side of the invoice the caller is on: it issued it (receivable) or it is billed (payable). */
export type InvoiceDirection = 'ISSUED' | 'RECEIVED';

/** GST rates India uses (percent). */
export const GST_RATES = [0, 0.1, 0.25, 3, 5, 12, 18, 28] as const;

export interface PartySnapshot {
  companyId: string | null;
  legalName: string;
  address: string;
  country: string;
  stateCode: string | null;
  gstin: string | null;
  pan: string | null;
}

export interface InvoiceLine {
  _id?: string;
  position: number;
  code: string;
  description: string;
  sac: string | null;
  /** Decimal strings ("2", "1250.50"). */
  quantity: string;
  unitPrice: string;
  amountMinor: number;
  taxRate: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
}

/** A line as a client writes it (amounts and taxes are computed by the server). */
export interface InvoiceLineInput {
  code?: string;
  description: string;
  sac?: string | null;
  quantity: string | number;
  unitPrice: string | number;
  taxRate: number;
}

export interface InvoiceRecord {
  _id: string;
  companyId: string;
  issuerName: string;
  customerCompanyId: string | null;
  customerName: string;
  /** The caller's side of it. */
  direction: InvoiceDirection;
  kind: InvoiceKind;
  creditsInvoiceId: string | null;
  creditsInvoiceNumber: string | null;
  source: InvoiceSource;
  shipmentId: string | null;
  shipmentReference: string | null;
  quoteId: string | null;
  quoteReference: string | null;
  subscriptionId: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  /** Null while a draft: numbers are taken at issue, without gaps. */
  number: string | null;
  status: InvoiceStatus;
  payerStatus: PayerStatus;
  currency: string;
  baseCurrency: string;
  exchangeRate: string;
  issueDate: string | null;
  termsDays: number;
  dueDate: string | null;
  /** Days past due (0 when not due or settled). */
  daysOverdue: number;
  taxRegime: TaxRegime;
  placeOfSupply: string | null;
  supplier: PartySnapshot;
  customer: PartySnapshot;
  lines: InvoiceLine[];
  subtotalMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  taxMinor: number;
  totalMinor: number;
  tdsRate: number;
  tdsMinor: number;
  payableMinor: number;
  paidMinor: number;
  creditedMinor: number;
  balanceMinor: number;
  poNumber: string | null;
  notes: string | null;
  voidReason: string | null;
  hasFile: boolean;
  issuedAt: string | null;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface InvoiceDraftInput {
  customerCompanyId?: string | null;
  customerName?: string;
  customer?: Partial<PartySnapshot>;
  source?: InvoiceSource;
  shipmentId?: string | null;
  quoteId?: string | null;
  currency: string;
  exchangeRate?: string | number;
  termsDays?: number;
  placeOfSupply?: string | null;
  tdsRate?: number;
  poNumber?: string | null;
  notes?: string | null;
  lines: InvoiceLineInput[];
}

/** A shipment's charges, ready to become a draft's lines (`GET /api/invoices/from-shipment?shipmentId=`). */
export interface ShipmentChargesDraft {
  shipmentId: string;
  shipmentReference: string;
  customerCompanyId: string | null;
  customerName: string;
  quoteId: string | null;
  quoteReference: string | null;
  currency: string;
  lines: InvoiceLineInput[];
  /** Where the lines came from, or why there are none ("No accepted quote is linked to this shipment"). */
  note: string;
}

export interface BillingProfile {
  companyId: string;
  legalName: string;
  address: string;
  country: string;
  stateCode: string | null;
  gstin: string | null;
  pan: string | null;
  baseCurrency: string;
  paymentTermsDays: number;
  invoicePrefix: string;
  creditNotePrefix: string;
  bankDetails: string;
  defaultTdsRate: number;
  version: number;
}

export type PaymentMethod = 'BANK_TRANSFER' | 'PAY2CORP' | 'CHEQUE' | 'CARD' | 'CASH' | 'OTHER';

export interface PaymentAllocation {
  invoiceId: string;
  invoiceNumber: string | null;
  invoiceCurrency: string;
  /** In the invoice's currency. */
  amountMinor: number;
  /** In the payment's currency. */
  paymentAmountMinor: number;
  realizedRate: string;
  fxGainMinor: number;
}

export interface PaymentRecord {
  _id: string;
  companyId: string;
  payeeName: string;
  payerCompanyId: string | null;
  payerName: string;
  direction: 'RECEIVED' | 'MADE';
  kind: 'RECEIPT' | 'REFUND';
  refundOf: string | null;
  method: PaymentMethod;
  reference: string | null;
  receivedOn: string;
  currency: string;
  amountMinor: number;
  unappliedMinor: number;
  refundedMinor: number;
  allocations: PaymentAllocation[];
  payTransactionId: string | null;
  notes: string | null;
  createdAt: string;
  version: number;
}

export interface PaymentInput {
  payerCompanyId?: string | null;
  payerName?: string;
  method: PaymentMethod;
  reference?: string | null;
  receivedOn: string;
  currency: string;
  amountMinor: number;
  /** Amounts in the invoice's currency; `realizedRate` = payment currency units per invoice currency unit. */
  allocations: Array<{ invoiceId: string; amountMinor: number; realizedRate?: string | number }>;
  /** Must be true when the allocations leave part of the payment unapplied (an explicit overpayment). */
  acceptOverpayment?: boolean;
  notes?: string | null;
}

export const AGEING_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export interface AgeingReport {
  side: 'receivables' | 'payables';
  /** Everything converted to this currency at each invoice's rate. */
  currency: string;
  asOf: string;
  buckets: Array<{ bucket: AgeingBucket; amountMinor: number; count: number }>;
  byCounterparty: Array<{ companyId: string | null; name: string; totalMinor: number } & Record<AgeingBucket, number>>;
  totalMinor: number;
}

export interface StatementEntry {
  date: string;
  kind: 'INVOICE' | 'CREDIT_NOTE' | 'PAYMENT' | 'REFUND';
  reference: string;
  recordId: string;
  debitMinor: number;
  creditMinor: number;
  balanceMinor: number;
}

export interface Statement {
  issuerName: string;
  customerCompanyId: string | null;
  customerName: string;
  currency: string;
  from: string;
  to: string;
  openingMinor: number;
  entries: StatementEntry[];
  closingMinor: number;
}

export interface PayAccount {
  _id: string;
  provider: 'pay2corp';
  mode: 'SANDBOX' | 'LIVE';
  corporateId: string;
  displayName: string;
  currency: string;
  status: 'ACTIVE' | 'UNLINKED';
  createdAt: string;
  version: number;
}

export interface PayBalance {
  accountId: string;
  currency: string;
  availableMinor: number;
  asOf: string;
  mode: 'SANDBOX' | 'LIVE';
}

export type PayTransactionStatus = 'PENDING' | 'PROCESSING' | 'SETTLED' | 'FAILED';

export interface PayTransaction {
  _id: string;
  payAccountId: string;
  payeeCompanyId: string;
  payeeName: string;
  idempotencyKey: string;
  invoices: Array<{ invoiceId: string; number: string | null; amountMinor: number }>;
  currency: string;
  amountMinor: number;
  status: PayTransactionStatus;
  providerReference: string | null;
  failureReason: string | null;
  settledAt: string | null;
  createdAt: string;
  version: number;
}

export type AccountingProvider = 'QUICKBOOKS' | 'ZOHO';
export type SyncAction = 'PUSH_INVOICE' | 'UPDATE_TDS' | 'PUSH_PAYMENT' | 'VOID_INVOICE';

export interface AccountingConnection {
  _id: string;
  provider: AccountingProvider;
  mode: 'SANDBOX' | 'LIVE';
  externalOrgId: string;
  settings: Record<string, string>;
  status: 'ACTIVE' | 'PAUSED';
  createdAt: string;
  version: number;
}

export interface SyncJob {
  _id: string;
  connectionId: string;
  provider: AccountingProvider;
  action: SyncAction;
  invoiceId: string | null;
  invoiceNumber: string | null;
  paymentId: string | null;
  status: 'PENDING' | 'SENT' | 'FAILED';
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  externalId: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface EnterpriseSubscription {
  subscriptionId: string | null;
  companyId: string;
  companyName: string;
  planName: string | null;
  status: 'active' | 'inactive';
  priceMinor: number;
  currency: string;
  cycle: 'MONTHLY' | 'QUARTERLY' | 'YEARLY';
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  autoInvoice: boolean;
  version: number;
}

export interface SubscriptionDocument {
  _id: string;
  companyId: string;
  subscriptionId: string | null;
  title: string;
  docType: 'ORDER_FORM' | 'CONTRACT' | 'PURCHASE_ORDER' | 'TAX_CERTIFICATE' | 'OTHER';
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
  version: number;
}

/** How many tracked containers the plan allows (null: no limit), how many are active. */
export interface TrackerQuota {
  quota: number | null;
  used: number;
  remaining: number | null;
}
