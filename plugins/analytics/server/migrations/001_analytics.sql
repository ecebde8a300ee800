-- Dashboards, reports and emissions (README.md).

-- What reports know of each shipment, one row per company that may see it (the owner and every company it
-- is shared with), copied from the shipments plugin's SHIPMENT_FACTS and refreshed as shipments change
-- (facts/refreshFacts.ts). Every widget is one SQL query over this table, scoped by company_id.
CREATE TABLE analytics_facts (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  shipment_id uuid NOT NULL,
  owner_company_id uuid NOT NULL,
  reference text NOT NULL,
  mode text NOT NULL,
  status text NOT NULL,
  carrier text NOT NULL,
  pol text NOT NULL,
  pod text NOT NULL,
  origin text,
  destination text,
  transshipment_ports text[] NOT NULL DEFAULT '{}',
  etd timestamptz NOT NULL,
  eta timestamptz NOT NULL,
  first_eta timestamptz NOT NULL,
  atd timestamptz,
  ata timestamptz,
  discharged_at timestamptz,
  gate_out_at timestamptz,
  empty_return_at timestamptz,
  -- The day the filter's date range applies to: actual departure, else planned (UTC).
  departed_on date NOT NULL,
  -- Arrival day (actual) for arrival-based widgets; null until arrived.
  arrived_on date,
  transit_days numeric(8, 2),
  -- Actual arrival − first promised ETA, in hours (negative: early); null until arrived.
  delay_hours numeric(10, 2),
  teu numeric(8, 2) NOT NULL DEFAULT 0,
  containers integer NOT NULL DEFAULT 0,
  reefer_containers integer NOT NULL DEFAULT 0,
  reefer_teu numeric(8, 2) NOT NULL DEFAULT 0,
  container_types text[] NOT NULL DEFAULT '{}',
  weight_kg numeric(12, 2),
  vessel text,
  voyage text,
  -- FactLeg[] (SDK ShipmentFacts): legs with planned and actual departure/arrival.
  legs jsonb NOT NULL DEFAULT '[]',
  -- The transshipment port the shipment waits at now (arrived there, not yet departed), since when.
  waiting_port text,
  waiting_since timestamptz,
  -- The next transshipment port it is due at (not yet arrived) and when.
  next_transshipment_port text,
  next_transshipment_eta timestamptz,
  shipment_created_at timestamptz NOT NULL,
  shipment_updated_at timestamptz NOT NULL,
  refreshed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, shipment_id)
);
CREATE INDEX analytics_facts_shipment_idx ON analytics_facts (shipment_id);
CREATE INDEX analytics_facts_company_departed_idx ON analytics_facts (company_id, departed_on);
CREATE INDEX analytics_facts_company_arrived_idx ON analytics_facts (company_id, arrived_on) WHERE arrived_on IS NOT NULL;
CREATE INDEX analytics_facts_company_status_idx ON analytics_facts (company_id, status, eta);
CREATE INDEX analytics_facts_company_waiting_idx ON analytics_facts (company_id, waiting_port) WHERE waiting_port IS NOT NULL;
CREATE INDEX analytics_facts_company_next_ts_idx ON analytics_facts (company_id, next_transshipment_eta) WHERE next_transshipment_port IS NOT NULL;

