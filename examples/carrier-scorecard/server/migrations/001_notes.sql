-- Notes a company keeps about a carrier (the add-on's own table; tenant-scoped by company_id).
CREATE TABLE carrier_scorecard_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL,
  carrier text NOT NULL,
  text text NOT NULL,
  created_by uuid,
  created_by_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX carrier_scorecard_notes_company_carrier ON carrier_scorecard_notes (company_id, carrier, created_at DESC);
