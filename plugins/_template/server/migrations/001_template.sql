-- The template plugin's samples. Tenant-owned: every row carries company_id and every query is scoped
-- by it (defineResource). version counts saves (a stale one is a 409); status moves only through the
-- state table (shared/states.ts, defineTransitions), each move in the core's record_activity.
CREATE TABLE template_samples (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  description text CHECK (description IS NULL OR length(description) <= 2000),
  due_on date NOT NULL,
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED')),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

-- Keyset paging: one (company_id, column, id) index per sortable field of the resource.
CREATE INDEX template_samples_company_created_idx ON template_samples (company_id, created_at, id);
CREATE INDEX template_samples_company_due_idx ON template_samples (company_id, due_on, id);
CREATE INDEX template_samples_company_title_idx ON template_samples (company_id, title, id);

-- search= matches the title ("contains", any case) through trigrams, not by reading every row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX template_samples_search_trgm_idx ON template_samples USING gin (title gin_trgm_ops);
