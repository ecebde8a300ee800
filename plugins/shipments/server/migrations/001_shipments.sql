-- Shipments, their containers, the parties they are shared with, and invoices raised on them.
-- Every row carries company_id (the owner); every query is scoped by it (or by shipment_parties).

CREATE TABLE shipments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 40),
  mode text NOT NULL CHECK (mode IN ('FCL', 'LCL')),
  status text NOT NULL DEFAULT 'BOOKED' CHECK (status IN ('BOOKED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED', 'CANCELLED')),
  shipper text,
  consignee text,
  forwarder text,
  carrier text NOT NULL,
  booking_number text,
  bl_number text,
  origin text NOT NULL,
  destination text NOT NULL,
  pol text NOT NULL,
  pod text NOT NULL,
  transshipment_ports text[] NOT NULL DEFAULT '{}',
  vessel text,
  voyage text,
  etd timestamptz NOT NULL,
  eta timestamptz NOT NULL,
  atd timestamptz,
  ata timestamptz,
  commodity text,
  hs_code text,
  weight_kg numeric(12, 2),
  volume_cbm numeric(10, 3),
  teu numeric(8, 2) NOT NULL DEFAULT 0,
  rfq_id text,
  tracking_feed text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (eta >= etd)
);

-- Keyset paging: one index per sortable field, (company_id, field, id); plus the common filter + ETA sorts.
CREATE UNIQUE INDEX shipments_company_reference_key ON shipments (company_id, reference);
CREATE INDEX shipments_company_created_idx ON shipments (company_id, created_at, id);
CREATE INDEX shipments_company_updated_idx ON shipments (company_id, updated_at, id);
CREATE INDEX shipments_company_etd_idx ON shipments (company_id, etd, id);
CREATE INDEX shipments_company_eta_idx ON shipments (company_id, eta, id);
CREATE INDEX shipments_company_status_eta_idx ON shipments (company_id, status, eta, id);
CREATE INDEX shipments_company_carrier_eta_idx ON shipments (company_id, carrier, eta, id);
CREATE INDEX shipments_company_pol_eta_idx ON shipments (company_id, pol, eta, id);
CREATE INDEX shipments_company_pod_eta_idx ON shipments (company_id, pod, eta, id);
CREATE INDEX shipments_tracking_feed_idx ON shipments (tracking_feed, status) WHERE tracking_feed IS NOT NULL;

-- Other companies that may read a shipment (a shipper on a forwarder's shipment, a consignee…).
CREATE TABLE shipment_parties (
  shipment_id uuid NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'viewer',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, shipment_id)
);
CREATE INDEX shipment_parties_shipment_idx ON shipment_parties (shipment_id);

CREATE TABLE shipment_containers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  shipment_id uuid NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  number text NOT NULL CHECK (number ~ '^[A-Z]{3}[UJZ][0-9]{7}$'),
  iso_type text NOT NULL DEFAULT '42G1',
  seal_number text,
  weight_kg numeric(12, 2),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (shipment_id, number)
);
CREATE INDEX shipment_containers_company_number_idx ON shipment_containers (company_id, number);
CREATE INDEX shipment_containers_company_created_idx ON shipment_containers (company_id, created_at, id);

-- Invoices raised on a shipment by its vendors (carrier, forwarder, haulier): the vendor payments list.
CREATE TABLE shipment_invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  shipment_id uuid NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  number text NOT NULL,
  vendor text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status text NOT NULL DEFAULT 'UNPAID' CHECK (status IN ('UNPAID', 'APPROVED', 'PAID', 'DISPUTED')),
  issued_on date NOT NULL,
  due_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, vendor, number)
);
CREATE INDEX shipment_invoices_company_due_idx ON shipment_invoices (company_id, due_on, id);
CREATE INDEX shipment_invoices_company_created_idx ON shipment_invoices (company_id, created_at, id);
CREATE INDEX shipment_invoices_shipment_idx ON shipment_invoices (shipment_id);
