-- The live connection's stored events (core/server/live): one row per (user, seq), seq growing by one
-- per user in commit order (the cursor row is locked by the publishing transaction until it commits).
CREATE TABLE live_cursors (
  user_id uuid PRIMARY KEY,
  seq bigint NOT NULL DEFAULT 0
);

CREATE TABLE live_events (
  user_id uuid NOT NULL,
  seq bigint NOT NULL,
  kind text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, seq)
);
CREATE INDEX live_events_created ON live_events (created_at);
