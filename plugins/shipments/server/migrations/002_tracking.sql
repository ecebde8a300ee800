-- DCSA Track & Trace events of shipments, tracking subscriptions and their logs, and share links.

CREATE TABLE shipment_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  shipment_id uuid NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  -- Where the event came from ('simulator', 'manual', 'oceanio', …) and its id there: ingest is idempotent on both.
  source text NOT NULL,
  event_id text NOT NULL,
  event_type text NOT NULL CHECK (event_type IN ('SHIPMENT', 'TRANSPORT', 'EQUIPMENT')),
  event_code text NOT NULL CHECK (event_code ~ '^[A-Z]{4}$'),
  classifier text NOT NULL CHECK (classifier IN ('PLN', 'EST', 'ACT')),
  event_at timestamptz NOT NULL,
  location text,
  equipment_reference text,
  vessel text,
  voyage text,
  description text,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source, event_id)
);
CREATE INDEX shipment_events_shipment_idx ON shipment_events (shipment_id, event_at);
CREATE INDEX shipment_events_company_recorded_idx ON shipment_events (company_id, recorded_at);

CREATE TABLE tracking_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  shipment_id uuid REFERENCES shipments (id) ON DELETE CASCADE,
  reference_type text NOT NULL CHECK (reference_type IN ('CONTAINER', 'BL', 'BOOKING')),
  reference text NOT NULL,
  carrier text NOT NULL,
  adapter text NOT NULL,
  external_id text,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'STOPPED', 'FAILED')),
  last_polled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, reference_type, reference)
);
CREATE INDEX tracking_subscriptions_company_created_idx ON tracking_subscriptions (company_id, created_at, id);
CREATE INDEX tracking_subscriptions_active_idx ON tracking_subscriptions (adapter, status);

CREATE TABLE tracking_subscription_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  subscription_id uuid REFERENCES tracking_subscriptions (id) ON DELETE CASCADE,
  shipment_id uuid REFERENCES shipments (id) ON DELETE CASCADE,
  level text NOT NULL DEFAULT 'info' CHECK (level IN ('info', 'warning', 'error')),
  message text NOT NULL,
  events_ingested integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX tracking_subscription_logs_company_created_idx ON tracking_subscription_logs (company_id, created_at, id);

CREATE TABLE shipment_share_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  shipment_id uuid NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_by uuid,
  opened_count integer NOT NULL DEFAULT 0,
  last_opened_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX shipment_share_links_shipment_idx ON shipment_share_links (company_id, shipment_id);

-- The key share links are signed with: one per installation, made on first start, shared by every API copy.
CREATE TABLE shipment_share_keys (
  id integer PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
