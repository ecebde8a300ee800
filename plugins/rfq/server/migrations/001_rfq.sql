-- The RFQ area (README.md): a shipper's tenders (rfqs) over lanes, the vendors it invites, their bid
-- sheets with revisions, the shipper's allocations, negotiation rounds, comments and documents, and the
-- owner's libraries (terms, term groups, vendor groups). Tenant-owned: every row carries company_id,
-- the company whose row it is (the shipper for the RFQ and its lanes, allocations and rounds; the
-- vendor for its invitation, bid sheet, lines and revisions), and owner_company_id where a vendor's row
-- belongs to another company's RFQ. A vendor reaches an RFQ only through its rfq_invitations row (the
-- party table; findVisible's sharedVia), never by widening a query. Money is numeric with the RFQ's
-- currency; never a float.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE rfqs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  reference text NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description text CHECK (description IS NULL OR length(description) <= 5000),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  contract_from date NOT NULL,
  contract_to date NOT NULL,
  bid_deadline timestamptz NOT NULL,
  sealed boolean NOT NULL DEFAULT true,
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'OPEN', 'CLOSED', 'NEGOTIATION', 'PENDING_APPROVAL', 'APPROVED', 'AWARDED', 'CANCELLED')),
  round integer NOT NULL DEFAULT 1 CHECK (round >= 1),
  term_group_id uuid,
  terms jsonb NOT NULL DEFAULT '[]',
  opened_at timestamptz,
  closed_at timestamptz,
  awarded_at timestamptz,
  cancel_reason text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (contract_to >= contract_from)
);
CREATE UNIQUE INDEX rfqs_company_reference_key ON rfqs (company_id, reference);
CREATE INDEX rfqs_company_created_idx ON rfqs (company_id, created_at, id);
CREATE INDEX rfqs_company_deadline_idx ON rfqs (company_id, bid_deadline, id);
CREATE INDEX rfqs_company_status_idx ON rfqs (company_id, status);
-- The scheduler's sweep: OPEN RFQs whose deadline passed.
CREATE INDEX rfqs_open_deadline_idx ON rfqs (bid_deadline) WHERE status IN ('OPEN', 'NEGOTIATION');
CREATE INDEX rfqs_search_trgm_idx ON rfqs USING gin ((reference || E'\n' || title) gin_trgm_ops);

