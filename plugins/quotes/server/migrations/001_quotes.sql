-- The enquiries-and-quotes area (README.md): customers, enquiries, quotes with options and lines,
-- revisions, published links, terms sets, the planners' leads, partner pages and promotions.
-- Tenant-owned: every row carries company_id (the forwarder) and every query is scoped by it; what a
-- customer company sees of it goes through the SDK's record_parties table (kind 'enquiry' / 'quote').
-- Money is numeric with its currency; never a float.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  customer_company_id uuid REFERENCES companies (id) ON DELETE SET NULL,
  email text,
  phone text,
  address text,
  country text CHECK (country IS NULL OR country ~ '^[A-Z]{2}$'),
  tax_id text,
  contacts jsonb NOT NULL DEFAULT '[]',
  credit_days integer NOT NULL DEFAULT 30 CHECK (credit_days BETWEEN 0 AND 365),
  credit_limit numeric CHECK (credit_limit IS NULL OR credit_limit >= 0),
  margin_type text CHECK (margin_type IS NULL OR margin_type IN ('PERCENT', 'AMOUNT')),
  margin_value numeric,
  currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  notes text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX customers_company_created_idx ON customers (company_id, created_at, id);
CREATE INDEX customers_company_name_idx ON customers (company_id, name, id);
CREATE UNIQUE INDEX customers_company_customer_company_idx ON customers (company_id, customer_company_id) WHERE customer_company_id IS NOT NULL;
CREATE INDEX customers_search_trgm_idx ON customers USING gin (name gin_trgm_ops);

-- Gap-free references per forwarder and kind ('ENQ', 'Q'): a counter row locked by the insert's transaction.
CREATE TABLE quote_counters (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  kind text NOT NULL,
  year integer NOT NULL,
  last integer NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, kind, year)
);

CREATE TABLE enquiries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  reference text NOT NULL,
  status text NOT NULL DEFAULT 'RECEIVED' CHECK (status IN ('RECEIVED', 'QUOTING', 'QUOTED', 'WON', 'LOST', 'EXPIRED')),
  customer_id uuid REFERENCES customers (id) ON DELETE SET NULL,
  customer_name text NOT NULL,
  customer_company_id uuid REFERENCES companies (id) ON DELETE SET NULL,
  contact_name text,
  contact_email text,
  origin text NOT NULL CHECK (origin ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  destination text NOT NULL CHECK (destination ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  origin_kind text NOT NULL DEFAULT 'PORT' CHECK (origin_kind IN ('PORT', 'DOOR')),
  destination_kind text NOT NULL DEFAULT 'PORT' CHECK (destination_kind IN ('PORT', 'DOOR')),
  mode text NOT NULL CHECK (mode IN ('FCL', 'LCL')),
  containers jsonb NOT NULL DEFAULT '[]',
  commodity text NOT NULL,
  hs_code text CHECK (hs_code IS NULL OR hs_code ~ '^[0-9]{4,10}$'),
  weight_kg numeric CHECK (weight_kg IS NULL OR weight_kg > 0),
  volume_m3 numeric CHECK (volume_m3 IS NULL OR volume_m3 > 0),
  packages integer CHECK (packages IS NULL OR packages > 0),
  dg_class text,
  reefer_temp_c numeric,
  cargo_ready_on date NOT NULL,
  incoterm text,
  services text[] NOT NULL DEFAULT '{}',
  currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  source text NOT NULL DEFAULT 'MANUAL' CHECK (source IN ('MANUAL', 'CUSTOMER', 'PLANNER', 'PARTNER')),
  partner text,
  lead_id uuid,
  due_on date,
  notes text,
  loss_reason text,
  feedback text,
  assigned_to uuid,
  first_quoted_at timestamptz,
  quote_id uuid,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, reference)
);
CREATE INDEX enquiries_company_created_idx ON enquiries (company_id, created_at, id);
CREATE INDEX enquiries_company_ready_idx ON enquiries (company_id, cargo_ready_on, id);
CREATE INDEX enquiries_company_due_idx ON enquiries (company_id, due_on, id);
CREATE INDEX enquiries_company_reference_idx ON enquiries (company_id, reference, id);
CREATE INDEX enquiries_company_status_idx ON enquiries (company_id, status);
CREATE INDEX enquiries_customer_idx ON enquiries (customer_id);
CREATE INDEX enquiries_customer_company_idx ON enquiries (customer_company_id);
CREATE INDEX enquiries_search_trgm_idx ON enquiries USING gin ((reference || ' ' || customer_name || ' ' || commodity) gin_trgm_ops);

CREATE TABLE quote_terms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 20000),
  is_default boolean NOT NULL DEFAULT false,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX quote_terms_company_idx ON quote_terms (company_id, created_at, id);
CREATE UNIQUE INDEX quote_terms_one_default_idx ON quote_terms (company_id) WHERE is_default;

