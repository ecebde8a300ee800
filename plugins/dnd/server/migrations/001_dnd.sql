-- Demurrage and detention (README.md). Every row is the company's own (company_id); nothing is shared.
-- Clocks are computed from the shipments plugin's containers and DCSA events (SHIPMENT_EQUIPMENT) and
-- kept in dnd_clocks so lists page, sort and filter in SQL; they are recomputed when events arrive,
-- tariffs or overrides change, and every day (cost to date moves with today).

CREATE TABLE dnd_tariffs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  carrier text NOT NULL CHECK (length(carrier) BETWEEN 2 AND 10),
  port text NOT NULL CHECK (port ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  direction text NOT NULL CHECK (direction IN ('IMPORT', 'EXPORT')),
  charge_type text NOT NULL CHECK (charge_type IN ('DEMURRAGE', 'DETENTION', 'COMBINED')),
  size text NOT NULL CHECK (size IN ('20', '40', '45')),
  container_group text NOT NULL CHECK (container_group IN ('DRY', 'REEFER', 'OPEN_TOP', 'FLAT_RACK', 'TANK')),
  free_days integer NOT NULL CHECK (free_days BETWEEN 0 AND 365),
  day_basis text NOT NULL CHECK (day_basis IN ('CALENDAR', 'WORKING')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- [{fromDay, toDay|null, perDiem}] contiguous from free_days + 1 (checked by the API: tierProblems).
  tiers jsonb NOT NULL,
  holidays date[] NOT NULL DEFAULT '{}',
  valid_from date NOT NULL,
  valid_to date,
  source text,
  search_text text NOT NULL DEFAULT '',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (valid_to IS NULL OR valid_to >= valid_from)
);
-- One tariff per carrier, port, direction, charge type and box from a day.
CREATE UNIQUE INDEX dnd_tariffs_key ON dnd_tariffs (company_id, carrier, port, direction, charge_type, size, container_group, valid_from);
CREATE INDEX dnd_tariffs_company_created_idx ON dnd_tariffs (company_id, created_at, id);
CREATE INDEX dnd_tariffs_company_updated_idx ON dnd_tariffs (company_id, updated_at, id);

CREATE TABLE dnd_overrides (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  scope text NOT NULL CHECK (scope IN ('SHIPMENT', 'CONTRACT')),
  shipment_id uuid,
  contract_ref text,
  carrier text,
  direction text CHECK (direction IN ('IMPORT', 'EXPORT')),
  charge_type text CHECK (charge_type IN ('DEMURRAGE', 'DETENTION', 'COMBINED')),
  free_days integer NOT NULL CHECK (free_days BETWEEN 0 AND 365),
  day_basis text CHECK (day_basis IN ('CALENDAR', 'WORKING')),
  discount_percent numeric(5, 2) CHECK (discount_percent BETWEEN 0 AND 100),
  note text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK ((scope = 'SHIPMENT' AND shipment_id IS NOT NULL AND contract_ref IS NULL) OR (scope = 'CONTRACT' AND contract_ref IS NOT NULL AND shipment_id IS NULL))
);
CREATE INDEX dnd_overrides_company_created_idx ON dnd_overrides (company_id, created_at, id);
CREATE INDEX dnd_overrides_shipment_idx ON dnd_overrides (company_id, shipment_id);

-- One row per container, direction and charge type: the clock as of computed_on (port-local today).
CREATE TABLE dnd_clocks (
  id text PRIMARY KEY, -- '<containerId>:<direction>:<chargeType>', unique per company's view of the container
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  container_id uuid NOT NULL,
  container_number text NOT NULL,
  iso_type text NOT NULL,
  shipment_id uuid NOT NULL,
  shipment_reference text NOT NULL,
  carrier text NOT NULL,
  direction text NOT NULL CHECK (direction IN ('IMPORT', 'EXPORT')),
  charge_type text NOT NULL CHECK (charge_type IN ('DEMURRAGE', 'DETENTION', 'COMBINED')),
  port text NOT NULL,
  time_zone text NOT NULL,
  state text NOT NULL CHECK (state IN ('NOT_STARTED', 'RUNNING', 'AT_RISK', 'OVER', 'STOPPED')),
  started_at timestamptz,
  stopped_at timestamptz,
  start_day date,
  stop_day date,
  free_days integer,
  day_basis text,
  last_free_day date,
  free_days_left integer,
  chargeable_days integer NOT NULL DEFAULT 0,
  currency text,
  cost_minor bigint,
  projected_stop_day date,
  projected_cost_minor bigint,
  tariff_id uuid REFERENCES dnd_tariffs (id) ON DELETE SET NULL,
  override_id uuid REFERENCES dnd_overrides (id) ON DELETE SET NULL,
  computed_on date NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, id)
);
CREATE INDEX dnd_clocks_company_lfd_idx ON dnd_clocks (company_id, last_free_day, id);
CREATE INDEX dnd_clocks_company_state_idx ON dnd_clocks (company_id, state, last_free_day, id);
CREATE INDEX dnd_clocks_company_cost_idx ON dnd_clocks (company_id, cost_minor, id);
CREATE INDEX dnd_clocks_company_started_idx ON dnd_clocks (company_id, started_at, id);
CREATE INDEX dnd_clocks_company_container_idx ON dnd_clocks (company_id, container_id);
CREATE INDEX dnd_clocks_company_shipment_idx ON dnd_clocks (company_id, shipment_id);
CREATE INDEX dnd_clocks_company_number_idx ON dnd_clocks (company_id, container_number);

