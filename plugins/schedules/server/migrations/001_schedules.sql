-- Sailings of carrier schedules. Company-owned: each company keeps the schedules it imported, synced
-- or typed in (README "Decisions"); every query is scoped by company_id. Times are timestamptz; the
-- offsets of the ports (minutes east of UTC) are kept so the API answers each time as the port's wall
-- clock (departure and cut-offs at the POL, arrival at the POD).
CREATE TABLE schedule_sailings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  carrier text NOT NULL CHECK (carrier ~ '^[A-Z]{2,4}$'),
  service text CHECK (service IS NULL OR length(service) BETWEEN 1 AND 60),
  vessel text NOT NULL CHECK (length(vessel) BETWEEN 1 AND 60),
  imo text CHECK (imo IS NULL OR imo ~ '^[0-9]{7}$'),
  voyage text NOT NULL CHECK (length(voyage) BETWEEN 1 AND 30),
  origin text NOT NULL CHECK (origin ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  destination text NOT NULL CHECK (destination ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  departs_at timestamptz NOT NULL,
  arrives_at timestamptz NOT NULL,
  origin_offset integer NOT NULL DEFAULT 0 CHECK (origin_offset BETWEEN -840 AND 840),
  destination_offset integer NOT NULL DEFAULT 0 CHECK (destination_offset BETWEEN -840 AND 840),
  transit_days integer NOT NULL CHECK (transit_days BETWEEN 0 AND 180),
  via text[] NOT NULL DEFAULT '{}',
  doc_cutoff_at timestamptz,
  vgm_cutoff_at timestamptz,
  cargo_cutoff_at timestamptz,
  source text NOT NULL CHECK (source IN ('DEMO', 'CSV', 'DCSA', 'MANUAL')),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (arrives_at > departs_at),
  CHECK (origin <> destination)
);

-- One sailing per carrier, vessel, voyage and port pair: imports and syncs update it in place.
CREATE UNIQUE INDEX schedule_sailings_identity_idx ON schedule_sailings (company_id, carrier, vessel, voyage, origin, destination);

-- The lane search: a company's sailings from a port to a port departing in a window.
CREATE INDEX schedule_sailings_lane_idx ON schedule_sailings (company_id, origin, destination, departs_at);

-- Keyset paging: one (company_id, column, id) index per sortable field of the resource.
CREATE INDEX schedule_sailings_company_departs_idx ON schedule_sailings (company_id, departs_at, id);
CREATE INDEX schedule_sailings_company_arrives_idx ON schedule_sailings (company_id, arrives_at, id);
CREATE INDEX schedule_sailings_company_transit_idx ON schedule_sailings (company_id, transit_days, id);
CREATE INDEX schedule_sailings_company_carrier_idx ON schedule_sailings (company_id, carrier, id);
CREATE INDEX schedule_sailings_company_created_idx ON schedule_sailings (company_id, created_at, id);

-- search= matches vessel, voyage and service ("contains", any case) through trigrams.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX schedule_sailings_search_trgm_idx ON schedule_sailings USING gin ((
  coalesce(vessel, '') || E'\n' || coalesce(voyage, '') || E'\n' || coalesce(service, '')
) gin_trgm_ops);
