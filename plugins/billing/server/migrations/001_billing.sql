-- Billing (README.md): invoices and credit notes a company issues to its customers, payments against
-- them, the pay2corp corporate payment platform (adapter + sandbox), the accounting sync outbox and the
-- enterprise subscription's billing terms and documents.
-- Money: integer minor units (ISO 4217 exponent of the row's currency) in *_minor bigint columns; unit
-- prices and rates are numeric (exact decimals). Never floats.

-- A company's billing identity, snapshotted onto every invoice it issues or receives at issue.
CREATE TABLE billing_profiles (
  company_id uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  legal_name text NOT NULL CHECK (length(legal_name) BETWEEN 1 AND 200),
  address text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT 'IN' CHECK (country ~ '^[A-Z]{2}$'),
  -- GST state code ('27' Maharashtra, '29' Karnataka …) for Indian companies; null elsewhere.
  state_code text CHECK (state_code IS NULL OR state_code ~ '^[0-9]{2}$'),
  gstin text CHECK (gstin IS NULL OR gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
  pan text CHECK (pan IS NULL OR pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
  base_currency text NOT NULL DEFAULT 'INR' CHECK (base_currency ~ '^[A-Z]{3}$'),
  payment_terms_days integer NOT NULL DEFAULT 30 CHECK (payment_terms_days BETWEEN 0 AND 365),
  invoice_prefix text NOT NULL DEFAULT 'INV' CHECK (invoice_prefix ~ '^[A-Z0-9]{1,6}$'),
  credit_note_prefix text NOT NULL DEFAULT 'CN' CHECK (credit_note_prefix ~ '^[A-Z0-9]{1,6}$'),
  bank_details text NOT NULL DEFAULT '',
  -- The TDS rate (percent) this company withholds by default when it pays freight invoices (India: 194C, 2 %).
  default_tds_rate numeric(5, 2) NOT NULL DEFAULT 0 CHECK (default_tds_rate >= 0 AND default_tds_rate <= 30),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

-- Gap-free numbering per issuer, series and financial year: the row is locked by the issuing
-- transaction (UPDATE … RETURNING), so a number is taken only when the invoice is issued and committed.
CREATE TABLE invoice_counters (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  series text NOT NULL CHECK (series IN ('INVOICE', 'CREDIT_NOTE')),
  fiscal_year text NOT NULL,
  last_number integer NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, series, fiscal_year)
);

CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The issuer owns the invoice; the customer company (when on the platform) sees it once issued.
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  customer_company_id uuid REFERENCES companies (id) ON DELETE SET NULL,
  customer_name text NOT NULL CHECK (length(customer_name) BETWEEN 1 AND 200),
  kind text NOT NULL DEFAULT 'INVOICE' CHECK (kind IN ('INVOICE', 'CREDIT_NOTE')),
  -- A credit note credits one issued invoice.
  credits_invoice_id uuid REFERENCES invoices (id) ON DELETE RESTRICT,
  source text NOT NULL DEFAULT 'MANUAL' CHECK (source IN ('SHIPMENT', 'SUBSCRIPTION', 'MANUAL')),
  shipment_id uuid,
  shipment_reference text,
  quote_id uuid,
  quote_reference text,
  subscription_id uuid,
  period_start date,
  period_end date,
  number text,
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'ISSUED', 'PARTLY_PAID', 'PAID', 'OVERDUE', 'VOID')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- Issuer's base currency and the rate (units of base per 1 unit of `currency`) fixed at issue.
  base_currency text NOT NULL CHECK (base_currency ~ '^[A-Z]{3}$'),
  exchange_rate numeric(20, 10) NOT NULL DEFAULT 1 CHECK (exchange_rate > 0),
  issue_date date,
  terms_days integer NOT NULL DEFAULT 30 CHECK (terms_days BETWEEN 0 AND 365),
  due_date date,
  -- GST: INTRA (CGST + SGST), INTER (IGST), EXPORT (zero-rated supply), NONE (no GST: a non-Indian issuer).
  tax_regime text NOT NULL DEFAULT 'NONE' CHECK (tax_regime IN ('INTRA', 'INTER', 'EXPORT', 'NONE')),
  place_of_supply text CHECK (place_of_supply IS NULL OR place_of_supply ~ '^[0-9]{2}$'),
  supplier jsonb NOT NULL DEFAULT '{}'::jsonb,
  customer jsonb NOT NULL DEFAULT '{}'::jsonb,
  subtotal_minor bigint NOT NULL DEFAULT 0,
  cgst_minor bigint NOT NULL DEFAULT 0,
  sgst_minor bigint NOT NULL DEFAULT 0,
  igst_minor bigint NOT NULL DEFAULT 0,
  tax_minor bigint NOT NULL DEFAULT 0,
  total_minor bigint NOT NULL DEFAULT 0 CHECK (total_minor >= 0),
  -- TDS the customer withholds (percent of the subtotal, before GST) and its amount.
  tds_rate numeric(5, 2) NOT NULL DEFAULT 0 CHECK (tds_rate >= 0 AND tds_rate <= 30),
  tds_minor bigint NOT NULL DEFAULT 0 CHECK (tds_minor >= 0),
  -- What the customer owes in cash: total − TDS. paid/credited are applied payments and credit notes.
  payable_minor bigint NOT NULL DEFAULT 0 CHECK (payable_minor >= 0),
  paid_minor bigint NOT NULL DEFAULT 0 CHECK (paid_minor >= 0),
  credited_minor bigint NOT NULL DEFAULT 0 CHECK (credited_minor >= 0),
  balance_minor bigint NOT NULL DEFAULT 0 CHECK (balance_minor >= 0),
  -- The payer's approval of a received invoice (payables): PENDING, APPROVED, DISPUTED.
  payer_status text NOT NULL DEFAULT 'PENDING' CHECK (payer_status IN ('PENDING', 'APPROVED', 'DISPUTED')),
  po_number text,
  notes text,
  void_reason text,
  -- An uploaded original (enterprise invoices uploaded as a PDF): a documents-plugin-independent file.
  file_id uuid,
  issued_at timestamptz,
  paid_at timestamptz,
  voided_at timestamptz,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (paid_minor + credited_minor <= payable_minor OR kind = 'CREDIT_NOTE'),
  CHECK (status = 'DRAFT' OR number IS NOT NULL)
);
CREATE UNIQUE INDEX invoices_company_number_key ON invoices (company_id, kind, number) WHERE number IS NOT NULL;
CREATE INDEX invoices_company_created_idx ON invoices (company_id, created_at, id);
CREATE INDEX invoices_company_due_idx ON invoices (company_id, due_date, id);
CREATE INDEX invoices_company_issue_idx ON invoices (company_id, issue_date, id);
CREATE INDEX invoices_customer_idx ON invoices (customer_company_id, due_date, id) WHERE status <> 'DRAFT';
CREATE INDEX invoices_shipment_idx ON invoices (shipment_id) WHERE shipment_id IS NOT NULL;
CREATE INDEX invoices_credits_idx ON invoices (credits_invoice_id) WHERE credits_invoice_id IS NOT NULL;
CREATE INDEX invoices_overdue_idx ON invoices (due_date) WHERE status IN ('ISSUED', 'PARTLY_PAID');

-- The customer company sees an invoice (read-only; approves, disputes and pays it) once it is issued.
CREATE VIEW invoice_parties AS
  SELECT i.id AS invoice_id, i.customer_company_id AS company_id
    FROM invoices i
   WHERE i.customer_company_id IS NOT NULL AND i.status <> 'DRAFT';

CREATE TABLE invoice_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  position integer NOT NULL,
  code text NOT NULL DEFAULT '',
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 300),
  -- SAC/HSN code for GST (e.g. 996521 transoceanic freight, 996719 cargo handling).
  sac text CHECK (sac IS NULL OR sac ~ '^[0-9]{4,8}$'),
  quantity numeric(14, 4) NOT NULL CHECK (quantity > 0),
  unit_price numeric(18, 6) NOT NULL CHECK (unit_price >= 0),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  tax_rate numeric(5, 2) NOT NULL DEFAULT 0 CHECK (tax_rate IN (0, 0.1, 0.25, 3, 5, 12, 18, 28)),
  cgst_minor bigint NOT NULL DEFAULT 0,
  sgst_minor bigint NOT NULL DEFAULT 0,
  igst_minor bigint NOT NULL DEFAULT 0,
  UNIQUE (invoice_id, position)
);
CREATE INDEX invoice_lines_invoice_idx ON invoice_lines (invoice_id, position);

