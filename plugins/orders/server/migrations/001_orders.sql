-- The orders and purchasing area (README.md): the buyer's company master (suppliers), its locations and
-- product catalogue with price history; purchase orders with line items, milestones (planned and actual
-- dates per line and per order), the supplier's acknowledgement and change proposals, the links of lines
-- to shipments (partial quantities); requisitions, order RFQs to suppliers with their quotes and the
-- award; bulk uploads with their logs. Tenant-owned: every row carries company_id (the buyer's). A
-- supplier works through signed, expiring links (order_links), never through a company's query.
-- Money is numeric with its currency, never a float; days are dates.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Company master: the parties a company buys from (and ships to), on Portolan or not.
CREATE TABLE company_master (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Z0-9][A-Z0-9_-]{0,19}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  kind text NOT NULL DEFAULT 'SUPPLIER' CHECK (kind IN ('SUPPLIER', 'CUSTOMER', 'CONSIGNEE', 'AGENT')),
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  city text CHECK (city IS NULL OR length(city) <= 100),
  address text CHECK (address IS NULL OR length(address) <= 500),
  port text CHECK (port IS NULL OR port ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  contact_name text CHECK (contact_name IS NULL OR length(contact_name) <= 120),
  contact_email text CHECK (contact_email IS NULL OR length(contact_email) <= 254),
  phone text CHECK (phone IS NULL OR length(phone) <= 40),
  tax_id text CHECK (tax_id IS NULL OR length(tax_id) <= 40),
  payment_terms text CHECK (payment_terms IS NULL OR length(payment_terms) <= 100),
  currency text CHECK (currency IS NULL OR currency ~ '^[A-Z]{3}$'),
  active boolean NOT NULL DEFAULT true,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX company_master_code_key ON company_master (company_id, code);
CREATE INDEX company_master_company_name_idx ON company_master (company_id, lower(name), id);
CREATE INDEX company_master_company_created_idx ON company_master (company_id, created_at, id);

-- The company's own places: factories, warehouses, offices, distribution centres (ship-to, requisition sites).
CREATE TABLE company_locations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Z0-9][A-Z0-9_-]{0,19}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  kind text NOT NULL DEFAULT 'WAREHOUSE' CHECK (kind IN ('WAREHOUSE', 'FACTORY', 'OFFICE', 'DISTRIBUTION_CENTRE', 'STORE')),
  address text CHECK (address IS NULL OR length(address) <= 500),
  city text CHECK (city IS NULL OR length(city) <= 100),
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  port text CHECK (port IS NULL OR port ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  active boolean NOT NULL DEFAULT true,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX company_locations_code_key ON company_locations (company_id, code);
CREATE INDEX company_locations_company_created_idx ON company_locations (company_id, created_at, id);

-- The product catalogue; unit price history in product_prices (one row per change, newest current).
CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  sku text NOT NULL CHECK (sku ~ '^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text CHECK (description IS NULL OR length(description) <= 2000),
  category text NOT NULL CHECK (length(category) BETWEEN 1 AND 60),
  hs_code text CHECK (hs_code IS NULL OR hs_code ~ '^\d{6}(\d{2}){0,2}$'),
  unit text NOT NULL DEFAULT 'PCS' CHECK (unit ~ '^[A-Z]{2,5}$'),
  length_cm numeric(10, 2) CHECK (length_cm IS NULL OR length_cm > 0),
  width_cm numeric(10, 2) CHECK (width_cm IS NULL OR width_cm > 0),
  height_cm numeric(10, 2) CHECK (height_cm IS NULL OR height_cm > 0),
  weight_kg numeric(12, 3) CHECK (weight_kg IS NULL OR weight_kg > 0),
  unit_price numeric(18, 4) NOT NULL CHECK (unit_price >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  supplier_id uuid REFERENCES company_master (id) ON DELETE SET NULL,
  active boolean NOT NULL DEFAULT true,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX products_company_sku_key ON products (company_id, lower(sku));
CREATE INDEX products_company_created_idx ON products (company_id, created_at, id);
CREATE INDEX products_company_category_idx ON products (company_id, category);
CREATE INDEX products_search_trgm_idx ON products USING gin ((sku || E'\n' || name) gin_trgm_ops);

CREATE TABLE product_prices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  unit_price numeric(18, 4) NOT NULL CHECK (unit_price >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- MANUAL (catalogue edit), UPLOAD (bulk products), ORDER (a PO line's price), AWARD (an order RFQ award).
  source text NOT NULL CHECK (source IN ('MANUAL', 'UPLOAD', 'ORDER', 'AWARD')),
  source_reference text,
  effective_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid
);
CREATE INDEX product_prices_product_idx ON product_prices (product_id, effective_at DESC);

-- Purchase orders: the buyer (company_id) orders from a supplier of its company master.
CREATE TABLE purchase_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- The buyer's PO number (typed or from an upload; nextReference 'PO' when left empty): unique per company.
  po_number text NOT NULL CHECK (po_number ~ '^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$'),
  supplier_id uuid NOT NULL REFERENCES company_master (id),
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PENDING_APPROVAL', 'ISSUED', 'CHANGES_PROPOSED', 'ACKNOWLEDGED', 'REJECTED', 'CANCELLED', 'CLOSED')),
  -- The least advanced milestone of the order's open lines (kept by the server on every line change).
  milestone text NOT NULL DEFAULT 'ISSUED' CHECK (milestone IN ('ISSUED', 'ACKNOWLEDGED', 'IN_PRODUCTION', 'CARGO_READY', 'BOOKED', 'SHIPPED', 'DELIVERED')),
  order_date date NOT NULL,
  ship_from text CHECK (ship_from IS NULL OR length(ship_from) <= 300),
  -- Port of loading / discharge (UN/LOCODE) for shipments made from the order.
  pol text CHECK (pol IS NULL OR pol ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  pod text CHECK (pod IS NULL OR pod ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  ship_to_location_id uuid REFERENCES company_locations (id),
  incoterm text NOT NULL CHECK (incoterm IN ('EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  payment_terms text CHECK (payment_terms IS NULL OR length(payment_terms) <= 100),
  notes text CHECK (notes IS NULL OR length(notes) <= 5000),
  total_amount numeric(20, 4) NOT NULL DEFAULT 0,
  -- Set when the order was late on any line at the last change or sweep (list filter; the delay itself is computed).
  late boolean NOT NULL DEFAULT false,
  max_delay_days integer NOT NULL DEFAULT 0,
  requisition_id uuid,
  order_rfq_id uuid,
  upload_id uuid,
  issued_at timestamptz,
  acknowledged_at timestamptz,
  cancel_reason text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX purchase_orders_po_number_key ON purchase_orders (company_id, lower(po_number));
CREATE INDEX purchase_orders_company_created_idx ON purchase_orders (company_id, created_at, id);
CREATE INDEX purchase_orders_company_updated_idx ON purchase_orders (company_id, updated_at, id);
CREATE INDEX purchase_orders_company_order_date_idx ON purchase_orders (company_id, order_date, id);
CREATE INDEX purchase_orders_company_total_idx ON purchase_orders (company_id, total_amount, id);
CREATE INDEX purchase_orders_company_status_idx ON purchase_orders (company_id, status, created_at, id);
CREATE INDEX purchase_orders_company_milestone_idx ON purchase_orders (company_id, milestone, created_at, id);
CREATE INDEX purchase_orders_company_supplier_idx ON purchase_orders (company_id, supplier_id, created_at, id);
CREATE INDEX purchase_orders_company_late_idx ON purchase_orders (company_id, created_at, id) WHERE late;
CREATE INDEX purchase_orders_search_trgm_idx ON purchase_orders USING gin (po_number gin_trgm_ops);

CREATE TABLE order_line_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES purchase_orders (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  line_no integer NOT NULL CHECK (line_no >= 1),
  product_id uuid REFERENCES products (id) ON DELETE SET NULL,
  sku text NOT NULL CHECK (length(sku) BETWEEN 1 AND 40),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 500),
  hs_code text CHECK (hs_code IS NULL OR hs_code ~ '^\d{6}(\d{2}){0,2}$'),
  quantity numeric(14, 3) NOT NULL CHECK (quantity > 0),
  unit text NOT NULL CHECK (unit ~ '^[A-Z]{2,5}$'),
  unit_price numeric(18, 4) NOT NULL CHECK (unit_price >= 0),
  amount numeric(20, 4) NOT NULL CHECK (amount >= 0),
  cargo_ready_date date NOT NULL,
  required_delivery_date date NOT NULL,
  -- The latest milestone with an actual date.
  milestone text NOT NULL DEFAULT 'ISSUED' CHECK (milestone IN ('ISSUED', 'ACKNOWLEDGED', 'IN_PRODUCTION', 'CARGO_READY', 'BOOKED', 'SHIPPED', 'DELIVERED')),
  -- Sum of order_line_shipments.quantity; the rest stays open.
  booked_quantity numeric(14, 3) NOT NULL DEFAULT 0 CHECK (booked_quantity >= 0),
  cancelled boolean NOT NULL DEFAULT false,
  delay_days integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (order_id, line_no),
  CHECK (booked_quantity <= quantity),
  CHECK (required_delivery_date >= cargo_ready_date)
);
CREATE INDEX order_line_items_company_idx ON order_line_items (company_id, created_at, id);
CREATE INDEX order_line_items_company_milestone_idx ON order_line_items (company_id, milestone);
CREATE INDEX order_line_items_product_idx ON order_line_items (product_id);
-- Keyset paging of the line-items list by its sorts.
CREATE INDEX order_line_items_company_ready_idx ON order_line_items (company_id, cargo_ready_date, id);
CREATE INDEX order_line_items_company_required_idx ON order_line_items (company_id, required_delivery_date, id);
CREATE INDEX order_line_items_company_delay_idx ON order_line_items (company_id, delay_days, id);
-- Order search by SKU.
CREATE INDEX order_line_items_sku_trgm_idx ON order_line_items USING gin (sku gin_trgm_ops);

-- Planned and actual day per milestone, per line (line_item_id) and per order (line_item_id NULL).
CREATE TABLE order_milestones (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES purchase_orders (id) ON DELETE CASCADE,
  line_item_id uuid REFERENCES order_line_items (id) ON DELETE CASCADE,
  milestone text NOT NULL CHECK (milestone IN ('ISSUED', 'ACKNOWLEDGED', 'IN_PRODUCTION', 'CARGO_READY', 'BOOKED', 'SHIPPED', 'DELIVERED')),
  planned_date date,
  actual_date date,
  -- Who moved it last: USER, SUPPLIER (acknowledgement link), SHIPMENT (tracking events), UPLOAD, SYSTEM.
  source text NOT NULL DEFAULT 'SYSTEM' CHECK (source IN ('USER', 'SUPPLIER', 'SHIPMENT', 'UPLOAD', 'SYSTEM')),
  updated_by uuid,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX order_milestones_line_key ON order_milestones (line_item_id, milestone) WHERE line_item_id IS NOT NULL;
CREATE UNIQUE INDEX order_milestones_order_key ON order_milestones (order_id, milestone) WHERE line_item_id IS NULL;
CREATE INDEX order_milestones_order_idx ON order_milestones (order_id);
-- Supplier performance reads one milestone of every line of a company.
CREATE INDEX order_milestones_company_milestone_idx ON order_milestones (company_id, milestone, line_item_id) INCLUDE (planned_date, actual_date);

-- A supplier's proposed changes to a line (from the acknowledgement link), answered by the buyer.
CREATE TABLE order_change_proposals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES purchase_orders (id) ON DELETE CASCADE,
  line_item_id uuid NOT NULL REFERENCES order_line_items (id) ON DELETE CASCADE,
  field text NOT NULL CHECK (field IN ('cargoReadyDate', 'requiredDeliveryDate', 'quantity', 'unitPrice')),
  current_value text NOT NULL,
  proposed_value text NOT NULL,
  comment text CHECK (comment IS NULL OR length(comment) <= 1000),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN')),
  proposed_by text NOT NULL,
  proposed_at timestamptz NOT NULL DEFAULT now(),
  answered_by uuid,
  answered_at timestamptz,
  answer text CHECK (answer IS NULL OR length(answer) <= 1000)
);
CREATE INDEX order_change_proposals_order_idx ON order_change_proposals (order_id, proposed_at);

-- A line's quantity carried by a shipment (partial quantities; a line may ship in several).
CREATE TABLE order_line_shipments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES purchase_orders (id) ON DELETE CASCADE,
  line_item_id uuid NOT NULL REFERENCES order_line_items (id) ON DELETE CASCADE,
  -- The shipments plugin's shipment (no foreign key across plugins; SHIPMENT_RECORDS checks it).
  shipment_id uuid NOT NULL,
  shipment_reference text NOT NULL,
  quantity numeric(14, 3) NOT NULL CHECK (quantity > 0),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (line_item_id, shipment_id)
);
CREATE INDEX order_line_shipments_shipment_idx ON order_line_shipments (company_id, shipment_id);
CREATE INDEX order_line_shipments_order_idx ON order_line_shipments (order_id);

-- Signed links for parties without a session: a supplier's acknowledgement of an order (ORDER_ACK) and
-- a supplier's quote on an order RFQ (RFQ_QUOTE). The token is LinkSigner's; the row lets the buyer revoke.
CREATE TABLE order_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('ORDER_ACK', 'RFQ_QUOTE')),
  -- purchase_orders.id (ORDER_ACK) or order_rfq_suppliers.id (RFQ_QUOTE).
  record_id uuid NOT NULL,
  supplier_id uuid NOT NULL REFERENCES company_master (id),
  sent_to text,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  last_opened_at timestamptz,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_links_record_idx ON order_links (purpose, record_id, created_at DESC);

-- Requisitions: an internal request to buy, approved (SDK approvals, kind 'requisition') before sourcing.
CREATE TABLE requisitions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  reference text NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'SOURCING', 'ORDERED', 'CANCELLED')),
  location_id uuid REFERENCES company_locations (id),
  department text CHECK (department IS NULL OR length(department) <= 100),
  needed_by date NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  estimated_total numeric(20, 4) NOT NULL DEFAULT 0,
  justification text CHECK (justification IS NULL OR length(justification) <= 5000),
  requested_by uuid,
  requested_by_name text NOT NULL,
  cancel_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX requisitions_reference_key ON requisitions (company_id, reference);
CREATE INDEX requisitions_company_created_idx ON requisitions (company_id, created_at, id);
CREATE INDEX requisitions_company_status_idx ON requisitions (company_id, status);

CREATE TABLE requisition_line_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  requisition_id uuid NOT NULL REFERENCES requisitions (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  line_no integer NOT NULL CHECK (line_no >= 1),
  product_id uuid REFERENCES products (id) ON DELETE SET NULL,
  sku text NOT NULL CHECK (length(sku) BETWEEN 1 AND 40),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 500),
  category text NOT NULL CHECK (length(category) BETWEEN 1 AND 60),
  quantity numeric(14, 3) NOT NULL CHECK (quantity > 0),
  unit text NOT NULL CHECK (unit ~ '^[A-Z]{2,5}$'),
  estimated_unit_price numeric(18, 4) NOT NULL CHECK (estimated_unit_price >= 0),
  needed_by date NOT NULL,
  UNIQUE (requisition_id, line_no)
);
CREATE INDEX requisition_line_items_company_idx ON requisition_line_items (company_id, requisition_id);

-- Order RFQs: the buyer asks suppliers of its company master to quote per line.
CREATE TABLE order_rfqs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  reference text NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  requisition_id uuid REFERENCES requisitions (id),
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'OPEN', 'CLOSED', 'AWARDED', 'CANCELLED')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  incoterm text NOT NULL CHECK (incoterm IN ('EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP')),
  ship_to_location_id uuid REFERENCES company_locations (id),
  quote_deadline timestamptz NOT NULL,
  notes text CHECK (notes IS NULL OR length(notes) <= 5000),
  opened_at timestamptz,
  closed_at timestamptz,
  awarded_at timestamptz,
  cancel_reason text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX order_rfqs_reference_key ON order_rfqs (company_id, reference);
CREATE INDEX order_rfqs_company_created_idx ON order_rfqs (company_id, created_at, id);
CREATE INDEX order_rfqs_open_deadline_idx ON order_rfqs (quote_deadline) WHERE status = 'OPEN';

CREATE TABLE order_rfq_line_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  rfq_id uuid NOT NULL REFERENCES order_rfqs (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  line_no integer NOT NULL CHECK (line_no >= 1),
  requisition_line_item_id uuid REFERENCES requisition_line_items (id),
  product_id uuid REFERENCES products (id) ON DELETE SET NULL,
  sku text NOT NULL CHECK (length(sku) BETWEEN 1 AND 40),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 500),
  hs_code text CHECK (hs_code IS NULL OR hs_code ~ '^\d{6}(\d{2}){0,2}$'),
  quantity numeric(14, 3) NOT NULL CHECK (quantity > 0),
  unit text NOT NULL CHECK (unit ~ '^[A-Z]{2,5}$'),
  target_unit_price numeric(18, 4) CHECK (target_unit_price IS NULL OR target_unit_price >= 0),
  needed_by date NOT NULL,
  UNIQUE (rfq_id, line_no)
);

-- The suppliers invited to an order RFQ (the party table of the supplier side).
CREATE TABLE order_rfq_suppliers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  rfq_id uuid NOT NULL REFERENCES order_rfqs (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  supplier_id uuid NOT NULL REFERENCES company_master (id),
  status text NOT NULL DEFAULT 'INVITED' CHECK (status IN ('INVITED', 'VIEWED', 'QUOTED', 'DECLINED', 'AWARDED', 'LOST')),
  decline_reason text,
  invited_at timestamptz,
  UNIQUE (rfq_id, supplier_id)
);

CREATE TABLE supplier_quotes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  rfq_id uuid NOT NULL REFERENCES order_rfqs (id) ON DELETE CASCADE,
  rfq_supplier_id uuid NOT NULL REFERENCES order_rfq_suppliers (id) ON DELETE CASCADE,
  supplier_id uuid NOT NULL REFERENCES company_master (id),
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'SUBMITTED')),
  valid_until date,
  notes text CHECK (notes IS NULL OR length(notes) <= 2000),
  total_amount numeric(20, 4) NOT NULL DEFAULT 0,
  submitted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (rfq_id, supplier_id)
);

