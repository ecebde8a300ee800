-- The composers: document templates (versioned, one default per company and document type), their
-- revisions, the company logo the templates and pages draw, and composed pages (working tree, published
-- tree, the pinned home page, share-link generation). Every row carries company_id.

CREATE TABLE composer_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  document_type text NOT NULL CHECK (document_type IN ('QUOTE', 'INVOICE', 'PURCHASE_ORDER', 'BOOKING_CONFIRMATION', 'BILL_OF_LADING')),
  body jsonb NOT NULL,
  revision integer NOT NULL DEFAULT 1 CHECK (revision >= 1),
  is_default boolean NOT NULL DEFAULT false,
  updated_by uuid,
  updated_by_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, name)
);
CREATE UNIQUE INDEX composer_templates_one_default ON composer_templates (company_id, document_type) WHERE is_default;
CREATE INDEX composer_templates_company_created_idx ON composer_templates (company_id, created_at, id);

CREATE TABLE composer_template_revisions (
  template_id uuid NOT NULL REFERENCES composer_templates (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  revision integer NOT NULL,
  name text NOT NULL,
  body jsonb NOT NULL,
  created_by uuid,
  created_by_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (template_id, revision)
);

CREATE TABLE company_logos (
  company_id uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  content bytea NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  sha256 text NOT NULL,
  width integer,
  height integer,
  updated_by_name text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE composed_pages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  tree jsonb NOT NULL,
  published_tree jsonb,
  published_at timestamptz,
  published_by_name text,
  pinned boolean NOT NULL DEFAULT false,
  -- Share links carry this number; "Stop sharing" bumps it, so every earlier link stops working.
  share_generation integer NOT NULL DEFAULT 0,
  updated_by_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX composed_pages_one_pinned ON composed_pages (company_id) WHERE pinned;
CREATE INDEX composed_pages_company_created_idx ON composed_pages (company_id, created_at, id);
