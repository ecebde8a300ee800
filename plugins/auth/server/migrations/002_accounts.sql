-- Accounts, issue 3: durable attempt limits, the user's audit trail, leads and outbox delivery.

-- Fixed-window attempt counters (login failures per account and per address, code requests…), in the
-- database so that every API process sees the same counts and a restart forgets nothing.
CREATE TABLE auth_attempts (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX auth_attempts_window_idx ON auth_attempts (window_ends_at);

-- What happened to an account, for its owner (/user-actions): sign-ins, sign-outs, password and role
-- changes, profile edits. `actor_id` is who did it (an admin changing a role), `user_id` whose it is.
CREATE TABLE user_actions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_actions_user_idx ON user_actions (user_id, created_at DESC);

-- Demo requests from the public page (SPEC §3 lead: name, email, company, number, createdVia).
CREATE TABLE leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL,
  number text,
  created_via text NOT NULL DEFAULT 'LeadEngine',
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'qualified', 'closed')),
  notes text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX leads_created_idx ON leads (created_at DESC);

-- Delivery of the outbox: tries, the last error, and which transport sent it.
ALTER TABLE auth_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE auth_outbox ADD COLUMN last_error text;
ALTER TABLE auth_outbox ADD COLUMN transport text;
ALTER TABLE auth_outbox ADD COLUMN claimed_until timestamptz;
