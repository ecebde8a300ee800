-- Approval chains any area uses through the SDK (sdk/src/server/approvals): per company and record kind
-- ('rfq', 'purchase-order', 'requisition', …) levels with an amount threshold and their approvers; a
-- request per record walks the levels its amount reaches, in order; every decision is kept.

CREATE TABLE approval_configurations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9-]*$'),
  level integer NOT NULL CHECK (level BETWEEN 1 AND 5),
  min_amount numeric(18, 2) NOT NULL CHECK (min_amount >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  approver_ids uuid[] NOT NULL CHECK (cardinality(approver_ids) BETWEEN 1 AND 20),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, kind, level)
);

CREATE TABLE approval_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9-]*$'),
  record_id uuid NOT NULL,
  amount numeric NOT NULL CHECK (amount >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED')),
  levels_required integer[] NOT NULL DEFAULT '{}',
  -- The levels as configured when the request was made (level, minAmount, currency, approverIds):
  -- a later change of the configuration does not move a running request.
  levels_snapshot jsonb NOT NULL DEFAULT '[]'::jsonb,
  current_level integer,
  requested_by uuid,
  requested_by_name text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  last_reminded_at timestamptz,
  decided_at timestamptz
);
CREATE INDEX approval_requests_record_idx ON approval_requests (company_id, kind, record_id, requested_at DESC);
CREATE UNIQUE INDEX approval_requests_one_pending_key ON approval_requests (company_id, kind, record_id) WHERE status = 'PENDING';

CREATE TABLE approval_decisions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  request_id uuid NOT NULL REFERENCES approval_requests (id) ON DELETE CASCADE,
  level integer NOT NULL,
  decision text NOT NULL CHECK (decision IN ('APPROVE', 'REJECT')),
  user_id uuid,
  user_name text NOT NULL,
  comment text CHECK (comment IS NULL OR length(comment) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (request_id, level)
);
