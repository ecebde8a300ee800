-- Record-level tables every plugin shares through the SDK (sdk/src/server: defineTransitions,
-- defineRecordComments, shareRecord, the network connections). Core-owned, so they exist whichever
-- plugins are installed; a record is named by (kind, record_id), kind being e.g. 'shipment'.

-- The network: a connection one company requests and the other accepts. Sharing records, inviting a
-- vendor or a supplier go only to companies with an accepted connection. One row per pair.
CREATE TABLE company_connections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  requester_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- No foreign key: a request to an id that is no company is stored like any other (and never
  -- answered), so the requester cannot tell the two apart.
  addressee_id uuid NOT NULL,
  status text NOT NULL CHECK (status IN ('requested', 'accepted', 'declined', 'removed')),
  requested_by uuid,
  answered_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (requester_id <> addressee_id)
);
CREATE UNIQUE INDEX company_connections_pair_key ON company_connections (LEAST(requester_id, addressee_id), GREATEST(requester_id, addressee_id));
CREATE INDEX company_connections_addressee_idx ON company_connections (addressee_id, status);
CREATE INDEX company_connections_requester_idx ON company_connections (requester_id, status);

-- Other companies that may read a record (read-only): written by shareRecord, only to connections.
CREATE TABLE record_parties (
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9-]*$'),
  record_id uuid NOT NULL,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  owner_company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'viewer',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, kind, record_id)
);
CREATE INDEX record_parties_record_idx ON record_parties (kind, record_id);

-- The audit trail of guarded actions (approve, pay, …): who, when, from which state to which.
CREATE TABLE record_activity (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  record_id uuid NOT NULL,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  actor_id uuid,
  actor_name text NOT NULL,
  action text NOT NULL,
  from_state text,
  to_state text,
  note text CHECK (note IS NULL OR length(note) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX record_activity_record_idx ON record_activity (kind, record_id, created_at, id);

-- Comments on any record, visible to whoever may read the record; edited and deleted by their author.
CREATE TABLE record_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  record_id uuid NOT NULL,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  author_id uuid,
  author_name text NOT NULL,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX record_comments_record_idx ON record_comments (kind, record_id, created_at, id);