-- One lane = a port pair and one container type, with the tendered volume and the owner's baseline.
CREATE TABLE rfq_lanes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  rfq_id uuid NOT NULL REFERENCES rfqs (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  line_no integer NOT NULL CHECK (line_no >= 1),
  origin text NOT NULL CHECK (origin ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  destination text NOT NULL CHECK (destination ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  container_type text NOT NULL,
  volume integer NOT NULL CHECK (volume BETWEEN 1 AND 1000000),
  commodity text,
  requirements text,
  baseline_amount numeric CHECK (baseline_amount IS NULL OR baseline_amount > 0),
  current_amount numeric CHECK (current_amount IS NULL OR current_amount > 0),
  incumbent_company_id uuid REFERENCES companies (id) ON DELETE SET NULL,
  CHECK (origin <> destination)
);
CREATE UNIQUE INDEX rfq_lanes_rfq_line_key ON rfq_lanes (rfq_id, line_no);
CREATE UNIQUE INDEX rfq_lanes_rfq_lane_key ON rfq_lanes (rfq_id, origin, destination, container_type);

-- The party table: one row per invited vendor (company_id = the vendor, owner_company_id = the shipper).
CREATE TABLE rfq_invitations (
  rfq_id uuid NOT NULL REFERENCES rfqs (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  owner_company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'INVITED' CHECK (status IN ('INVITED', 'VIEWED', 'BID', 'DECLINED', 'AWARDED', 'LOST')),
  vendor_group_id uuid,
  invited_at timestamptz NOT NULL DEFAULT now(),
  viewed_at timestamptz,
  bid_at timestamptz,
  decline_reason text CHECK (decline_reason IS NULL OR decline_reason IN ('NO_CAPACITY', 'LANES_NOT_SERVED', 'DEADLINE_TOO_SHORT', 'VOLUME_TOO_LOW', 'OTHER')),
  decline_comment text,
  PRIMARY KEY (rfq_id, company_id),
  CHECK (company_id <> owner_company_id)
);
CREATE INDEX rfq_invitations_vendor_idx ON rfq_invitations (company_id, status, invited_at);
CREATE INDEX rfq_invitations_owner_idx ON rfq_invitations (owner_company_id, company_id);

-- A vendor's bid sheet on one RFQ (company_id = the vendor).
CREATE TABLE rfq_quotes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  rfq_id uuid NOT NULL REFERENCES rfqs (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  owner_company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'SUBMITTED')),
  revision integer NOT NULL DEFAULT 0 CHECK (revision >= 0),
  round integer NOT NULL DEFAULT 1,
  submitted_at timestamptz,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX rfq_quotes_rfq_vendor_key ON rfq_quotes (rfq_id, company_id);
CREATE INDEX rfq_quotes_vendor_idx ON rfq_quotes (company_id, created_at, id);

-- The sheet's current line per lane (company_id = the vendor).
CREATE TABLE rfq_quote_lines (
  quote_id uuid NOT NULL REFERENCES rfq_quotes (id) ON DELETE CASCADE,
  lane_id uuid NOT NULL REFERENCES rfq_lanes (id) ON DELETE CASCADE,
  rfq_id uuid NOT NULL REFERENCES rfqs (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  amount numeric NOT NULL CHECK (amount > 0),
  charges jsonb NOT NULL DEFAULT '[]',
  transit_days integer CHECK (transit_days IS NULL OR transit_days BETWEEN 0 AND 365),
  free_days integer CHECK (free_days IS NULL OR free_days BETWEEN 0 AND 365),
  valid_to date,
  carrier text CHECK (carrier IS NULL OR carrier ~ '^[A-Z]{2,4}$'),
  remarks text,
  round integer NOT NULL DEFAULT 1,
  PRIMARY KEY (quote_id, lane_id)
);
CREATE INDEX rfq_quote_lines_rfq_lane_idx ON rfq_quote_lines (rfq_id, lane_id, amount);

-- Every submission of a sheet, as submitted (the quote history; company_id = the vendor).
CREATE TABLE rfq_quote_revisions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  quote_id uuid NOT NULL REFERENCES rfq_quotes (id) ON DELETE CASCADE,
  rfq_id uuid NOT NULL REFERENCES rfqs (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  revision integer NOT NULL,
  round integer NOT NULL,
  lines jsonb NOT NULL,
  total numeric NOT NULL,
  submitted_by uuid,
  submitted_by_name text NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (quote_id, revision)
);
CREATE INDEX rfq_quote_revisions_rfq_idx ON rfq_quote_revisions (rfq_id, submitted_at);

-- The owner's allocation of each lane's volume to vendors (shares of a lane sum to 100).
CREATE TABLE rfq_allocations (
  rfq_id uuid NOT NULL REFERENCES rfqs (id) ON DELETE CASCADE,
  lane_id uuid NOT NULL REFERENCES rfq_lanes (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  vendor_company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  share_pct numeric NOT NULL CHECK (share_pct > 0 AND share_pct <= 100),
  amount numeric NOT NULL CHECK (amount > 0),
  source text NOT NULL DEFAULT 'MANUAL' CHECK (source IN ('MANUAL', 'OPTIMISER')),
  -- The contract rate the award wrote into the owner's rate inventory.
  rate_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lane_id, vendor_company_id)
);
CREATE INDEX rfq_allocations_rfq_idx ON rfq_allocations (rfq_id);
CREATE INDEX rfq_allocations_vendor_idx ON rfq_allocations (vendor_company_id, rfq_id);

-- Negotiation rounds (round 2, 3, …) and their counter-offers to chosen vendors on chosen lanes.
CREATE TABLE rfq_negotiations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  rfq_id uuid NOT NULL REFERENCES rfqs (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  round integer NOT NULL CHECK (round >= 2),
  deadline timestamptz NOT NULL,
  message text CHECK (message IS NULL OR length(message) <= 2000),
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED')),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (rfq_id, round)
);

CREATE TABLE rfq_negotiation_items (
  negotiation_id uuid NOT NULL REFERENCES rfq_negotiations (id) ON DELETE CASCADE,
  rfq_id uuid NOT NULL REFERENCES rfqs (id) ON DELETE CASCADE,
  lane_id uuid NOT NULL REFERENCES rfq_lanes (id) ON DELETE CASCADE,
  vendor_company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  counter_amount numeric CHECK (counter_amount IS NULL OR counter_amount > 0),
  previous_amount numeric NOT NULL,
  revised_amount numeric,
  PRIMARY KEY (negotiation_id, lane_id, vendor_company_id)
);
CREATE INDEX rfq_negotiation_items_vendor_idx ON rfq_negotiation_items (rfq_id, vendor_company_id);

-- Comments: internal to the owner (vendor_company_id NULL, internal) or in the owner ↔ one vendor
-- thread (vendor_company_id = that vendor, whoever wrote it). company_id = the author's company.
CREATE TABLE rfq_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  rfq_id uuid NOT NULL REFERENCES rfqs (id) ON DELETE CASCADE,
  lane_id uuid REFERENCES rfq_lanes (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  vendor_company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  internal boolean NOT NULL DEFAULT false,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 4000),
  author_id uuid,
  author_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (internal = (vendor_company_id IS NULL))
);
CREATE INDEX rfq_comments_rfq_idx ON rfq_comments (rfq_id, created_at);

-- Attachments: the owner's (seen by every invited vendor) and each vendor's (seen by the owner and it).
CREATE TABLE rfq_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  rfq_id uuid NOT NULL REFERENCES rfqs (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  content bytea NOT NULL,
  uploaded_by uuid,
  uploaded_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rfq_documents_rfq_idx ON rfq_documents (rfq_id, created_at);

-- Shipments the owner created from an awarded lane (createShipmentsFromRFQ).
CREATE TABLE rfq_lane_shipments (
  lane_id uuid NOT NULL REFERENCES rfq_lanes (id) ON DELETE CASCADE,
  rfq_id uuid NOT NULL REFERENCES rfqs (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  vendor_company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  shipment_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lane_id, shipment_id)
);
CREATE INDEX rfq_lane_shipments_vendor_idx ON rfq_lane_shipments (vendor_company_id, lane_id);

-- The owner's libraries.
CREATE TABLE rfq_terms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  category text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX rfq_terms_company_created_idx ON rfq_terms (company_id, created_at, id);

CREATE TABLE rfq_term_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  term_ids uuid[] NOT NULL DEFAULT '{}',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX rfq_term_groups_company_created_idx ON rfq_term_groups (company_id, created_at, id);

CREATE TABLE rfq_vendor_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  vendor_company_ids uuid[] NOT NULL DEFAULT '{}',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX rfq_vendor_groups_company_created_idx ON rfq_vendor_groups (company_id, created_at, id);
