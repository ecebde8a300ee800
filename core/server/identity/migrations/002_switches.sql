-- Enterprise admins switch plugins and plan features off (and on again) for their company.
-- Every plugin and every plan feature is on unless a row says enabled = false.

CREATE TABLE company_plugin_switches (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  plugin_id text NOT NULL CHECK (plugin_id ~ '^[a-z][a-z0-9-]{0,63}$'),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (company_id, plugin_id)
);

CREATE TABLE company_feature_switches (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  feature text NOT NULL CHECK (length(feature) BETWEEN 1 AND 64),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (company_id, feature)
);