-- Money received by the payee (the issuer of the invoices it is applied to). A REFUND sends money back.
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  payer_company_id uuid REFERENCES companies (id) ON DELETE SET NULL,
  payer_name text NOT NULL,
  kind text NOT NULL DEFAULT 'RECEIPT' CHECK (kind IN ('RECEIPT', 'REFUND')),
  refund_of uuid REFERENCES payments (id) ON DELETE RESTRICT,
  method text NOT NULL CHECK (method IN ('BANK_TRANSFER', 'PAY2CORP', 'CHEQUE', 'CARD', 'CASH', 'OTHER')),
  reference text,
  received_on date NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  -- What is not applied to invoices: the explicit overpayment (a credit on the payer's account).
  unapplied_minor bigint NOT NULL DEFAULT 0 CHECK (unapplied_minor >= 0),
  refunded_minor bigint NOT NULL DEFAULT 0 CHECK (refunded_minor >= 0),
  pay_transaction_id uuid,
  notes text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (unapplied_minor + refunded_minor <= amount_minor OR kind = 'REFUND')
);
CREATE INDEX payments_company_created_idx ON payments (company_id, created_at, id);
CREATE INDEX payments_company_received_idx ON payments (company_id, received_on, id);
CREATE INDEX payments_payer_idx ON payments (payer_company_id, received_on, id);
CREATE UNIQUE INDEX payments_pay_transaction_key ON payments (pay_transaction_id) WHERE pay_transaction_id IS NOT NULL;

