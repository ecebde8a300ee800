-- Issue 9 item 10: requests to public routes per address, in fixed windows, shared by every API process.
-- A key is `route|address|window`; rows of ended windows are deleted now and then.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_expires_at_idx ON rate_limits (expires_at);
