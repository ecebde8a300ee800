-- Documents attached to a record (a shipment today), their comments, and document templates.
-- Every row carries company_id: a company sees only the documents it uploaded.

CREATE TABLE documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  entity_type text NOT NULL CHECK (entity_type IN ('shipment')),
  entity_id uuid NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  document_type text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  sha256 text NOT NULL,
  content bytea NOT NULL,
  created_by uuid,
  created_by_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX documents_company_entity_idx ON documents (company_id, entity_type, entity_id, created_at);
CREATE INDEX documents_company_created_idx ON documents (company_id, created_at, id);

CREATE TABLE document_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  author_id uuid,
  author_name text NOT NULL,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX document_comments_document_idx ON document_comments (document_id, created_at);

CREATE TABLE document_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  document_type text NOT NULL,
  body text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, name)
);
CREATE INDEX document_templates_company_created_idx ON document_templates (company_id, created_at, id);