-- The payer company sees payments made to it or by it.
CREATE VIEW payment_parties AS
  SELECT p.id AS payment_id, p.payer_company_id AS company_id FROM payments p WHERE p.payer_company_id IS NOT NULL;

-- A payment (in its currency) applied to an invoice (in the invoice's currency) at the realized rate.
CREATE TABLE payment_allocations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE RESTRICT,
  -- In the payment's currency, and in the invoice's (amount_minor = payment_amount_minor / realized_rate).
  payment_amount_minor bigint NOT NULL CHECK (payment_amount_minor > 0),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  -- Units of the payment currency per unit of the invoice currency (1 when equal).
  realized_rate numeric(20, 10) NOT NULL CHECK (realized_rate > 0),
  -- Realized exchange gain (+) or loss (−) in the payee's base currency against the invoice's rate.
  fx_gain_minor bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (payment_id, invoice_id)
);
CREATE INDEX payment_allocations_invoice_idx ON payment_allocations (invoice_id);

-- pay2corp: a payer company's linked corporate payment account at the provider.
CREATE TABLE pay_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  provider text NOT NULL DEFAULT 'pay2corp',
  mode text NOT NULL CHECK (mode IN ('SANDBOX', 'LIVE')),
  corporate_id text NOT NULL CHECK (length(corporate_id) BETWEEN 3 AND 40),
  external_account_id text NOT NULL,
  display_name text NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'UNLINKED')),
  linked_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, provider, corporate_id)
);

-- A payment request to the provider. One per (company, idempotency key): a replay answers the same row.
CREATE TABLE pay_transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  pay_account_id uuid NOT NULL REFERENCES pay_accounts (id) ON DELETE RESTRICT,
  payee_company_id uuid NOT NULL REFERENCES companies (id) ON DELETE RESTRICT,
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 8 AND 100),
  -- sha256 of the canonical request: the same key with another request is refused (409).
  request_hash text NOT NULL,
  invoice_ids uuid[] NOT NULL,
  -- Per invoice, in the invoice's currency (all invoices of one transaction share its currency).
  amounts_minor bigint[] NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PROCESSING', 'SETTLED', 'FAILED')),
  provider_reference text,
  failure_reason text,
  settled_at timestamptz,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, idempotency_key)
);
CREATE INDEX pay_transactions_company_created_idx ON pay_transactions (company_id, created_at, id);
CREATE UNIQUE INDEX pay_transactions_provider_ref_key ON pay_transactions (provider_reference) WHERE provider_reference IS NOT NULL;