CREATE TABLE quotes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  enquiry_id uuid NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  reference text NOT NULL,
  revision integer NOT NULL DEFAULT 1,
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PUBLISHED', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'WITHDRAWN')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  margin_type text CHECK (margin_type IS NULL OR margin_type IN ('PERCENT', 'AMOUNT')),
  margin_value numeric,
  valid_until date NOT NULL,
  terms_id uuid REFERENCES quote_terms (id) ON DELETE SET NULL,
  terms text,
  notes text,
  exchange jsonb NOT NULL,
  sell_from numeric,
  published_at timestamptz,
  accepted_option_id uuid,
  accepted_at timestamptz,
  accepted_by text,
  decline_reason text,
  decline_comment text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, reference)
);
CREATE INDEX quotes_company_created_idx ON quotes (company_id, created_at, id);
CREATE INDEX quotes_company_valid_idx ON quotes (company_id, valid_until, id);
CREATE INDEX quotes_company_reference_idx ON quotes (company_id, reference, id);
CREATE INDEX quotes_enquiry_idx ON quotes (enquiry_id);
CREATE INDEX quotes_published_valid_idx ON quotes (valid_until) WHERE status = 'PUBLISHED';

CREATE TABLE quote_options (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  quote_id uuid NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  position integer NOT NULL,
  title text NOT NULL,
  carrier text NOT NULL,
  origin text NOT NULL,
  destination text NOT NULL,
  via text[] NOT NULL DEFAULT '{}',
  transit_days integer,
  free_days integer,
  sailing jsonb,
  sell_total numeric NOT NULL DEFAULT 0,
  buy_total numeric NOT NULL DEFAULT 0
);
CREATE INDEX quote_options_quote_idx ON quote_options (quote_id, position);

CREATE TABLE quote_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  option_id uuid NOT NULL REFERENCES quote_options (id) ON DELETE CASCADE,
  position integer NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  stage text NOT NULL CHECK (stage IN ('ORIGIN', 'FREIGHT', 'DESTINATION', 'INLAND')),
  basis text NOT NULL CHECK (basis IN ('PER_CONTAINER', 'PER_BL', 'PER_WM', 'PER_SHIPMENT')),
  quantity numeric NOT NULL CHECK (quantity > 0),
  buy_unit numeric NOT NULL CHECK (buy_unit >= 0),
  buy_amount numeric NOT NULL CHECK (buy_amount >= 0),
  buy_currency text NOT NULL CHECK (buy_currency ~ '^[A-Z]{3}$'),
  rate_id uuid,
  margin_type text CHECK (margin_type IS NULL OR margin_type IN ('PERCENT', 'AMOUNT')),
  margin_value numeric,
  buy_converted numeric NOT NULL,
  sell_amount numeric NOT NULL
);
CREATE INDEX quote_lines_option_idx ON quote_lines (option_id, position);

CREATE TABLE quote_revisions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  quote_id uuid NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  revision integer NOT NULL,
  status text NOT NULL,
  snapshot jsonb NOT NULL,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (quote_id, revision)
);

CREATE TABLE quote_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  quote_id uuid NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  revision integer NOT NULL,
  email text,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  opened_count integer NOT NULL DEFAULT 0,
  last_opened_at timestamptz,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX quote_links_quote_idx ON quote_links (quote_id, created_at DESC);

-- Partner planner pages: branding from configuration (not per page code); one forwarder serves each.
CREATE TABLE planner_partners (
  key text PRIMARY KEY CHECK (key IN ('get-quote', 'icici', 'yes-connect', 'hdfc', 'axis', 'm-junction', 'fedex')),
  company_id uuid REFERENCES companies (id) ON DELETE SET NULL,
  name text NOT NULL,
  tagline text NOT NULL DEFAULT '',
  logo_text text NOT NULL DEFAULT '',
  color_primary text NOT NULL DEFAULT '#215db0' CHECK (color_primary ~ '^#[0-9a-fA-F]{6}$'),
  color_accent text NOT NULL DEFAULT '#0d8050' CHECK (color_accent ~ '^#[0-9a-fA-F]{6}$'),
  color_text text NOT NULL DEFAULT '#ffffff' CHECK (color_text ~ '^#[0-9a-fA-F]{6}$'),
  active boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE quote_leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  partner text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL,
  number text,
  created_via text NOT NULL DEFAULT 'LeadEngine' CHECK (created_via = 'LeadEngine'),
  status text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'CONTACTED', 'QUOTED', 'CONVERTED', 'LOST')),
  enquiry_id uuid REFERENCES enquiries (id) ON DELETE SET NULL,
  lane jsonb,
  notes text,
  user_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX quote_leads_company_created_idx ON quote_leads (company_id, created_at, id);
CREATE INDEX quote_leads_company_partner_idx ON quote_leads (company_id, partner, created_at);

CREATE TABLE quote_promotions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  origin text NOT NULL CHECK (origin ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  destination text NOT NULL CHECK (destination ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  container_type text NOT NULL,
  headline text NOT NULL CHECK (length(headline) BETWEEN 1 AND 160),
  valid_until date NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX quote_promotions_company_idx ON quote_promotions (company_id, created_at, id);
