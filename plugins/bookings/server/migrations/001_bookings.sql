-- Bookings (README.md): the shipper's company owns a booking (company_id); the provider it is sent to
-- sees and answers it (provider_company_id, also in booking_parties so visibility is one join, never a
-- widened query). The request as the shipper wrote it lives in booking_versions (one row per request,
-- update, amendment or change of confirmation); the bookings row carries the current version's
-- searchable columns and the confirmation.

CREATE TABLE bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  provider_company_id uuid NOT NULL REFERENCES companies (id) ON DELETE RESTRICT,
  reference text NOT NULL CHECK (reference ~ '^BKG-[0-9]{4}-[0-9]{5,}$'),
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED', 'CONFIRMED', 'PENDING_AMENDMENT', 'REJECTED', 'DECLINED', 'CANCELLED', 'COMPLETED')),
  amended_status text CHECK (amended_status IN ('AMENDMENT_RECEIVED', 'AMENDMENT_CONFIRMED', 'AMENDMENT_DECLINED', 'AMENDMENT_CANCELLED')),
  -- The current request (the version the booking stands on) as JSON, and its columns for lists.
  request jsonb NOT NULL,
  carrier text NOT NULL,
  pol text NOT NULL CHECK (pol ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  pod text NOT NULL CHECK (pod ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  expected_departure_date date NOT NULL,
  container_count integer NOT NULL DEFAULT 0 CHECK (container_count >= 0),
  teu numeric(8, 2) NOT NULL DEFAULT 0,
  commodity text,
  customer_reference text,
  contract_ref text,
  source_kind text NOT NULL DEFAULT 'SCRATCH' CHECK (source_kind IN ('RATE', 'QUOTE', 'RFQ_LANE', 'SCHEDULE', 'SCRATCH', 'DCSA')),
  source_id text,
  -- The provider's confirmation (BookingConfirmation) and its searchable columns.
  confirmation jsonb,
  carrier_booking_reference text,
  vessel text,
  voyage text,
  etd timestamptz,
  eta timestamptz,
  pending_request jsonb,
  closing_reason text,
  shipment_id uuid,
  submitted_at timestamptz,
  confirmed_at timestamptz,
  search_text text NOT NULL DEFAULT '',
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX bookings_company_reference_key ON bookings (company_id, reference);
-- A carrier booking number names one booking of a provider.
CREATE UNIQUE INDEX bookings_provider_cbr_key ON bookings (provider_company_id, carrier_booking_reference) WHERE carrier_booking_reference IS NOT NULL;
CREATE INDEX bookings_company_created_idx ON bookings (company_id, created_at, id);
CREATE INDEX bookings_company_updated_idx ON bookings (company_id, updated_at, id);
CREATE INDEX bookings_company_status_idx ON bookings (company_id, status, created_at, id);
CREATE INDEX bookings_provider_created_idx ON bookings (provider_company_id, created_at, id) WHERE status <> 'DRAFT';
CREATE INDEX bookings_shipment_idx ON bookings (shipment_id) WHERE shipment_id IS NOT NULL;
CREATE INDEX bookings_search_idx ON bookings USING gin (search_text gin_trgm_ops);

-- Who else sees a booking: its provider (role PROVIDER), added on submit. Lists and reads join here.
CREATE TABLE booking_parties (
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('PROVIDER')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, booking_id)
);
CREATE INDEX booking_parties_booking_idx ON booking_parties (booking_id);

-- Every request, update, amendment and change of confirmation, with the diff against the one before.
CREATE TABLE booking_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number >= 1),
  kind text NOT NULL CHECK (kind IN ('REQUEST', 'UPDATE', 'AMENDMENT', 'CONFIRMATION')),
  state text NOT NULL CHECK (state IN ('CURRENT', 'PENDING', 'SUPERSEDED', 'DECLINED', 'CANCELLED')),
  request jsonb NOT NULL,
  confirmation jsonb,
  changes jsonb NOT NULL DEFAULT '[]',
  -- The company whose user wrote it (shipper or provider).
  author_company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (booking_id, number)
);
-- At most one pending amendment per booking.
CREATE UNIQUE INDEX booking_versions_one_pending_key ON booking_versions (booking_id) WHERE state = 'PENDING';
