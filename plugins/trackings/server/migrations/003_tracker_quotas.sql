-- A company's tracked-container quota set by the platform (overrides the plan feature 'tracking'
-- attribute `limit`). No row: the plan's limit, or no limit.
CREATE TABLE tracker_quotas (
  company_id uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  quota integer NOT NULL CHECK (quota >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid
);