CREATE TABLE supplier_quote_line_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  quote_id uuid NOT NULL REFERENCES supplier_quotes (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  rfq_line_item_id uuid NOT NULL REFERENCES order_rfq_line_items (id) ON DELETE CASCADE,
  unit_price numeric(18, 4) NOT NULL CHECK (unit_price >= 0),
  quantity numeric(14, 3) NOT NULL CHECK (quantity > 0),
  lead_time_days integer NOT NULL CHECK (lead_time_days BETWEEN 0 AND 730),
  cargo_ready_date date NOT NULL,
  comment text CHECK (comment IS NULL OR length(comment) <= 1000),
  -- Set by the award: the quantity awarded on this quote line (0 < awarded ≤ quantity).
  awarded_quantity numeric(14, 3) CHECK (awarded_quantity IS NULL OR (awarded_quantity > 0 AND awarded_quantity <= quantity)),
  UNIQUE (quote_id, rfq_line_item_id)
);
CREATE INDEX supplier_quote_line_items_rfq_line_idx ON supplier_quote_line_items (rfq_line_item_id);

-- Bulk uploads (orders, purchase orders, products): one log per file, all-or-nothing per file.
CREATE TABLE order_bulk_uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('ORDERS', 'PRODUCTS')),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  status text NOT NULL DEFAULT 'PROCESSING' CHECK (status IN ('PROCESSING', 'COMPLETED', 'FAILED')),
  rows_total integer NOT NULL DEFAULT 0,
  rows_processed integer NOT NULL DEFAULT 0,
  rows_accepted integer NOT NULL DEFAULT 0,
  rows_refused integer NOT NULL DEFAULT 0,
  -- [{row, field, message}] for refused rows (at most 1,000 kept).
  errors jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- What the file created: {orders: n, lines: n} or {products: n, updated: n}.
  created jsonb NOT NULL DEFAULT '{}'::jsonb,
  message text,
  created_by uuid,
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX order_bulk_uploads_company_idx ON order_bulk_uploads (company_id, kind, created_at DESC, id);
