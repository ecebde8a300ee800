-- Gap-free references per company, prefix and year (SDK nextReference: ENQ-2026-00042, RFQ-2027-00003):
-- a counter row locked by the inserting transaction. Core-owned so every area numbers its records the same way.
CREATE TABLE reference_counters (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind ~ '^[A-Z]{1,6}$'),
  year integer NOT NULL,
  last integer NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, kind, year)
);
