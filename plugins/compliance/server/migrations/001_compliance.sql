-- India trade compliance (README.md). Every row is the owning company's (company_id); nothing is shared
-- between companies except that a platform admin reviews every company's KYC documents. Shipments are
-- the shipments plugin's: rows here keep their ids and references (no foreign key across plugins).

-- ------------------------------------------------------------------ export general manifests
CREATE TABLE egm_manifests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'DRAFT' CHECK (state IN ('DRAFT', 'VALIDATED', 'FILED', 'ACKNOWLEDGED', 'REJECTED', 'AMENDED')),
  vessel text NOT NULL CHECK (length(vessel) BETWEEN 1 AND 100),
  imo text CHECK (imo ~ '^[0-9]{7}$'),
  voyage text NOT NULL CHECK (length(voyage) BETWEEN 1 AND 20),
  rotation_number text CHECK (length(rotation_number) <= 20),
  pol text NOT NULL CHECK (pol ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  customs_port_code text NOT NULL CHECK (customs_port_code ~ '^[A-Z]{5}[0-9A-Z]$'),
  agent_code text NOT NULL CHECK (length(agent_code) BETWEEN 1 AND 20),
  sailing_date date NOT NULL,
  egm_number text,
  egm_date date,
  amendment_no integer NOT NULL DEFAULT 0 CHECK (amendment_no >= 0),
  -- [EgmShippingBill] (shared/types.ts), checked by the API; validate() checks them against the sailing.
  shipping_bills jsonb NOT NULL DEFAULT '[]',
  problems jsonb NOT NULL DEFAULT '[]',
  search_text text NOT NULL DEFAULT '',
  created_by uuid,
  created_by_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
-- One manifest per sailing (vessel, voyage, port of loading) and filer.
CREATE UNIQUE INDEX egm_manifests_sailing_key ON egm_manifests (company_id, lower(vessel), lower(voyage), pol);
CREATE INDEX egm_manifests_company_created_idx ON egm_manifests (company_id, created_at, id);
CREATE INDEX egm_manifests_company_sailing_idx ON egm_manifests (company_id, sailing_date, id);

CREATE TABLE egm_filings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  egm_id uuid NOT NULL REFERENCES egm_manifests (id) ON DELETE CASCADE,
  amendment_no integer NOT NULL,
  state text NOT NULL DEFAULT 'SUBMITTED' CHECK (state IN ('SUBMITTED', 'ACKNOWLEDGED', 'REJECTED')),
  file_name text NOT NULL,
  layout_version text NOT NULL,
  content text NOT NULL,
  gateway text NOT NULL,
  gateway_reference text NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  answer_text text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX egm_filings_egm_idx ON egm_filings (egm_id, submitted_at);
-- The ack poller's queue: filings still waiting for the gateway.
CREATE INDEX egm_filings_waiting_idx ON egm_filings (submitted_at) WHERE state = 'SUBMITTED';

-- ------------------------------------------------------------------ customs house agents
CREATE TABLE chas (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  licence_number text NOT NULL CHECK (length(licence_number) BETWEEN 1 AND 40),
  pan text CHECK (pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
  ports text[] NOT NULL DEFAULT '{}',
  contact_name text,
  email text,
  phone text,
  address text,
  state text NOT NULL DEFAULT 'ACTIVE' CHECK (state IN ('ACTIVE', 'SUSPENDED')),
  search_text text NOT NULL DEFAULT '',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX chas_licence_key ON chas (company_id, upper(licence_number));
CREATE INDEX chas_company_created_idx ON chas (company_id, created_at, id);

CREATE TABLE cha_assignments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  cha_id uuid NOT NULL REFERENCES chas (id) ON DELETE CASCADE,
  shipment_id uuid NOT NULL,
  shipment_reference text NOT NULL,
  port text NOT NULL CHECK (port ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  direction text NOT NULL CHECK (direction IN ('IMPORT', 'EXPORT')),
  note text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
-- One agent per shipment, port and direction.
CREATE UNIQUE INDEX cha_assignments_key ON cha_assignments (company_id, shipment_id, port, direction);
CREATE INDEX cha_assignments_cha_idx ON cha_assignments (cha_id, created_at, id);

-- ------------------------------------------------------------------ regularization of export bills
CREATE TABLE regularization_settings (
  company_id uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  realization_months integer NOT NULL DEFAULT 9 CHECK (realization_months BETWEEN 1 AND 36),
  tolerance_percent numeric(5, 2) NOT NULL DEFAULT 1.00 CHECK (tolerance_percent BETWEEN 0 AND 10),
  bank text NOT NULL DEFAULT 'ICICI' CHECK (bank IN ('ICICI', 'HDFC', 'AXIS', 'YES')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE export_bills (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'OPEN' CHECK (state IN ('OPEN', 'PARTLY_REALIZED', 'REALIZED', 'REGULARIZED')),
  sb_number text NOT NULL CHECK (sb_number ~ '^[0-9]{7}$'),
  sb_date date NOT NULL,
  port_code text NOT NULL CHECK (port_code ~ '^[A-Z]{5}[0-9A-Z]$'),
  shipment_id uuid,
  shipment_reference text,
  invoice_number text NOT NULL CHECK (length(invoice_number) BETWEEN 1 AND 40),
  invoice_date date NOT NULL,
  -- Minor units of the currency (ISO 4217 exponent): exact sums.
  invoice_minor bigint NOT NULL CHECK (invoice_minor > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  realized_minor bigint NOT NULL DEFAULT 0 CHECK (realized_minor >= 0),
  buyer_name text,
  buyer_country text CHECK (buyer_country ~ '^[A-Z]{2}$'),
  export_date date NOT NULL,
  realization_due_date date NOT NULL,
  bank_reference text,
  regularized_at timestamptz,
  extraction_id uuid,
  search_text text NOT NULL DEFAULT '',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
-- A shipping bill is unique by number, date and port (customs' own key).
CREATE UNIQUE INDEX export_bills_sb_key ON export_bills (company_id, sb_number, sb_date, port_code);
CREATE INDEX export_bills_company_created_idx ON export_bills (company_id, created_at, id);
CREATE INDEX export_bills_company_due_idx ON export_bills (company_id, realization_due_date, id);

CREATE TABLE inward_remittances (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  bank_reference text NOT NULL CHECK (length(bank_reference) BETWEEN 1 AND 40),
  remittance_date date NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  utilized_minor bigint NOT NULL DEFAULT 0 CHECK (utilized_minor >= 0),
  purpose_code text NOT NULL CHECK (purpose_code ~ '^P[0-9]{4}$'),
  remitter_name text NOT NULL,
  remitter_country text CHECK (remitter_country ~ '^[A-Z]{2}$'),
  bank text NOT NULL CHECK (bank IN ('ICICI', 'HDFC', 'AXIS', 'YES')),
  search_text text NOT NULL DEFAULT '',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (utilized_minor <= amount_minor)
);
CREATE UNIQUE INDEX inward_remittances_ref_key ON inward_remittances (company_id, bank, bank_reference);
CREATE INDEX inward_remittances_company_created_idx ON inward_remittances (company_id, created_at, id);

CREATE TABLE regularization_batches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'DRAFT' CHECK (state IN ('DRAFT', 'VALIDATED', 'PUSHED', 'REJECTED')),
  bank text NOT NULL CHECK (bank IN ('ICICI', 'HDFC', 'AXIS', 'YES')),
  -- [{billId, remittanceId, amountMinor, currency}] resolved rows, and the problems per row index.
  rows jsonb NOT NULL,
  problems jsonb NOT NULL DEFAULT '[]',
  row_count integer NOT NULL,
  problem_count integer NOT NULL DEFAULT 0,
  gateway text,
  bank_reference text,
  bank_answer text,
  pushed_at timestamptz,
  -- Who sent it: a signed-in user, or a partner link (the public /regularize page).
  created_by uuid,
  created_by_name text,
  partner_link_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX regularization_batches_company_created_idx ON regularization_batches (company_id, created_at, id);

-- Realizations: a remittance's amount allocated to a bill; written when a batch is pushed and accepted.
CREATE TABLE bill_realizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  bill_id uuid NOT NULL REFERENCES export_bills (id) ON DELETE CASCADE,
  remittance_id uuid NOT NULL REFERENCES inward_remittances (id) ON DELETE CASCADE,
  batch_id uuid REFERENCES regularization_batches (id) ON DELETE SET NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bill_realizations_bill_idx ON bill_realizations (bill_id);
CREATE INDEX bill_realizations_remittance_idx ON bill_realizations (remittance_id);

-- One reminder per bill and threshold (REMINDER_DAYS, and 0 for overdue).
CREATE TABLE bill_reminders (
  bill_id uuid NOT NULL REFERENCES export_bills (id) ON DELETE CASCADE,
  days_before integer NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bill_id, days_before)
);

-- Signed partner links to the open /regularize page (LinkSigner purpose 'regularization').
CREATE TABLE regularization_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  bank text NOT NULL CHECK (bank IN ('ICICI', 'HDFC', 'AXIS', 'YES')),
  email text,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX regularization_links_company_idx ON regularization_links (company_id, created_at, id);

-- ------------------------------------------------------------------ KYC
CREATE TABLE kyc_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  doc_type text NOT NULL CHECK (doc_type IN ('GST', 'IEC', 'PAN', 'INCORPORATION')),
  state text NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'VERIFIED', 'REJECTED', 'EXPIRED', 'SUPERSEDED')),
  number text NOT NULL,
  issued_on date,
  expires_on date,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  sha256 text NOT NULL,
  content bytea NOT NULL,
  uploaded_by uuid,
  uploaded_by_name text,
  reviewed_by uuid,
  reviewed_by_name text,
  reviewed_at timestamptz,
  rejection_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (state <> 'REJECTED' OR rejection_reason IS NOT NULL)
);
-- At most one current (not superseded) document per company and type.
CREATE UNIQUE INDEX kyc_documents_current_key ON kyc_documents (company_id, doc_type) WHERE state <> 'SUPERSEDED';
CREATE INDEX kyc_documents_company_idx ON kyc_documents (company_id, created_at, id);
CREATE INDEX kyc_documents_pending_idx ON kyc_documents (created_at, id) WHERE state = 'PENDING';

CREATE TABLE kyc_reminders (
  document_id uuid PRIMARY KEY REFERENCES kyc_documents (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL DEFAULT now()
);

-- ------------------------------------------------------------------ PDF reader
CREATE TABLE pdf_extractions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('SHIPPING_BILL', 'BILL_OF_LADING')),
  file_name text NOT NULL,
  sha256 text NOT NULL,
  content bytea NOT NULL,
  page_count integer NOT NULL,
  pages jsonb NOT NULL,
  fields jsonb NOT NULL,
  corrections jsonb NOT NULL DEFAULT '{}',
  bill_id uuid REFERENCES export_bills (id) ON DELETE SET NULL,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX pdf_extractions_company_idx ON pdf_extractions (company_id, created_at, id);