-- When a company's clocks were last recomputed, and the event cursor of the refresh job.
CREATE TABLE dnd_refresh (
  company_id uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  refreshed_at timestamptz NOT NULL,
  refreshed_on date NOT NULL
);
CREATE TABLE dnd_event_cursor (
  id integer PRIMARY KEY CHECK (id = 1),
  since timestamptz NOT NULL
);

-- A carrier's D&D invoice (46 CFR 541.6 fields) and what the check found.
CREATE TABLE dnd_invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  container_id uuid NOT NULL,
  shipment_id uuid NOT NULL,
  shipment_reference text NOT NULL,
  invoice_number text NOT NULL CHECK (length(invoice_number) BETWEEN 1 AND 60),
  carrier text NOT NULL,
  status text NOT NULL DEFAULT 'RECEIVED' CHECK (status IN ('RECEIVED', 'ACCEPTED', 'DISPUTED', 'PAID')),
  direction text NOT NULL CHECK (direction IN ('IMPORT', 'EXPORT')),
  charge_type text NOT NULL CHECK (charge_type IN ('DEMURRAGE', 'DETENTION', 'COMBINED')),
  -- The invoice's fields as entered (NewCarrierInvoice), and the amount as columns for sums.
  fields jsonb NOT NULL,
  invoice_date date NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  findings jsonb NOT NULL DEFAULT '[]',
  expected_minor bigint,
  expected jsonb,
  document_id uuid,
  search_text text NOT NULL DEFAULT '',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, carrier, invoice_number)
);
CREATE INDEX dnd_invoices_company_created_idx ON dnd_invoices (company_id, created_at, id);
CREATE INDEX dnd_invoices_company_container_idx ON dnd_invoices (company_id, container_id);

CREATE TABLE dnd_disputes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  invoice_id uuid NOT NULL REFERENCES dnd_invoices (id) ON DELETE CASCADE,
  reference text NOT NULL,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'SUBMITTED', 'WON', 'PARTLY_WON', 'LOST', 'WITHDRAWN')),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 4000),
  disputed_minor bigint NOT NULL CHECK (disputed_minor > 0),
  recovered_minor bigint CHECK (recovered_minor >= 0),
  currency text NOT NULL,
  evidence jsonb NOT NULL DEFAULT '[]',
  submitted_at timestamptz,
  respond_by date,
  closed_at timestamptz,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, reference)
);
-- One live dispute per invoice (a withdrawn or closed one may be followed by another).
CREATE UNIQUE INDEX dnd_disputes_live_key ON dnd_disputes (invoice_id) WHERE status IN ('OPEN', 'SUBMITTED');
CREATE INDEX dnd_disputes_company_created_idx ON dnd_disputes (company_id, created_at, id);

-- Alerts sent before, on and after a last free day: one per clock, kind and last free day (so a moved last free day alerts again).
CREATE TABLE dnd_alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  clock_id text NOT NULL,
  container_id uuid NOT NULL,
  container_number text NOT NULL,
  shipment_reference text NOT NULL,
  charge_type text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('AT_RISK', 'LAST_FREE_DAY', 'OVER')),
  last_free_day date NOT NULL,
  message text NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, clock_id, kind, last_free_day)
);
CREATE INDEX dnd_alerts_company_created_idx ON dnd_alerts (company_id, created_at, id);

-- Shipper-owned and leased containers.
CREATE TABLE container_inventory (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  number text NOT NULL CHECK (number ~ '^[A-Z]{3}[UJZ][0-9]{7}$'),
  iso_type text NOT NULL,
  ownership text NOT NULL CHECK (ownership IN ('OWNED', 'LEASED')),
  lessor text,
  lease_reference text,
  lease_end date,
  status text NOT NULL CHECK (status IN ('AVAILABLE', 'IN_USE', 'IN_REPAIR', 'OFF_HIRE', 'LOST')),
  location text,
  condition text NOT NULL CHECK (condition IN ('NEW', 'SOUND', 'DAMAGED', 'CARGO_WORTHY', 'NEEDS_REPAIR')),
  next_available_on date,
  manufactured_year integer CHECK (manufactured_year BETWEEN 1960 AND 2100),
  notes text,
  search_text text NOT NULL DEFAULT '',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, number),
  CHECK (ownership = 'OWNED' OR lessor IS NOT NULL)
);
CREATE INDEX container_inventory_company_created_idx ON container_inventory (company_id, created_at, id);
CREATE INDEX container_inventory_company_updated_idx ON container_inventory (company_id, updated_at, id);
CREATE INDEX container_inventory_company_available_idx ON container_inventory (company_id, next_available_on, id);
