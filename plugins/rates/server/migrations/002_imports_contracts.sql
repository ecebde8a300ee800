-- Rate-sheet imports (an uploaded sheet, its rows kept until committed) and service contracts.
-- Every row carries company_id (the owner); every query is scoped by it.

CREATE TABLE rate_imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  kind text NOT NULL CHECK (kind IN ('FCL', 'LCL', 'OTHER', 'TRANSPORT')),
  -- The side every row gets unless a column gives it (a shipper's sheet: CONTRACT; a forwarder's: BUY).
  side text NOT NULL CHECK (side IN ('BUY', 'SELL', 'CONTRACT', 'SPOT')),
  status text NOT NULL DEFAULT 'UPLOADED' CHECK (status IN ('UPLOADED', 'VALIDATED', 'COMMITTING', 'COMMITTED', 'FAILED', 'CANCELLED')),
  headers jsonb NOT NULL DEFAULT '[]',
  -- Sheet column -> rate field ('origin', 'amount', …) or 'amount:<ISO type>' for a container-type column of a wide sheet.
  mapping jsonb NOT NULL DEFAULT '{}',
  -- The sheet row (1-based) that holds the headers; data rows follow it.
  header_row integer NOT NULL DEFAULT 1,
  row_count integer NOT NULL DEFAULT 0,
  error_count integer NOT NULL DEFAULT 0,
  committed_count integer NOT NULL DEFAULT 0,
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  failure text,
  created_by uuid,
  created_by_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX rate_imports_company_created_idx ON rate_imports (company_id, created_at, id);
CREATE INDEX rate_imports_company_updated_idx ON rate_imports (company_id, updated_at, id);

-- The parsed rows of an import: raw cells (JSON array, aligned with the headers), and after the
-- mapping step the rate inputs the row makes (one, or one per container column of a wide sheet)
-- and its problems.
CREATE TABLE rate_import_rows (
  import_id uuid NOT NULL REFERENCES rate_imports (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  row_number integer NOT NULL,
  cells jsonb NOT NULL,
  rates jsonb NOT NULL DEFAULT '[]',
  errors jsonb NOT NULL DEFAULT '[]',
  error_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (import_id, row_number)
);
CREATE INDEX rate_import_rows_errors_idx ON rate_import_rows (import_id, row_number) WHERE error_count > 0;

-- Service contracts with a carrier: validity and minimum quantity commitment (TEU). EXPIRED is
-- derived (validTo passed), never stored.
CREATE TABLE rate_contracts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 60),
  carrier text NOT NULL CHECK (carrier ~ '^[A-Z]{2,4}$'),
  valid_from date NOT NULL,
  valid_to date NOT NULL,
  mqc_teu integer NOT NULL CHECK (mqc_teu > 0),
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'ACTIVE', 'TERMINATED')),
  notes text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (valid_to >= valid_from)
);
CREATE UNIQUE INDEX rate_contracts_company_reference_key ON rate_contracts (company_id, reference);
CREATE INDEX rate_contracts_company_created_idx ON rate_contracts (company_id, created_at, id);
CREATE INDEX rate_contracts_company_valid_to_idx ON rate_contracts (company_id, valid_to, id);
CREATE INDEX rate_contracts_company_valid_from_idx ON rate_contracts (company_id, valid_from, id);