-- Where the copy stands: the `until` of the last SHIPMENT_FACTS.changedSince read, and a revision the
-- dashboards poll (it changes whenever a refresh changed something).
CREATE TABLE analytics_refresh_state (
  id integer PRIMARY KEY CHECK (id = 1),
  since timestamptz NOT NULL DEFAULT '1970-01-01T00:00:00Z',
  revision bigint NOT NULL DEFAULT 0,
  refreshed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO analytics_refresh_state (id) VALUES (1) ON CONFLICT DO NOTHING;

-- Emissions per shipment leg (ISO 14083 / GLEC Framework), with the factor set's name and version so a
-- report can be re-run: a new factor set version adds rows, it never rewrites old ones.
CREATE TABLE emission_results (
  shipment_id uuid NOT NULL,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  leg_seq integer NOT NULL CHECK (leg_seq >= 0),
  from_port text NOT NULL,
  to_port text NOT NULL,
  carrier text NOT NULL,
  departed_on date NOT NULL,
  distance_km numeric(10, 1) NOT NULL CHECK (distance_km >= 0),
  distance_source text NOT NULL,
  teu numeric(8, 2) NOT NULL,
  reefer_teu numeric(8, 2) NOT NULL DEFAULT 0,
  trade_lane text NOT NULL,
  factor_set text NOT NULL,
  factor_version text NOT NULL,
  -- g CO2e per TEU-km used for dry and reefer boxes (well-to-wheel), and the well-to-tank share.
  dry_wtw_factor numeric(10, 3) NOT NULL,
  reefer_wtw_factor numeric(10, 3) NOT NULL,
  wtt_share numeric(6, 5) NOT NULL,
  ttw_kg numeric(14, 3) NOT NULL,
  wtt_kg numeric(14, 3) NOT NULL,
  wtw_kg numeric(14, 3) NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shipment_id, factor_set, factor_version, leg_seq)
);
CREATE INDEX emission_results_company_departed_idx ON emission_results (company_id, departed_on);

-- Shipments whose emissions could not be computed (a leg without a sea distance), and why.
CREATE TABLE emission_gaps (
  shipment_id uuid NOT NULL,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  factor_version text NOT NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shipment_id, factor_version)
);

-- A user's dashboard arrangement (order and sizes), per company they work in.
CREATE TABLE dashboard_layouts (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  layout jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (company_id, user_id)
);

-- Saved report views: a report with a filter (and relative range), grouping/pivot, private or shared.
CREATE TABLE report_views (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  created_by uuid NOT NULL,
  report text NOT NULL CHECK (report ~ '^[a-z][A-Za-z0-9]*$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  range text NOT NULL CHECK (range IN ('last7', 'last30', 'last90', 'last365', 'previousMonth', 'monthToDate', 'yearToDate', 'fixed')),
  filter jsonb NOT NULL,
  layout jsonb NOT NULL DEFAULT '{}',
  shared boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, created_by, report, name)
);
CREATE INDEX report_views_company_report_idx ON report_views (company_id, report, created_at, id);
CREATE INDEX report_views_company_created_idx ON report_views (company_id, created_at, id);

-- Scheduled reports: run at `next_run_at` (once across API processes), emailed as PDF or XLSX through the outbox.
CREATE TABLE report_schedules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  created_by uuid NOT NULL,
  report text NOT NULL CHECK (report ~ '^[a-z][A-Za-z0-9]*$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  range text NOT NULL CHECK (range IN ('last7', 'last30', 'last90', 'last365', 'previousMonth', 'monthToDate', 'yearToDate', 'fixed')),
  filter jsonb NOT NULL,
  format text NOT NULL CHECK (format IN ('pdf', 'xlsx')),
  cadence text NOT NULL CHECK (cadence IN ('daily', 'weekly', 'monthly')),
  hour integer NOT NULL DEFAULT 6 CHECK (hour BETWEEN 0 AND 23),
  recipients text[] NOT NULL CHECK (cardinality(recipients) BETWEEN 1 AND 20),
  active boolean NOT NULL DEFAULT true,
  next_run_at timestamptz NOT NULL,
  last_run_at timestamptz,
  last_status text CHECK (last_status IN ('SENT', 'FAILED')),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX report_schedules_due_idx ON report_schedules (next_run_at) WHERE active;
CREATE INDEX report_schedules_company_created_idx ON report_schedules (company_id, created_at, id);

CREATE TABLE report_schedule_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  schedule_id uuid NOT NULL REFERENCES report_schedules (id) ON DELETE CASCADE,
  ran_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL CHECK (status IN ('SENT', 'FAILED')),
  rows integer NOT NULL DEFAULT 0,
  recipients text[] NOT NULL DEFAULT '{}',
  error text
);
CREATE INDEX report_schedule_runs_schedule_idx ON report_schedule_runs (schedule_id, ran_at DESC);
