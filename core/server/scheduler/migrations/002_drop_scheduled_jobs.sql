-- Timed work moved to pg-boss (schema pgboss, installed by pg-boss itself): the per-job rows of 001 are unused.
DROP TABLE IF EXISTS scheduled_jobs;
