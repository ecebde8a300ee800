-- Timed work of the server plugins (core/server/scheduler): one row per job; a process runs a job
-- only after moving next_run_at forward in one UPDATE, so every process together runs it once per period.
CREATE TABLE scheduled_jobs (
  name text PRIMARY KEY,
  next_run_at timestamptz NOT NULL,
  last_started_at timestamptz,
  last_finished_at timestamptz,
  last_error text
);
