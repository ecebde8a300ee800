-- Every change to what a session check reads (users, their companies, plans, subscriptions, switches,
-- and revoked or deleted sessions) sends NOTIFY portolan_identity once per statement, at commit.
-- Embedded PGlite (one process) listens and drops its cached session checks (core/server/identity/sessionCache.ts).
CREATE FUNCTION portolan_identity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portolan_identity', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER users_identity_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION portolan_identity_changed();
CREATE TRIGGER sessions_identity_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION portolan_identity_changed();
CREATE TRIGGER companies_identity_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies FOR EACH STATEMENT EXECUTE FUNCTION portolan_identity_changed();
CREATE TRIGGER plans_identity_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans FOR EACH STATEMENT EXECUTE FUNCTION portolan_identity_changed();
CREATE TRIGGER subscriptions_identity_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subscriptions FOR EACH STATEMENT EXECUTE FUNCTION portolan_identity_changed();
CREATE TRIGGER company_plugin_switches_identity_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_plugin_switches FOR EACH STATEMENT EXECUTE FUNCTION portolan_identity_changed();
CREATE TRIGGER company_feature_switches_identity_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_feature_switches FOR EACH STATEMENT EXECUTE FUNCTION portolan_identity_changed();