-- Every webhook event received, once (the provider's event id): a duplicate is acknowledged and ignored.
CREATE TABLE pay_webhook_events (
  event_id text PRIMARY KEY,
  provider text NOT NULL,
  type text NOT NULL,
  pay_transaction_id uuid,
  payload jsonb NOT NULL,
  outcome text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- The sandbox provider's own books (it plays pay2corp): accounts with balances and one ledger movement
-- per provider-side idempotency key. Not our data: what a real provider keeps on its side.
CREATE TABLE pay2corp_sandbox_accounts (
  external_account_id text PRIMARY KEY,
  corporate_id text NOT NULL UNIQUE,
  name text NOT NULL,
  currency text NOT NULL,
  balance_minor bigint NOT NULL CHECK (balance_minor >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE pay2corp_sandbox_ledger (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  external_account_id text NOT NULL REFERENCES pay2corp_sandbox_accounts (external_account_id),
  idempotency_key text NOT NULL UNIQUE,
  provider_reference text NOT NULL UNIQUE,
  direction text NOT NULL CHECK (direction IN ('DEBIT', 'CREDIT')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'PROCESSING' CHECK (status IN ('PROCESSING', 'SETTLED', 'FAILED')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Accounting systems a company pushes its invoices to.
CREATE TABLE accounting_connections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('QUICKBOOKS', 'ZOHO')),
  mode text NOT NULL CHECK (mode IN ('SANDBOX', 'LIVE')),
  -- QuickBooks realmId / Zoho organization_id.
  external_org_id text NOT NULL,
  -- Field mapping choices (income account, tax codes, TDS tax id …), see README "Accounting mapping".
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'PAUSED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, provider)
);

-- The sync outbox: written in the transaction that changes the invoice, sent by the job, retried.
CREATE TABLE accounting_sync_jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  connection_id uuid NOT NULL REFERENCES accounting_connections (id) ON DELETE CASCADE,
  provider text NOT NULL,
  action text NOT NULL CHECK (action IN ('PUSH_INVOICE', 'UPDATE_TDS', 'PUSH_PAYMENT', 'VOID_INVOICE')),
  invoice_id uuid REFERENCES invoices (id) ON DELETE CASCADE,
  payment_id uuid REFERENCES payments (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  external_id text,
  request jsonb,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX accounting_sync_jobs_due_idx ON accounting_sync_jobs (next_attempt_at) WHERE status = 'PENDING';
CREATE INDEX accounting_sync_jobs_company_created_idx ON accounting_sync_jobs (company_id, created_at, id);
CREATE INDEX accounting_sync_jobs_invoice_idx ON accounting_sync_jobs (invoice_id);
-- What an invoice is called in the accounting system once pushed (its id there, for updates).
CREATE TABLE accounting_external_ids (
  connection_id uuid NOT NULL REFERENCES accounting_connections (id) ON DELETE CASCADE,
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  external_id text NOT NULL,
  sync_token text,
  PRIMARY KEY (connection_id, invoice_id)
);

-- Enterprise subscriptions' billing terms (the platform invoices the company each period).
CREATE TABLE subscription_billing (
  subscription_id uuid PRIMARY KEY REFERENCES subscriptions (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  price_minor bigint NOT NULL DEFAULT 0 CHECK (price_minor >= 0),
  currency text NOT NULL DEFAULT 'INR' CHECK (currency ~ '^[A-Z]{3}$'),
  cycle text NOT NULL DEFAULT 'MONTHLY' CHECK (cycle IN ('MONTHLY', 'QUARTERLY', 'YEARLY')),
  current_period_start date NOT NULL DEFAULT CURRENT_DATE,
  auto_invoice boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

-- Files kept by billing itself (uploaded invoice originals, subscription documents), bytes in the
-- database so a fresh clone needs no object store. At most 10 MB each (checked on upload).
CREATE TABLE billing_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 10485760),
  sha256 text NOT NULL,
  bytes bytea NOT NULL,
  uploaded_by uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Documents of an enterprise subscription (the signed order form, the contract, a purchase order).
CREATE TABLE subscription_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  subscription_id uuid REFERENCES subscriptions (id) ON DELETE SET NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  doc_type text NOT NULL CHECK (doc_type IN ('ORDER_FORM', 'CONTRACT', 'PURCHASE_ORDER', 'TAX_CERTIFICATE', 'OTHER')),
  file_id uuid NOT NULL REFERENCES billing_files (id) ON DELETE RESTRICT,
  uploaded_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX subscription_documents_company_idx ON subscription_documents (company_id, created_at, id);

ALTER TABLE invoices ADD CONSTRAINT invoices_file_fk FOREIGN KEY (file_id) REFERENCES billing_files (id) ON DELETE SET NULL;
