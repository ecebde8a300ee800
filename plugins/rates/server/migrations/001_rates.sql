-- The rates area's inventory (README.md): a company's FCL / LCL / OTHER / TRANSPORT rates, the charge-type
-- catalogue, the exchange-rate tables, the users' shortlists and quick-book offers. Tenant-owned: every
-- row carries company_id (built-in charge types have none) and every query is scoped by it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE rates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('FCL', 'LCL', 'OTHER', 'TRANSPORT')),
  side text NOT NULL CHECK (side IN ('BUY', 'SELL', 'CONTRACT', 'SPOT')),
  carrier text CHECK (carrier IS NULL OR carrier ~ '^[A-Z]{2,4}$'),
  origin text CHECK (origin IS NULL OR origin ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  destination text CHECK (destination IS NULL OR destination ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  port text CHECK (port IS NULL OR port ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  via text[] NOT NULL DEFAULT '{}',
  container_type text,
  charge_code text,
  stage text CHECK (stage IS NULL OR stage IN ('ORIGIN', 'FREIGHT', 'DESTINATION')),
  basis text NOT NULL CHECK (basis IN ('PER_CONTAINER', 'PER_BL', 'PER_WM', 'PER_SHIPMENT')),
  amount numeric NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  minimum numeric CHECK (minimum IS NULL OR minimum > 0),
  transit_days integer CHECK (transit_days IS NULL OR transit_days BETWEEN 0 AND 365),
  valid_from date NOT NULL,
  valid_to date NOT NULL,
  free_days integer CHECK (free_days IS NULL OR free_days BETWEEN 0 AND 365),
  commodity text,
  contract_ref text,
  remarks text,
  import_id uuid,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

-- Keyset paging of the inventory list: (company_id, sort column, id) per sortable field.
CREATE INDEX rates_company_created_idx ON rates (company_id, created_at, id);
CREATE INDEX rates_company_valid_from_idx ON rates (company_id, valid_from, id);
CREATE INDEX rates_company_valid_to_idx ON rates (company_id, valid_to, id);
CREATE INDEX rates_company_amount_idx ON rates (company_id, amount, id);

-- The rate search: freight, FREIGHT-stage charges and inland haulage by lane, valid on a day.
CREATE INDEX rates_search_lane_idx ON rates (company_id, kind, origin, destination, valid_to, valid_from);
-- Port charges (ORIGIN / DESTINATION stage) by port, valid on a day.
CREATE INDEX rates_search_port_idx ON rates (company_id, port, valid_to, valid_from) WHERE kind = 'OTHER' AND port IS NOT NULL;
-- Rows an import wrote (the imports' log and undo).
CREATE INDEX rates_import_idx ON rates (import_id) WHERE import_id IS NOT NULL;

-- search= (contains, any case) over the text of a rate, by trigrams.
CREATE INDEX rates_search_trgm_idx ON rates USING gin ((
  coalesce(carrier, '') || E'\n' || coalesce(origin, '') || E'\n' || coalesce(destination, '') || E'\n' ||
  coalesce(port, '') || E'\n' || coalesce(charge_code, '') || E'\n' || coalesce(contract_ref, '') || E'\n' ||
  coalesce(commodity, '') || E'\n' || coalesce(remarks, '')
) gin_trgm_ops);

-- The charge-type catalogue: built-in (company_id NULL, shared by all) and each company's own.
CREATE TABLE rate_charge_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Z][A-Z0-9_]{1,11}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  basis text NOT NULL CHECK (basis IN ('PER_CONTAINER', 'PER_BL', 'PER_WM', 'PER_SHIPMENT')),
  stage text NOT NULL CHECK (stage IN ('ORIGIN', 'FREIGHT', 'DESTINATION')),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX rate_charge_types_builtin_code_idx ON rate_charge_types (code) WHERE company_id IS NULL;
CREATE UNIQUE INDEX rate_charge_types_company_code_idx ON rate_charge_types (company_id, code) WHERE company_id IS NOT NULL;

INSERT INTO rate_charge_types (code, name, basis, stage) VALUES
  ('OFR', 'Ocean freight', 'PER_CONTAINER', 'FREIGHT'),
  ('BAF', 'Bunker adjustment factor', 'PER_CONTAINER', 'FREIGHT'),
  ('LSS', 'Low-sulphur surcharge', 'PER_CONTAINER', 'FREIGHT'),
  ('PSS', 'Peak season surcharge', 'PER_CONTAINER', 'FREIGHT'),
  ('CAF', 'Currency adjustment factor', 'PER_CONTAINER', 'FREIGHT'),
  ('EBS', 'Emergency bunker surcharge', 'PER_CONTAINER', 'FREIGHT'),
  ('WRS', 'War risk surcharge', 'PER_CONTAINER', 'FREIGHT'),
  ('OTHC', 'Origin terminal handling', 'PER_CONTAINER', 'ORIGIN'),
  ('DOC', 'Documentation fee', 'PER_BL', 'ORIGIN'),
  ('BL', 'Bill of lading fee', 'PER_BL', 'ORIGIN'),
  ('ISPS', 'ISPS security charge', 'PER_CONTAINER', 'ORIGIN'),
  ('SEAL', 'Seal fee', 'PER_CONTAINER', 'ORIGIN'),
  ('VGM', 'VGM weighing fee', 'PER_CONTAINER', 'ORIGIN'),
  ('TRK', 'Trucking', 'PER_CONTAINER', 'ORIGIN'),
  ('CUS', 'Export customs clearance', 'PER_SHIPMENT', 'ORIGIN'),
  ('CFS', 'Container freight station (LCL)', 'PER_WM', 'ORIGIN'),
  ('DTHC', 'Destination terminal handling', 'PER_CONTAINER', 'DESTINATION'),
  ('DDOC', 'Destination documentation (delivery order)', 'PER_BL', 'DESTINATION'),
  ('ICUS', 'Import customs clearance', 'PER_SHIPMENT', 'DESTINATION'),
  ('DCFS', 'Destination CFS (LCL)', 'PER_WM', 'DESTINATION');

-- Exchange rates: each save is a new table (history kept); the newest per company is in use.
-- rates: { "EUR": "0.92", … } units of each currency for one `base`, exact decimal text.
CREATE TABLE rate_exchange_tables (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  base text NOT NULL CHECK (base ~ '^[A-Z]{3}$'),
  rates jsonb NOT NULL,
  rate_date date NOT NULL,
  source text NOT NULL CHECK (length(source) BETWEEN 1 AND 200),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_exchange_tables_company_idx ON rate_exchange_tables (company_id, created_at DESC, id DESC);

-- A user's shortlisted options (enquiries and quotes read them later).
CREATE TABLE rate_shortlist (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  search jsonb NOT NULL,
  option jsonb NOT NULL,
  note text CHECK (note IS NULL OR length(note) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX rate_shortlist_user_idx ON rate_shortlist (company_id, user_id, created_at, id);
CREATE INDEX rate_shortlist_company_created_idx ON rate_shortlist (company_id, created_at, id);

-- Quick-book offers: a forwarder's priced option, shared read-only with connected companies
-- (record_parties, kind 'rate-quick-book'); the shipper books it in one step.
CREATE TABLE rate_quick_book_offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  rate_id uuid NOT NULL,
  search jsonb NOT NULL,
  option jsonb NOT NULL,
  carrier text,
  origin text NOT NULL,
  destination text NOT NULL,
  expires_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'BOOKED', 'WITHDRAWN')),
  booked_by_company_id uuid,
  booked_by uuid,
  booked_at timestamptz,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX rate_quick_book_company_created_idx ON rate_quick_book_offers (company_id, created_at, id);
CREATE INDEX rate_quick_book_company_expires_idx ON rate_quick_book_offers (company_id, expires_at, id);

CREATE VIEW rate_quick_book_parties AS
SELECT record_id AS offer_id, company_id, role, created_at FROM record_parties WHERE kind = 'rate-quick-book';
